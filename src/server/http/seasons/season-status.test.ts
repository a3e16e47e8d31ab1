// Status propagation in seasons over HTTP: season → events, event → season, GA places,
// partial seasons, overrides single and in the batch, all-or-nothing batches
// (docs/seasons.md). On SQLite, and on PostgreSQL with TEST_STORE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../service-test-kit';
import { type Call, caller, expectError, upload } from '../http-test-kit';
import { book, info, ok, season, statusIn } from './season-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
});
afterAll(() => svc.close());

describe('seats', () => {
  it('a seat booked for the season is booked in every event, and not bookable there', async () => {
    const [e1, e2] = await season(call, 's1');
    expect((await book(call, 's1', ['A-1'], { orderId: 'season-ticket' })).status).toBe(204);
    for (const event of [e1, e2]) {
      expect(await info(call, event, 'A-1')).toMatchObject({
        status: 'booked',
        orderId: 'season-ticket',
        isAvailable: false,
        seasonStatusOverriddenQuantity: 0,
      });
    }
    expectError(await book(call, e1, ['A-1']), 400, 'OBJECT_STATUS_FROM_SEASON', /A-1/);
    expectError(
      await call('POST', `/events/${e1}/actions/release`, { objects: ['A-1'] }),
      400,
      'OBJECT_STATUS_FROM_SEASON',
    );
    // Released for the season: free everywhere again.
    expect((await call('POST', '/events/s1/actions/release', { objects: ['A-1'] })).status).toBe(
      204,
    );
    expect(await statusIn(call, e1, 'A-1')).toBe('free');
    expect(await statusIn(call, e2, 'A-1')).toBe('free');
  });

  it('a seat booked in one event is not available for the season, and the season cannot book it', async () => {
    const [e1, e2] = await season(call, 's2');
    expect((await book(call, e1, ['A-2'])).status).toBe(204);
    expect(await info(call, 's2', 'A-2')).toMatchObject({ isAvailable: false });
    expect(await statusIn(call, e2, 'A-2')).toBe('free');
    expectError(await book(call, 's2', ['A-2']), 400, 'OBJECT_TAKEN_IN_SEASON_EVENT', /A-2/);
    expect(await statusIn(call, e2, 'A-2')).toBe('free');
    // The other event still sells it on its own.
    expect((await book(call, e2, ['A-2'])).status).toBe(204);
    await ok(call, 'POST', `/events/${e1}/actions/release`, { objects: ['A-2'] });
    expect(await info(call, 's2', 'A-2')).toMatchObject({ isAvailable: false });
    await ok(call, 'POST', `/events/${e2}/actions/release`, { objects: ['A-2'] });
    expect(await info(call, 's2', 'A-2')).toMatchObject({ status: 'free', isAvailable: true });
  });

  it('holds propagate with their token', async () => {
    const [e1] = await season(call, 's3');
    const { holdToken } = await ok(call, 'POST', '/hold-tokens', {});
    await ok(call, 'POST', '/events/s3/actions/hold', { objects: ['B-1'], holdToken });
    expect(await info(call, e1, 'B-1')).toMatchObject({ status: 'reservedByToken', holdToken });
    await ok(call, 'POST', '/events/s3/actions/book', { objects: ['B-1'], holdToken });
    expect(await statusIn(call, e1, 'B-1')).toBe('booked');
  });
});

describe('GA places', () => {
  it("places booked for the season are taken in every event; an event's places limit the season", async () => {
    const [e1, e2] = await season(call, 'g1');
    await ok(call, 'POST', '/events/g1/actions/book', {
      objects: [{ objectId: 'GA1', quantity: 35 }],
    });
    for (const event of [e1, e2]) {
      expect(await info(call, event, 'GA1')).toMatchObject({ numBooked: 35, numFree: 65 });
    }
    await ok(call, 'POST', `/events/${e1}/actions/book`, {
      objects: [{ objectId: 'GA1', quantity: 60 }],
    });
    expect(await info(call, e1, 'GA1')).toMatchObject({ numBooked: 95, numFree: 5 });
    expect(await info(call, 'g1', 'GA1')).toMatchObject({ numFree: 5 });
    expectError(
      await book(call, 'g1', [{ objectId: 'GA1', quantity: 6 }]),
      400,
      'GA_CAPACITY_EXCEEDED',
    );
    // An event cannot release what the season booked.
    expectError(
      await call('POST', `/events/${e2}/actions/release`, {
        objects: [{ objectId: 'GA1', quantity: 1 }],
      }),
      400,
      'SEASON_PLACES_NOT_OWN',
    );
    expect((await book(call, 'g1', [{ objectId: 'GA1', quantity: 5 }])).status).toBe(204);
    expect(await info(call, e2, 'GA1')).toMatchObject({ numBooked: 40, numFree: 60 });
    expect(await info(call, e1, 'GA1')).toMatchObject({ numBooked: 100, numFree: 0 });
  });
});

