// The status-change history over HTTP (docs/history.md): an entry for each way a seat changes,
// written with the change or not at all, read back with seats.io's filter, sort and paging rules.
// On SQLite, and on PostgreSQL with TEST_STORE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOldStatusChanges } from '../application/jobs/history-sweep';
import { sweepExpiredHolds } from '../application/jobs/hold-sweep';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError, upload } from './http-test-kit';
import { season } from './seasons/season-test-kit';

let svc: TestService;
let call: Call;
let n = 0;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
  await upload(call, 'sampleChartWithTables', 'sampleChartWithTables');
});
afterAll(() => svc.close());

async function newEvent(extra: Record<string, unknown> = {}): Promise<string> {
  const eventKey = `h-${++n}`;
  const reply = await call('POST', '/events', { chartKey: 'sampleChart', eventKey, ...extra });
  expect(reply.status).toBe(200);
  return eventKey;
}

async function history(event: string, query = '') {
  const reply = await call('GET', `/events/${event}/status-changes${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}

/** Label and status of each entry, in the order answered. */
async function entries(event: string, query = ''): Promise<string[]> {
  const page = await history(event, query);
  return page.items.map((item: { objectLabel: string; status: string }) => {
    return `${item.objectLabel} ${item.status}`;
  });
}

async function post(path: string, body: unknown, status = 204) {
  const reply = await call('POST', path, body);
  expect(reply.status, reply.text).toBe(status);
  return reply.body;
}

const batch = (statusChanges: unknown[]) =>
  call('POST', '/events/actions/change-object-status', { statusChanges });

describe('what is recorded', () => {
  it('a booking: one entry per object with order id, extra data and who sent it', async () => {
    const event = await newEvent();
    await post(`/events/${event}/actions/book`, {
      objects: [{ objectId: 'A-1', extraData: { foo: 'bar' } }, 'A-2'],
      orderId: 'order1',
    });
    const page = await history(event);
    expect(page.items).toHaveLength(2);
    const eventId = (await call('GET', `/events/${event}`)).body.id;
    // Newest first: A-2 was written after A-1.
    expect(page.items[1]).toMatchObject({
      eventId,
      status: 'booked',
      quantity: 1,
      objectLabel: 'A-1',
      orderId: 'order1',
      extraData: { foo: 'bar' },
      holdToken: null,
      origin: { type: 'API_CALL' },
      isPresentOnChart: true,
      actor: { kind: 'key' },
    });
    expect(page.items[1].notPresentOnChartReason).toBeUndefined();
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    expect(Math.abs(Date.parse(page.items[0].date) - Date.now())).toBeLessThan(5000);
    expect(page.next_page_starts_after).toBeUndefined();
  });

  it('hold and release with a token record the token; GA areas their places', async () => {
    const event = await newEvent();
    const { holdToken } = (await call('POST', '/hold-tokens')).body;
    await post(`/events/${event}/actions/hold`, {
      objects: ['B-1', { objectId: 'GA1', quantity: 3 }],
      holdToken,
    });
    await post(`/events/${event}/actions/release`, { objects: ['B-1'], holdToken });
    const page = await history(event, '?sort=date:asc');
    expect(
      page.items.map(
        (i: { objectLabel: string; status: string; quantity: number; holdToken: string }) => [
          i.objectLabel,
          i.status,
          i.quantity,
          i.holdToken,
        ],
      ),
    ).toEqual([
      ['B-1', 'reservedByToken', 1, holdToken],
      ['GA1', 'reservedByToken', 3, holdToken],
      ['B-1', 'free', 1, holdToken],
    ]);
  });

  it('a batch over events writes one entry per event, in batch order; a move is a release and a booking', async () => {
    const [one, two] = [await newEvent(), await newEvent()];
    const reply = await batch([
      { event: one, objects: ['A-1'], status: 'booked' },
      { event: two, objects: ['A-1'], status: 'booked' },
      { event: one, objects: ['A-3'], status: 'booked' },
    ]);
    expect(reply.status, reply.text).toBe(204);
    // The move: in one request.
    const moved = await batch([
      { event: one, objects: ['A-1'], type: 'RELEASE' },
      { event: one, objects: ['A-2'], status: 'booked', orderId: 'moved' },
    ]);
    expect(moved.status, moved.text).toBe(204);
    expect(await entries(one, '?sort=date:asc')).toEqual([
      'A-1 booked',
      'A-3 booked',
      'A-1 free',
      'A-2 booked',
    ]);
    expect(await entries(two)).toEqual(['A-1 booked']);
  });

  it('a refused batch writes no entry, and neither does a refused single change', async () => {
    const event = await newEvent();
    await post(`/events/${event}/actions/book`, { objects: ['C-1'] });
    const refused = await batch([
      { event, objects: ['C-2'], status: 'booked' },
      { event, objects: ['C-1'], status: 'booked' },
    ]);
    expect(refused.status).toBe(400);
    const again = await call('POST', `/events/${event}/actions/book`, { objects: ['C-1'] });
    expect(again.status).toBe(400);
    expect(await entries(event)).toEqual(['C-1 booked']);
  });

  it('best available records the seats it chose', async () => {
    const event = await newEvent();
    const chosen = await post(
      `/events/${event}/actions/change-object-status`,
      { status: 'booked', bestAvailable: { number: 2 } },
      200,
    );
    const labels = [...chosen.objects].sort();
    expect((await entries(event, '?sort=objectLabel:asc')).sort()).toEqual(
      labels.map((label: string) => `${label} booked`).sort(),
    );
  });

  it('season propagation: the season booking is the caller’s, its events’ copies the service’s', async () => {
    const [e1, e2] = await season(call, `season-h-${++n}`);
    const seasonKey = `season-h-${n}`;
    await post(`/events/${seasonKey}/actions/book`, { objects: ['A-5'], orderId: 'st' });
    const own = await history(seasonKey);
    expect(
      own.items.map((i: { objectLabel: string; actor: unknown }) => [i.objectLabel, i.actor]),
    ).toEqual([['A-5', { kind: 'key' }]]);
    for (const event of [e1, e2]) {
      const page = await history(event);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        objectLabel: 'A-5',
        status: 'booked',
        actor: { kind: 'service' },
      });
    }
  });

  it('hold expiry: the sweep writes HOLD_EXPIRED entries, by the service, with no address', async () => {
    const event = await newEvent();
    const { holdToken } = (await call('POST', '/hold-tokens')).body;
    await post(`/events/${event}/actions/hold`, { objects: ['D-1'], holdToken });
    svc.advanceClock(16 * 60_000);
    expect(await sweepExpiredHolds(svc.deps)).toBeGreaterThan(0);
    const [expired] = (await history(event)).items;
    expect(expired).toMatchObject({
      objectLabel: 'D-1',
      status: 'free',
      holdToken,
      origin: { type: 'HOLD_EXPIRED' },
      actor: { kind: 'service' },
    });
    expect(expired.origin.ip).toBeUndefined();
  });

  it('for-sale changes, extra data and event updates write no entry', async () => {
    const event = await newEvent();
    await post(`/events/${event}/actions/mark-as-not-for-sale`, { objects: ['A-1'] }, 200);
    await post(`/events/${event}/objects/A-2/actions/update-extra-data`, { extraData: { x: 1 } });
    expect(await entries(event)).toEqual([]);
  });
});

describe('reading', () => {
  it('sorts with seats.io’s tie rules and filters by label', async () => {
    const event = await newEvent();
    const { holdToken } = (await call('POST', '/hold-tokens')).body;
    const reply = await batch([
      { event, objects: ['B-1'], status: 'booked' },
      { event, objects: ['A-1'], status: 'reservedByToken', holdToken },
      { event, objects: ['A-1'], type: 'RELEASE', holdToken },
      { event, objects: ['A-2'], status: 'booked' },
      { event, objects: ['A-3'], status: 'reservedByToken', holdToken },
    ]);
    expect(reply.status, reply.text).toBe(204);
    const labels = async (query: string) =>
      (await history(event, query)).items.map((i: { objectLabel: string }) => i.objectLabel);
    expect(await labels('?sort=status:asc')).toEqual(['A-2', 'B-1', 'A-1', 'A-3', 'A-1']);
    expect(await labels('?sort=date:asc')).toEqual(['B-1', 'A-1', 'A-1', 'A-2', 'A-3']);
    expect(await labels('')).toEqual(['A-3', 'A-2', 'A-1', 'A-1', 'B-1']);
    expect(await labels('?sort=objectLabel:desc')).toEqual(['B-1', 'A-3', 'A-2', 'A-1', 'A-1']);
    expect(await labels('?filter=2&filterType=CONTAINS')).toEqual(['A-2']);
    expect(await labels('?filter=a&filterType=CONTAINS')).toEqual([]);
    expect(await labels('?filterType=CONTAINS')).toHaveLength(5);
    expect(await labels('?filter=A-1&filterType=MATCHES')).toEqual(['A-1', 'A-1']);
    expect(await labels('?filter=B&filterType=BEGINS_WITH')).toEqual(['B-1']);
    expect(await labels('?filter=-3&filterType=ENDS_WITH')).toEqual(['A-3']);
  });

  it('pages in any sort with start_after_id and end_before_id; one object’s history alone', async () => {
    const event = await newEvent();
    for (const label of ['A-1', 'A-2', 'A-3']) {
      await post(`/events/${event}/actions/book`, { objects: [label] });
    }
    const all = (await history(event, '?sort=objectLabel:asc')).items;
    const ids = all.map((i: { id: number }) => i.id);
    const labels = async (query: string) =>
      (await history(event, query)).items.map((i: { objectLabel: string }) => i.objectLabel);
    expect(await labels(`?sort=objectLabel:asc&start_after_id=${ids[0]}`)).toEqual(['A-2', 'A-3']);
    expect(await labels(`?sort=objectLabel:asc&end_before_id=${ids[2]}`)).toEqual(['A-1', 'A-2']);
    const first = await history(event, '?limit=2');
    expect(first.items.map((i: { objectLabel: string }) => i.objectLabel)).toEqual(['A-3', 'A-2']);
    expect(first.next_page_starts_after).toBe(String(first.items[1].id));
    expect(first.previous_page_ends_before).toBeUndefined();
    const second = await history(event, `?limit=2&start_after_id=${first.next_page_starts_after}`);
    expect(second.items.map((i: { objectLabel: string }) => i.objectLabel)).toEqual(['A-1']);
    expect(second.previous_page_ends_before).toBe(String(second.items[0].id));
    expect(second.next_page_starts_after).toBeUndefined();

    await post(`/events/${event}/actions/release`, { objects: ['A-1'] });
    const one = await call('GET', `/events/${event}/objects/A-1/status-changes`);
    expect(one.body.items.map((i: { status: string }) => i.status)).toEqual(['free', 'booked']);
  });

  it('refuses bad queries with one clear error, and an unknown event with 404', async () => {
    const event = await newEvent();
    expectError(
      await call('GET', `/events/${event}/status-changes?sort=colour`),
      400,
      'GENERAL_ERROR',
      /sort/,
    );
    expectError(
      await call('GET', `/events/${event}/status-changes?limit=0`),
      400,
      'GENERAL_ERROR',
      /limit/,
    );
    expectError(
      await call('GET', `/events/${event}/status-changes?start_after_id=1&end_before_id=2`),
      400,
      'GENERAL_ERROR',
      /together/,
    );
    expectError(
      await call('GET', `/events/${event}/status-changes?start_after_id=999999999`),
      400,
      'PAGE_CURSOR_NOT_FOUND',
    );
    expect((await call('GET', '/events/nope/status-changes')).status).toBe(404);
  });

  it('an object no longer on the chart as booked says why', async () => {
    const eventKey = `h-${++n}`;
    await post(
      '/events',
      { chartKey: 'sampleChartWithTables', eventKey, tableBookingConfig: { mode: 'ALL_BY_TABLE' } },
      200,
    );
    await post(`/events/${eventKey}/actions/book`, { objects: ['T1'] });
    await post(`/events/${eventKey}`, { tableBookingConfig: { mode: 'ALL_BY_SEAT' } });
    const [item] = (await history(eventKey)).items;
    expect(item).toMatchObject({
      objectLabel: 'T1',
      isPresentOnChart: false,
      notPresentOnChartReason: 'SWITCHED_TO_BOOK_BY_SEAT',
    });
  });

  it('keeps entries 365 days: the sweep deletes older ones only', async () => {
    const event = await newEvent();
    await post(`/events/${event}/actions/book`, { objects: ['C-3'] });
    svc.advanceClock(200 * 24 * 60 * 60_000);
    await post(`/events/${event}/actions/book`, { objects: ['C-4'] });
    await sweepOldStatusChanges(svc.deps);
    expect(await entries(event)).toEqual(['C-4 booked', 'C-3 booked']);
    svc.advanceClock(170 * 24 * 60 * 60_000);
    while ((await sweepOldStatusChanges(svc.deps)) > 0) {}
    expect(await entries(event)).toEqual(['C-4 booked']);
  });
});
