// Issue 32, item 4 (replace) through the unmodified seatsio SDK: markAsNotForSale,
// markAsForSale and replaceForSaleConfig replace the whole config, as seats.io's own tests read.
import { CreateEventParams, ForSaleConfig, Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
let client: SeatsioClient;

beforeAll(async () => {
  kit = await startBookingKit();
  client = new SeatsioClient(new Region(await kit.svc.listen()), kit.svc.secretKey);
});
afterAll(() => kit.svc.close());

async function newEvent(key: string) {
  await client.events.create('sampleChart', new CreateEventParams().withKey(key));
}

describe('the seatsio SDK replaces the for-sale config', () => {
  it('markAsNotForSale twice: the second config is the whole config', async () => {
    await newEvent('sdk-replace-1');
    await client.events.markAsNotForSale('sdk-replace-1', ['A-1', 'A-2'], { GA1: 5 }, ['Cat1']);
    await client.events.markAsNotForSale('sdk-replace-1', ['A-3']);
    const event = await client.events.retrieve('sdk-replace-1');
    expect(event.forSaleConfig).toEqual(new ForSaleConfig(false, ['A-3'], {}, []));
    const infos = await client.events.retrieveObjectInfos('sdk-replace-1', ['A-1', 'GA1']);
    expect([infos['A-1'].forSale, infos.GA1.numNotForSale]).toEqual([true, 0]);
  });

  it('markAsForSale keeps only what it names on sale; replaceForSaleConfig(false) undoes it', async () => {
    await newEvent('sdk-replace-2');
    await client.events.markAsForSale('sdk-replace-2', ['A-1'], { GA1: 3 });
    const event = await client.events.retrieve('sdk-replace-2');
    expect(event.forSaleConfig).toEqual(new ForSaleConfig(true, ['A-1'], { GA1: 3 }, []));
    const infos = await client.events.retrieveObjectInfos('sdk-replace-2', ['A-1', 'A-2', 'GA1']);
    expect([infos['A-1'].forSale, infos['A-2'].forSale]).toEqual([true, false]);
    expect(infos.GA1.numFree).toBe(3);

    await client.events.replaceForSaleConfig('sdk-replace-2', false, ['B-1']);
    const replaced = await client.events.retrieve('sdk-replace-2');
    expect(replaced.forSaleConfig).toEqual(new ForSaleConfig(false, ['B-1'], {}, []));
    const after = await client.events.retrieveObjectInfos('sdk-replace-2', ['A-2', 'B-1', 'GA1']);
    expect([after['A-2'].forSale, after['B-1'].forSale, after.GA1.numFree]).toEqual([
      true,
      false,
      100,
    ]);
  });
});
