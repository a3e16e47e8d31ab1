// Issue 32, item 4 (replace) through HTTP: mark-as-not-for-sale / mark-as-for-sale replace the
// event's whole for-sale config (seats.io's wire), answer the day's rate-limit information, count
// against the daily limit (3 here) and refuse bad input changing nothing.
import { describe, expect, it } from 'vitest';
import { expectError } from './http-test-kit';
import { venueService } from './venue-service-test-kit';

let n = 0;
const LIMIT = 3;
const venue = venueService({ forSaleEditsPerDay: LIMIT });
const call = venue.call;

async function newEvent(): Promise<string> {
  const key = `replace-${++n}`;
  const reply = await call('POST', '/events', { chartKey: 'venue', eventKey: key });
  expect(reply.status, reply.text).toBe(200);
  return key;
}

const mark = (event: string, forSale: boolean, body?: unknown) =>
  call('POST', `/events/${event}/actions/mark-as-${forSale ? '' : 'not-'}for-sale`, body);

async function configOf(event: string) {
  return (await call('GET', `/events/${event}`)).body.forSaleConfig;
}

async function infos(event: string, ...labels: string[]) {
  const query = labels.map((l) => `label=${l}`).join('&');
  return (await call('GET', `/events/${event}/objects?${query}`)).body;
}

describe('mark-as-not-for-sale replaces the config', () => {
  it('a second call puts back on sale what the first took off, and answers the limit left', async () => {
    const event = await newEvent();
    const first = await mark(event, false, { objects: ['A-1', 'A-2'], areaPlaces: { GA1: 5 } });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({
      rateLimitRemainingCalls: LIMIT - 1,
      rateLimitResetDate: expect.stringMatching(/T00:00:00\.000Z$/),
    });
    const second = await mark(event, false, { objects: ['A-3'] });
    expect(second.body.rateLimitRemainingCalls).toBe(LIMIT - 2);
    expect(await configOf(event)).toEqual({
      forSale: false,
      objects: ['A-3'],
      areaPlaces: {},
      categories: [],
    });
    const after = await infos(event, 'A-1', 'A-2', 'A-3', 'GA1');
    expect([after['A-1'].forSale, after['A-2'].forSale, after['A-3'].forSale]).toEqual([
      true,
      true,
      false,
    ]);
    expect(after.GA1.numNotForSale).toBe(0);
  });

  it('an empty body is a config listing nothing: everything is on sale again', async () => {
    const event = await newEvent();
    await mark(event, false, { objects: ['A-1'], categories: [9] });
    const empty = await mark(event, false);
    expect(empty.status, empty.text).toBe(200);
    expect(await configOf(event)).toEqual({
      forSale: false,
      objects: [],
      areaPlaces: {},
      categories: [],
    });
    expect((await infos(event, 'A-1', 'B-1'))['B-1'].forSale).toBe(true);
  });
});

describe('mark-as-for-sale replaces the config with what alone is for sale', () => {
  it('only the objects, places and categories named stay on sale', async () => {
    const event = await newEvent();
    await mark(event, false, { objects: ['A-1'] });
    const reply = await mark(event, true, { objects: ['A-1'], areaPlaces: { GA1: 10 } });
    expect(reply.status, reply.text).toBe(200);
    expect(await configOf(event)).toEqual({
      forSale: true,
      objects: ['A-1'],
      areaPlaces: { GA1: 10 },
      categories: [],
    });
    const after = await infos(event, 'A-1', 'A-2', 'GA1', 'GA2');
    expect(after['A-1'].forSale).toBe(true);
    expect(after['A-2']).toMatchObject({ forSale: false, availabilityReason: 'not_for_sale' });
    expect(after.GA1).toMatchObject({ numNotForSale: 90, numFree: 10 });
    expect(after.GA2.forSale).toBe(false);
    const refused = await call('POST', `/events/${event}/actions/book`, { objects: ['A-2'] });
    expectError(refused, 400, 'NOT_FOR_SALE');
    const booked = await call('POST', `/events/${event}/actions/book`, { objects: ['A-1'] });
    expect(booked.status, booked.text).toBe(204);
  });

  it('an incremental edit of a for-sale config adds what it puts on sale to the list', async () => {
    const event = await newEvent();
    await mark(event, true, { objects: ['A-1'] });
    const edit = await call('POST', `/events/${event}/actions/edit-for-sale-config`, {
      forSale: [{ object: 'A-2' }],
    });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.body.forSaleConfig).toEqual({
      forSale: true,
      objects: ['A-1', 'A-2'],
      areaPlaces: {},
      categories: [],
    });
    expect((await infos(event, 'A-2'))['A-2'].forSale).toBe(true);
    expect(edit.body.rateLimitInfo.rateLimitRemainingCalls).toBe(LIMIT - 2);
  });
});

describe('refusals change nothing', () => {
  it('an unknown object or category, and a call over the daily limit', async () => {
    const event = await newEvent();
    await mark(event, false, { objects: ['A-1'] });
    expectError(await mark(event, true, { objects: ['Z-1'] }), 400, 'OBJECT_NOT_FOUND');
    expectError(await mark(event, false, { categories: ['nope'] }), 400, 'CATEGORY_NOT_FOUND');
    expect(await configOf(event)).toEqual({
      forSale: false,
      objects: ['A-1'],
      areaPlaces: {},
      categories: [],
    });
    // Refused calls did not count: two more are allowed, the fourth is over the limit.
    expect((await mark(event, false, { objects: ['A-2'] })).status).toBe(200);
    expect((await mark(event, false, { objects: ['A-3'] })).status).toBe(200);
    const over = await mark(event, true, { objects: ['A-4'] });
    expectError(over, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await configOf(event)).objects).toEqual(['A-3']);
    expect((await infos(event, 'A-4'))['A-4'].forSale).toBe(true);
  });
});
