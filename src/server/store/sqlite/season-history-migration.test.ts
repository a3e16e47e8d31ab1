// Issue 27 B7 (h-seasonhist): a database written with every event of a season holding its own copy
// of the season's entries migrates to reading them through: each event answers the entries it
// had, none twice; entries written after read through, except for a label it had overridden.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import type { StatusChangeQuery } from '../port';
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
     VALUES (?, 1, ?, 1, '{"mode":"INHERIT"}', '2026-11-01T00:00:00Z', ?, ?)`,
  );
  event.run(1, 'season', '{"role":"season"}', 1);
  event.run(2, 'night-1', '{"role":"eventInSeason","seasonId":1}', 1);
  event.run(3, 'night-2', '{"role":"eventInSeason","seasonId":1}', 1);
  event.run(4, 'half', '{"role":"partialSeason","seasonId":1,"eventIds":[3]}', 1);
  // Main's layout: the season's entry, then one copy per event, the service's.
  const entry = old.prepare(
    `INSERT INTO status_changes (${COLUMNS}) VALUES (?, ?, ?, 1, '2026-11-02T00:00:00Z', ?, 'API_CALL', ?)`,
  );
  entry.run(1, 'A-1', 'booked', 'o1', 'key');
  entry.run(2, 'A-1', 'booked', null, 'service');
  entry.run(3, 'A-1', 'booked', null, 'service');
  entry.run(4, 'A-1', 'booked', null, 'service');
  entry.run(2, 'A-2', 'booked', null, 'key');
  old
    .prepare("INSERT INTO object_states (event_id, label, state) VALUES (3, 'A-5', ?)")
    .run('{"overridden":1}');
  old.close();

  const store = openSqliteStore({ path });
  const read = (eventId: number) =>
    store.read(async (tx) => {
      const through = await tx.seasonHistorySpans(eventId);
      const query: StatusChangeQuery = {
        eventId,
        limit: 100,
        filterType: 'CONTAINS',
        sort: 'date',
        descending: false,
        through,
      };
      return (await tx.listStatusChanges(query)).items.map(
        (row) => `${row.eventId} ${row.label} ${row.status} ${row.actor.kind}`,
      );
    });
  try {
    expect(await read(2)).toEqual(['2 A-1 booked service', '2 A-2 booked key']);
    expect(await read(3)).toEqual(['3 A-1 booked service']);
    expect(await store.read((tx) => tx.seasonHistorySpans(3))).toEqual([
      { unitId: 1, afterId: 5 },
      { unitId: 4, afterId: 5 },
    ]);
    await store.transaction((tx) =>
      tx.appendStatusChanges(
        ['A-5', 'A-6'].map((label) => ({
          eventId: 1,
          label,
          status: 'booked',
          quantity: 1,
          date: '2026-11-03T00:00:00Z',
          originType: 'API_CALL',
          actor: { kind: 'key' as const },
          throughStatus: 'booked',
        })),
      ),
    );
    expect(await read(2)).toEqual([
      '2 A-1 booked service',
      '2 A-2 booked key',
      '2 A-5 booked service',
      '2 A-6 booked service',
    ]);
    // Night 2 overrode A-5 before the migration: the season's A-5 stays out of its history.
    expect(await read(3)).toEqual(['3 A-1 booked service', '3 A-6 booked service']);
  } finally {
    await store.close();
  }
});
