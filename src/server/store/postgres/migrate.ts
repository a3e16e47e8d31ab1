// Brings a PostgreSQL schema up to the version this code knows, at start. Everything pending runs
// in ONE transaction under an advisory lock: two instances starting together take turns (the
// second finds the work done), and a failing step leaves the database exactly as it was.
import type { ClientBase } from 'pg';
import { POSTGRES_MIGRATIONS } from './migrations';

export class SchemaTooNewError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(
      `the database has schema version ${found}, newer than this Seatdesk knows (${known}). Upgrade Seatdesk or use another database; nothing was changed.`,
    );
  }
}

/** Applies the pending migrations; returns the schema version now in place. */
export async function migrate(
  client: ClientBase,
  migrations: readonly string[] = POSTGRES_MIGRATIONS,
): Promise<number> {
  await client.query('BEGIN');
  try {
    const schema = (
      await client.query<{ schema: string | null }>('SELECT current_schema() AS schema')
    ).rows[0].schema;
    if (!schema) {
      throw new Error(
        'no schema to create the tables in: the schema named by search_path does not exist',
      );
    }
    // One lock per schema, so separate schemas (tests) migrate side by side.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `seatdesk-migrate:${schema}`,
    ]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number }>(
      'SELECT coalesce(max(version), 0)::integer AS version FROM schema_migrations',
    );
    const current = rows[0].version;
    if (current > migrations.length) throw new SchemaTooNewError(current, migrations.length);
    for (let version = current; version < migrations.length; version++) {
      await client.query(migrations[version]);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version + 1]);
    }
    await client.query('COMMIT');
    return migrations.length;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
