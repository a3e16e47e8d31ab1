// Issue 27 B7 (h-seasonhist): a database written with every event of a season holding its own copy
// of the season's entries migrates to reading them through: each event answers the entries it
// had, none twice; entries written after read through, except for a label it had overridden.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import {
  expectSeasonHistoryReadThrough,
  OVERRIDDEN_STATE,
  PER_EVENT_ENTRIES,
  SEASON_EVENTS,
} from '../season-history-migration-test-kit';
import { SQLITE_MIGRATIONS } from './migrations';
import { openSqliteStore } from './sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-season-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COLUMNS = 'event_id, label, status, quantity, date, order_id, origin_type, actor_kind';

it('a season written per event reads the same after the migration, and later entries read through', async () => {
  const path = join(dir, 'before.db');
  const before = SQLITE_MIGRATIONS.findIndex((step) => step.includes('season_history_spans'));
  expect(before).toBeGreaterThan(0);
  const old = new Database(path);
  for (const step of SQLITE_MIGRATIONS.slice(0, before)) old.exec(step);
  old.pragma(`user_version = ${before}`);
  old.exec(`INSERT INTO companies (id, name, admin_key_hash, designer_key, created_at)
      VALUES (1, 'c', 'h', 'd', '2026-11-01T00:00:00Z');
    INSERT INTO workspaces (id, company_id, key, secret_key_hash, name, is_test, is_active, is_default)
      VALUES (1, 1, 'w', 's', 'w', 0, 1, 1);
    INSERT INTO charts (id, workspace_id, key, name, venue_type, created_at)
      VALUES (1, 1, 'chart', 'chart', 'SIMPLE', '2026-11-01T00:00:00Z');`);
  const event = old.prepare(
    `INSERT INTO events (id, workspace_id, key, chart_id, table_booking_config, created_on, season, season_id)
     VALUES (?, 1, ?, 1, '{"mode":"INHERIT"}', '2026-11-01T00:00:00Z', ?, 1)`,
  );
  for (const row of SEASON_EVENTS) event.run(...row);
  const entry = old.prepare(
    `INSERT INTO status_changes (${COLUMNS}) VALUES (?, ?, 'booked', 1, '2026-11-02T00:00:00Z', ?, 'API_CALL', ?)`,
  );
  for (const row of PER_EVENT_ENTRIES) entry.run(...row);
  const { eventId, label, state } = OVERRIDDEN_STATE;
  old
    .prepare('INSERT INTO object_states (event_id, label, state) VALUES (?, ?, ?)')
    .run(eventId, label, state);
  old.close();

  const store = openSqliteStore({ path });
  try {
    await expectSeasonHistoryReadThrough(store);
  } finally {
    await store.close();
  }
});
