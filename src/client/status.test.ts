// The thin client's status and channel calls against the real service, in-process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from '../server/http/booking-test-kit';
import { ChannelsApi } from './channels';
import { StatusApi } from './status';
import { ApiError, Transport } from './transport';

let kit: BookingKit;
let status: StatusApi;
let channels: ChannelsApi;
beforeAll(async () => {
  kit = await startBookingKit();
  const transport = new Transport({
    baseUrl: kit.svc.baseUrl,
    secretKey: kit.svc.secretKey,
    fetch: kit.svc.fetch,
  });
  status = new StatusApi(transport);
  channels = new ChannelsApi(transport);
});
afterAll(() => kit.svc.close());

describe('StatusApi', () => {
  it('books, holds, releases and changes, answering the objects it changed', async () => {
    const event = await kit.event();
    expect(
      (await status.book(event, { objects: ['A-1'], orderId: 'o' })).objects['A-1'],
    ).toMatchObject({ status: 'booked', orderId: 'o' });
    const token = await kit.holdToken();
    expect(
      (await status.hold(event, { objects: ['A-2'], holdToken: token })).objects['A-2'].holdToken,
    ).toBe(token);
    expect(
      (await status.release(event, { objects: ['A-2'], holdToken: token })).objects['A-2'].status,
    ).toBe('free');
    expect(
      (await status.changeObjectStatus(event, { objects: ['A-3'], status: 'vip' })).objects['A-3']
        .status,
    ).toBe('vip');
    const other = await kit.event();
    const group = await status.changeObjectStatusForEvents([event, other], {
      objects: ['A-4'],
      status: 'booked',
    });
    expect(group.objects['A-4'].status).toBe('booked');
    const batch = await status.changeObjectStatusInBatch([
      { event, objects: ['A-4'], type: 'RELEASE' },
      { event: other, objects: [{ objectId: 'GA1', quantity: 4 }], status: 'booked' },
    ]);
    expect(batch.results.map((r) => Object.keys(r.objects))).toEqual([['A-4'], ['GA1']]);
    expect(batch.results[1].objects.GA1.numBooked).toBe(4);
  });

  it('reads object infos, updates extra data and marks (not) for sale', async () => {
    const event = await kit.event();
    await status.updateExtraData(event, 'B-1', { note: 'x' });
    await status.markAsNotForSale(event, { objects: ['B-2'] });
    let infos = await status.objectInfos(event, ['B-1', 'B-2']);
    expect([infos['B-1'].extraData, infos['B-2'].forSale]).toEqual([{ note: 'x' }, false]);
    await status.markAsForSale(event, { objects: ['B-2'] });
    await status.markAsNotForSale(event, { areaPlaces: { GA1: 3 } });
    await status.markEverythingAsForSale(event);
    infos = await status.objectInfos(event, ['B-2', 'GA1']);
    expect([infos['B-2'].forSale, infos.GA1.numNotForSale]).toEqual([true, 0]);
  });

  it('lets the service choose with bestAvailable, answering the chosen labels', async () => {
    const event = await kit.event();
    const token = await kit.holdToken();
    const held = await status.bestAvailable(event, 'hold', {
      holdToken: token,
      bestAvailable: { number: 2 },
    });
    expect(held).toMatchObject({ objects: ['A-4', 'A-5'], nextToEachOther: true });
    expect(held.objectDetails['A-4']).toMatchObject({
      status: 'reservedByToken',
      holdToken: token,
    });
    await expect(
      status.bestAvailable(event, 'book', { bestAvailable: { number: 2, categories: ['nope'] } }),
    ).rejects.toMatchObject({ code: 'BEST_AVAILABLE_OBJECTS_NOT_FOUND' });
  });

  it('turns a refusal into an ApiError with the rule’s code', async () => {
    const event = await kit.event();
    await status.book(event, { objects: ['C-1'] });
    const error = await status.book(event, { objects: ['C-1'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'OBJECT_ALREADY_IN_STATUS',
      message: 'C-1 is already booked',
    });
  });
});

describe('ChannelsApi', () => {
  it('drives every channel call', async () => {
    const event = await kit.event();
    await channels.replace(event, [{ key: 'a', name: 'A', objects: ['A-1'] }]);
    await channels.add(event, { key: 'b', name: 'B' });
    await channels.add(event, [{ key: 'c', name: 'C' }]);
    await channels.update(event, 'b', { color: '#abcdef', objects: ['A-1'] });
    await channels.addObjects(event, 'c', { objects: ['A-2'], areaPlaces: { GA1: 4 } });
    await channels.removeObjects(event, 'c', { areaPlaces: { GA1: 1 } });
    await channels.remove(event, 'a');
    const answer = await kit.call('GET', `/events/${event}`);
    expect(answer.body.channels).toEqual([
      { id: 'b', key: 'b', name: 'B', color: '#abcdef', objects: ['A-1'], areaPlaces: {} },
      { id: 'c', key: 'c', name: 'C', objects: ['A-2'], areaPlaces: { GA1: 3 } },
    ]);
  });
});
