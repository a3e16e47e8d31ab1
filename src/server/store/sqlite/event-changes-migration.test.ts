// Issue 27 B7: the feed's changes move from a tree ordered by (event, revision) to rows appended in
// write order with a unique index on (event, revision). A file of the schema before keeps every
// change, read back in revision order per event, and a revision still cannot be written twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { SQLITE_MIGRATIONS } from './migrations';
import { openSqliteStore } from './sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-event-changes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a database of the schema before keeps its feed changes, in order, one per revision', async () => {
  const path = join(dir, 'before.db');
  // The step before this change, wherever other changes put it in the list.
  const before = SQLITE_MIGRATIONS.findIndex((step) => step.includes('event_changes_rebuilt'));
  expect(before).toBeGreaterThan(0);
  const old = new Database(path);
  for (const step of SQLITE_MIGRATIONS.slice(0, before)) old.exec(step);
  old.pragma(`user_version = ${before}`);
  old.exec(`INSERT INTO event_changes (event_id, revision, objects) VALUES
    (7, 2, '{"A-2":{"status":"booked"}}'), (3, 1, '{"B-1":{"status":"held"}}'),
    (7, 1, '{"A-1":{"status":"booked"}}')`);
  old.close();

  const store = openSqliteStore({ path });
  try {
    const changes = await store.read((tx) => tx.listEventChanges(7, 0, 10));
    expect(changes).toEqual([
      { eventId: 7, revision: 1, objects: '{"A-1":{"status":"booked"}}' },
      { eventId: 7, revision: 2, objects: '{"A-2":{"status":"booked"}}' },
    ]);
    expect(await store.read((tx) => tx.listEventChanges(3, 0, 10))).toHaveLength(1);
  } finally {
    await store.close();
  }
  const db = new Database(path);
  try {
    expect(() =>
      db
        .prepare('INSERT INTO event_changes (event_id, revision, objects) VALUES (7, 2, ?)')
        .run('{}'),
    ).toThrow(/UNIQUE/);
  } finally {
    db.close();
  }
});
