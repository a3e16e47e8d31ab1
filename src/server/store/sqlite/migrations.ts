// Versioned schema of the SQLite store. Each entry runs once, in order, inside one transaction;
// PRAGMA user_version records how far a database has come. Never edit a shipped entry: add one.
export const SQLITE_MIGRATIONS: readonly string[] = [
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
  // the status-change history (docs/history.md), one row per object per event per
  // change, written in the transaction of the change; read per event newest first, per object,
  // and by label or status. Deleted with the event, and after 365 days.
  `
  CREATE TABLE status_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id INTEGER NOT NULL,
    label TEXT NOT NULL,
    status TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    date TEXT NOT NULL,
    order_id TEXT,
    hold_token TEXT,
    extra_data TEXT,
    origin_type TEXT NOT NULL,
    origin_ip TEXT,
    actor_kind TEXT NOT NULL,
    staff_id TEXT,
    staff_name TEXT
  );
  -- label rides along so that a label filter scans the index alone, not the table.
  CREATE INDEX status_changes_of_event ON status_changes (event_id, id, label);
  CREATE INDEX status_changes_of_object ON status_changes (event_id, label, id);
  CREATE INDEX status_changes_by_status ON status_changes (event_id, status, id);
  CREATE INDEX status_changes_by_date ON status_changes (date);
  `,
  // the live feed's changes record (store/change-log.ts, docs/live-feed.md): one row
  // per event and states revision, written in the transaction that raised the revision.
  `
  CREATE TABLE event_changes (
    event_id INTEGER NOT NULL,
    revision INTEGER NOT NULL,
    objects TEXT NOT NULL,
    PRIMARY KEY (event_id, revision)
  ) WITHOUT ROWID;
  `,
  // Issue 32.6: a company's ticket buyer IDs, listed by id (the paging cursor).
  `
  CREATE TABLE ticket_buyers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id INTEGER NOT NULL REFERENCES companies(id),
    ticket_buyer_id TEXT NOT NULL,
    UNIQUE (company_id, ticket_buyer_id)
  );
  CREATE INDEX ticket_buyers_by_company ON ticket_buyers (company_id, id);
  `,
  // Staff accounts and their sessions (h-staffsvc, docs/staff.md). A session is found by the
  // sha256 of its cookie's value; deleting an account's rows ends its sessions on every instance.
  `
  CREATE TABLE staff_accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
    display_name TEXT NOT NULL,
    sign_in_name TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL,
    enabled INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX staff_accounts_by_workspace ON staff_accounts (workspace_id, id);
  CREATE TABLE staff_sessions (
    id_hash TEXT PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff_accounts(id),
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);
  `,
  // h-wirea (issue 32): an event's isInThePast flag, and its for-sale edits of the day counted
  // against the daily limit (application/events/for-sale-edits.ts).
  `
  ALTER TABLE events ADD COLUMN is_in_the_past INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE events ADD COLUMN for_sale_edits TEXT;
  `,
  // h-historyapp (issue 31): every suffix of each label in an event's history, so that a label
  // filter (CONTAINS, BEGINS_WITH, ENDS_WITH) is a prefix range on an index instead of a scan of
  // the event's entries (store/label-parts.ts, docs/history.md). `at` is where the suffix starts
  // (0: the whole label). No longer filled: the migration at the end drops it.
  `
  CREATE TABLE status_change_label_parts (
    event_id INTEGER NOT NULL,
    suffix TEXT NOT NULL,
    at INTEGER NOT NULL,
    label TEXT NOT NULL,
    PRIMARY KEY (event_id, suffix, at, label)
  ) WITHOUT ROWID;
  `,
  // Issues 32.7, 31.4: the event log and audit (docs/event-log.md), one row per
  // change, written in the change's transaction. Read per company oldest first (seats.io's
  // GET /event-log, wire types only) and per workspace newest first; purged after 14 days.
  `
  CREATE TABLE event_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id INTEGER NOT NULL,
    workspace_id INTEGER NOT NULL,
    workspace_key TEXT NOT NULL,
    type TEXT NOT NULL,
    on_wire INTEGER NOT NULL,
    subject_key TEXT NOT NULL,
    subject_name TEXT,
    details TEXT,
    at TEXT NOT NULL,
    actor_kind TEXT NOT NULL,
    staff_id TEXT,
    staff_name TEXT
  );
  CREATE INDEX event_log_of_company ON event_log (company_id, on_wire, id);
  CREATE INDEX event_log_of_workspace ON event_log (workspace_id, id);
  CREATE INDEX event_log_by_time ON event_log (at);
  `,
  // Issue 32.1: a deleted workspace stays as a row (its charts and events keep their
  // references) but is found by no key and listed nowhere. (32.6) The ticket buyer ID a hold token
  // was created for, so that removing the ID ends its tokens.
  `
  ALTER TABLE workspaces ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE hold_tokens ADD COLUMN ticket_buyer_id TEXT;
  CREATE INDEX hold_tokens_by_ticket_buyer ON hold_tokens (ticket_buyer_id) WHERE ticket_buyer_id IS NOT NULL;
  `,
  // Issue 27 B7: the feed's changes appended in write order, found through a small
  // index. Kept in a WITHOUT ROWID tree by (event, revision), each event's rows of about 700 bytes
  // (a season booking's objects) filled their own leaves: one season booking on 1,000 events
  // split and rebalanced 2,000+ pages of it, megabytes every commit and its WAL flush carried.
  `
  CREATE TABLE event_changes_rebuilt (
    id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL,
    revision INTEGER NOT NULL,
    objects TEXT NOT NULL
  );
  INSERT INTO event_changes_rebuilt (event_id, revision, objects)
    SELECT event_id, revision, objects FROM event_changes ORDER BY event_id, revision;
  DROP TABLE event_changes;
  ALTER TABLE event_changes_rebuilt RENAME TO event_changes;
  CREATE UNIQUE INDEX event_changes_of_event ON event_changes (event_id, revision);
  `,
  // Issue 31: the history's label filter is matched against the event's chart in
  // memory and read through status_changes_of_object (application/history/label-filter.ts); the
  // label index written on the booking path is dropped.
  `
  DROP TABLE IF EXISTS status_change_label_parts;
  `,
  // h-seasonhist (issue 27 B7): a season's history entries stored once, at the unit the request
  // named, and read through by its events (docs/history.md, "Seasons"). `through_status` marks a
  // unit's own entries (the status its events show); spans say which units an event reads and from
  // which entry on; override periods which labels it leaves out when. Events already in a season
  // read through from the newest entry now (the watermark): older entries were written per event.
  `
  ALTER TABLE status_changes ADD COLUMN through_status TEXT;
  CREATE TABLE season_history_spans (
    event_id INTEGER NOT NULL,
    unit_id INTEGER NOT NULL,
    after_id INTEGER NOT NULL,
    until_id INTEGER
  );
  CREATE INDEX season_history_spans_of_event ON season_history_spans (event_id);
  CREATE TABLE season_history_overrides (
    event_id INTEGER NOT NULL,
    label TEXT NOT NULL,
    after_id INTEGER NOT NULL,
    until_id INTEGER
  );
  CREATE INDEX season_history_overrides_of_event ON season_history_overrides (event_id, label);
  INSERT INTO season_history_spans (event_id, unit_id, after_id)
    SELECT id, season_id, (SELECT coalesce(max(id), 0) FROM status_changes) FROM events
    WHERE json_extract(season, '$.role') = 'eventInSeason';
  INSERT INTO season_history_spans (event_id, unit_id, after_id)
    SELECT member.value, p.id, (SELECT coalesce(max(id), 0) FROM status_changes)
    FROM events AS p, json_each(p.season, '$.eventIds') AS member
    WHERE json_extract(p.season, '$.role') = 'partialSeason';
  INSERT INTO season_history_overrides (event_id, label, after_id)
    SELECT s.event_id, s.label, (SELECT coalesce(max(id), 0) FROM status_changes)
    FROM object_states AS s JOIN events AS e ON e.id = s.event_id
    WHERE json_extract(e.season, '$.role') = 'eventInSeason'
      AND json_valid(s.state) AND json_extract(s.state, '$.overridden') > 0
      AND json_extract(s.state, '$.places') IS NULL;
  `,
];
