// The four category calls (add, list, update, remove): 204/400/404, key types kept, the path
// key `1` finding the numeric key 1, and the draft rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryListSchema } from '../../contract/charts';
import { startTestService, type TestService } from '../service-test-kit';
import {
  type Call,
  caller,
  createEvent,
  expectError,
  fixture,
  upload,
  workspaceSnapshot,
} from './http-test-kit';

let svc: TestService;
let call: Call;
let n = 0;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
});
afterAll(() => svc.close());

const SAMPLE_CATEGORIES = [
  { key: 9, label: 'Cat1', color: '#87A9CD', accessible: false },
  { key: 10, label: 'Cat2', color: '#5E42ED', accessible: false },
  { key: 'string11', label: 'Cat3', color: '#5E42BB', accessible: false },
];

async function sampleChart(): Promise<string> {
  const key = `categories-${++n}`;
  await upload(call, key);
  return key;
}

async function categoriesOf(chart: string) {
  const reply = await call('GET', `/charts/${encodeURIComponent(chart)}/categories`);
  expect(reply.status).toBe(200);
  return CategoryListSchema.parse(reply.body).categories;
}

describe('GET /charts/{key}/categories', () => {
  it("lists the drawing's categories in order, with exactly four fields each", async () => {
    const chart = await sampleChart();
    const reply = await call('GET', `/charts/${chart}/categories`);
    expect(reply.body).toEqual({ categories: SAMPLE_CATEGORIES });
  });
});

describe('POST /charts/{key}/categories', () => {
  it('adds at the end, keeping the key type, with a colour and accessible false by default', async () => {
    const chart = await sampleChart();
    const numeric = await call('POST', `/charts/${chart}/categories`, { key: 1, label: 'One' });
    expect(numeric.status).toBe(204);
    expect(numeric.text).toBe('');
    const text = { key: 'vip', label: 'VIP', color: 'gold', accessible: true };
    expect((await call('POST', `/charts/${chart}/categories`, text)).status).toBe(204);
    const categories = await categoriesOf(chart);
    expect(categories).toEqual([
      ...SAMPLE_CATEGORIES,
      {
        key: 1,
        label: 'One',
        color: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
        accessible: false,
      },
      text,
    ]);
    expect(typeof categories[3].key).toBe('number');
    expect(typeof categories[4].key).toBe('string');
  });

  it('refuses a key that exists, also when given as a string for a number', async () => {
    const chart = await sampleChart();
    const before = await workspaceSnapshot(call);
    for (const key of [9, '9', 'string11']) {
      expectError(
        await call('POST', `/charts/${chart}/categories`, { key, label: 'Again' }),
        400,
        'CATEGORY_ALREADY_EXISTS',
        `Category key already exists on chart ${chart}: ${key}`,
      );
    }
    expect(await workspaceSnapshot(call)).toEqual(before);
  });

  it('requires key and label, and names the field that is wrong', async () => {
    const chart = await sampleChart();
    const before = await workspaceSnapshot(call);
    const cases: Array<[unknown, RegExp]> = [
      [{ label: 'No key' }, /^body\.key: /],
      [{ key: 5 }, /^body\.label: /],
      [{ key: 5, label: '   ' }, /^body\.label: must not be empty/],
      [{ key: '', label: 'Empty key' }, /^body\.key: /],
      [{ key: true, label: 'Bool key' }, /^body\.key: /],
      [{ key: 5, label: 'x', color: 'not a colour!' }, /^body\.color: must be a CSS colour/],
      [{ key: 5, label: 'x', accessible: 'yes' }, /^body\.accessible: /],
      [{ key: 5, label: 'x', colour: '#fff' }, /^body: Unrecognized key: "colour"/],
    ];
    for (const [body, message] of cases) {
      expectError(
        await call('POST', `/charts/${chart}/categories`, body),
        400,
        'GENERAL_ERROR',
        message,
      );
    }
    expect(await workspaceSnapshot(call)).toEqual(before);
  });
});

