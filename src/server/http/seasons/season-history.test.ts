// Issue 27 B7: a season's history entries stored once, at the unit the request named, and read
// through by its events (docs/history.md, "Seasons"). What an event of a season answers is entry
// for entry what it answered when every event got its own copy (the snapshots below were taken
// on that layout). On SQLite, and on PostgreSQL with TEST_STORE_URL.
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../service-test-kit';
import { type Call, caller, upload } from '../http-test-kit';
import { ok, season } from './season-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
});
afterAll(() => svc.close());

interface Item {
  id: number;
  eventId: number;
  objectLabel: string;
  status: string;
  quantity: number;
  orderId: string | null;
  holdToken: string | null;
  extraData: unknown;
  origin: { type: string; ip?: string };
  actor: { kind: string };
}

async function history(event: string, query = 'limit=1000'): Promise<Item[]> {
  return (await ok(call, 'GET', `/events/${encodeURIComponent(event)}/status-changes?${query}`))
    .items;
}

/** An entry as a line, without its id and time (which differ between layouts by construction). */
function line(item: Item) {
  const extra = item.extraData === null ? '' : ` ${JSON.stringify(item.extraData)}`;
  const token = item.holdToken ? ' token' : '';
  const ip = item.origin.ip ? '+ip' : '';
  return `${item.objectLabel} ${item.status} x${item.quantity} ${item.actor.kind} ${item.orderId ?? '-'}${token}${extra} ${item.origin.type}${ip}`;
}

const lines = async (event: string, query?: string) => (await history(event, query)).map(line);

const post = (path: string, body: unknown) => ok(call, 'POST', path, body);

