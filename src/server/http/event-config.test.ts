// Issue 17, item 7: `forSaleConfig` given at event creation is in force (object info, booking
// refusal, reports), exactly as the same mark-as-not-for-sale right after creation; and per-event
// `objectCategories`, which nothing applies, are refused instead of stored and echoed.
import { CreateEventParams, ForSaleConfig, Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BookingKit, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
let client: SeatsioClient;

beforeAll(async () => {
  kit = await startBookingKit();
  client = new SeatsioClient(new Region(await kit.svc.listen()), kit.svc.secretKey);
});
afterAll(() => kit.svc.close());

const config = { forSale: false, objects: ['A-1', 'A-2'], areaPlaces: { GA1: 5 }, categories: [] };
const recorded = {
  forSale: false,
  objects: ['A-1', 'A-2'],
  areaPlaces: { GA1: 5 },
  categories: [],
};

/** What an event shows of its for-sale state, through every route that reads it. */
async function forSaleView(event: string) {
  const info = (await kit.call('GET', `/events/${event}/objects?label=A-1&label=A-3&label=GA1`))
    .body;
  const summary = (await kit.call('GET', `/reports/events/${event}/byAvailabilityReason/summary`))
    .body;
  const detail = (await kit.call('GET', `/reports/events/${event}/byAvailabilityReason`)).body;
  return {
    forSaleConfig: (await kit.call('GET', `/events/${event}`)).body.forSaleConfig,
    a1: { forSale: info['A-1'].forSale, reason: info['A-1'].availabilityReason },
    a3: { forSale: info['A-3'].forSale, reason: info['A-3'].availabilityReason },
    ga1: { numNotForSale: info.GA1.numNotForSale, numFree: info.GA1.numFree },
    summary: Object.fromEntries(
      Object.entries(summary).map(([key, group]) => [key, (group as { count: number }).count]),
    ),
    notForSale: (detail.not_for_sale ?? []).map((o: { label: string }) => o.label).sort(),
  };
}

describe('forSaleConfig at event creation', () => {
  test('over HTTP: in force everywhere, the same as marking right after creation', async () => {
    const created = await kit.call('POST', '/events', {
      chartKey: 'sampleChart',
      eventKey: 'configured',
      forSaleConfig: config,
    });
    expect(created.status).toBe(200);
    expect(created.body.forSaleConfig).toEqual(recorded);

    const marked = await kit.event();
    const { forSale: _, ...marks } = config;
    const mark = await kit.call('POST', `/events/${marked}/actions/mark-as-not-for-sale`, marks);
    expect(mark.status).toBe(204);

    const view = await forSaleView('configured');
    expect(view).toEqual(await forSaleView(marked));
    expect(view.a1).toEqual({ forSale: false, reason: 'not_for_sale' });
    expect(view.a3.forSale).toBe(true);
    expect(view.ga1).toEqual({ numNotForSale: 5, numFree: 95 });
    expect(view.notForSale).toContain('A-1');

    const book = await kit.call('POST', '/events/configured/actions/book', { objects: ['A-1'] });
    expect(book.status).toBe(400);
    expect(book.body.errors[0].code).toBe('NOT_FOR_SALE');
    expect(
      (await kit.call('POST', '/events/configured/actions/book', { objects: ['A-3'] })).status,
    ).toBeLessThan(300);

    // Marking everything for sale lifts what creation put in force.
    await kit.call('POST', '/events/configured/actions/mark-everything-as-for-sale');
    expect((await forSaleView('configured')).a1).toEqual({ forSale: true, reason: 'available' });
  });

  test('with the seatsio SDK: withForSaleConfig is in force', async () => {
    const event = await client.events.create(
      'sampleChart',
      new CreateEventParams()
        .withKey('sdk-configured')
        .withForSaleConfig(new ForSaleConfig(false, ['B-1'], {}, ['10'])),
    );
    expect(event.forSaleConfig).toMatchObject({
      forSale: false,
      objects: ['B-1'],
      categories: ['10'],
    });
    const infos = await client.events.retrieveObjectInfos('sdk-configured', ['B-1', 'C-1', 'A-1']);
    expect(infos['B-1'].forSale).toBe(false);
    expect(infos['C-1'].forSale).toBe(false); // category 10 (Cat2)
    expect(infos['A-1'].forSale).toBe(true);
    await expect(client.events.book('sdk-configured', ['C-1'])).rejects.toMatchObject({
      errors: [expect.objectContaining({ code: 'NOT_FOR_SALE' })],
    });
  });

  test('a config naming an unknown object or asking forSale: true creates nothing', async () => {
    for (const [forSaleConfig, code] of [
      [{ forSale: false, objects: ['NOPE-1'] }, 'OBJECT_NOT_FOUND'],
      [{ forSale: false, categories: ['no-such-category'] }, 'CATEGORY_NOT_FOUND'],
      [{ forSale: true, objects: ['A-1'] }, undefined],
      [{ forSale: false, objects: ['A-1'], seats: [] }, undefined],
    ] as const) {
      const reply = await kit.call('POST', '/events', {
        chartKey: 'sampleChart',
        eventKey: 'refused',
        forSaleConfig,
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      if (code) expect(reply.body.errors[0].code).toBe(code);
      expect(reply.body.errors).toHaveLength(1);
      expect((await kit.call('GET', '/events/refused')).status).toBe(404);
    }
  });
});

describe('objectCategories', () => {
  test('refused at creation and update, never stored nor echoed', async () => {
    const created = await kit.call('POST', '/events', {
      chartKey: 'sampleChart',
      eventKey: 'categorised',
      objectCategories: { 'A-1': 10 },
    });
    expect(created.status).toBe(400);
    expect(created.body.errors[0].code).toBe('EVENT_OBJECT_CATEGORIES_NOT_SUPPORTED');
    expect((await kit.call('GET', '/events/categorised')).status).toBe(404);

    const event = await kit.event();
    const updated = await kit.call('POST', `/events/${event}`, { objectCategories: { 'A-1': 10 } });
    expect(updated.status).toBe(400);
    expect(updated.body.errors[0].code).toBe('EVENT_OBJECT_CATEGORIES_NOT_SUPPORTED');
    expect((await kit.call('GET', `/events/${event}`)).body.objectCategories).toBeUndefined();
    const info = (await kit.call('GET', `/events/${event}/objects?label=A-1`)).body['A-1'];
    expect(info.categoryKey).toBe('9');
  });
});
