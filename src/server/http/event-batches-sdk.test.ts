// Issue 32, items 3 and 4 through the unmodified seatsio SDK over a real socket: createMultiple
// with every per-event setting, retrieve, update, the for-sale replace, the incremental edits of
// one event and of several, and mark everything for sale.
import {
  Category,
  CreateEventParams,
  ForSaleConfig,
  ForSaleConfigParams,
  LocalDate,
  Region,
  SeatsioClient,
  TableBookingConfig,
  UpdateEventParams,
} from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
let client: SeatsioClient;

beforeAll(async () => {
  kit = await startBookingKit();
  client = new SeatsioClient(new Region(await kit.svc.listen()), kit.svc.secretKey);
});
afterAll(() => kit.svc.close());

describe('the seatsio SDK on events', () => {
  it('createMultiple answers one event per entry in request order, with each setting', async () => {
    const events = await client.events.createMultiple('sampleChart', [
      new CreateEventParams()
        .withKey('sdk-multi-1')
        .withName('My event')
        .withDate(new LocalDate(2027, 1, 8))
        .withTableBookingConfig(TableBookingConfig.custom({ T1: 'BY_TABLE', T2: 'BY_SEAT' }))
        .withObjectCategories({ 'A-1': 10 })
        .withCategories([new Category('eventCat1', 'Event Level Category', '#AAABBB', false)])
        .withChannels([
          { key: 'ch1', name: 'channel 1', color: 'blue', index: 1, objects: ['A-2'] },
        ])
        .withForSaleConfig(new ForSaleConfig(false, ['A-3'], { GA1: 5 }, [])),
      new CreateEventParams().withKey('sdk-multi-2'),
    ]);
    expect(events.map((e) => e.key)).toEqual(['sdk-multi-1', 'sdk-multi-2']);
    const [first] = events;
    expect(first.name).toBe('My event');
    expect(first.date).toEqual(new LocalDate(2027, 1, 8));
    expect(first.tableBookingConfig).toEqual({
      mode: 'CUSTOM',
      tables: { T1: 'BY_TABLE', T2: 'BY_SEAT' },
    });
    expect(first.objectCategories).toEqual({ 'A-1': 10 });
    expect(first.categories?.map((c) => c.key)).toEqual([9, 10, 'string11', 'eventCat1']);
    expect(first.channels?.[0]).toMatchObject({ key: 'ch1', objects: ['A-2'], areaPlaces: {} });
    expect(first.forSaleConfig).toEqual(new ForSaleConfig(false, ['A-3'], { GA1: 5 }, []));
    expect(first.isInThePast).toBe(false);
    expect(first.updatedOn).toBeNull();
    expect(events[1].objectCategories).toBeUndefined();
    const read = await client.events.retrieve('sdk-multi-1');
    expect(read.id).toBe(first.id);
    expect(read.forSaleConfig).toEqual(first.forSaleConfig);
  });

  it('createMultiple with an empty list rejects with seats.io’s message', async () => {
    await expect(client.events.createMultiple('sampleChart', [])).rejects.toMatchObject({
      errors: [
        { code: 'GENERAL_ERROR', message: '#/events: expected minimum item count: 1, found: 0' },
      ],
    });
  });

  it('update renames, changes every field and marks the event in the past', async () => {
    await client.events.create('sampleChart', new CreateEventParams().withKey('sdk-upd'));
    const before = await client.events.retrieve('sdk-upd');
    await client.events.update(
      'sdk-upd',
      new UpdateEventParams()
        .withKey('sdk-upd-2')
        .withName('Renamed')
        .withDate(new LocalDate(2027, 3, 4))
        .withTableBookingConfig(TableBookingConfig.allBySeat())
        .withObjectCategories({ 'A-1': 9 })
        .withCategories([new Category('extra', 'Extra', '#000000', true)])
        .withIsInThePast(true),
    );
    await expect(client.events.retrieve('sdk-upd')).rejects.toMatchObject({ status: 404 });
    const after = await client.events.retrieve('sdk-upd-2');
    expect(after.id).toBe(before.id);
    expect(after.name).toBe('Renamed');
    expect(after.date).toEqual(new LocalDate(2027, 3, 4));
    expect(after.tableBookingConfig).toEqual({ mode: 'ALL_BY_SEAT' });
    expect(after.objectCategories).toEqual({ 'A-1': 9 });
    expect(after.categories?.map((c) => c.key)).toEqual([9, 10, 'string11', 'extra']);
    expect(after.isInThePast).toBe(true);
    expect(after.updatedOn).toBeInstanceOf(Date);
    await client.events.update('sdk-upd-2', new UpdateEventParams().withObjectCategories({}));
    expect((await client.events.retrieve('sdk-upd-2')).objectCategories).toBeUndefined();
  });
});

describe('the seatsio SDK on for sale', () => {
  it('editForSaleConfig removes and adds, keeping the stored order', async () => {
    await client.events.create('sampleChart', new CreateEventParams().withKey('sdk-fs-1'));
    const first = await client.events.editForSaleConfig('sdk-fs-1', null, [
      { object: 'A-1' },
      { object: 'A-2' },
      { object: 'A-3' },
      { object: 'GA1', quantity: 5 },
    ]);
    expect(first.forSaleConfig).toEqual(
      new ForSaleConfig(false, ['A-1', 'A-2', 'A-3'], { GA1: 5 }, []),
    );
    expect(first.rateLimitInfo.rateLimitRemainingCalls).toBe(9);
    expect(first.rateLimitInfo.rateLimitResetDate).toBeInstanceOf(Date);
    const second = await client.events.editForSaleConfig('sdk-fs-1', [{ object: 'A-2' }]);
    expect(second.forSaleConfig.objects).toEqual(['A-1', 'A-3']);
    expect((await client.events.retrieve('sdk-fs-1')).forSaleConfig).toEqual(second.forSaleConfig);
    const infos = await client.events.retrieveObjectInfos('sdk-fs-1', ['A-1', 'GA1']);
    expect(infos['A-1'].forSale).toBe(false);
    expect(infos.GA1.numNotForSale).toBe(5);
  });

  it('editForSaleConfigForEvents edits each event and answers by key', async () => {
    for (const key of ['sdk-fs-a', 'sdk-fs-b']) {
      await client.events.create('sampleChart', new CreateEventParams().withKey(key));
      await client.events.markAsNotForSale(key, ['A-1', 'A-2', 'A-3']);
    }
    const result = await client.events.editForSaleConfigForEvents({
      'sdk-fs-a': new ForSaleConfigParams().withForSale([{ object: 'A-1' }]),
      'sdk-fs-b': new ForSaleConfigParams().withForSale([{ object: 'A-2' }]),
    });
    expect(result['sdk-fs-a'].forSaleConfig.objects).toEqual(['A-2', 'A-3']);
    expect(result['sdk-fs-b'].forSaleConfig.objects).toEqual(['A-1', 'A-3']);
    expect((await client.events.retrieve('sdk-fs-b')).forSaleConfig?.objects).toEqual([
      'A-1',
      'A-3',
    ]);
  });

  it('markEverythingAsForSale leaves no config', async () => {
    await client.events.create('sampleChart', new CreateEventParams().withKey('sdk-fs-all'));
    await client.events.editForSaleConfig('sdk-fs-all', null, [{ object: 'A-1' }]);
    await client.events.markEverythingAsForSale('sdk-fs-all');
    expect((await client.events.retrieve('sdk-fs-all')).forSaleConfig).toBeNull();
    const infos = await client.events.retrieveObjectInfos('sdk-fs-all', ['A-1']);
    expect(infos['A-1'].forSale).toBe(true);
  });
});
