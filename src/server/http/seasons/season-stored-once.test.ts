// Issue 27 B7: a season booking stored one state per object in every event of the season (9,009
// rows for 9 seats on 1,001 events). An event of a season now stores only its own part and reads
// what its season and partial seasons took through their rows, composed before any reader sees
// it (store/season-read-through.ts): object infos, snapshots and the feed show what they showed.
// On a SQLite file, or on PostgreSQL with TEST_STORE_URL (both stores store and read alike); rows
// counted in the database itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, caller, upload } from '../http-test-kit';
import { catchUp, fromSnapshot, readChangesSince, readSnapshot } from '../live-feed-test-kit';
import { book, info, ok, season } from './season-test-kit';
import { type RawService, startRawService, stateRowsOf } from './stored-rows-test-kit';

const EVENTS = 30;
const SEATS = ['A-1', 'A-2', 'A-3', 'A-4', 'A-5'];
let raw: RawService;
let call: Call;

beforeAll(async () => {
  raw = await startRawService();
  call = caller(raw.svc);
  await upload(call, 'sampleChart');
}, 60_000);
afterAll(() => raw.close());

/** The event's snapshot as a client would keep it: read once, then carried by the changes. */
async function follow(event: string) {
  return fromSnapshot(await readSnapshot(call, event));
}

describe('an event of a season stores only its own part', () => {
  it('a season booking of N seats on E events writes N state rows, and every event shows it', async () => {
    const events = await season(call, 'once', EVENTS);
    const before = await stateRowsOf(raw, ['once', ...events]);
    const reply = await book(call, 'once', SEATS, { orderId: 'season-ticket' });
    expect(reply.status, reply.text).toBe(204);
    // The season's rows only: not N × (E + 1).
    expect((await stateRowsOf(raw, ['once', ...events])) - before).toBe(SEATS.length);
    expect(await stateRowsOf(raw, events)).toBe(0);
    for (const event of [events[0], events[EVENTS - 1]]) {
      expect(await info(call, event, 'A-5')).toMatchObject({
        status: 'booked',
        orderId: 'season-ticket',
      });
    }
    const report = await ok(call, 'GET', `/reports/events/${events[3]}/byStatus`);
    expect(report.booked.map((item: { label: string }) => item.label).sort()).toEqual(SEATS);
  });

  it('an override keeps its own view while the season changes; snapshot + changes equals a fresh snapshot', async () => {
    const [e1, e2] = await season(call, 'over', 2);
    const seen = await follow(e1);
    await ok(call, 'POST', '/events/over/actions/book', { objects: ['B-1', 'B-2'] });
    await ok(call, 'POST', `/events/${e1}/actions/override-season-status`, { objects: ['B-1'] });
    // The seat free in the season, overridden in e1 first: the season's later booking stays out.
    await ok(call, 'POST', `/events/${e1}/actions/override-season-status`, { objects: ['B-3'] });
    await ok(call, 'POST', '/events/over/actions/book', { objects: ['B-3'], orderId: 'later' });
    await ok(call, 'POST', '/events/over/actions/release', { objects: ['B-2'] });
    expect(await info(call, e1, 'B-1')).toMatchObject({ status: 'free' });
    expect(await info(call, e1, 'B-3')).toMatchObject({
      status: 'free',
      seasonStatusOverriddenQuantity: 1,
    });
    expect(await info(call, e2, 'B-3')).toMatchObject({ status: 'booked', orderId: 'later' });
    expect(await info(call, e1, 'B-2')).toMatchObject({ status: 'free' });
    // e1 stores its two override marks, nothing of what the season took.
    expect(await stateRowsOf(raw, [e1])).toBe(2);
    await catchUp(call, e1, seen);
    expect(seen).toEqual(await follow(e1));
    expect(seen.objects.get('B-3')).toMatchObject({ status: 'free' });
  });

  it('an event created in a season after bookings reads them at once, storing nothing', async () => {
    await season(call, 'late', 1);
    await ok(call, 'POST', '/events/late/actions/book', { objects: ['C-1'], orderId: 'early' });
    await ok(call, 'POST', '/seasons/late/actions/create-events', { eventKeys: ['late-new'] });
    expect(await info(call, 'late-new', 'C-1')).toMatchObject({
      status: 'booked',
      orderId: 'early',
    });
    expect(await stateRowsOf(raw, ['late-new'])).toBe(0);
  });

  it('an event removed from a partial season changes view, and its feed says so', async () => {
    const [e1, e2] = await season(call, 'part', 2);
    await ok(call, 'POST', '/seasons/part/partial-seasons', { key: 'half', eventKeys: [e1, e2] });
    await ok(call, 'POST', '/events/half/actions/book', { objects: ['D-1'], orderId: 'half' });
    expect(await info(call, e1, 'D-1')).toMatchObject({ status: 'booked', orderId: 'half' });
    expect(await stateRowsOf(raw, [e1, e2])).toBe(0);
    const seen = await follow(e1);
    await ok(call, 'DELETE', `/seasons/part/partial-seasons/half/events/${e1}`);
    expect(await info(call, e1, 'D-1')).toMatchObject({ status: 'free' });
    expect(await info(call, e2, 'D-1')).toMatchObject({ status: 'booked' });
    const page = await readChangesSince(call, e1, seen.revision);
    expect(page.changes.at(-1)?.objects['D-1']).toMatchObject({ status: 'free' });
    await catchUp(call, e1, seen);
    expect(seen).toEqual(await follow(e1));
  });

  it("an event's row written before (the whole view, marked as the season's) reads the same", async () => {
    const [e1] = await season(call, 'old', 1);
    await ok(call, 'POST', '/events/old/actions/book', { objects: ['B-4'], orderId: 'old' });
    const seen = await info(call, e1, 'B-4');
    // What main's code stored in every event of the season: the season's state, marked inherited.
    const view = JSON.stringify({
      status: 'booked',
      orderId: 'old',
      season: { inherited: true },
    });
    await raw.sql(
      `INSERT INTO object_states (event_id, label, state) SELECT id, 'B-4', '${view}' FROM events WHERE key = '${e1}'`,
    );
    expect(await stateRowsOf(raw, [e1])).toBe(1);
    expect(await info(call, e1, 'B-4')).toEqual(seen);
    await ok(call, 'POST', '/events/old/actions/release', { objects: ['B-4'] });
    expect(await info(call, e1, 'B-4')).toMatchObject({ status: 'free' });
  });
});

