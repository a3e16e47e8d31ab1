// Issue 27 B7 (h-seasonhist), on PostgreSQL: a database written with every event of a season
// holding its own copy of the season's entries migrates to reading them through (the SQLite twin:
// sqlite/season-history-migration.test.ts). Runs with TEST_STORE_URL=postgres://….
import pg from 'pg';
import { expect, it } from 'vitest';
import { openStore } from '../open-store';
import {
  expectSeasonHistoryReadThrough,
  OVERRIDDEN_STATE,
  PER_EVENT_ENTRIES,
  SEASON_EVENTS,
} from '../season-history-migration-test-kit';
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
            VALUES (1, 1, 'chart', 'chart', 'SIMPLE', '{}', '2026-11-01T00:00:00Z');`);
        for (const row of SEASON_EVENTS) {
          await client.query(
            `INSERT INTO events (id, workspace_id, key, chart_id, table_booking_config, created_on, season, season_id)
             VALUES ($1, 1, $2, 1, '{"mode":"INHERIT"}', '2026-11-01T00:00:00Z', $3, 1)`,
            [...row],
          );
        }
        for (const row of PER_EVENT_ENTRIES) {
          await client.query(
            `INSERT INTO status_changes (event_id, label, status, quantity, date, order_id, origin_type, actor_kind)
             VALUES ($1, $2, 'booked', 1, '2026-11-02T00:00:00Z', $3, 'API_CALL', $4)`,
            [...row],
          );
        }
        const { eventId, label, state } = OVERRIDDEN_STATE;
        await client.query(
          'INSERT INTO object_states (event_id, label, state) VALUES ($1, $2, $3)',
          [eventId, label, state],
        );
      } finally {
        await client.end();
      }

      const store = await openStore(schema.url);
      try {
        await expectSeasonHistoryReadThrough(store);
      } finally {
        await store.close();
      }
    } finally {
      await schema.drop();
    }
  },
);
