// The thin client's season calls against the real service, in-process: answers parsed with the
// contract, overrides seen through the object infos.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from '../server/http/booking-test-kit';
import { SeatdeskClient } from '.';

let kit: BookingKit;
let client: SeatdeskClient;
beforeAll(async () => {
  kit = await startBookingKit();
  client = new SeatdeskClient({
    baseUrl: kit.svc.baseUrl,
    secretKey: kit.svc.secretKey,
    fetch: kit.svc.fetch,
  });
});
afterAll(() => kit.svc.close());

it('creates seasons, partial seasons and events in them, and overrides a season seat', async () => {
  const season = await client.seasons.create({
    chartKey: 'sampleChart',
    key: 'client-season',
    eventKeys: ['cs-1', 'cs-2'],
  });
  expect(season.events?.map((event) => event.key)).toEqual(['cs-1', 'cs-2']);
  const { events } = await client.seasons.createEvents('client-season', { numberOfEvents: 1 });
  expect(events[0].topLevelSeasonKey).toBe('client-season');
  const partial = await client.seasons.createPartialSeason('client-season', {
    key: 'cs-half',
    eventKeys: ['cs-1'],
  });
  expect(partial.isPartialSeason).toBe(true);
  expect(
    (await client.seasons.addEventsToPartialSeason('client-season', 'cs-half', ['cs-2'])).events
      ?.length,
  ).toBe(2);
  expect(
    (await client.seasons.removeEventFromPartialSeason('client-season', 'cs-half', 'cs-2')).events
      ?.length,
  ).toBe(1);
  await client.status.book('client-season', { objects: ['A-1'] });
  await client.seasons.overrideSeasonStatus('cs-2', { objects: ['A-1'] });
  const info = await kit.call('GET', '/events/cs-2/objects?label=A-1');
  expect(info.body['A-1']).toMatchObject({ status: 'free', seasonStatusOverriddenQuantity: 1 });
  await client.seasons.useSeasonStatus('cs-2', { objects: ['A-1'] });
  expect((await kit.call('GET', '/events/cs-2/objects?label=A-1')).body['A-1'].status).toBe(
    'booked',
  );
});
