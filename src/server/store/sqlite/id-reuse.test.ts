// Issue 17, item 1: event and chart ids are never reused, and a database of the schema before
// AUTOINCREMENT (version 2) is rebuilt with it on open, keeping every id, row and foreign key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_MIGRATIONS } from './migrations';
import { openSqliteStore } from './sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-ids-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const AUTOINCREMENT_VERSION = 3;

/** A file as schema version 2 left it: two events of one chart, states, a hold, a draft. */
function version2Database(path: string): void {
  const db = new Database(path);
  for (const step of SQLITE_MIGRATIONS.slice(0, AUTOINCREMENT_VERSION - 1)) db.exec(step);
  db.pragma(`user_version = ${AUTOINCREMENT_VERSION - 1}`);
  db.exec(`INSERT INTO companies VALUES (1, 'Old', 'h', 'd', 0, '2020-01-01');
    INSERT INTO workspaces VALUES (1, 1, 'ws', 's', 'Main', 0, 1, 1);
    INSERT INTO charts (id, workspace_id, key, name, venue_type, revision, has_draft, created_at)
      VALUES (4, 1, 'c', 'Old chart', 'SIMPLE', 3, 1, '2020-01-01');
    INSERT INTO chart_drawings VALUES (4, 'published', '{"v":"p"}'), (4, 'draft', '{"v":"d"}');
    INSERT INTO events (id, workspace_id, key, chart_id, table_booking_config, created_on, states_revision)
      VALUES (5, 1, 'first', 4, '{"mode":"INHERIT"}', '2020-01-02', 2),
             (9, 1, 'newest', 4, '{"mode":"INHERIT"}', '2020-01-03', 1);
    INSERT INTO object_states VALUES (9, 'A-1', '{"status":"booked","extraData":{"name":"Ada"}}');
    INSERT INTO hold_tokens VALUES ('tok', 1, '2020-01-01', '2020-01-02', 0);
    INSERT INTO state_holds VALUES (9, 'A-2', 'tok');`);
  db.close();
}

describe('ids are never reused (SQLite)', () => {
  it('upgrades a version-2 database: ids, rows and keys kept, AUTOINCREMENT in force', async () => {
    const path = join(dir, 'v2.db');
    version2Database(path);
    const store = openSqliteStore({ path });
    expect(await store.read((tx) => tx.getEvent(1, 'newest'))).toMatchObject({
      id: 9,
      chartId: 4,
      chartKey: 'c',
      statesRevision: 1,
      createdOn: '2020-01-03',
    });
    expect(await store.read((tx) => tx.getEvent(1, 'first'))).toMatchObject({ id: 5 });
    expect(await store.read((tx) => tx.getChartById(4))).toMatchObject({
      key: 'c',
      revision: 3,
      hasDraft: true,
    });
    expect(await store.read((tx) => tx.getDrawing(4, 'draft'))).toEqual({ v: 'd' });
    const states = await store.read((tx) => tx.getAllObjectStates(9));
    expect(states.get('A-1')).toEqual({ status: 'booked', extraData: { name: 'Ada' } });

    // The newest event goes; the next one gets a new id, not 9 again.
    await store.transaction((tx) => tx.deleteEvent(9));
    const next = await store.transaction((tx) =>
      tx.insertEvent({
        workspaceId: 1,
        key: 'next',
        chartId: 4,
        chartKey: 'c',
        name: null,
        date: null,
        tableBookingConfig: { mode: 'INHERIT' },
        forSaleConfig: null,
        channels: [],
        categories: null,
        objectCategories: null,
        createdOn: '2020-01-04',
        updatedOn: null,
      }),
    );
    expect(next.id).toBe(10);
    expect(await store.read((tx) => tx.getAllObjectStates(next.id))).toEqual(new Map());
    await store.close();

    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    const sql = (name: string) =>
      (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(name) as { sql: string }).sql;
    expect(sql('events')).toMatch(/AUTOINCREMENT/);
    expect(sql('charts')).toMatch(/AUTOINCREMENT/);
    // Foreign keys still name the rebuilt tables, and none is broken.
    expect(sql('object_states')).toMatch(/REFERENCES events\(id\)/);
    expect(sql('chart_drawings')).toMatch(/REFERENCES charts\(id\)/);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });

  it('keeps foreign keys enforced after migrating', async () => {
    const store = openSqliteStore({ path: join(dir, 'fresh.db') });
    const error = await store
      .transaction((tx) =>
        tx.insertEvent({
          workspaceId: 1,
          key: 'orphan',
          chartId: 404,
          chartKey: 'none',
          name: null,
          date: null,
          tableBookingConfig: { mode: 'INHERIT' },
          forSaleConfig: null,
          channels: [],
          categories: null,
          objectCategories: null,
          createdOn: '2020-01-04',
          updatedOn: null,
        }),
      )
      .catch((e: Error) => e);
    expect(String(error)).toMatch(/FOREIGN KEY/);
    await store.close();
  });
});
