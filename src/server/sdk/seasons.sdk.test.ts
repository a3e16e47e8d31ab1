// The official seats.io SDK (npm `seatsio`), unmodified, driving seasons over a real socket:
// create with events, partial seasons, events created later, update, season bookings seen in
// the events, override and use of the season status, single and in the batch (docs/seasons.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateSeasonParams,
  type Event,
  ObjectProperties,
  Region,
  SeatsioClient,
  StatusChangeRequest,
  TableBookingConfig,
  UpdateSeasonParams,
} from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestCompanySchema } from '../../contract/accounts';
import { DEV_SYSTEM_SECRET, startTestService, type TestService } from '../service-test-kit';

const fixtures = resolve(import.meta.dirname, '../../../fixtures/charts');
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

let svc: TestService;
let client: SeatsioClient;

beforeAll(async () => {
  svc = await startTestService();
  const baseUrl = await svc.listen();
  const response = await fetch(`${baseUrl}/system/private/create-test-company`, {
    method: 'POST',
    headers: { authorization: basic(DEV_SYSTEM_SECRET) },
  });
  const company = TestCompanySchema.parse(await response.json());
  client = new SeatsioClient(new Region(baseUrl), company.workspace.secretKey);
  const upload = await fetch(`${baseUrl}/system/public/charts/sampleChart`, {
    method: 'POST',
    headers: {
      authorization: basic(company.workspace.secretKey),
      'content-type': 'application/json',
    },
    body: readFileSync(resolve(fixtures, 'sampleChart.json'), 'utf8'),
  });
  expect(upload.status).toBe(204);
});
afterAll(() => svc.close());

describe('seasons through the SDK', () => {
  it('creates, retrieves and updates seasons, partial seasons and their events', async () => {
    const season = await client.seasons.create(
      'sampleChart',
      new CreateSeasonParams()
        .key('sdk-season')
        .name('Season')
        .eventKeys(['sdk-1', 'sdk-2'])
        .tableBookingConfig(TableBookingConfig.allBySeat()),
    );
    expect(season.key).toBe('sdk-season');
    expect(season.isSeason()).toBe(true);
    expect(season.isTopLevelSeason).toBe(true);
    expect(season.events?.map((event) => event.key)).toEqual(['sdk-1', 'sdk-2']);
    expect(season.events?.[0].topLevelSeasonKey).toBe('sdk-season');

    const created: Event[] = await client.seasons.createEvents('sdk-season', null, ['sdk-3']);
    expect(created.map((event) => event.key)).toEqual(['sdk-3']);
    expect(created[0].isEventInSeason).toBe(true);

    const partial = await client.seasons.createPartialSeason('sdk-season', 'sdk-half', 'Half', [
      'sdk-1',
    ]);
    expect(partial.isPartialSeason).toBe(true);
    expect(partial.topLevelSeasonKey).toBe('sdk-season');
    const added = await client.seasons.addEventsToPartialSeason('sdk-season', 'sdk-half', [
      'sdk-2',
    ]);
    expect(added.events?.map((event) => event.key)).toEqual(['sdk-1', 'sdk-2']);
    const removed = await client.seasons.removeEventFromPartialSeason(
      'sdk-season',
      'sdk-half',
      'sdk-1',
    );
    expect(removed.events?.map((event) => event.key)).toEqual(['sdk-2']);

    await client.seasons.update('sdk-season', new UpdateSeasonParams().withName('Renamed'));
    const read = await client.seasons.retrieve('sdk-season');
    expect(read.name).toBe('Renamed');
    expect(read.isSeason()).toBe(true);
    expect((read as { partialSeasonKeys?: string[] }).partialSeasonKeys).toEqual(['sdk-half']);
    const event = await client.events.retrieve('sdk-2');
    expect(event.partialSeasonKeysForEvent).toEqual(['sdk-half']);
  });

  it('createEvents by keys answers them newest first (seats.io’s SDK test)', async () => {
    await client.seasons.create('sampleChart', new CreateSeasonParams().key('sdk-order'));
    const created: Event[] = await client.seasons.createEvents('sdk-order', null, [
      'event1',
      'event2',
    ]);
    expect(created.map((event) => event.key)).toEqual(['event2', 'event1']);
  });

  it('books for the season, overrides for one event and uses the season status again', async () => {
    await client.seasons.create(
      'sampleChart',
      new CreateSeasonParams().key('sdk-s2').eventKeys(['sdk-s2-1', 'sdk-s2-2']),
    );
    await client.events.book('sdk-s2', ['A-1']);
    await client.events.book('sdk-s2', [new ObjectProperties('GA1').setQuantity(5)]);
    const seat = await client.events.retrieveObjectInfo('sdk-s2-1', 'A-1');
    expect(seat.status).toBe('booked');
    expect(seat.seasonStatusOverriddenQuantity).toBe(0);
    expect((await client.events.retrieveObjectInfo('sdk-s2-2', 'GA1')).numBooked).toBe(5);

    await client.events.overrideSeasonObjectStatus('sdk-s2-1', ['A-1']);
    const overridden = await client.events.retrieveObjectInfo('sdk-s2-1', 'A-1');
    expect(overridden.status).toBe('free');
    expect(overridden.seasonStatusOverriddenQuantity).toBe(1);
    await client.events.useSeasonObjectStatus('sdk-s2-1', ['A-1']);
    expect((await client.events.retrieveObjectInfo('sdk-s2-1', 'A-1')).status).toBe('booked');

    const results = await client.events.changeObjectStatusInBatch([
      new StatusChangeRequest()
        .withType(StatusChangeRequest.TYPE_OVERRIDE_SEASON_STATUS)
        .withEventKey('sdk-s2-2')
        .withObjects(['A-1'])
        .withSeasonKey('sdk-s2'),
      new StatusChangeRequest().withEventKey('sdk-s2-2').withObjects(['A-1']).withStatus('booked'),
    ]);
    expect(results[1].objects['A-1'].status).toBe('booked');
    expect(results[1].objects['A-1'].seasonStatusOverriddenQuantity).toBe(1);

    const report = await client.eventReports.byStatus('sdk-s2-1');
    expect(report.booked.map((info) => info.label).sort()).toEqual(['A-1', 'GA1']);
  });
});
