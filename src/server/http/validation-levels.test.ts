// Issue 32, wire §15.7: the company's chart validation levels act. A chart like seats.io's
// sampleChartWithErrors (A-1 twice, a seat labelled "?", A-4 without category, no focal point,
// seats and a GA area in one category) validates per level, published and draft; a rule at ERROR
// that fails blocks creating events on the chart and publishing the draft (400
// DRAWING_VALIDATION_FAILED, the rules in errors[0].data.failedValidations) and changes nothing;
// WARNING never blocks. Through HTTP and the official SDK; both stores.
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, createEvent, fixture, workspaceSnapshot } from './http-test-kit';

let svc: TestService;
let url: string;

beforeAll(async () => {
  svc = await startTestService();
  url = await svc.listen();
});
afterAll(() => svc.close());

type Seat = Record<string, unknown> & { label: string };
type Drawing = { subChart: { rows: Array<{ label: string; seats: Seat[] }>; focalPoint: unknown } };
const FIVE = [
  'VALIDATE_DUPLICATE_LABELS',
  'VALIDATE_OBJECTS_WITHOUT_CATEGORIES',
  'VALIDATE_UNLABELED_OBJECTS',
  'VALIDATE_FOCAL_POINT',
  'VALIDATE_OBJECT_TYPES_PER_CATEGORY',
];

function chartWithErrors(): Drawing {
  const drawing = fixture('sampleChart') as unknown as Drawing;
  const seats = (label: string) =>
    drawing.subChart.rows.find((row) => row.label === label)?.seats ?? [];
  seats('A').push({ ...seats('A')[0], x: 999 });
  seats('B')[2].label = '?';
  seats('A')[3].categoryKey = null;
  drawing.subChart.focalPoint = null;
  return drawing;
}

/** A company of its own (levels are company-wide), its admin key and the SDK on it. */
async function company() {
  const made = await svc.newCompany();
  const admin = caller(svc, made.admin.secretKey);
  const sdk = new SeatsioClient(new Region(url), made.admin.secretKey);
  const setLevel = async (key: string, value: string) => {
    const reply = await admin('POST', '/accounts/me/settings', { key, value });
    expect(reply.status, reply.text).toBe(204);
  };
  const uploaded = await admin('POST', '/system/public/charts/errs', chartWithErrors());
  expect(uploaded.status, uploaded.text).toBe(204);
  return { admin, sdk, setLevel };
}

/** Renaming a chart that has events makes a draft. */
async function makeDraft(admin: Call) {
  const renamed = await admin('POST', '/charts/errs', { name: 'renamed' });
  expect(renamed.status, renamed.text).toBe(204);
}

