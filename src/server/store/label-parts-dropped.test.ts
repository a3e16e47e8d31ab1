// Issue 31: the history's label index written on the booking path is gone. A database
// that has it, filled, is migrated up on open and loses the table; the history stays readable. On
// SQLite, and on PostgreSQL with TEST_DATABASE_URL (scripts/with-postgres.sh).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_MIGRATIONS } from './postgres/migrations';
import { openPostgresStore } from './postgres/postgres-store';
import { createScratchSchema } from './postgres/scratch-schema-test-kit';
import { SQLITE_MIGRATIONS } from './sqlite/migrations';
import { openSqliteStore } from './sqlite/sqlite-store';

/** The schema version that has the label index (the first migration creating it, inclusive). */
const withLabelParts = (migrations: readonly string[]) =>
  migrations.findIndex((step) => step.includes('CREATE TABLE status_change_label_parts')) + 1;

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-label-parts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the label index is dropped', () => {
  it('SQLite: a database with a filled label index loses it on open', async () => {
    const version = withLabelParts(SQLITE_MIGRATIONS);
    expect(version).toBeGreaterThan(0);
    const path = join(dir, 'old.db');
    const old = new Database(path);
    for (const step of SQLITE_MIGRATIONS.slice(0, version)) old.exec(step);
    old.pragma(`user_version = ${version}`);
    old.exec(
      `INSERT INTO status_change_label_parts VALUES (1, 'A-1', 0, 'A-1'), (1, '-1', 1, 'A-1')`,
    );
    old.close();

    const store = openSqliteStore({ path });
    expect(await store.read((tx) => tx.statusChangeLabelsSince(1, 0))).toEqual({
      labels: [],
      lastId: 0,
    });
    await store.close();
    const after = new Database(path, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    const table = after
      .prepare("SELECT name FROM sqlite_master WHERE name = 'status_change_label_parts'")
      .all();
    expect(table).toEqual([]);
    after.close();
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('PostgreSQL: a database with a filled label index loses it on open', async () => {
    const schema = await createScratchSchema(url as string);
    const query = async (sql: string) => {
      const client = new pg.Client({ connectionString: schema.url });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
    try {
      const version = withLabelParts(POSTGRES_MIGRATIONS);
      expect(version).toBeGreaterThan(0);
      const migrations = POSTGRES_MIGRATIONS.slice(0, version);
      await (await openPostgresStore(schema.url, { migrations })).close();
      await query(
        `INSERT INTO status_change_label_parts VALUES (1, 'A-1', 0, 'A-1'), (1, '-1', 1, 'A-1')`,
      );
      expect(await query("SELECT to_regclass('status_change_label_parts') AS t")).toEqual([
        { t: 'status_change_label_parts' },
      ]);

      const store = await openPostgresStore(schema.url);
      expect(await store.read((tx) => tx.statusChangeLabelsSince(1, 0))).toEqual({
        labels: [],
        lastId: 0,
      });
      await store.close();
      expect(await query("SELECT to_regclass('status_change_label_parts') AS t")).toEqual([
        { t: null },
      ]);
      const versions = await query('SELECT max(version) AS v FROM schema_migrations');
      expect(Number(versions[0].v)).toBe(POSTGRES_MIGRATIONS.length);
    } finally {
      await schema.drop();
    }
  });
});
