// The rows a test service stored, read from the database itself (a SQLite file, or the
// PostgreSQL scratch schema of TEST_STORE_URL): what a season's change costs in rows, and the
// old layout of an event's states written by hand for the migration's tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../../config';
import { startTestService, type TestService } from '../../service-test-kit';
import { testStoreUrl } from '../../store/store-test-kit';

export interface RawService {
  svc: TestService;
  /** Runs SQL (no parameters: tests inline their literals) on the service's database. */
  sql(text: string): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

/** A test service on a SQLite file, or on PostgreSQL with TEST_STORE_URL, with raw SQL beside it. */
export async function startRawService(overrides: Partial<Config> = {}): Promise<RawService> {
  const postgres = /^postgres/.test(testStoreUrl());
  const scratch = postgres ? undefined : mkdtempSync(join(tmpdir(), 'seatdesk-rows-'));
  const file = scratch && join(scratch, 'db');
  const svc = await startTestService(
    file ? { databaseUrl: `sqlite:${file}`, ...overrides } : overrides,
  );
  const sql = async (text: string) => {
    if (file) {
      const db = new Database(file);
      try {
        const statement = db.prepare(text);
        if (statement.reader) return statement.all() as Array<Record<string, unknown>>;
        statement.run();
        return [];
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: svc.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    svc,
    sql,
    close: async () => {
      await svc.close();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** How many state rows the events with these keys store. */
export async function stateRowsOf(raw: RawService, keys: string[]): Promise<number> {
  const list = keys.map((key) => `'${key.replace(/'/g, "''")}'`).join(', ');
  const [row] = await raw.sql(
    `SELECT count(*) AS n FROM object_states s JOIN events e ON e.id = s.event_id WHERE e.key IN (${list})`,
  );
  return Number(row.n);
}
