// Issue 32, item 4 through HTTP: the incremental for-sale edit of one event and of several,
// the config it leaves (the answer is what GET shows), what it puts in force, its all-or-nothing
// refusals and its daily limit (configured to 3 here; 10 by default).
import { describe, expect, it } from 'vitest';
import { expectError } from './http-test-kit';
import { venueService } from './venue-service-test-kit';

let n = 0;
const LIMIT = 3;
const venue = venueService({ forSaleEditsPerDay: LIMIT });
const call = venue.call;

async function ok(method: string, path: string, body?: unknown) {
  const reply = await call(method, path, body);
  expect(reply.status, `${method} ${path}: ${reply.text}`).toBeLessThan(300);
  return reply.body;
}

async function newEvent(): Promise<string> {
  const key = `fs-${++n}`;
  await ok('POST', '/events', { chartKey: 'venue', eventKey: key });
  return key;
}

const edit = (event: string, body: unknown) =>
  call('POST', `/events/${event}/actions/edit-for-sale-config`, body);

const config = (objects: string[], areaPlaces: Record<string, number> = {}) => ({
  forSale: false,
  objects,
  areaPlaces,
  categories: [],
});

describe('POST /events/{key}/actions/edit-for-sale-config', () => {
  it('adds and removes labels and places, keeping the stored order, and answers what GET shows', async () => {
    const event = await newEvent();
    const first = await edit(event, {
      notForSale: [
        { object: 'A-1' },
        { object: 'A-2' },
        { object: 'A-3' },
        { object: 'GA1', quantity: 5 },
      ],
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.forSaleConfig).toEqual(config(['A-1', 'A-2', 'A-3'], { GA1: 5 }));
    expect(first.body.rateLimitInfo).toEqual({
      rateLimitRemainingCalls: LIMIT - 1,
      rateLimitResetDate: expect.stringMatching(/T00:00:00\.000Z$/),
    });
    const second = await edit(event, {
      forSale: [{ object: 'A-2' }, { object: 'GA1', quantity: 2 }],
    });
    expect(second.body.forSaleConfig).toEqual(config(['A-1', 'A-3'], { GA1: 3 }));
    expect(second.body.rateLimitInfo.rateLimitRemainingCalls).toBe(LIMIT - 2);
    expect((await ok('GET', `/events/${event}`)).forSaleConfig).toEqual(second.body.forSaleConfig);
    const infos = await ok('GET', `/events/${event}/objects?label=A-1&label=A-2&label=GA1`);
    expect(infos['A-1']).toMatchObject({ forSale: false, availabilityReason: 'not_for_sale' });
    expect(infos['A-2']).toMatchObject({ forSale: true, availabilityReason: 'available' });
    expect(infos.GA1).toMatchObject({ numNotForSale: 3, numFree: 97 });
    const refused = await call('POST', `/events/${event}/actions/book`, { objects: ['A-1'] });
    expect(refused.status).toBe(400);
  });

  it('leaves an empty config, not null, once everything is back on sale', async () => {
    const event = await newEvent();
    await edit(event, { notForSale: [{ object: 'A-1' }] });
    const back = await edit(event, { forSale: [{ object: 'A-1' }] });
    expect(back.body.forSaleConfig).toEqual(config([]));
    expect((await ok('GET', `/events/${event}`)).forSaleConfig).toEqual(config([]));
  });

  it('refuses an unknown object, an unknown event and a malformed item, changing nothing', async () => {
    const event = await newEvent();
    await edit(event, { notForSale: [{ object: 'A-1' }] });
    const unknown = await edit(event, {
      forSale: [{ object: 'A-1' }],
      notForSale: [{ object: 'Z-9' }],
    });
    expectError(unknown, 400, 'OBJECT_NOT_FOUND', 'Object not found: Z-9');
    expectError(await edit('nowhere', { forSale: [] }), 404, 'EVENT_NOT_FOUND');
    const malformed = await edit(event, { notForSale: [{ object: 'GA1', quantity: 0 }] });
    expectError(malformed, 400, 'GENERAL_ERROR', /^body\.notForSale\.0\.quantity: /);
    expect((await ok('GET', `/events/${event}`)).forSaleConfig).toEqual(config(['A-1']));
    // None of the refusals counted against the day's limit.
    const next = await edit(event, {});
    expect(next.body.rateLimitInfo.rateLimitRemainingCalls).toBe(LIMIT - 2);
  });

  it('allows the configured number of edits per event per UTC day; the next is 429 with Retry-After', async () => {
    const event = await newEvent();
    const other = await newEvent();
    for (let i = 1; i <= LIMIT; i++) {
      const reply = await edit(event, { notForSale: [{ object: `A-${i}` }] });
      expect(reply.body.rateLimitInfo.rateLimitRemainingCalls).toBe(LIMIT - i);
    }
    const over = await edit(event, { notForSale: [{ object: 'B-1' }] });
    expectError(over, 429, 'RATE_LIMIT_EXCEEDED');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect((await ok('GET', `/events/${event}`)).forSaleConfig.objects).toEqual([
      'A-1',
      'A-2',
      'A-3',
    ]);
    // Another event has its own count; the next day starts again.
    expect((await edit(other, {})).status).toBe(200);
    venue.svc.advanceClock(retryAfter * 1000);
    const nextDay = await edit(event, { notForSale: [{ object: 'B-1' }] });
    expect(nextDay.status, nextDay.text).toBe(200);
    expect(nextDay.body.rateLimitInfo.rateLimitRemainingCalls).toBe(LIMIT - 1);
  });
});

describe('POST /events/actions/edit-for-sale-config', () => {
  it('edits several events at once, answering a map by event key', async () => {
    const [one, two] = [await newEvent(), await newEvent()];
    const all = [{ object: 'A-1' }, { object: 'A-2' }, { object: 'A-3' }];
    await ok('POST', '/events/actions/edit-for-sale-config', {
      events: { [one]: { notForSale: all }, [two]: { notForSale: all } },
    });
    const answer = await ok('POST', '/events/actions/edit-for-sale-config', {
      events: { [one]: { forSale: [{ object: 'A-1' }] }, [two]: { forSale: [{ object: 'A-2' }] } },
    });
    expect(Object.keys(answer).sort()).toEqual([one, two].sort());
    expect(answer[one].forSaleConfig).toEqual(config(['A-2', 'A-3']));
    expect(answer[two].forSaleConfig).toEqual(config(['A-1', 'A-3']));
    expect(answer[one].rateLimitInfo.rateLimitRemainingCalls).toBe(LIMIT - 2);
    expect((await ok('GET', `/events/${two}`)).forSaleConfig).toEqual(config(['A-1', 'A-3']));
  });

  it('is all or nothing: an unknown event or object changes no event', async () => {
    const one = await newEvent();
    const unknownEvent = await call('POST', '/events/actions/edit-for-sale-config', {
      events: { [one]: { notForSale: [{ object: 'A-1' }] }, nowhere: { notForSale: [] } },
    });
    expectError(unknownEvent, 404, 'EVENT_NOT_FOUND');
    const two = await newEvent();
    const unknownObject = await call('POST', '/events/actions/edit-for-sale-config', {
      events: {
        [one]: { notForSale: [{ object: 'A-1' }] },
        [two]: { notForSale: [{ object: 'Z-9' }] },
      },
    });
    expectError(unknownObject, 400, 'OBJECT_NOT_FOUND');
    expect((await ok('GET', `/events/${one}`)).forSaleConfig).toBeNull();
    const none = await call('POST', '/events/actions/edit-for-sale-config', { events: {} });
    expectError(none, 400, 'GENERAL_ERROR', 'body.events: name at least one event');
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`e${i}`, {}]));
    const over = await call('POST', '/events/actions/edit-for-sale-config', { events: tooMany });
    expectError(over, 400, 'GENERAL_ERROR', /at most 100/);
  });
});
