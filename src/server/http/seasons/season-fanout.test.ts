// Issue 27 B7: one 99 KB booking of 10,000 seats on a season of 1,000 events wrote 10 million
// states in one transaction (a 55 s stall for every company, then a 503 although it applied).
// Now such a request is refused before it reads anything (TOO_MANY_OBJECT_STATES, changing
// nothing), the bound being objects × the events each change shows in (LIMITS.statesPerRequest);
// and a season holds at most LIMITS.eventsPerSeason events however many calls add them.
// On SQLite, and on PostgreSQL with TEST_STORE_URL.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LIMITS } from '../../../contract/limits';
import { flattenDrawing, generateDrawing } from '../../../domain/drawing';
import { startTestService, type TestService } from '../../service-test-kit';
import { type Call, caller, expectError } from '../http-test-kit';
import { book, info, ok } from './season-test-kit';

const SEATS = 10_000;
const EVENTS = LIMITS.eventsPerSeason;
let svc: TestService;
let call: Call;
let seats: string[];

beforeAll(async () => {
  // Creating the season's 1,000 events in one call takes longer than the default request deadline
  // on a busy PostgreSQL.
  svc = await startTestService({ requestTimeoutMs: 100_000 });
  call = caller(svc);
  const drawing = generateDrawing({ seats: SEATS, sections: 2 });
  seats = flattenDrawing(drawing)
    .objects.filter((obj) => obj.objectType === 'seat')
    .map((obj) => obj.label);
  expect(seats.length).toBe(SEATS);
  await ok(call, 'POST', '/system/public/charts/big', drawing);
  await ok(call, 'POST', '/seasons', { chartKey: 'big', key: 'season', numberOfEvents: EVENTS });
}, 120_000);
afterAll(() => svc.close());

const eventKeysOf = async (season: string): Promise<string[]> =>
  (await ok(call, 'GET', `/events/${season}`)).events.map((event: { key: string }) => event.key);

test('booking 10,000 seats on a season of 1,000 events is refused before it writes, and changes nothing', async () => {
  const events = await eventKeysOf('season');
  expect(events).toHaveLength(EVENTS);
  const body = { objects: seats, orderId: 'everything' };
  expect(JSON.stringify(body).length).toBeGreaterThan(90_000);
  const reply = await book(call, 'season', seats, { orderId: 'everything' });
  expectError(
    reply,
    400,
    'TOO_MANY_OBJECT_STATES',
    `This request could write ${SEATS * (EVENTS + 1)} object states (objects × the events each change shows in; season shows each change in ${EVENTS + 1} events); at most ${LIMITS.statesPerRequest} are accepted in one request: split it`,
  );
  for (const event of ['season', events[0], events[EVENTS - 1]]) {
    expect(await info(call, event, seats[0])).toMatchObject({ status: 'free' });
    expect(await info(call, event, seats[SEATS - 1])).toMatchObject({ status: 'free' });
  }
}, 60_000);

test('a season booking up to the bound goes through and shows in every event; one seat more is refused', async () => {
  const fits = Math.floor(LIMITS.statesPerRequest / (EVENTS + 1));
  const over = seats.slice(100, 100 + fits + 1);
  expectError(await book(call, 'season', over), 400, 'TOO_MANY_OBJECT_STATES');
  expect(await info(call, 'season', over[0])).toMatchObject({ status: 'free' });

  const within = over.slice(0, fits);
  expect((await book(call, 'season', within, { orderId: 'season-ticket' })).status).toBe(204);
  const events = await eventKeysOf('season');
  for (const event of [events[0], events[EVENTS - 1]]) {
    expect(await info(call, event, within[fits - 1])).toMatchObject({
      status: 'booked',
      orderId: 'season-ticket',
    });
  }
}, 60_000);

test('a booking in one event of the big season counts the units it shows in, not the whole family', async () => {
  const [event] = await eventKeysOf('season');
  // Each seat booked in the event shows in it, in its partial season and in the season.
  await ok(call, 'POST', '/seasons/season/partial-seasons', { key: 'half', eventKeys: [event] });
  expectError(await book(call, event, seats), 400, 'TOO_MANY_OBJECT_STATES', /in 3 events/);
  const some = seats.slice(1_000, 1_010);
  expect((await book(call, event, some)).status).toBe(204);
  expect(await info(call, 'season', some[0])).toMatchObject({ isAvailable: false });
});

test('a batch over plain events is bounded by the same product', async () => {
  const keys = ['plain-1', 'plain-2', 'plain-3'];
  for (const eventKey of keys) await ok(call, 'POST', '/events', { chartKey: 'big', eventKey });
  const per = LIMITS.statesPerRequest / 2 + 1;
  const change = (event: string) => ({ event, objects: seats.slice(0, per), status: 'booked' });
  expectError(
    await call('POST', '/events/actions/change-object-status', {
      statusChanges: keys.map(change),
    }),
    400,
    'TOO_MANY_OBJECT_STATES',
  );
  for (const event of keys)
    expect(await info(call, event, seats[0])).toMatchObject({ status: 'free' });
}, 60_000);

test('a season holds at most LIMITS.eventsPerSeason events, however many calls add them', async () => {
  const before = await eventKeysOf('season');
  expectError(
    await call('POST', '/seasons/season/actions/create-events', { numberOfEvents: 1 }),
    400,
    'TOO_MANY_EVENTS_IN_SEASON',
    `Season season has ${EVENTS} events; adding 1 would pass the limit of ${EVENTS} events in one season`,
  );
  expect(await eventKeysOf('season')).toEqual(before);
  await ok(call, 'POST', '/seasons', { chartKey: 'big', key: 'small', numberOfEvents: EVENTS - 1 });
  await ok(call, 'POST', '/seasons/small/actions/create-events', { eventKeys: ['last'] });
  expect(await eventKeysOf('small')).toHaveLength(EVENTS);
}, 60_000);
