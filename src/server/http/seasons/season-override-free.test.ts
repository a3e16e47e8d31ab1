// Issue 32.9, third difference found by running the SDK: overriding the season status of an
// object that is free in the season is allowed (seats.io's SDK test). Season with one event, no
// bookings, override A-1 on the event: it succeeds, the event report shows A-1 free with
// seasonStatusOverriddenQuantity 1, and use-season-status undoes it. Over HTTP and through the
// unmodified SDK; on PostgreSQL too when TEST_STORE_URL is set.
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../service-test-kit';
import { type Call, caller, expectError, upload } from '../http-test-kit';
import { info, ok, season } from './season-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
});
afterAll(() => svc.close());

describe('overriding the season status of an object free in the season', () => {
  it('succeeds, shows in the event report, and use-season-status undoes it', async () => {
    const [event] = await season(call, 'free-1', 1);
    const override = await call('POST', `/events/${event}/actions/override-season-status`, {
      objects: ['A-1'],
    });
    expect(override.status, override.text).toBe(204);
    const report = await ok(call, 'GET', `/reports/events/${event}/byLabel/A-1`);
    expect(report['A-1'][0]).toMatchObject({ status: 'free', seasonStatusOverriddenQuantity: 1 });
    // Overridden, the event no longer follows the season: a season booking leaves it free.
    await ok(call, 'POST', '/events/free-1/actions/book', { objects: ['A-1'] });
    expect(await info(call, event, 'A-1')).toMatchObject({ status: 'free' });
    expectError(
      await call('POST', `/events/${event}/actions/override-season-status`, { objects: ['A-1'] }),
      400,
      'SEASON_STATUS_ALREADY_OVERRIDDEN',
    );
    await ok(call, 'POST', `/events/${event}/actions/use-season-status`, { objects: ['A-1'] });
    expect(await info(call, event, 'A-1')).toMatchObject({
      status: 'booked',
      seasonStatusOverriddenQuantity: 0,
    });
  });

  it('does the same through the SDK', async () => {
    const client = new SeatsioClient(new Region(await svc.listen()), svc.secretKey);
    const [event] = await season(call, 'free-2', 1);
    await client.events.overrideSeasonObjectStatus(event, ['A-1']);
    const report = await client.eventReports.byLabel(event, 'A-1');
    expect(report['A-1'][0].status).toBe('free');
    expect(report['A-1'][0].seasonStatusOverriddenQuantity).toBe(1);
    await client.events.useSeasonObjectStatus(event, ['A-1']);
    const after = await client.eventReports.byLabel(event, 'A-1');
    expect(after['A-1'][0].seasonStatusOverriddenQuantity).toBe(0);
  });
});