describe('rows of a GA area written before, holding the whole view', () => {
  it("read the same, and follow the season's later changes", async () => {
    const [e1] = await season(call, 'oldga', 1);
    await ok(call, 'POST', '/events/oldga/actions/book', {
      objects: [{ objectId: 'GA1', quantity: 35 }],
    });
    await ok(call, 'POST', `/events/${e1}/actions/book`, {
      objects: [{ objectId: 'GA1', quantity: 10 }],
    });
    const seen = await info(call, e1, 'GA1');
    expect(seen).toMatchObject({ numBooked: 45 });
    const [own] = await raw.sql(
      `SELECT s.state FROM object_states s JOIN events e ON e.id = s.event_id WHERE e.key = '${e1}' AND s.label = 'GA1'`,
    );
    expect(JSON.parse(String(own.state))).toEqual({ places: { byStatus: { booked: 10 } } });
    // What main's code stored: the event's view, the season's 35 places marked as the season's.
    const view = JSON.stringify({
      places: { byStatus: { booked: 45 } },
      season: { places: { byStatus: { booked: 35 } } },
    });
    await raw.sql(
      `UPDATE object_states SET state = '${view}' WHERE label = 'GA1' AND event_id = (SELECT id FROM events WHERE key = '${e1}')`,
    );
    expect(await info(call, e1, 'GA1')).toEqual(seen);
    await ok(call, 'POST', '/events/oldga/actions/release', {
      objects: [{ objectId: 'GA1', quantity: 35 }],
    });
    expect(await info(call, e1, 'GA1')).toMatchObject({ numBooked: 10 });
    await ok(call, 'POST', `/events/${e1}/actions/release`, {
      objects: [{ objectId: 'GA1', quantity: 10 }],
    });
    expect(await info(call, e1, 'GA1')).toMatchObject({ numBooked: 0 });
  });
});
