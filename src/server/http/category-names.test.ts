// Issue 32, item 9: a category filter names a category by key or by label in any letter case,
// in best available and in the for-sale calls (sampleChart: key 10 is labelled "Cat2").
import { BestAvailableParams, CreateEventParams, Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
let client: SeatsioClient;

beforeAll(async () => {
  kit = await startBookingKit();
  client = new SeatsioClient(new Region(await kit.svc.listen()), kit.svc.secretKey);
});
afterAll(() => kit.svc.close());

describe('category names in any letter case', () => {
  it('best available with categories ["cat2"] picks C-4, C-5, C-6 (through the SDK)', async () => {
    await client.events.create('sampleChart', new CreateEventParams().withKey('cat-ba'));
    const result = await client.events.changeBestAvailableObjectStatus(
      'cat-ba',
      new BestAvailableParams().withNumber(3).withCategories(['cat2']),
      'booked',
    );
    expect(result.objects.sort()).toEqual(['C-4', 'C-5', 'C-6']);
  });

  it('mark-as-not-for-sale with categories ["CAT1"] marks every Cat1 object', async () => {
    const event = await kit.event();
    const marked = await kit.call('POST', `/events/${event}/actions/mark-as-not-for-sale`, {
      categories: ['CAT1'],
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const infos = (await kit.call('GET', `/events/${event}/objects?label=A-1&label=C-4`)).body;
    expect(infos['A-1'].forSale).toBe(false);
    expect(infos['C-4'].forSale).toBe(true);
    expect((await kit.call('GET', `/events/${event}`)).body.forSaleConfig.categories).toEqual([
      'CAT1',
    ]);
  });

  it('a name that is neither a key nor a label is still refused', async () => {
    const event = await kit.event();
    const refused = await kit.call('POST', `/events/${event}/actions/mark-as-not-for-sale`, {
      categories: ['cat9'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe('CATEGORY_NOT_FOUND');
  });
});
