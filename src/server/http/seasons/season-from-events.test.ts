// A season made of existing events, Seatdesk's POST /seasons/actions/create-from-events
// (docs/seasons.md): dated events of one chart become a season's events, keeping their names,
// dates and bookings; what one of them took is not available for the season. On SQLite, and on
// PostgreSQL with TEST_STORE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSchema } from '../../../contract/events';
import { startTestService, type TestService } from '../../service-test-kit';
import { type Call, caller, expectError, upload, workspaceSnapshot } from '../http-test-kit';
import { book, info, ok, statusIn } from './season-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
  await upload(call, 'otherChart');
});
afterAll(() => svc.close());

const FROM_EVENTS = '/seasons/actions/create-from-events';

async function night(eventKey: string, date: string, chartKey = 'sampleChart') {
  return ok(call, 'POST', '/events', { chartKey, eventKey, name: `Hamlet ${date}`, date });
}

describe('POST /seasons/actions/create-from-events', () => {
  it('makes the events a season’s, keeping their names and dates', async () => {
    await night('h-02', '2026-12-02');
    await night('h-03', '2026-12-03');
    const season = await ok(call, 'POST', FROM_EVENTS, {
      key: 'hamlet-run',
      name: 'Hamlet, the run',
      eventKeys: ['h-02', 'h-03'],
    });
    EventSchema.parse(season);
    expect(season).toMatchObject({
      key: 'hamlet-run',
      name: 'Hamlet, the run',
      chartKey: 'sampleChart',
      isSeason: true,
      isTopLevelSeason: true,
      forSalePropagated: true,
      partialSeasonKeys: [],
    });
    expect(
      season.events.map((e: { key: string; name: string; date: string }) => [
        e.key,
        e.name,
        e.date,
      ]),
    ).toEqual([
      ['h-02', 'Hamlet 2026-12-02', '2026-12-02'],
      ['h-03', 'Hamlet 2026-12-03', '2026-12-03'],
    ]);
    expect(await ok(call, 'GET', '/events/h-02')).toMatchObject({
      isEventInSeason: true,
      topLevelSeasonKey: 'hamlet-run',
      partialSeasonKeysForEvent: [],
      name: 'Hamlet 2026-12-02',
    });
    // A season booking books the seat in every one of them.
    expect((await book(call, 'hamlet-run', ['A-5'])).status).toBeLessThan(300);
    expect(await statusIn(call, 'h-02', 'A-5')).toBe('booked');
    expect(await statusIn(call, 'h-03', 'A-5')).toBe('booked');
  });

  it('keeps what the events booked or held, and the season cannot take it', async () => {
    await night('m-01', '2027-01-10');
    await night('m-02', '2027-01-11');
    expect((await book(call, 'm-01', ['A-1'], { orderId: 'o-1' })).status).toBeLessThan(300);
    const { holdToken } = await ok(call, 'POST', '/hold-tokens', {});
    await ok(call, 'POST', '/events/m-02/actions/hold', { objects: ['A-2'], holdToken });

    await ok(call, 'POST', FROM_EVENTS, { key: 'm-season', eventKeys: ['m-01', 'm-02'] });

    // The events keep their own bookings and see nothing of each other's.
    expect(await info(call, 'm-01', 'A-1')).toMatchObject({ status: 'booked', orderId: 'o-1' });
    expect(await statusIn(call, 'm-02', 'A-1')).toBe('free');
    expect(await info(call, 'm-02', 'A-2')).toMatchObject({ status: 'reservedByToken', holdToken });
    // At season level, what one event took is not available.
    expect(await statusIn(call, 'm-season', 'A-1')).toBe('booked');
    expect(await statusIn(call, 'm-season', 'A-2')).toBe('reservedByToken');
    expectError(
      await book(call, 'm-season', ['A-1']),
      400,
      'OBJECT_TAKEN_IN_SEASON_EVENT',
      /A-1 is booked in an event of season m-season/,
    );
    // A seat free in every event is the season's to sell, and shows in each event.
    expect((await book(call, 'm-season', ['A-3'])).status).toBeLessThan(300);
    expect(await statusIn(call, 'm-01', 'A-3')).toBe('booked');
    expect(await statusIn(call, 'm-02', 'A-3')).toBe('booked');
    // Released in its event, A-1 is the season's again.
    expect(
      (await call('POST', '/events/m-01/actions/release', { objects: ['A-1'] })).status,
    ).toBeLessThan(300);
    expect(await statusIn(call, 'm-season', 'A-1')).toBe('free');
  });

  it('refuses, by name, events on another chart, in another season, seasons, and changes nothing', async () => {
    await night('r-1', '2027-02-01');
    await night('r-2', '2027-02-02');
    await night('r-other', '2027-02-03', 'otherChart');
    await ok(call, 'POST', '/seasons', {
      chartKey: 'sampleChart',
      key: 'r-season',
      eventKeys: ['r-in'],
    });
    await ok(call, 'POST', '/seasons/r-season/partial-seasons', {
      key: 'r-half',
      eventKeys: ['r-in'],
    });
    await ok(call, 'POST', '/events', {
      chartKey: 'sampleChart',
      eventKey: 'r-tables',
      tableBookingConfig: { mode: 'ALL_BY_TABLE' },
    });
    expect((await book(call, 'r-1', ['B-1'])).status).toBeLessThan(300);
    const before = await workspaceSnapshot(call);

    const refused = (eventKeys: string[], extra: object = {}) =>
      call('POST', FROM_EVENTS, { key: 'r-new', eventKeys, ...extra });
    expectError(
      await refused(['r-1', 'r-other']),
      400,
      'EVENT_OF_ANOTHER_CHART',
      "Event r-other is on chart otherChart, not on chart sampleChart of r-1: a season's events share one chart",
    );
    expectError(
      await refused(['r-1', 'r-in']),
      400,
      'EVENT_ALREADY_IN_SEASON',
      'Event r-in is already in another season: an event belongs to one season at most',
    );
    expectError(
      await refused(['r-season']),
      400,
      'SEASON_KEY_NOT_ALLOWED',
      /^r-season is a season/,
    );
    expectError(
      await refused(['r-1', 'r-half']),
      400,
      'SEASON_KEY_NOT_ALLOWED',
      /^r-half is a season/,
    );
    expectError(
      await refused(['r-1', 'r-tables']),
      400,
      'TABLE_BOOKING_DIFFERS',
      /r-tables books tables otherwise than r-1/,
    );
    expectError(await refused(['r-1', 'nowhere']), 404, 'EVENT_NOT_FOUND', /nowhere/);
    expectError(await refused(['r-1', 'r-1']), 400, 'EVENT_KEY_ALREADY_EXISTS', /twice/);
    expectError(await refused([]), 400, 'GENERAL_ERROR', /eventKeys must name at least one event/);
    expectError(await refused(['r-1'], { key: 'r-2' }), 400, 'EVENT_KEY_ALREADY_EXISTS', /r-2/);

    expect(await workspaceSnapshot(call)).toEqual(before);
    expect(await statusIn(call, 'r-1', 'B-1')).toBe('booked');
    expect((await ok(call, 'GET', '/events/r-1')).isEventInSeason).toBe(false);
  });
});
