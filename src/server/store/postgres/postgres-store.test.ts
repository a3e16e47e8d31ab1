// Start-up of the PostgreSQL store: clear messages for bad URLs and unreachable servers, and
// migrations that are atomic, run once when two instances start together, and refuse a newer
// schema. The database tests need TEST_DATABASE_URL (scripts/with-postgres.sh).
import pg from 'pg';
import { afterEach, describe, expect, test } from 'vitest';
import { openStore } from '../open-store';
import { POSTGRES_MIGRATIONS } from './migrations';
import { openPostgresStore } from './postgres-store';
import { createScratchSchema, type ScratchSchema } from './scratch-schema-test-kit';

describe('start-up errors', () => {
  test('a malformed URL is refused before connecting, without its password', async () => {
    const error = await openStore('postgres://app:s3cret@[broken/db').catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/not a valid PostgreSQL URL/);
    expect((error as Error).message).toContain('postgres://app:***@');
    expect((error as Error).message).not.toContain('s3cret');
  });

  test('an unreachable server is named by host and port, without the password', async () => {
    const error = await openStore('postgres://app:s3cret@127.0.0.1:1/seatdesk').catch(
      (e: Error) => e,
    );
    expect((error as Error).message).toMatch(
      /cannot connect to PostgreSQL at 127\.0\.0\.1:1\/seatdesk: connection refused/,
    );
    expect((error as Error).message).not.toContain('s3cret');
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations (TEST_DATABASE_URL)', () => {
  let schema: ScratchSchema;
  afterEach(() => schema?.drop());

  async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  }

  const versions = async () =>
    (await query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY 1')).map(
      (row) => row.version,
    );

  test('two instances starting at once migrate once and both open', async () => {
    schema = await createScratchSchema(url as string);
    const stores = await Promise.all([
      openPostgresStore(schema.url),
      openPostgresStore(schema.url),
    ]);
    expect(await versions()).toEqual(POSTGRES_MIGRATIONS.map((_, i) => i + 1));
    await Promise.all(stores.map((store) => store.close()));
    const again = await openPostgresStore(schema.url);
    expect(await again.read((tx) => tx.countCompanies())).toBe(0);
    await again.close();
  });

  test('a database of a newer schema is refused and left untouched', async () => {
    schema = await createScratchSchema(url as string);
    await (await openPostgresStore(schema.url)).close();
    const newer = POSTGRES_MIGRATIONS.length + 1;
    await query(`INSERT INTO schema_migrations (version) VALUES (${newer})`);
    const error = await openPostgresStore(schema.url).catch((e: Error) => e);
    expect((error as Error).message).toMatch(
      new RegExp(`schema version ${newer}, newer than this Seatdesk knows`),
    );
    expect(await versions()).toEqual([...POSTGRES_MIGRATIONS.map((_, i) => i + 1), newer]);
  });

  test('a failing migration leaves no trace of the steps before it', async () => {
    schema = await createScratchSchema(url as string);
    const broken = ['CREATE TABLE first_step (id integer)', 'CREATE TABLE oops (id nonsense_type)'];
    const error = await openPostgresStore(schema.url, { migrations: broken }).catch(
      (e: Error) => e,
    );
    expect((error as Error).message).toMatch(
      /cannot prepare the PostgreSQL database at .*nonsense_type/,
    );
    const tables = await query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = '${schema.name}'`,
    );
    expect(tables).toEqual([]);
  });
});