describe('chart validation at the company levels', () => {
  it('is empty while every level is OFF (the default), duplicates still named', async () => {
    const { sdk } = await company();
    expect(await sdk.charts.validatePublishedVersion('errs')).toEqual({
      errors: [],
      warnings: [],
      duplicateLabels: [{ label: 'A-1', count: 2 }],
      duplicateLabelCount: 1,
    });
  });

  it('lists the five failing rules at WARNING, published and draft; one at OFF is left out', async () => {
    const { admin, sdk, setLevel } = await company();
    for (const rule of FIVE) await setLevel(rule, 'WARNING');
    expect(await sdk.charts.validatePublishedVersion('errs')).toMatchObject({
      errors: [],
      warnings: FIVE,
    });
    await createEvent(admin, 'errs');
    await makeDraft(admin);
    expect(await sdk.charts.validateDraftVersion('errs')).toMatchObject({
      errors: [],
      warnings: FIVE,
    });
    await setLevel('VALIDATE_OBJECT_TYPES_PER_CATEGORY', 'OFF');
    const listed = await admin('GET', '/charts?expand=validation');
    expect(listed.body.items[0].validation).toMatchObject({
      errors: [],
      warnings: FIVE.slice(0, 4),
    });
  });

  it('refuses creating an event on a chart failing an ERROR rule, through HTTP and the SDK', async () => {
    const { admin, sdk, setLevel } = await company();
    await setLevel('VALIDATE_FOCAL_POINT', 'ERROR');
    await setLevel('VALIDATE_UNLABELED_OBJECTS', 'WARNING');
    const before = await workspaceSnapshot(admin);
    const refused = await admin('POST', '/events', { chartKey: 'errs', eventKey: 'e1' });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        code: 'DRAWING_VALIDATION_FAILED',
        message: expect.stringContaining('VALIDATE_FOCAL_POINT'),
        data: { failedValidations: ['VALIDATE_FOCAL_POINT'] },
      },
    ]);
    const many = await admin('POST', '/events/actions/create-multiple', {
      chartKey: 'errs',
      events: [{ eventKey: 'e2' }],
    });
    expect(many.body.errors?.[0]?.code, many.text).toBe('DRAWING_VALIDATION_FAILED');
    await expect(sdk.events.create('errs')).rejects.toMatchObject({
      status: 400,
      errors: [
        {
          code: 'DRAWING_VALIDATION_FAILED',
          data: { failedValidations: ['VALIDATE_FOCAL_POINT'] },
        },
      ],
    });
    expect(await workspaceSnapshot(admin)).toEqual(before);
    // A warning never blocks.
    await setLevel('VALIDATE_FOCAL_POINT', 'WARNING');
    expect((await sdk.events.create('errs')).chartKey).toBe('errs');
  });

  it('refuses publishing a draft failing an ERROR rule, and publishes it once only warned', async () => {
    const { admin, sdk, setLevel } = await company();
    await createEvent(admin, 'errs');
    await makeDraft(admin);
    await setLevel('VALIDATE_DUPLICATE_LABELS', 'ERROR');
    await setLevel('VALIDATE_OBJECTS_WITHOUT_CATEGORIES', 'ERROR');
    const before = await workspaceSnapshot(admin);
    const refused = await admin('POST', '/charts/errs/version/draft/actions/publish');
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'DRAWING_VALIDATION_FAILED',
      data: {
        failedValidations: ['VALIDATE_DUPLICATE_LABELS', 'VALIDATE_OBJECTS_WITHOUT_CATEGORIES'],
      },
    });
    await expect(sdk.charts.publishDraftVersion('errs')).rejects.toMatchObject({
      status: 400,
      errors: [{ code: 'DRAWING_VALIDATION_FAILED' }],
    });
    expect(await workspaceSnapshot(admin)).toEqual(before);
    expect((await sdk.charts.retrieve('errs')).status).toBe('PUBLISHED_WITH_DRAFT');
    await setLevel('VALIDATE_DUPLICATE_LABELS', 'WARNING');
    await setLevel('VALIDATE_OBJECTS_WITHOUT_CATEGORIES', 'OFF');
    await sdk.charts.publishDraftVersion('errs');
    expect(await sdk.charts.retrieve('errs')).toMatchObject({
      status: 'PUBLISHED',
      name: 'renamed',
    });
  });

  it('refuses an unknown rule or level by name and keeps the level it had', async () => {
    const { admin, setLevel } = await company();
    await setLevel('VALIDATE_EMPTY_FLOOR', 'ERROR');
    const rule = await admin('POST', '/accounts/me/settings', {
      key: 'VALIDATE_X',
      value: 'ERROR',
    });
    expect(rule.status).toBe(400);
    expect(rule.body.errors[0]).toMatchObject({
      code: 'UNKNOWN_SETTING',
      message: expect.stringContaining('"VALIDATE_X"'),
    });
    const level = await admin('POST', '/accounts/me/settings', {
      key: 'VALIDATE_EMPTY_FLOOR',
      value: 'error',
    });
    expect(level.status).toBe(400);
    expect(level.body.errors[0]).toMatchObject({
      code: 'INVALID_SETTING_VALUE',
      message: expect.stringContaining('"error"'),
    });
    const settings = (await admin('GET', '/accounts/me')).body.settings.chartValidation;
    expect(settings.VALIDATE_EMPTY_FLOOR).toBe('ERROR');
  });
});
