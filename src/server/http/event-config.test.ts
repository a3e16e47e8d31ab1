// Issue 17, item 7: `forSaleConfig` given at event creation is in force (object info, booking
// refusal, reports), exactly as the same mark-as-not-for-sale right after creation; and per-event
// `objectCategories` are in force too: object info, category reports and for-sale by category.
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
    expect(mark.status).toBe(200);

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

/** A-1's category as object info and the category reports show it. */
async function categoryView(event: string) {
  const info = (await kit.call('GET', `/events/${event}/objects?label=A-1`)).body['A-1'];
  const byKey = (await kit.call('GET', `/reports/events/${event}/byCategoryKey/summary`)).body;
  const byLabel = (await kit.call('GET', `/reports/events/${event}/byCategoryLabel`)).body;
  const labelsOf = (group: string) => (byLabel[group] ?? []).map((o: { label: string }) => o.label);
  return {
    key: info.categoryKey,
    label: info.categoryLabel,
    counts: { '9': byKey['9'].count, '10': byKey['10'].count },
    inCat1: labelsOf('Cat1').includes('A-1'),
    inCat2: labelsOf('Cat2').includes('A-1'),
  };
}

describe('objectCategories', () => {
  test('over HTTP: object info, reports and for-sale by category follow them', async () => {
    const plain = await categoryView(await kit.event());
    expect(plain).toMatchObject({ key: '9', label: 'Cat1', inCat1: true, inCat2: false });

    const created = await kit.call('POST', '/events', {
      chartKey: 'sampleChart',
      eventKey: 'recategorised',
      objectCategories: { 'A-1': 10 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.objectCategories).toEqual({ 'A-1': 10 });
    const view = await categoryView('recategorised');
    expect(view).toEqual({
      key: '10',
      label: 'Cat2',
      counts: { '9': plain.counts['9'] - 1, '10': plain.counts['10'] + 1 },
      inCat1: false,
      inCat2: true,
    });
    // Another event on the same chart is untouched by this one's view.
    expect(await categoryView(await kit.event())).toEqual(plain);

    // Category 10 marked not for sale takes A-1 with it in this event only.
    await kit.call('POST', '/events/recategorised/actions/mark-as-not-for-sale', {
      categories: [10],
    });
    const info = (await kit.call('GET', '/events/recategorised/objects?label=A-1&label=A-2')).body;
    expect(info['A-1'].forSale).toBe(false);
    expect(info['A-2'].forSale).toBe(true);
    await kit.call('POST', '/events/recategorised/actions/mark-everything-as-for-sale');

    // An update replaces them; object info and reports follow at once.
    const updated = await kit.call('POST', '/events/recategorised', {
      objectCategories: { 'A-1': 'string11' },
    });
    expect(updated.status).toBe(204);
    const after = (await kit.call('GET', '/events/recategorised/objects?label=A-1')).body['A-1'];
    expect(after.categoryKey).toBe('string11');
    const summary = (await kit.call('GET', '/reports/events/recategorised/byCategoryKey/summary'))
      .body;
    expect(summary['9'].count).toBe(plain.counts['9'] - 1);
    expect(summary['10'].count).toBe(plain.counts['10']);
  });

  test('forSaleConfig categories at creation resolve with the event’s object categories', async () => {
    const created = await kit.call('POST', '/events', {
      chartKey: 'sampleChart',
      eventKey: 'both',
      objectCategories: { 'A-1': 10 },
      forSaleConfig: { forSale: false, categories: [10] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const info = (await kit.call('GET', '/events/both/objects?label=A-1&label=A-2&label=C-1')).body;
    expect([info['A-1'].forSale, info['A-2'].forSale, info['C-1'].forSale]).toEqual([
      false,
      true,
      false,
    ]);
  });

  test('an event category of its own can be given to objects', async () => {
    const created = await kit.call('POST', '/events', {
      chartKey: 'sampleChart',
      eventKey: 'own-category',
      categories: [{ key: 'vip', label: 'VIP' }],
      objectCategories: { 'A-1': 'vip' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const info = (await kit.call('GET', '/events/own-category/objects?label=A-1')).body['A-1'];
    expect(info).toMatchObject({ categoryKey: 'vip', categoryLabel: 'VIP' });
  });

  test('unknown objects or categories are refused and nothing is created or changed', async () => {
    for (const [objectCategories, code] of [
      [{ 'NOPE-1': 10 }, 'OBJECT_NOT_FOUND'],
      [{ 'A-1': 'no-such-category' }, 'CATEGORY_NOT_FOUND'],
      [{ 'A-1': { key: 10 } }, undefined],
    ] as const) {
      const reply = await kit.call('POST', '/events', {
        chartKey: 'sampleChart',
        eventKey: 'refused-categories',
        objectCategories,
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      if (code) expect(reply.body.errors[0].code).toBe(code);
      expect((await kit.call('GET', '/events/refused-categories')).status).toBe(404);
    }
    const event = await kit.event();
    const reply = await kit.call('POST', `/events/${event}`, { objectCategories: { 'A-1': 77 } });
    expect(reply.body.errors[0].code).toBe('CATEGORY_NOT_FOUND');
    expect((await kit.call('GET', `/events/${event}`)).body.objectCategories).toBeUndefined();
  });

  test('with the seatsio SDK: withObjectCategories is in force', async () => {
    await client.events.create(
      'sampleChart',
      new CreateEventParams().withKey('sdk-categories').withObjectCategories({ 'B-1': 10 }),
    );
    const infos = await client.events.retrieveObjectInfos('sdk-categories', ['B-1', 'B-2']);
    expect(infos['B-1'].categoryKey).toBe('10');
    expect(infos['B-1'].categoryLabel).toBe('Cat2');
    expect(infos['B-2'].categoryKey).toBe('9');
    const event = await client.events.retrieve('sdk-categories');
    expect(event.objectCategories).toEqual({ 'B-1': 10 });
  });
});