describe('partial seasons', () => {
  it('propagate to their own events only, and see the season and their events', async () => {
    const [e1, e2, e3] = await season(call, 'p1', 3);
    await ok(call, 'POST', '/seasons/p1/partial-seasons', { key: 'p1-half', eventKeys: [e1, e2] });
    await ok(call, 'POST', '/events/p1-half/actions/book', { objects: ['C-1'] });
    expect(await statusIn(call, e1, 'C-1')).toBe('booked');
    expect(await statusIn(call, e2, 'C-1')).toBe('booked');
    expect(await statusIn(call, e3, 'C-1')).toBe('free');
    expect(await info(call, 'p1', 'C-1')).toMatchObject({ isAvailable: false });
    expectError(await book(call, 'p1', ['C-1']), 400, 'OBJECT_TAKEN_IN_SEASON_EVENT');
    // A season booking shows in the partial season.
    await ok(call, 'POST', '/events/p1/actions/book', { objects: ['C-2'] });
    expect(await statusIn(call, 'p1-half', 'C-2')).toBe('booked');
    // An event booking makes the seat unavailable in its partial season.
    await ok(call, 'POST', `/events/${e2}/actions/book`, { objects: ['C-3'] });
    expect(await info(call, 'p1-half', 'C-3')).toMatchObject({ isAvailable: false });
    expectError(await book(call, 'p1-half', ['C-3']), 400, 'OBJECT_TAKEN_IN_SEASON_EVENT');
    // An event added later takes the partial season's bookings.
    await ok(call, 'POST', '/seasons/p1/partial-seasons/p1-half/actions/add-events', {
      eventKeys: [e3],
    });
    expect(await statusIn(call, e3, 'C-1')).toBe('booked');
    await ok(call, 'DELETE', `/seasons/p1/partial-seasons/p1-half/events/${e3}`);
    expect(await statusIn(call, e3, 'C-1')).toBe('free');
  });

  it('events created in a season later take the season bookings', async () => {
    await season(call, 'p2', 1);
    await ok(call, 'POST', '/events/p2/actions/book', { objects: ['D-1'] });
    const { events } = await ok(call, 'POST', '/seasons/p2/actions/create-events', {
      eventKeys: ['p2-late'],
    });
    expect(events[0].key).toBe('p2-late');
    expect(await statusIn(call, 'p2-late', 'D-1')).toBe('booked');
  });
});

