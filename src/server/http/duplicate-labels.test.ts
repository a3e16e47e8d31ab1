// Issue 27, A4: an upload may give two seats the same label (seats.io accepts such drawings too
// and reports them through chart validation), but booking A-1 books one and the other stayed
// "free" in every count forever. Now only the first object of a label is offered: the later one
// is in no report, summary or best-available choice, and chart validation names the duplicates
// (the official SDK's validatePublishedVersion / validateDraftVersion). And seat labels of 8,402
// characters were accepted, 1,000 on every other route: refused, naming the object. Both stores.
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { startTestService, type TestService } from '../service-test-kit';
import {
  type Call,
  caller,
  createEvent,
  expectError,
  fixture,
  workspaceSnapshot,
} from './http-test-kit';

let svc: TestService;
let call: Call;
let client: SeatsioClient;

type Seat = { label: string; x: number };
type Drawing = { subChart: { rows: Array<{ label: string; seats: Seat[] }> } };

/** The sample chart with a second seat labelled A-1 (a copy of A-8, relabelled), as reported. */
function withDuplicateA1(): Drawing {
  const drawing = fixture('sampleChart') as unknown as Drawing;
  const rowA = drawing.subChart.rows.find((row) => row.label === 'A');
  if (!rowA) throw new Error('no row A');
  rowA.seats.push({ ...(rowA.seats.at(-1) as Seat), label: '1', x: 999 });
  return drawing;
}

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  client = new SeatsioClient(new Region(await svc.listen()), svc.secretKey);
  const uploaded = await call('POST', '/system/public/charts/dup', withDuplicateA1());
  expect(uploaded.status, uploaded.text).toBe(204);
  await createEvent(call, 'dup', 'show');
  expect((await call('POST', '/events/show/actions/book', { objects: ['A-1'] })).status).toBe(204);
});
afterAll(() => svc.close());

describe('a drawing giving two seats the label A-1, A-1 booked', () => {
  it('counts one A-1, booked, and no free one left in any report or summary', async () => {
    const byLabel = await call('GET', '/reports/events/show/byLabel');
    expect(byLabel.body['A-1']).toHaveLength(1);
    expect(byLabel.body['A-1'][0].status).toBe('booked');
    // The same places as an event on the sample chart itself: the duplicate is not one of them.
    expect((await call('POST', '/system/public/charts/plain', fixture('sampleChart'))).status).toBe(
      204,
    );
    await createEvent(call, 'plain', 'plain-show');
    const plain = (await call('GET', '/reports/events/plain-show/byStatus/summary')).body;
    const summary = (await call('GET', '/reports/events/show/byStatus/summary')).body;
    expect(summary.booked.count).toBe(1);
    expect(summary.free.count).toBe(plain.free.count - 1);
    const flat = await call('GET', '/reports/events/show');
    expect(flat.body.filter((o: { label: string }) => o.label === 'A-1')).toHaveLength(1);
    const chartReport = await call('GET', '/reports/charts/dup/byLabel');
    expect(chartReport.body['A-1']).toHaveLength(1);
  });

  it('never offers the duplicate: best available takes every free seat but it', async () => {
    const seats = (await call('GET', '/reports/events/show/byObjectType/summary')).body.seat;
    const free = seats.byStatus.free as number;
    const chosen = await call('POST', '/events/show/actions/hold', {
      bestAvailable: { number: free },
      holdToken: (await call('POST', '/hold-tokens', {})).body.holdToken,
    });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body.objects).not.toContain('A-1');
    expect(chosen.body.objects).toHaveLength(free);
  });

  it('names the duplicate in chart validation, published and draft, through the official SDK', async () => {
    // The rule's level is OFF until the company sets it (wire §15.7); the duplicates are named anyway.
    expect(await client.charts.validatePublishedVersion('dup')).toMatchObject({
      warnings: [],
      duplicateLabels: [{ label: 'A-1', count: 2 }],
    });
    const admin = caller(svc, svc.company.admin.secretKey);
    const level = { key: 'VALIDATE_DUPLICATE_LABELS', value: 'WARNING' };
    expect((await admin('POST', '/accounts/me/settings', level)).status).toBe(204);
    expect(await client.charts.validatePublishedVersion('dup')).toEqual({
      errors: [],
      warnings: ['VALIDATE_DUPLICATE_LABELS'],
      duplicateLabels: [{ label: 'A-1', count: 2 }],
      duplicateLabelCount: 1,
    });
    const noDraft = await client.charts.validateDraftVersion('dup').catch((e: unknown) => e);
    expect(noDraft).toMatchObject({ status: 404, errors: [{ code: 'DRAFT_NOT_FOUND' }] });
    // The draft fixes it: clean, while the published version still has it.
    expect((await call('POST', '/system/public/charts/dup', fixture('sampleChart'))).status).toBe(
      204,
    );
    expect(await client.charts.validateDraftVersion('dup')).toMatchObject({
      errors: [],
      warnings: [],
      duplicateLabels: [],
    });
    expect((await client.charts.validatePublishedVersion('dup')).warnings).toEqual([
      'VALIDATE_DUPLICATE_LABELS',
    ]);
    const clean = await call('POST', '/system/public/charts/clean', fixture('sampleChart'));
    expect(clean.status).toBe(204);
    expect((await client.charts.validatePublishedVersion('clean')).warnings).toEqual([]);
  });
});

describe('label length in an upload', () => {
  it('refuses a seat label of 8,402 characters, naming the seat, and stores nothing', async () => {
    const drawing = fixture('sampleChart') as unknown as Drawing;
    drawing.subChart.rows[0].seats[2].label = 'x'.repeat(8_402);
    const before = await workspaceSnapshot(call);
    const refused = await call('POST', '/system/public/charts/long', drawing);
    expectError(
      refused,
      400,
      'GENERAL_ERROR',
      `drawing.subChart.rows[0].seats[2]: the seat's label is 8404 characters (A-${'x'.repeat(38)}…); at most ${LIMITS.textLength} are accepted`,
    );
    expect(await workspaceSnapshot(call)).toEqual(before);
  });

  it('takes a label of exactly 1,000 characters, which the booking route takes too', async () => {
    const drawing = fixture('sampleChart') as unknown as Drawing;
    const seat = 'y'.repeat(LIMITS.textLength - 2);
    drawing.subChart.rows[0].seats[2].label = seat;
    expect((await call('POST', '/system/public/charts/long-ok', drawing)).status).toBe(204);
    await createEvent(call, 'long-ok', 'long-ok');
    const booked = await call('POST', '/events/long-ok/actions/book', { objects: [`A-${seat}`] });
    expect(booked.status, booked.text).toBe(204);
  });
});