describe('an event of a season reads the history it read when each event had its own copy', () => {
  it('season, partial season and own changes, overrides, GA, joining and leaving', async () => {
    const [e1, e2, e3] = await season(call, 'hs', 3);
    await post('/seasons/hs/partial-seasons', { key: 'hs-half', eventKeys: [e1, e2] });
    await post('/events/hs/actions/book', {
      objects: [{ objectId: 'A-1', extraData: { row: 'front' } }],
      orderId: 'o1',
    });
    const { holdToken } = await post('/hold-tokens', {});
    await post('/events/hs-half/actions/hold', { objects: ['A-2'], holdToken });
    await post(`/events/${e3}/actions/book`, { objects: ['A-3'], orderId: 'own' });
    await post('/events/hs/actions/book', { objects: [{ objectId: 'GA2', quantity: 5 }] });
    await post(`/events/${e1}/actions/override-season-status`, { objects: ['A-1'] });
    await post('/events/hs/actions/release', { objects: ['A-1'] });
    await post(`/events/${e1}/actions/use-season-status`, { objects: ['A-1'] });
    await post('/events/hs/actions/book', { objects: ['A-1'], orderId: 'o2' });
    await post('/events/actions/change-object-status', {
      statusChanges: [
        { event: 'hs', type: 'CHANGE_STATUS_TO', status: 'booked', objects: ['B-1'] },
        { event: 'hs-half', type: 'CHANGE_STATUS_TO', status: 'booked', objects: ['B-2'] },
      ],
    });
    const [e4] = (await post('/seasons/hs/actions/create-events', { numberOfEvents: 1 })).events;
    await post('/events/hs/actions/book', { objects: ['A-4'] });
    await post('/seasons/hs/partial-seasons/hs-half/actions/add-events', { eventKeys: [e3] });
    await post('/events/hs-half/actions/book', { objects: ['A-5'] });
    await ok(call, 'DELETE', `/seasons/hs/partial-seasons/hs-half/events/${e2}`);
    await post('/events/hs-half/actions/book', { objects: ['A-6'] });
    await post('/events/hs/actions/change-object-status', {
      objects: ['A-7'],
      status: 'resale',
    });

    expect(await lines(e1)).toMatchInlineSnapshot(`
      [
        "A-7 resale x1 service - API_CALL",
        "A-6 booked x1 service - API_CALL",
        "A-5 booked x1 service - API_CALL",
        "A-4 booked x1 service - API_CALL",
        "B-2 booked x1 service - API_CALL",
        "B-1 booked x1 service - API_CALL",
        "A-1 booked x1 service - API_CALL",
        "GA2 free x1 service - API_CALL",
        "A-2 reservedByToken x1 service - API_CALL",
        "A-1 booked x1 service - API_CALL",
      ]
    `);
    expect(await lines(e2)).toMatchInlineSnapshot(`
      [
        "A-7 resale x1 service - API_CALL",
        "A-5 booked x1 service - API_CALL",
        "A-4 booked x1 service - API_CALL",
        "B-2 booked x1 service - API_CALL",
        "B-1 booked x1 service - API_CALL",
        "A-1 booked x1 service - API_CALL",
        "A-1 free x1 service - API_CALL",
        "GA2 free x1 service - API_CALL",
        "A-2 reservedByToken x1 service - API_CALL",
        "A-1 booked x1 service - API_CALL",
      ]
    `);
    expect(await lines(e3)).toMatchInlineSnapshot(`
      [
        "A-7 resale x1 service - API_CALL",
        "A-6 booked x1 service - API_CALL",
        "A-5 booked x1 service - API_CALL",
        "A-4 booked x1 service - API_CALL",
        "B-1 booked x1 service - API_CALL",
        "A-1 booked x1 service - API_CALL",
        "A-1 free x1 service - API_CALL",
        "GA2 free x1 service - API_CALL",
        "A-3 booked x1 key own API_CALL",
        "A-1 booked x1 service - API_CALL",
      ]
    `);
    expect(await lines(e4.key)).toMatchInlineSnapshot(`
      [
        "A-7 resale x1 service - API_CALL",
        "A-4 booked x1 service - API_CALL",
      ]
    `);
    expect(await lines('hs')).toMatchInlineSnapshot(`
      [
        "A-7 resale x1 key - API_CALL",
        "A-6 booked x1 service - API_CALL",
        "A-5 booked x1 service - API_CALL",
        "A-4 booked x1 key - API_CALL",
        "B-1 booked x1 key - API_CALL",
        "A-1 booked x1 key o2 API_CALL",
        "A-1 free x1 key - API_CALL",
        "GA2 booked x5 key - API_CALL",
        "A-3 booked x1 service - API_CALL",
        "A-2 reservedByToken x1 service - API_CALL",
        "A-1 booked x1 key o1 {"row":"front"} API_CALL",
      ]
    `);
    expect(await lines('hs-half')).toMatchInlineSnapshot(`
      [
        "A-7 resale x1 service - API_CALL",
        "A-6 booked x1 key - API_CALL",
        "A-5 booked x1 key - API_CALL",
        "A-4 booked x1 service - API_CALL",
        "B-2 booked x1 key - API_CALL",
        "A-1 booked x1 service - API_CALL",
        "A-1 free x1 service - API_CALL",
        "GA2 free x1 service - API_CALL",
        "A-2 reservedByToken x1 key - token API_CALL",
        "A-1 booked x1 service - API_CALL",
      ]
    `);
    // Each entry an event shows is its own: its event id, and an id no other entry of it has.
    for (const event of [e1, e2, e3, e4.key]) {
      const items = await history(event);
      const { id } = await ok(call, 'GET', `/events/${event}`);
      expect(new Set(items.map((item) => item.eventId))).toEqual(new Set([id]));
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    }
  });

  it('the seatsio SDK lists an event’s entries, season ones included, newest first', async () => {
    const client = new SeatsioClient(new Region(await svc.listen()), svc.secretKey);
    const [e1] = await season(call, 'hsdk', 2);
    await client.events.book('hsdk', ['C-1'], null, 'season-order');
    await client.events.book(e1, ['C-2'], null, 'own-order');
    await client.events.book('hsdk', ['C-3']);
    const seen: string[] = [];
    for await (const change of client.events.statusChanges(e1).all()) {
      seen.push(`${change.objectLabel} ${change.status} ${change.orderId ?? '-'}`);
    }
    expect(seen).toEqual(['C-3 booked -', 'C-2 booked own-order', 'C-1 booked -']);
    const forObject: string[] = [];
    for await (const change of client.events.statusChangesForObject(e1, 'C-1').all()) {
      forObject.push(change.objectLabel);
    }
    expect(forObject).toEqual(['C-1']);
  });
});