describe('override and use the season status', () => {
  it('frees a season seat in one event, sells it, and takes the season status back', async () => {
    const [e1, e2] = await season(call, 'o1');
    await ok(call, 'POST', '/events/o1/actions/book', { objects: ['A-5'] });
    await ok(call, 'POST', `/events/${e1}/actions/override-season-status`, { objects: ['A-5'] });
    expect(await info(call, e1, 'A-5')).toMatchObject({
      status: 'free',
      isAvailable: true,
      seasonStatusOverriddenQuantity: 1,
    });
    expect(await statusIn(call, e2, 'A-5')).toBe('booked');
    await ok(call, 'POST', `/events/${e1}/actions/book`, { objects: ['A-5'], orderId: 'walk-in' });
    expect(await info(call, e1, 'A-5')).toMatchObject({ status: 'booked', orderId: 'walk-in' });
    expectError(
      await call('POST', `/events/${e1}/actions/use-season-status`, { objects: ['A-5'] }),
      400,
      'OBJECT_NOT_FREE',
    );
    await ok(call, 'POST', `/events/${e1}/actions/release`, { objects: ['A-5'] });
    await ok(call, 'POST', `/events/${e1}/actions/use-season-status`, { objects: ['A-5'] });
    expect(await info(call, e1, 'A-5')).toMatchObject({
      status: 'booked',
      seasonStatusOverriddenQuantity: 0,
    });
  });

  it('overrides GA places, counted', async () => {
    const [e1] = await season(call, 'o2');
    await ok(call, 'POST', '/events/o2/actions/book', {
      objects: [{ objectId: 'GA2', quantity: 10 }],
    });
    await ok(call, 'POST', `/events/${e1}/actions/override-season-status`, {
      objects: ['GA2', 'GA2', 'GA2'],
    });
    expect(await info(call, e1, 'GA2')).toMatchObject({
      numBooked: 7,
      numFree: 93,
      seasonStatusOverriddenQuantity: 3,
    });
    expectError(
      await call('POST', `/events/${e1}/actions/override-season-status`, {
        objects: [{ objectId: 'GA2', quantity: 8 }],
      }),
      400,
      'SEASON_STATUS_NOT_TAKEN',
    );
    await ok(call, 'POST', `/events/${e1}/actions/use-season-status`, { objects: ['GA2'] });
    expect(await info(call, e1, 'GA2')).toMatchObject({
      numBooked: 8,
      seasonStatusOverriddenQuantity: 2,
    });
  });

  it('in the batch, with season for a partial season, all or nothing', async () => {
    const [e1, e2] = await season(call, 'o3');
    await ok(call, 'POST', '/seasons/o3/partial-seasons', { key: 'o3-half', eventKeys: [e1] });
    await ok(call, 'POST', '/events/o3-half/actions/book', { objects: ['B-7'] });
    const reply = await ok(call, 'POST', '/events/actions/change-object-status?expand=objects', {
      statusChanges: [
        { event: 'o3', type: 'CHANGE_STATUS_TO', status: 'booked', objects: ['B-8'] },
        { event: e1, type: 'OVERRIDE_SEASON_STATUS', objects: ['B-7'], season: 'o3-half' },
        { event: e1, type: 'CHANGE_STATUS_TO', status: 'booked', objects: ['B-7'] },
      ],
    });
    expect(reply.results[1].objects['B-7']).toMatchObject({
      status: 'free',
      seasonStatusOverriddenQuantity: 1,
    });
    expect(await statusIn(call, e2, 'B-8')).toBe('booked');
    expect(await info(call, e1, 'B-7')).toMatchObject({
      status: 'booked',
      seasonStatusOverriddenQuantity: 1,
    });

    // A batch whose last change is refused changes nothing: the season booking is undone too.
    const refused = await call('POST', '/events/actions/change-object-status', {
      statusChanges: [
        { event: 'o3', type: 'CHANGE_STATUS_TO', status: 'booked', objects: ['B-6'] },
        { event: e1, type: 'USE_SEASON_STATUS', objects: ['B-6'] },
      ],
    });
    expectError(refused, 400, 'SEASON_STATUS_NOT_OVERRIDDEN');
    expect(await statusIn(call, 'o3', 'B-6')).toBe('free');
    expect(await statusIn(call, e2, 'B-6')).toBe('free');
  });

  it('refuses overriding with a season key, or in a season the event is not in', async () => {
    const [e1] = await season(call, 'o4');
    await season(call, 'o5');
    await ok(call, 'POST', '/events', { chartKey: 'sampleChart', eventKey: 'o-loose' });
    await ok(call, 'POST', '/events/o4/actions/book', { objects: ['C-8'] });
    const path = (event: string, action = 'override') =>
      `/events/${event}/actions/${action}-season-status`;
    expectError(
      await call('POST', path('o4'), { objects: ['C-8'] }),
      400,
      'SEASON_KEY_NOT_ALLOWED',
    );
    expectError(
      await call('POST', path('o-loose'), { objects: ['C-8'] }),
      400,
      'EVENT_NOT_IN_SEASON',
    );
    expectError(
      await call('POST', path(e1), { objects: ['C-8'], season: 'o5' }),
      400,
      'EVENT_NOT_IN_SEASON',
    );
    expectError(
      await call('POST', path(e1, 'use'), { objects: ['C-8'] }),
      400,
      'SEASON_STATUS_NOT_OVERRIDDEN',
    );
    expectError(await call('POST', path(e1), { objects: ['Z-99'] }), 400, 'OBJECT_NOT_FOUND');
    expect(await info(call, e1, 'C-8')).toMatchObject({
      status: 'booked',
      seasonStatusOverriddenQuantity: 0,
    });
  });
});

describe('for sale', () => {
  it('for-sale changes on a season apply to its events unless forSalePropagated is false', async () => {
    const [e1, e2] = await season(call, 'f1');
    await ok(call, 'POST', '/events/f1/actions/mark-as-not-for-sale', { objects: ['A-8'] });
    for (const event of ['f1', e1, e2]) {
      expect(await info(call, event, 'A-8')).toMatchObject({ forSale: false, isAvailable: false });
    }
    expectError(await book(call, e1, ['A-8']), 400, 'NOT_FOR_SALE');
    await ok(call, 'POST', '/events/f1/actions/mark-everything-as-for-sale');
    expect(await info(call, e2, 'A-8')).toMatchObject({ forSale: true });

    await ok(call, 'POST', '/events/f1', { forSalePropagated: false });
    await ok(call, 'POST', '/events/f1/actions/mark-as-not-for-sale', { objects: ['A-7'] });
    expect(await info(call, 'f1', 'A-7')).toMatchObject({ forSale: false });
    expect(await info(call, e1, 'A-7')).toMatchObject({ forSale: true });
  });
});