describe('POST /charts/{key}/categories/{categoryKey}', () => {
  it('changes only the given fields; the path key 1 finds the numeric key 1', async () => {
    const chart = await sampleChart();
    await call('POST', `/charts/${chart}/categories`, { key: 1, label: 'One', color: '#111111' });
    const reply = await call('POST', `/charts/${chart}/categories/1`, { label: 'Uno' });
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
    await call('POST', `/charts/${chart}/categories/string11`, { accessible: true, color: 'red' });
    const categories = await categoriesOf(chart);
    expect(categories[3]).toEqual({ key: 1, label: 'Uno', color: '#111111', accessible: false });
    expect(categories[2]).toEqual({
      key: 'string11',
      label: 'Cat3',
      color: 'red',
      accessible: true,
    });
  });

  it('answers 404 for an unknown category or chart', async () => {
    const chart = await sampleChart();
    expectError(
      await call('POST', `/charts/${chart}/categories/404`, { label: 'x' }),
      404,
      'CATEGORY_NOT_FOUND',
      `Category not found: 404 is not a category of chart ${chart}`,
    );
    expectError(
      await call('POST', '/charts/nope/categories/9', { label: 'x' }),
      404,
      'CHART_NOT_FOUND',
      `Chart not found: nope was not found in workspace ${svc.company.workspace.key}`,
    );
  });
});

describe('DELETE /charts/{key}/categories/{categoryKey}', () => {
  it('removes the category and answers 204, then 404 for it', async () => {
    const chart = await sampleChart();
    const reply = await call('DELETE', `/charts/${chart}/categories/10`);
    expect(reply.status).toBe(204);
    expect(await categoriesOf(chart)).toEqual([SAMPLE_CATEGORIES[0], SAMPLE_CATEGORIES[2]]);
    expectError(await call('DELETE', `/charts/${chart}/categories/10`), 404, 'CATEGORY_NOT_FOUND');
    expectError(await call('DELETE', '/charts/nope/categories/10'), 404, 'CHART_NOT_FOUND');
    expectError(
      await call('POST', '/charts/nope/categories', { key: 1, label: 'x' }),
      404,
      'CHART_NOT_FOUND',
    );
  });

  it('accepts a JSON body on DELETE and ignores it', async () => {
    const chart = await sampleChart();
    expect((await call('DELETE', `/charts/${chart}/categories/9`, { any: 'thing' })).status).toBe(
      204,
    );
  });
});

describe('the draft rule for categories', () => {
  it('changes the published drawing of a chart without events; no draft appears', async () => {
    const chart = await sampleChart();
    await call('POST', `/charts/${chart}/categories`, { key: 'new', label: 'New' });
    const published = (await call('GET', `/charts/${chart}/version/published`)).body;
    expect(published.categories.list.map((c: { key: unknown }) => c.key)).toEqual([
      9,
      10,
      'string11',
      'new',
    ]);
    expect((await call('GET', `/charts/${chart}/version/draft`)).status).toBe(404);
    expect((await call('GET', `/charts/${chart}`)).body.status).toBe('NOT_USED');
  });

  it('routes every category call of a chart with events through one draft', async () => {
    const chart = await sampleChart();
    await createEvent(call, chart);
    await call('POST', `/charts/${chart}/categories`, { key: 'new', label: 'New' });
    await call('POST', `/charts/${chart}/categories/9`, { label: 'Renamed' });
    await call('DELETE', `/charts/${chart}/categories/10`);

    expect((await call('GET', `/charts/${chart}/version/published`)).body).toEqual(
      fixture('sampleChart'),
    );
    const draft = (await call('GET', `/charts/${chart}/version/draft`)).body;
    expect(draft.categories.list).toEqual([
      { ...SAMPLE_CATEGORIES[0], label: 'Renamed' },
      SAMPLE_CATEGORIES[2],
      { key: 'new', label: 'New', color: expect.any(String), accessible: false },
    ]);
    expect((await call('GET', `/charts/${chart}`)).body.status).toBe('PUBLISHED_WITH_DRAFT');

    await call('POST', `/charts/${chart}/version/draft/actions/publish`);
    const published = (await call('GET', `/charts/${chart}/version/published`)).body;
    expect(published.categories.list).toEqual(draft.categories.list);
  });
});
