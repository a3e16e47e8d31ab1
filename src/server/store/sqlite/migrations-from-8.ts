// The SQLite schema from version 8 on (migrations.ts says how they run). A new version is added at
// the end of this list; a shipped one is never edited.
export const SQLITE_MIGRATIONS_FROM_8: readonly string[] = [
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
