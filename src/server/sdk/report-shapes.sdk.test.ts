// The official seats.io SDK (npm `seatsio`), unmodified, reading summaries and deep summaries over
// a real socket: the maps seats.io puts in every group reach a client nobody here wrote.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CreateEventParams, ObjectProperties, Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';

let svc: TestService;
let client: SeatsioClient;
const event = 'sdk-report-shapes';

beforeAll(async () => {
  svc = await startTestService();
  const baseUrl = await svc.listen();
  // The SDK has no upload call: the designer's drawing goes in through the public system API.
  const drawing = resolve(import.meta.dirname, '../../../fixtures/charts/sampleChart.json');
  const upload = await fetch(`${baseUrl}/system/public/charts/sampleChart`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${svc.secretKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: readFileSync(drawing, 'utf8'),
  });
  expect(upload.status).toBe(204);
  client = new SeatsioClient(new Region(baseUrl), svc.secretKey);
  await client.events.create('sampleChart', new CreateEventParams().withKey(event));
  await client.events.book(event, ['A-1']);
  await client.events.book(event, [new ObjectProperties('GA1').setQuantity(3)]);
});
afterAll(() => svc.close());

describe('summaries through the seatsio SDK', () => {
  it('a summary group carries every other dimension', async () => {
    const byStatus = await client.eventReports.summaryByStatus(event);
    expect(byStatus.booked).toEqual({
      count: 4,
      bySection: { NO_SECTION: 4 },
      byCategoryLabel: { Cat1: 4 },
      byCategoryKey: { '9': 4 },
      byAvailability: { not_available: 4 },
      byAvailabilityReason: { booked: 4 },
      bySelectability: { not_selectable: 4 },
      byChannel: { NO_CHANNEL: 4 },
      byObjectType: { seat: 1, generalAdmission: 3 },
      byZone: { NO_ZONE: 4 },
    });
    const byChannel = await client.eventReports.summaryByChannel(event);
    expect(byChannel.NO_CHANNEL.bySection).toEqual({ NO_SECTION: 232 });
    const byType = await client.eventReports.summaryByObjectType(event);
    expect(byType.booth).toMatchObject({ count: 0, byZone: {}, byAvailabilityReason: {} });
    const chart = await client.chartReports.summaryByObjectType('sampleChart');
    expect(chart.seat.byZone).toEqual({ NO_ZONE: 32 });
  });

  it('a deep summary entry carries every dimension but its two levels', async () => {
    const deep = await client.eventReports.deepSummaryByChannel(event);
    expect(Object.keys(deep.NO_CHANNEL)).toEqual(['count', 'byCategoryLabel']);
    expect(deep.NO_CHANNEL.byCategoryLabel.Cat1).toEqual({
      count: 116,
      bySection: { NO_SECTION: 116 },
      byStatus: { booked: 4, free: 112 },
      byAvailability: { available: 112, not_available: 4 },
      byAvailabilityReason: { available: 112, booked: 4 },
      bySelectability: { selectable: 112, not_selectable: 4 },
      byObjectType: { seat: 16, generalAdmission: 100 },
      byZone: { NO_ZONE: 116 },
    });
    const byStatus = await client.eventReports.deepSummaryByStatus(event);
    expect(byStatus.booked.bySection.NO_SECTION.bySelectability).toEqual({ not_selectable: 4 });
  });
});