describe('deleting in a season', () => {
  it('a deleted event frees the season; a deleted partial season frees its events; a season with events stays', async () => {
    const [e1, e2] = await season(call, 'd1');
    await ok(call, 'POST', '/seasons/d1/partial-seasons', { key: 'd1-half', eventKeys: [e1, e2] });
    await ok(call, 'POST', `/events/${e1}/actions/book`, { objects: ['A-3'] });
    await ok(call, 'POST', '/events/d1-half/actions/book', { objects: ['A-4'] });
    expect(await info(call, 'd1', 'A-3')).toMatchObject({ isAvailable: false });
    expectError(await call('DELETE', '/events/d1'), 400, 'SEASON_HAS_EVENTS');
    await ok(call, 'DELETE', `/events/${e1}`);
    expect(await info(call, 'd1', 'A-3')).toMatchObject({ status: 'free', isAvailable: true });
    expect(
      (await ok(call, 'GET', '/events/d1-half')).events.map((e: { key: string }) => e.key),
    ).toEqual([e2]);
    await ok(call, 'DELETE', '/events/d1-half');
    expect(await statusIn(call, e2, 'A-4')).toBe('free');
    expect(await info(call, 'd1', 'A-4')).toMatchObject({ isAvailable: true });
    await ok(call, 'DELETE', `/events/${e2}`);
    await ok(call, 'DELETE', '/events/d1');
  });
});

describe('expired holds', () => {
  it('a season hold that expired frees the seat and the places in every event', async () => {
    const [e1] = await season(call, 'h1');
    const { holdToken } = await ok(call, 'POST', '/hold-tokens', { expiresInMinutes: 1 });
    await ok(call, 'POST', '/events/h1/actions/hold', {
      objects: ['D-2', { objectId: 'GA1', quantity: 10 }],
      holdToken,
    });
    expect(await info(call, e1, 'GA1')).toMatchObject({ numHeld: 10 });
    svc.advanceClock(2 * 60_000);
    expect(await statusIn(call, e1, 'D-2')).toBe('free');
    await ok(call, 'POST', `/events/${e1}/actions/book`, {
      objects: ['D-2', { objectId: 'GA1', quantity: 100 }],
    });
    expect(await info(call, e1, 'GA1')).toMatchObject({ numBooked: 100, numFree: 0 });
    expect(await info(call, 'h1', 'D-2')).toMatchObject({ isAvailable: false });
    expect(await info(call, 'h1', 'GA1')).toMatchObject({ numFree: 0 });
  });
});

describe('best available in a season', () => {
  it('an event never offers a seat its season booked, and the season never one an event took', async () => {
    const [e1, e2] = await season(call, 'ba1');
    // Warm the best-available caches of both, then change seats underneath them.
    const first = await call('POST', `/events/${e1}/actions/hold`, {
      bestAvailable: { number: 2 },
      holdToken: (await call('POST', '/hold-tokens', {})).body.holdToken,
    });
    expect(first.status).toBe(200);
    const offered: string[] = first.body.objects;
    const bySeason = ['D-1', 'D-2', 'D-7', 'D-8'].filter((l) => !offered.includes(l));
    const byEvent = ['C-1', 'C-2', 'C-7', 'C-8'].filter((l) => !offered.includes(l));
    expect((await book(call, 'ba1', bySeason)).status).toBe(204);
    expect((await book(call, e2, byEvent)).status).toBe(204);
    for (let i = 0; i < 6; i++) {
      const chosen = await call('POST', `/events/${e1}/actions/book`, {
        bestAvailable: { number: 2 },
      });
      expect(chosen.status).toBe(200);
      for (const label of chosen.body.objects as string[]) {
        expect([...bySeason, ...offered]).not.toContain(label);
      }
      const forSeason = await call('POST', '/events/ba1/actions/book', {
        bestAvailable: { number: 2 },
      });
      expect(forSeason.status).toBe(200);
      // Standing areas have places for both; seats are the ones that may not be offered twice.
      const seats = (forSeason.body.objects as string[]).filter((l) => !l.startsWith('GA'));
      for (const label of seats) {
        expect([...byEvent, ...offered, ...(chosen.body.objects as string[])]).not.toContain(label);
      }
    }
  });
});
