// The official seatsio SDK, unmodified, driving the booking engine over a real socket.
import {
  CreateEventParams,
  ObjectProperties,
  Region,
  SeatsioClient,
  StatusChangeRequest,
} from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
let client: SeatsioClient;
let n = 0;

beforeAll(async () => {
  kit = await startBookingKit();
  const baseUrl = await kit.svc.listen();
  client = new SeatsioClient(new Region(baseUrl), kit.svc.secretKey);
});
afterAll(() => kit.svc.close());

async function newEvent(): Promise<string> {
  const key = `sdk-${++n}`;
  await client.events.create('sampleChart', new CreateEventParams().withKey(key));
  return key;
}

describe('the seatsio SDK', () => {
  it('books, holds and releases, reading back with retrieveObjectInfos', async () => {
    const event = await newEvent();
    const booked = await client.events.book(event, ['A-1', 'A-2'], null, 'order-1');
    expect(booked.objects['A-1'].status).toBe('booked');
    expect(booked.objects['A-1'].orderId).toBe('order-1');
    const { holdToken } = await client.holdTokens.create();
    const held = await client.events.hold(
      event,
      [new ObjectProperties('GA1').setQuantity(3).setTicketType('adult')],
      holdToken,
    );
    expect(held.objects.GA1.numHeld).toBe(3);
    expect(held.objects.GA1.holds).toEqual({ [holdToken]: { adult: 3 } });
    await client.events.release(event, ['A-1']);
    await client.events.release(event, [new ObjectProperties('GA1').setQuantity(3)], holdToken);
    const infos = await client.events.retrieveObjectInfos(event, ['A-1', 'A-2', 'GA1']);
    expect(infos['A-1'].status).toBe('free');
    expect(infos['A-2'].status).toBe('booked');
    expect(infos['A-2'].categoryKey).toBe('9');
    expect(infos.GA1.numHeld).toBe(0);
    expect(infos.GA1.numFree).toBe(100);
  });

  it('changeObjectStatus on one event and on several', async () => {
    const [one, two] = [await newEvent(), await newEvent()];
    const single = await client.events.changeObjectStatus(one, ['B-1'], 'checked-in');
    expect(single.objects['B-1'].status).toBe('checked-in');
    const several = await client.events.changeObjectStatus(
      [one, two],
      ['B-2'],
      'booked',
      null,
      'o-9',
    );
    expect(several.objects['B-2'].orderId).toBe('o-9');
    const infos = await client.events.retrieveObjectInfos(two, ['B-2']);
    expect(infos['B-2'].status).toBe('booked');
  });

  it('changeObjectStatusInBatch answers per request and is all or nothing', async () => {
    const [one, two] = [await newEvent(), await newEvent()];
    const results = await client.events.changeObjectStatusInBatch([
      new StatusChangeRequest().withEventKey(one).withObjects(['C-1']).withStatus('booked'),
      new StatusChangeRequest().withEventKey(two).withObjects(['C-2']).withStatus('vip'),
      new StatusChangeRequest()
        .withType(StatusChangeRequest.TYPE_RELEASE)
        .withEventKey(one)
        .withObjects(['C-1']),
    ]);
    const statuses = results.map((r: { objects: Record<string, { status: string }> }) =>
      Object.values(r.objects).map((o) => o.status),
    );
    expect(statuses).toEqual([['booked'], ['vip'], ['free']]);
    const refusal = await client.events
      .changeObjectStatusInBatch([
        new StatusChangeRequest().withEventKey(one).withObjects(['C-3']).withStatus('booked'),
        new StatusChangeRequest()
          .withEventKey(two)
          .withObjects(['C-2'])
          .withStatus('booked')
          .withAllowedPreviousStatuses(['free']),
      ])
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 400, errors: [{ code: 'ILLEGAL_STATUS_CHANGE' }] });
    expect((await client.events.retrieveObjectInfos(one, ['C-3']))['C-3'].status).toBe('free');
  });

  it('every channel call', async () => {
    const event = await newEvent();
    await client.events.channels.replace(event, [
      { key: 'a', name: 'A', color: '#f00', index: 1, objects: ['A-1'] },
    ]);
    await client.events.channels.add(event, 'b', 'B', '#0f0', 2, ['A-2']);
    await client.events.channels.addMultiple(event, [
      { key: 'c', name: 'C', color: '#00f', index: 3, objects: ['A-3'] },
      { key: 'd', name: 'D', color: '#000', index: 4, objects: [], areaPlaces: { GA1: 10 } },
    ]);
    await client.events.channels.update(event, 'b', 'Bee', '#0a0', ['A-2', 'A-4']);
    await client.events.channels.addObjects(event, 'c', ['A-5'], { GA1: 5 });
    await client.events.channels.removeObjects(event, 'c', ['A-3'], { GA1: 2 });
    await client.events.channels.remove(event, 'a');
    const channels = (await client.events.retrieve(event)).channels ?? [];
    expect(channels.map((c) => [c.key, c.name, c.color, c.index, c.objects, c.areaPlaces])).toEqual(
      [
        ['b', 'Bee', '#0a0', 2, ['A-2', 'A-4'], {}],
        ['c', 'C', '#00f', 3, ['A-5'], { GA1: 3 }],
        ['d', 'D', '#000', 4, [], { GA1: 10 }],
      ],
    );
    const refused = await client.events.book(event, ['A-2']).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, errors: [{ code: 'OBJECT_IN_CHANNEL' }] });
    const booked = await client.events.book(event, ['A-2'], null, null, null, null, ['b']);
    expect(booked.objects['A-2'].channel).toBe('b');
    const duplicate = await client.events.channels
      .add(event, 'b', 'X', '#fff', 9, [])
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ status: 400, errors: [{ code: 'CHANNEL_KEY_EXISTS' }] });
  });
});
