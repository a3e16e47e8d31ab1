// Issue 32, items 3 and 4 through HTTP: several events created in one request (every per-event
// setting, request order, all or nothing), the event's fields read back and updated, and the
// incremental for-sale edits of one event and of several, with their daily limit.
import { describe, expect, it } from 'vitest';
import { expectError } from './http-test-kit';
import { venueService } from './venue-service-test-kit';

const LIMIT = 3;
const venue = venueService({ forSaleEditsPerDay: LIMIT });
const call = venue.call;

async function ok(method: string, path: string, body?: unknown) {
  const reply = await call(method, path, body);
  expect(reply.status, `${method} ${path}: ${reply.text}`).toBeLessThan(300);
  return reply.body;
}

const eventKeys = async () =>
  (await ok('GET', '/events?limit=100')).items.map((e: { key: string }) => e.key);

const fullEntry = {
  eventKey: 'multi-1',
  name: 'My event',
  date: '2027-01-08',
  tableBookingConfig: { mode: 'CUSTOM', tables: { T1: 'BY_TABLE', T2: 'BY_SEAT' } },
  objectCategories: { 'A-1': 10 },
  categories: [
    { key: 'eventCat1', label: 'Event Level Category', color: '#AAABBB', accessible: false },
  ],
  channels: [{ key: 'ch1', name: 'channel 1', color: 'blue', index: 1, objects: ['A-2'] }],
  forSaleConfig: { forSale: false, objects: ['A-3'], areaPlaces: { GA1: 5 }, categories: [] },
};

describe('POST /events/actions/create-multiple', () => {
  it('creates one event per entry, in request order, each with its own settings', async () => {
    const { events } = await ok('POST', '/events/actions/create-multiple', {
      chartKey: 'venue',
      events: [fullEntry, {}, { eventKey: 'multi-3' }],
    });
    expect(events.map((e: { key: string }) => e.key)).toEqual([
      'multi-1',
      expect.any(String),
      'multi-3',
    ]);
    const [first, second] = events;
    expect(first).toMatchObject({
      name: 'My event',
      date: '2027-01-08',
      tableBookingConfig: fullEntry.tableBookingConfig,
      objectCategories: { 'A-1': 10 },
      forSaleConfig: fullEntry.forSaleConfig,
      isInThePast: false,
      updatedOn: null,
      channels: [{ key: 'ch1', name: 'channel 1', objects: ['A-2'], areaPlaces: {} }],
    });
    expect(first.categories.map((c: { key: unknown }) => c.key)).toEqual([
      9,
      10,
      'string11',
      'eventCat1',
    ]);
    expect(second).toMatchObject({
      name: null,
      date: null,
      forSaleConfig: null,
      isInThePast: false,
    });
    expect(second.objectCategories).toBeUndefined();
    expect(second.id).toBeGreaterThan(first.id);
    // Read back exactly as answered, and in force: A-3 and 5 places of GA1 are not for sale.
    expect(await ok('GET', '/events/multi-1')).toEqual(first);
    const infos = await ok('GET', '/events/multi-1/objects?label=A-3&label=GA1&label=A-1');
    expect(infos['A-3'].forSale).toBe(false);
    expect(infos.GA1.numNotForSale).toBe(5);
    expect(infos['A-1'].categoryKey).toBe('10');
  });

  it('refuses an empty or oversized list with seats.io’s messages, creating nothing', async () => {
    const before = await eventKeys();
    const empty = await call('POST', '/events/actions/create-multiple', {
      chartKey: 'venue',
      events: [],
    });
    expectError(empty, 400, 'GENERAL_ERROR', '#/events: expected minimum item count: 1, found: 0');
    const many = Array.from({ length: 101 }, () => ({}));
    const over = await call('POST', '/events/actions/create-multiple', {
      chartKey: 'venue',
      events: many,
    });
    expectError(
      over,
      400,
      'GENERAL_ERROR',
      '#/events: expected maximum item count: 100, found: 101',
    );
    expect(await eventKeys()).toEqual(before);
  });

  it('is all or nothing: a key given twice, a key taken, a bad entry, an unknown chart', async () => {
    await ok('POST', '/events', { chartKey: 'venue', eventKey: 'taken' });
    const before = await eventKeys();
    const twice = await call('POST', '/events/actions/create-multiple', {
      chartKey: 'venue',
      events: [{ eventKey: 'fresh-1' }, { eventKey: 'twice' }, { eventKey: 'twice' }],
    });
    expectError(twice, 400, 'EVENT_KEY_ALREADY_EXISTS', 'Event key already in use: twice');
    const taken = await call('POST', '/events/actions/create-multiple', {
      chartKey: 'venue',
      events: [{ eventKey: 'fresh-2' }, { eventKey: 'taken' }],
    });
    expectError(taken, 400, 'EVENT_KEY_ALREADY_EXISTS');
    const badDate = await call('POST', '/events/actions/create-multiple', {
      chartKey: 'venue',
      events: [{ eventKey: 'fresh-3' }, { date: '08/01/2027' }],
    });
    expectError(badDate, 400, 'GENERAL_ERROR', /^body\.events\.1\.date: /);
    const badObject = await call('POST', '/events/actions/create-multiple', {
      chartKey: 'venue',
      events: [{ eventKey: 'fresh-4' }, { forSaleConfig: { objects: ['Z-99'] } }],
    });
    expect(badObject.status, badObject.text).toBe(400);
    const noChart = await call('POST', '/events/actions/create-multiple', {
      chartKey: 'nowhere',
      events: [{}],
    });
    expectError(noChart, 404, 'CHART_NOT_FOUND');
    expect(await eventKeys()).toEqual(before);
  });
});

describe('POST /events/{key}: update', () => {
  it('renames keeping the id, sets and removes overrides, marks it in the past', async () => {
    const entry = { ...fullEntry, eventKey: 'to-update' };
    const [created] = (
      await ok('POST', '/events/actions/create-multiple', { chartKey: 'venue', events: [entry] })
    ).events;
    await ok('POST', `/events/${created.key}`, {
      eventKey: 'renamed',
      name: 'Renamed',
      date: '2027-02-01',
      tableBookingConfig: { mode: 'ALL_BY_SEAT' },
      objectCategories: null,
      categories: [],
      isInThePast: true,
    });
    expectError(await call('GET', `/events/${created.key}`), 404, 'EVENT_NOT_FOUND');
    const after = await ok('GET', '/events/renamed');
    expect(after).toMatchObject({
      id: created.id,
      name: 'Renamed',
      date: '2027-02-01',
      tableBookingConfig: { mode: 'ALL_BY_SEAT' },
      isInThePast: true,
      updatedOn: expect.any(String),
    });
    expect(after.objectCategories).toBeUndefined();
    expect(after.categories.map((c: { key: unknown }) => c.key)).toEqual([9, 10, 'string11']);
    // An absent field stays as it is; `{}` removes overrides too.
    await ok('POST', '/events/renamed', { objectCategories: { 'A-1': 9 } });
    await ok('POST', '/events/renamed', { name: 'Again' });
    expect((await ok('GET', '/events/renamed')).objectCategories).toEqual({ 'A-1': 9 });
    expect((await ok('GET', '/events/renamed')).isInThePast).toBe(true);
    await ok('POST', '/events/renamed', { objectCategories: {}, isInThePast: false });
    const last = await ok('GET', '/events/renamed');
    expect(last.objectCategories).toBeUndefined();
    expect(last.isInThePast).toBe(false);
  });
});
