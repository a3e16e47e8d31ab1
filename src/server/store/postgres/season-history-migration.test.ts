// Issue 27 B7 (h-seasonhist), on PostgreSQL: a database written with every event of a season
// holding its own copy of the season's entries migrates to reading them through (the SQLite twin:
// sqlite/season-history-migration.test.ts). Runs with TEST_STORE_URL=postgres://….
import pg from 'pg';
import { expect, it } from 'vitest';
import { openStore } from '../open-store';
import type { StatusChangeQuery } from '../port';
import { migrate } from './migrate';
import { POSTGRES_MIGRATIONS } from './migrations';
import { createScratchSchema } from './scratch-schema-test-kit';

const url = process.env.TEST_STORE_URL ?? '';

it.skipIf(!/^postgres/.test(url))(
  'a season written per event reads the same after the migration, and later entries read through',
  async () => {
    const schema = await createScratchSchema(url);
    try {
      const before = POSTGRES_MIGRATIONS.findIndex((step) => step.includes('season_history_spans'));
      expect(before).toBeGreaterThan(0);
      const client = new pg.Client({ connectionString: schema.url });
      await client.connect();
      try {
        await migrate(client, POSTGRES_MIGRATIONS.slice(0, before));
        await client.query(`INSERT INTO companies (id, name, admin_key_hash, designer_key, created_at)
            VALUES (1, 'c', 'h', 'd', '2026-11-01T00:00:00Z');
          INSERT INTO workspaces (id, company_id, key, secret_key_hash, name, is_test, is_active, is_default)
            VALUES (1, 1, 'w', 's', 'w', false, true, true);
          INSERT INTO charts (id, workspace_id, key, name, venue_type, published_drawing, created_at)
            VALUES (1, 1, 'chart', 'chart', 'SIMPLE', '{}', '2026-11-01T00:00:00Z');
          INSERT INTO events (id, workspace_id, key, chart_id, table_booking_config, created_on, season, season_id) VALUES
            (1, 1, 'season', 1, '{"mode":"INHERIT"}', '2026-11-01T00:00:00Z', '{"role":"season"}', 1),
            (2, 1, 'night-1', 1, '{"mode":"INHERIT"}', '2026-11-01T00:00:00Z', '{"role":"eventInSeason","seasonId":1}', 1),
            (3, 1, 'night-2', 1, '{"mode":"INHERIT"}', '2026-11-01T00:00:00Z', '{"role":"eventInSeason","seasonId":1}', 1),
            (4, 1, 'half', 1, '{"mode":"INHERIT"}', '2026-11-01T00:00:00Z', '{"role":"partialSeason","seasonId":1,"eventIds":[3]}', 1);
          INSERT INTO status_changes (event_id, label, status, quantity, date, order_id, origin_type, actor_kind) VALUES
            (1, 'A-1', 'booked', 1, '2026-11-02T00:00:00Z', 'o1', 'API_CALL', 'key'),
            (2, 'A-1', 'booked', 1, '2026-11-02T00:00:00Z', NULL, 'API_CALL', 'service'),
            (3, 'A-1', 'booked', 1, '2026-11-02T00:00:00Z', NULL, 'API_CALL', 'service'),
            (4, 'A-1', 'booked', 1, '2026-11-02T00:00:00Z', NULL, 'API_CALL', 'service'),
            (2, 'A-2', 'booked', 1, '2026-11-02T00:00:00Z', NULL, 'API_CALL', 'key');
          INSERT INTO object_states (event_id, label, state) VALUES (3, 'A-5', '{"overridden":1}');`);
      } finally {
        await client.end();
      }

      const store = await openStore(schema.url);
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
    } finally {
      await schema.drop();
    }
  },
);
