// Throwaway schemas for tests: each test store gets its own schema in one shared database, so
// test files running side by side never see each other's rows, and dropping it cleans up.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchSchema {
  name: string;
  /** `databaseUrl` with search_path set to the new schema. */
  url: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

export async function createScratchSchema(databaseUrl: string): Promise<ScratchSchema> {
  const name = `seatdesk_test_${randomBytes(6).toString('hex')}`;
  await withClient(databaseUrl, (client) => client.query(`CREATE SCHEMA ${name}`));
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    name,
    url: url.toString(),
    drop: () => withClient(databaseUrl, (client) => client.query(`DROP SCHEMA ${name} CASCADE`)),
  };
}

async function withClient(url: string, fn: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