describe('reading through', () => {
  it('pages across the event’s own and the season’s entries, forward and back', async () => {
    const [e1] = await season(call, 'hp', 2);
    for (const [unit, label] of [
      ['hp', 'D-1'],
      [e1, 'D-2'],
      ['hp', 'D-3'],
      [e1, 'D-4'],
      ['hp', 'D-5'],
    ]) {
      await post(`/events/${unit}/actions/book`, { objects: [label] });
    }
    for (const sort of ['date:desc', 'date:asc', 'objectLabel:asc', 'status:desc']) {
      const all = await history(e1, `limit=1000&sort=${sort}`);
      expect(all).toHaveLength(5);
      const forward: Item[] = [];
      let after: number | undefined;
      do {
        const cursor = after === undefined ? '' : `&start_after_id=${after}`;
        const page = await ok(
          call,
          'GET',
          `/events/${e1}/status-changes?limit=2&sort=${sort}${cursor}`,
        );
        forward.push(...page.items);
        after = page.next_page_starts_after ? Number(page.next_page_starts_after) : undefined;
      } while (after !== undefined);
      expect(forward).toEqual(all);
      const before = await ok(
        call,
        'GET',
        `/events/${e1}/status-changes?limit=2&sort=${sort}&end_before_id=${all[4].id}`,
      );
      expect(before.items).toEqual(all.slice(2, 4));
    }
    const filtered = await history(e1, 'filter=D-&filterType=BEGINS_WITH&actor=service');
    expect(filtered.map((item) => item.objectLabel)).toEqual(['D-5', 'D-3', 'D-1']);
    expect((await history(e1, 'actor=key')).map((item) => item.objectLabel)).toEqual([
      'D-4',
      'D-2',
    ]);
  });

  it('an override hides the season’s entries for that label, during it only', async () => {
    const [e1, e2] = await season(call, 'ho', 2);
    await post('/events/ho/actions/book', { objects: ['B-1', 'B-2'] });
    await post(`/events/${e1}/actions/override-season-status`, { objects: ['B-1'] });
    await post('/events/ho/actions/release', { objects: ['B-1', 'B-2'] });
    await post(`/events/${e1}/actions/use-season-status`, { objects: ['B-1'] });
    await post('/events/ho/actions/book', { objects: ['B-1'] });
    expect(await lines(e1, 'sort=date:asc')).toEqual([
      'B-1 booked x1 service - API_CALL',
      'B-2 booked x1 service - API_CALL',
      'B-2 free x1 service - API_CALL',
      'B-1 booked x1 service - API_CALL',
    ]);
    expect(await lines(e2, 'sort=date:asc')).toEqual([
      'B-1 booked x1 service - API_CALL',
      'B-2 booked x1 service - API_CALL',
      'B-1 free x1 service - API_CALL',
      'B-2 free x1 service - API_CALL',
      'B-1 booked x1 service - API_CALL',
    ]);
  });

  it('an event created after a booking does not show that booking', async () => {
    await season(call, 'hl', 1);
    await post('/events/hl/actions/book', { objects: ['A-8'] });
    const [late] = (await post('/seasons/hl/actions/create-events', { numberOfEvents: 1 })).events;
    expect(await lines(late.key)).toEqual([]);
    await post('/events/hl/actions/book', { objects: ['A-6'] });
    expect(await lines(late.key)).toEqual(['A-6 booked x1 service - API_CALL']);
  });

  it('a season booking of N seats on E events writes N entries, not N × (E + 1)', async () => {
    const seats = ['A-1', 'A-2', 'A-3', 'A-4'];
    const events = await season(call, 'hn', 6);
    await post('/events/hn/actions/book', { objects: seats });
    const ids = await Promise.all(
      ['hn', ...events].map(async (key) => (await ok(call, 'GET', `/events/${key}`)).id as number),
    );
    const rows = await svc.deps.store.read(async (tx) => {
      let count = 0;
      for (const eventId of ids) {
        const page = await tx.listStatusChanges({
          eventId,
          limit: 1000,
          filterType: 'CONTAINS',
          sort: 'date',
          descending: true,
        });
        count += page.items.length;
      }
      return count;
    });
    expect(rows).toBe(seats.length);
    for (const event of events) expect(await history(event)).toHaveLength(seats.length);
  });
});
