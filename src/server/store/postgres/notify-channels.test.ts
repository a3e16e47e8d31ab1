// The NOTIFY channels are per schema: a store in schema A is not woken by, nor forgets its keys
// for, what a store in schema B of the same database announces. The database test needs
// TEST_DATABASE_URL (scripts/with-postgres.sh).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Store } from '../port';
import { notifyChannels } from './notify-channels';
import { openPostgresStore } from './postgres-store';
import { createScratchSchema, type ScratchSchema } from './scratch-schema-test-kit';

describe('channel names', () => {
  test('the schema public keeps the plain names (instances of older versions still meet)', () => {
    expect(notifyChannels('public')).toEqual({
      changes: 'seatdesk_changes',
      keys: 'seatdesk_keys',
    });
  });

  test('two schemas, two sets of channels', () => {
    const a = notifyChannels('tenant_a');
    const b = notifyChannels('tenant_b');
    expect(a).toEqual({ changes: 'seatdesk_changes_tenant_a', keys: 'seatdesk_keys_tenant_a' });
    expect(new Set([a.changes, a.keys, b.changes, b.keys]).size).toBe(4);
  });

  test('a schema name too long or needing quotes gives a plain name PostgreSQL accepts', () => {
    const long = 'a'.repeat(63);
    for (const schema of [long, `${long.slice(1)}b`, 'Box Office', 'kasse-ä']) {
      const { changes, keys } = notifyChannels(schema);
      for (const name of [changes, keys]) {
        expect(name).toMatch(/^[a-z0-9_]+$/);
        expect(name.length).toBeLessThanOrEqual(63);
      }
    }
    expect(notifyChannels(long).keys).not.toBe(notifyChannels(`${long.slice(1)}b`).keys);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('two stores in two schemas of one database', () => {
  const schemas: ScratchSchema[] = [];
  const stores: Store[] = [];
  let listener: pg.Client | undefined;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const schema = await createScratchSchema(databaseUrl as string);
      schemas.push(schema);
      stores.push(await openPostgresStore(schema.url, { poolSize: 2 }));
    }
  });
  afterAll(async () => {
    await listener?.end();
    for (const store of stores) await store.close();
    for (const schema of schemas) await schema.drop();
  });

  test("schema A's key NOTIFY does not reach schema B's listeners", async () => {
    const [a, b] = stores;
    const heard = { a: 0, b: 0 };
    a.watchKeysChanged?.(() => heard.a++);
    b.watchKeysChanged?.(() => heard.b++);
    await expect.poll(() => a.feedLive?.() && b.feedLive?.()).toBe(true);
    // A listener of B's own, to tell exactly what reached B's channel (below).
    listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    const onB: string[] = [];
    listener.on('notification', (message) => onB.push(message.channel));
    await listener.query(`LISTEN ${notifyChannels(schemas[1].name).keys}`);

    await a.announceKeysChanged?.();
    await expect.poll(() => heard.a).toBe(1);
    await b.announceKeysChanged?.();
    await expect.poll(() => heard.b).toBeGreaterThanOrEqual(1);
    // A round trip on the listening session: every NOTIFY committed before it is delivered to
    // that session before its answer, so what has not arrived by then never will.
    await listener.query('SELECT 1');
    expect(onB).toEqual([notifyChannels(schemas[1].name).keys]);
    expect(heard).toEqual({ a: 1, b: 1 });
  });
});
