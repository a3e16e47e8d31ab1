// Issue 17, item 6: uploading a drawing over a chart that has events must not replace the drawing
// its events are booked against. The upload becomes the draft; the published drawing, the
// events' states and their reports stay until the draft is published explicitly.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, fixture } from './http-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
});
afterAll(() => svc.close());

async function ok(method: string, path: string, body?: unknown) {
  const reply = await call(method, path, body);
  expect(reply.status, `${method} ${path}: ${reply.text}`).toBeLessThan(300);
  return reply;
}

const booked = async (event: string) =>
  ((await ok('GET', `/reports/events/${event}/byStatus`)).body.booked ?? [])
    .map((o: { label: string }) => o.label)
    .sort();

describe('re-uploading the drawing of a chart', () => {
  test('with events: the upload is the draft, bookings and reports stay', async () => {
    const original = fixture('sampleChart');
    await ok('POST', '/system/public/charts/hall', original);
    await ok('POST', '/events', { chartKey: 'hall', eventKey: 'night' });
    await ok('POST', '/events/night/actions/book', { objects: ['A-1', 'B-2'] });
    await ok('POST', '/events/night/actions/mark-as-not-for-sale', { objects: ['C-3'] });
    const summaryBefore = (await ok('GET', '/reports/events/night/byStatus/summary')).body;

    // A drawing without rows A to D: published, it would drop every booking from the reports.
    const other = { ...fixture('sampleChartWithZones'), name: 'Rebuilt hall' };
    await ok('POST', '/system/public/charts/hall', other);

    expect(await booked('night')).toEqual(['A-1', 'B-2']);
    expect((await ok('GET', '/reports/events/night/byStatus/summary')).body).toEqual(summaryBefore);
    const seat = (await ok('GET', '/events/night/objects?label=C-3')).body['C-3'];
    expect(seat).toMatchObject({ forSale: false });
    expect((await ok('GET', '/charts/hall/version/published')).body).toEqual(original);
    expect((await ok('GET', '/charts/hall/version/draft')).body).toEqual(other);
    expect((await ok('GET', '/charts/hall')).body).toMatchObject({
      name: original.name,
      status: 'PUBLISHED_WITH_DRAFT',
    });

    // Publishing is explicit: refused while it would drop the bookings, then accepted with the
    // loss said aloud, and the chart takes the new drawing and name.
    const refused = await call('POST', '/charts/hall/version/draft/actions/publish');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe('PUBLISH_DROPS_BOOKED_OBJECTS');
    await ok('POST', '/charts/hall/version/draft/actions/publish?dropBookedObjects=true');
    expect((await ok('GET', '/charts/hall/version/published')).body).toEqual(other);
    expect((await ok('GET', '/charts/hall')).body).toMatchObject({ name: 'Rebuilt hall' });
  });

  test('without events: the upload replaces the published drawing, as before', async () => {
    await ok('POST', '/system/public/charts/empty-hall', fixture('sampleChart'));
    const other = { ...fixture('sampleChartWithZones'), name: 'Renamed' };
    await ok('POST', '/system/public/charts/empty-hall', other);
    expect((await ok('GET', '/charts/empty-hall/version/published')).body).toEqual(other);
    expect((await call('GET', '/charts/empty-hall/version/draft')).status).toBe(404);
    expect((await ok('GET', '/charts/empty-hall')).body).toMatchObject({
      name: 'Renamed',
      status: 'NOT_USED',
    });
  });
});
