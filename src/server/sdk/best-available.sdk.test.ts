// The official seats.io SDK, unmodified, asking for the best seats: bookBestAvailable,
// holdBestAvailable and changeBestAvailableObjectStatus with BestAvailableParams work as they are.
import { BestAvailableParams, CreateEventParams, Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from '../http/booking-test-kit';

let kit: BookingKit;
let client: SeatsioClient;
let n = 0;

beforeAll(async () => {
  kit = await startBookingKit();
  client = new SeatsioClient(new Region(await kit.svc.listen()), kit.svc.secretKey);
});
afterAll(() => kit.svc.close());

async function newEvent(): Promise<string> {
  const key = `best-sdk-${++n}`;
  await client.events.create('sampleChart', new CreateEventParams().withKey(key));
  return key;
}

describe('best available through the seatsio SDK', () => {
  it('bookBestAvailable answers objects, objectDetails and nextToEachOther', async () => {
    const event = await newEvent();
    const result = await client.events.bookBestAvailable(
      event,
      new BestAvailableParams().withNumber(3).withTicketTypes(['adult', 'adult', 'child']),
      null,
      'order-7',
    );
    expect(result.objects).toEqual(['A-4', 'A-5', 'A-6']);
    expect(result.nextToEachOther).toBe(true);
    const details = result.objectDetails as Record<
      string,
      { status: string; ticketType?: string; orderId?: string }
    >;
    expect(details['A-6'].status).toBe('booked');
    expect(details['A-6'].ticketType).toBe('child');
    expect(details['A-4'].orderId).toBe('order-7');
  });

  it('holdBestAvailable with categories and accessible seats; then the seats are held', async () => {
    const event = await newEvent();
    const { holdToken } = await client.holdTokens.create();
    const held = await client.events.holdBestAvailable(
      event,
      new BestAvailableParams().withNumber(3).withAccessibleSeats(1).withCategories(['Cat1']),
      holdToken,
    );
    expect(held.objects).toEqual(['A-6', 'A-7', 'A-8']);
    const infos = await client.events.retrieveObjectInfos(event, held.objects);
    for (const label of held.objects) expect(infos[label].holdToken).toBe(holdToken);
  });

  it('changeBestAvailableObjectStatus without orphan prevention, and a not-found refusal', async () => {
    const event = await newEvent();
    await client.events.book(event, ['A-4', 'A-5']);
    const result = await client.events.changeBestAvailableObjectStatus(
      event,
      new BestAvailableParams().withNumber(2).withTryToPreventOrphanSeats(false),
      'checked-in',
    );
    expect(result.objects).toEqual(['A-2', 'A-3']);
    await expect(
      client.events.bookBestAvailable(
        event,
        new BestAvailableParams().withNumber(1).withCategories(['unknown']),
      ),
    ).rejects.toMatchObject({ errors: [{ code: 'BEST_AVAILABLE_OBJECTS_NOT_FOUND' }] });
  });
});
