// Issue 27, A3: publishing a draft that removes booked seats dropped the bookings silently (upload
// without row A, publish: 204, A-1 gone). Now the publish is refused, naming the booked or held
// objects, and changes nothing, unless the caller accepts the loss (?dropBookedObjects=true).
// Runs on both stores; the official SDK sees the refusal as an error.
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, createEvent, expectError, fixture, upload } from './http-test-kit';

let svc: TestService;
let call: Call;
let n = 0;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
});
afterAll(() => svc.close());

/** The sample chart without the rows named (the draft an editor saved after deleting them). */
function withoutRows(...labels: string[]): Record<string, unknown> {
  const drawing = fixture('sampleChart') as { subChart: { rows: Array<{ label: string }> } };
  drawing.subChart.rows = drawing.subChart.rows.filter((row) => !labels.includes(row.label));
  return drawing;
}

/** A chart from the sample drawing with one event; returns both keys. */
async function chartWithEvent(): Promise<{ chart: string; event: string }> {
  const chart = `hall-${++n}`;
  await upload(call, chart);
  const event = (await createEvent(call, chart)).key;
  return { chart, event };
}

async function statusOf(event: string, label: string): Promise<string> {
  const reply = await call('GET', `/events/${event}/objects?label=${label}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body[label]?.status;
}

const publish = (chart: string, query = '') =>
  call('POST', `/charts/${chart}/version/draft/actions/publish${query}`);

describe('publishing a draft that drops objects', () => {
  it('the reported steps: upload without row A, publish; refused naming A-1, nothing changes', async () => {
    const { chart, event } = await chartWithEvent();
    expect((await call('POST', `/events/${event}/actions/book`, { objects: ['A-1'] })).status).toBe(
      204,
    );
    const upload = await call('POST', `/system/public/charts/${chart}`, withoutRows('A'));
    expect(upload.status, upload.text).toBe(204);
    const published = await call('GET', `/charts/${chart}/version/published`);

    const refused = await publish(chart);
    expectError(
      refused,
      400,
      'PUBLISH_DROPS_BOOKED_OBJECTS',
      `Publishing the draft of chart ${chart} would remove 1 booked or held object: A-1 (event ${event}: booked). Nothing was published; publish with ?dropBookedObjects=true to accept the loss`,
    );
    expect((await call('GET', `/charts/${chart}`)).body.status).toBe('PUBLISHED_WITH_DRAFT');
    expect((await call('GET', `/charts/${chart}/version/published`)).body).toEqual(published.body);
    expect(await statusOf(event, 'A-1')).toBe('booked');

    // The caller accepts the loss: published as before.
    expect((await publish(chart, '?dropBookedObjects=true')).status).toBe(204);
    expect((await call('GET', `/charts/${chart}`)).body.status).toBe('PUBLISHED');
    expect((await call('GET', `/events/${event}/objects?label=A-1`)).status).toBe(400);
  });

  it('names held objects and GA places, skips expired holds, and bounds the list', async () => {
    const { chart, event } = await chartWithEvent();
    const other = (await createEvent(call, chart)).key;
    const token = (await call('POST', '/hold-tokens', {})).body.holdToken;
    const expiring = (await call('POST', '/hold-tokens', { expiresInMinutes: 1 })).body.holdToken;
    const rowB = Array.from({ length: 8 }, (_, i) => `B-${i + 1}`);
    const rowC = Array.from({ length: 8 }, (_, i) => `C-${i + 1}`);
    const book = (key: string, body: unknown) =>
      call('POST', `/events/${key}/actions/book`, body).then((r) => expect(r.status).toBe(204));
    await book(event, { objects: [...rowB, ...rowC] });
    await book(other, { objects: ['B-1', 'B-2', 'B-3', 'B-4'] });
    const hold = await call('POST', `/events/${event}/actions/hold`, {
      objects: ['D-1'],
      holdToken: token,
    });
    expect(hold.status, hold.text).toBe(204);
    const stale = await call('POST', `/events/${other}/actions/hold`, {
      objects: ['D-2'],
      holdToken: expiring,
    });
    expect(stale.status, stale.text).toBe(204);
    svc.advanceClock(2 * 60_000);
    const draft = withoutRows('B', 'C', 'D') as { subChart: { generalAdmissionAreas: unknown[] } };
    // The GA area goes too: 3 of its places are booked in the other event.
    await book(other, { objects: [{ objectId: 'GA1', quantity: 3 }] });
    draft.subChart.generalAdmissionAreas = [];
    expect((await call('POST', `/system/public/charts/${chart}`, draft)).status).toBe(204);

    const refused = await publish(chart);
    // 16 + 1 in the event, 4 + 1 GA area in the other; D-2's hold has expired.
    expectError(refused, 400, 'PUBLISH_DROPS_BOOKED_OBJECTS', /would remove 22 booked or held/);
    const message: string = refused.body.messages[0];
    expect(message).toContain(`B-1 (event ${event}: booked)`);
    expect(message).toMatch(/ and 2 more\. Nothing was published/);
    expect(message.match(/\(event /g)).toHaveLength(20);
    expect(message).not.toContain('D-2');
    expect(await statusOf(event, 'D-1')).toBe('reservedByToken');

    // Holds are named with their status, as bookings are.
    const names = message.match(/[A-Z]+\d*-?\d* \(event [^)]+\)/g) ?? [];
    expect(names.some((name) => name.startsWith(`D-1 (event ${event}: reservedByToken`))).toBe(
      true,
    );
  });

  it('publishes a draft that drops only free objects as before, and one with nothing dropped', async () => {
    const { chart, event } = await chartWithEvent();
    await call('POST', `/events/${event}/actions/book`, { objects: ['B-1'] });
    expect((await call('POST', `/system/public/charts/${chart}`, withoutRows('A'))).status).toBe(
      204,
    );
    expect((await publish(chart)).status).toBe(204);
    expect(await statusOf(event, 'B-1')).toBe('booked');
    expect((await call('POST', `/charts/${chart}`, { name: 'renamed in a draft' })).status).toBe(
      204,
    );
    expect((await publish(chart)).status).toBe(204);
  });

  it('the official SDK gets the refusal as an error naming the object', async () => {
    const { chart, event } = await chartWithEvent();
    await call('POST', `/events/${event}/actions/book`, { objects: ['A-1'] });
    await call('POST', `/system/public/charts/${chart}`, withoutRows('A'));
    const client = new SeatsioClient(new Region(await svc.listen()), svc.secretKey);
    const error = await client.charts.publishDraftVersion(chart).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      errors: [{ code: 'PUBLISH_DROPS_BOOKED_OBJECTS', message: expect.stringContaining('A-1') }],
    });
  });
});
