// The SQLite schema's versions 1 to 7 (migrations.ts says how they run). Shipped: never edited.
export const SQLITE_MIGRATIONS_1_TO_7: readonly string[] = [
  `
  CREATE TABLE companies (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    admin_key_hash TEXT NOT NULL UNIQUE,
    designer_key TEXT NOT NULL,
    tables_count_as_one INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE workspaces (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES companies(id),
    key TEXT NOT NULL UNIQUE,
    secret_key_hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    is_test INTEGER NOT NULL,
    is_active INTEGER NOT NULL,
    is_default INTEGER NOT NULL
  );
  CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE charts (
    id INTEGER PRIMARY KEY,
    workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
    key TEXT NOT NULL,
    name TEXT NOT NULL,
    venue_type TEXT NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0,
    tags TEXT NOT NULL DEFAULT '[]',
    revision INTEGER NOT NULL DEFAULT 1,
    published_drawing TEXT NOT NULL,
    has_draft INTEGER NOT NULL DEFAULT 0,
    draft_drawing TEXT,
    created_at TEXT NOT NULL,
    UNIQUE (workspace_id, key)
  );
  CREATE INDEX charts_by_archive ON charts (workspace_id, archived, id);
  CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
    key TEXT NOT NULL,
    chart_id INTEGER NOT NULL REFERENCES charts(id),
    name TEXT,
    date TEXT,
    table_booking_config TEXT NOT NULL,
    for_sale_config TEXT,
    channels TEXT NOT NULL DEFAULT '[]',
    categories TEXT,
    object_categories TEXT,
    created_on TEXT NOT NULL,
    updated_on TEXT,
    -- Bumped by every write of object states: caches of an event's states key on it.
    states_revision INTEGER NOT NULL DEFAULT 0,
    UNIQUE (workspace_id, key)
  );
  CREATE INDEX events_by_chart ON events (chart_id);
  CREATE TABLE object_states (
    event_id INTEGER NOT NULL REFERENCES events(id),
    label TEXT NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (event_id, label)
  ) WITHOUT ROWID;
  -- Which objects each hold token holds (a GA area can be held by several tokens at once).
  CREATE TABLE state_holds (
    event_id INTEGER NOT NULL,
    label TEXT NOT NULL,
    token TEXT NOT NULL,
    PRIMARY KEY (event_id, label, token)
  ) WITHOUT ROWID;
  CREATE INDEX state_holds_by_token ON state_holds (token);
  CREATE TABLE hold_tokens (
    token TEXT PRIMARY KEY,
    workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    swept INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX hold_tokens_by_expiry ON hold_tokens (swept, expires_at);
  `,
  // The drawings leave the charts row: SQLite reads a column that follows a multi-megabyte value
  // by walking its overflow pages, so every chart read (one per booking) paid for the drawing.
  `
  CREATE TABLE chart_drawings (
    chart_id INTEGER NOT NULL REFERENCES charts(id),
    version TEXT NOT NULL CHECK (version IN ('published', 'draft')),
    drawing TEXT NOT NULL,
    PRIMARY KEY (chart_id, version)
  );
  INSERT INTO chart_drawings (chart_id, version, drawing)
    SELECT id, 'published', published_drawing FROM charts;
  INSERT INTO chart_drawings (chart_id, version, drawing)
    SELECT id, 'draft', draft_drawing FROM charts WHERE draft_drawing IS NOT NULL;
  ALTER TABLE charts DROP COLUMN published_drawing;
  ALTER TABLE charts DROP COLUMN draft_drawing;
  `,
  // Ids are never reused (issue 17): without AUTOINCREMENT, SQLite hands a deleted newest row's
  // id to the next insert, and in-memory caches keyed by the id (states, charts) served the
  // deleted event's states to another company's new event. Events and charts are rebuilt with
  // AUTOINCREMENT, ids and data kept; the migration runs with foreign keys off and checks them
  // before committing (sqlite-store.ts), as SQLite's table rebuild procedure requires.
  `
  CREATE TABLE events_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
    key TEXT NOT NULL,
    chart_id INTEGER NOT NULL REFERENCES charts(id),
    name TEXT,
    date TEXT,
    table_booking_config TEXT NOT NULL,
    for_sale_config TEXT,
    channels TEXT NOT NULL DEFAULT '[]',
    categories TEXT,
    object_categories TEXT,
    created_on TEXT NOT NULL,
    updated_on TEXT,
    states_revision INTEGER NOT NULL DEFAULT 0,
    UNIQUE (workspace_id, key)
  );
  INSERT INTO events_rebuilt (id, workspace_id, key, chart_id, name, date, table_booking_config,
      for_sale_config, channels, categories, object_categories, created_on, updated_on,
      states_revision)
    SELECT id, workspace_id, key, chart_id, name, date, table_booking_config, for_sale_config,
      channels, categories, object_categories, created_on, updated_on, states_revision
    FROM events;
  DROP TABLE events;
  ALTER TABLE events_rebuilt RENAME TO events;
  CREATE INDEX events_by_chart ON events (chart_id);
  CREATE TABLE charts_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
    key TEXT NOT NULL,
    name TEXT NOT NULL,
    venue_type TEXT NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0,
    tags TEXT NOT NULL DEFAULT '[]',
    revision INTEGER NOT NULL DEFAULT 1,
    has_draft INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    UNIQUE (workspace_id, key)
  );
  INSERT INTO charts_rebuilt (id, workspace_id, key, name, venue_type, archived, tags, revision,
      has_draft, created_at)
    SELECT id, workspace_id, key, name, venue_type, archived, tags, revision, has_draft, created_at
    FROM charts;
  DROP TABLE charts;
  ALTER TABLE charts_rebuilt RENAME TO charts;
  CREATE INDEX charts_by_archive ON charts (workspace_id, archived, id);
  `,
  // Seasons (docs/seasons.md): an event's place in a season, and the top-level season's id to
  // find a season's family in one lookup.
  `
  ALTER TABLE events ADD COLUMN season TEXT;
  ALTER TABLE events ADD COLUMN season_id INTEGER;
  CREATE INDEX events_by_season ON events (season_id);
  `,
  // Idempotency-Key (docs/retries.md): a write's first answer per workspace and key, kept until
  // expires_at. A row without an answer is a request still running, held by \`owner\` until
  // lease_until.
  `
  CREATE TABLE idempotency_keys (
    workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    owner TEXT,
    lease_until TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    answer_status INTEGER,
    answer_type TEXT,
    answer_body TEXT,
    PRIMARY KEY (workspace_id, key)
  );
  CREATE INDEX idempotency_keys_by_expiry ON idempotency_keys (expires_at);
  `,
  // Extra data given with a booking, once (store/extra-data-blobs.ts): states refer to it by the
  // sha256 of its JSON instead of each holding a copy (a season booking shows one object's state
  // in every event of the season).
  `
  CREATE TABLE extra_data (digest TEXT PRIMARY KEY, data TEXT NOT NULL) WITHOUT ROWID;
  `,
  // The box office's hold tokens (Seatdesk addition, docs/holds.md): marked by the back office,
  // with the staff name that made them, so its holds view is rebuilt from the service. Listed
  // newest first among those created in the last two hours (no token lives longer).
  `
  ALTER TABLE hold_tokens ADD COLUMN box_office INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE hold_tokens ADD COLUMN made_by TEXT;
  CREATE INDEX hold_tokens_of_box_office ON hold_tokens (workspace_id, created_at, token)
    WHERE box_office = 1;
  `,
];
