// Charts over HTTP, in-process: create, upload, read, the draft rule, versions, paging, archive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChartSchema } from '../../contract/charts';
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
const fresh = (prefix: string) => `${prefix}-${++n}`;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
});
afterAll(() => svc.close());

const notFoundMessage = (key: string) =>
  `Chart not found: ${key} was not found in workspace ${svc.company.workspace.key}`;

describe('POST /charts', () => {
  it('creates an empty chart with the seats.io defaults (Untitled chart, SIMPLE, NOT_USED)', async () => {
    const reply = await call('POST', '/charts');
    expect(reply.status).toBe(200);
    const chart = ChartSchema.parse(reply.body);
    expect(chart).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Untitled chart',
      status: 'NOT_USED',
      tags: [],
      publishedVersionThumbnailUrl: expect.stringMatching(/.+/),
      draftVersionThumbnailUrl: null,
      archived: false,
      venueType: 'SIMPLE',
    });
    expect((await call('GET', `/charts/${chart.key}`)).body).toEqual(chart);
  });

  it('takes a name, a venue type and categories, filling colour and accessibility', async () => {
    const reply = await call('POST', '/charts', {
      name: 'Opera',
      venueType: 'ROWS_WITH_SECTIONS',
      categories: [
        { key: 1, label: 'Stalls', color: '#ff0000', accessible: true },
        { key: 'box', label: 'Boxes' },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ name: 'Opera', venueType: 'ROWS_WITH_SECTIONS' });
    const categories = await call('GET', `/charts/${reply.body.key}/categories`);
    expect(categories.body.categories).toEqual([
      { key: 1, label: 'Stalls', color: '#ff0000', accessible: true },
      { key: 'box', label: 'Boxes', color: expect.stringMatching(/^#/), accessible: false },
    ]);
  });

  it('refuses a category key given twice, as number and as string', async () => {
    const before = await workspaceSnapshot(call);
    const reply = await call('POST', '/charts', {
      categories: [
        { key: 1, label: 'One' },
        { key: '1', label: 'Also one' },
      ],
    });
    expectError(reply, 400, 'DUPLICATE_CATEGORY_KEY', /categories\[1\]\.key/);
    expect(await workspaceSnapshot(call)).toEqual(before);
  });
});

describe('POST /system/public/charts/{key}', () => {
  it('creates a chart from a drawing, then replaces its published drawing', async () => {
    const key = fresh('upload');
    await upload(call, key);
    const chart = (await call('GET', `/charts/${key}`)).body;
    expect(chart).toMatchObject({
      key,
      name: 'Sample chart',
      venueType: 'ROWS_WITHOUT_SECTIONS',
      status: 'NOT_USED',
      archived: false,
    });
    expect((await call('GET', `/charts/${key}/version/published`)).body).toEqual(
      fixture('sampleChart'),
    );
    await upload(call, key, 'sampleChartWithZones');
    const replaced = (await call('GET', `/charts/${key}`)).body;
    expect(replaced).toMatchObject({ id: chart.id, name: 'Race Track', venueType: 'ZONES' });
    expect(replaced.zones).toEqual([
      { key: 'finishline', label: 'Finish Line' },
      { key: 'midtrack', label: 'Mid Track' },
    ]);
  });

  it('refuses a body that is not a drawing, naming the problem', async () => {
    const before = await workspaceSnapshot(call);
    for (const body of ['', '[1]', '"text"', 'null', '{}']) {
      const reply = await call('POST', '/system/public/charts/not-a-drawing', body);
      expectError(reply, 400, 'INVALID_DRAWING', /^Invalid drawing: drawing must/);
    }
    expect(await workspaceSnapshot(call)).toEqual(before);
  });
});

describe('GET /charts/{key}', () => {
  it('answers 404 CHART_NOT_FOUND with the wire message for an unknown chart', async () => {
    for (const path of ['', '/version/published', '/version/draft', '/categories']) {
      const reply = await call('GET', `/charts/nope${path}`);
      expectError(reply, 404, 'CHART_NOT_FOUND', notFoundMessage('nope'));
    }
  });

  it('expands the events of the chart on request', async () => {
    const key = fresh('expand');
    await upload(call, key);
    const event = await createEvent(call, key);
    const plain = (await call('GET', `/charts/${key}`)).body;
    expect(plain.events).toBeUndefined();
    expect(plain.status).toBe('PUBLISHED');
    const expanded = (await call('GET', `/charts/${key}?expand=events`)).body;
    expect(expanded.events.map((e: { key: string }) => e.key)).toEqual([event.key]);
  });
});

describe('the draft rule of POST /charts/{key}', () => {
  it('changes the published version of a chart without events', async () => {
    const key = fresh('no-events');
    await upload(call, key);
    const reply = await call('POST', `/charts/${key}`, { name: 'Renamed' });
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
    expect((await call('GET', `/charts/${key}`)).body).toMatchObject({
      name: 'Renamed',
      status: 'NOT_USED',
      draftVersionThumbnailUrl: null,
    });
    expect((await call('GET', `/charts/${key}/version/published`)).body.name).toBe('Renamed');
    expectError(await call('GET', `/charts/${key}/version/draft`), 404, 'DRAFT_NOT_FOUND');
  });

  it('puts changes of a chart with events into a draft, created then updated', async () => {
    const key = fresh('with-events');
    await upload(call, key);
    await createEvent(call, key);
    expect((await call('POST', `/charts/${key}`, { name: 'Draft name' })).status).toBe(204);
    const chart = (await call('GET', `/charts/${key}`)).body;
    expect(chart).toMatchObject({ name: 'Sample chart', status: 'PUBLISHED_WITH_DRAFT' });
    expect(chart.draftVersionThumbnailUrl).toEqual(expect.stringMatching(/.+/));
    expect((await call('GET', `/charts/${key}/version/published`)).body).toEqual(
      fixture('sampleChart'),
    );
    const replaceCategories = { categories: [{ key: 'only', label: 'Only one' }] };
    expect((await call('POST', `/charts/${key}`, replaceCategories)).status).toBe(204);
    const draft = (await call('GET', `/charts/${key}/version/draft`)).body;
    expect(draft.name).toBe('Draft name');
    expect(draft.categories.list).toEqual([
      { key: 'only', label: 'Only one', color: expect.any(String), accessible: false },
    ]);
    expect((await call('GET', `/charts/${key}/version/published`)).body).toEqual(
      fixture('sampleChart'),
    );
  });

  it('publishes the draft: it becomes the published version and the name follows', async () => {
    const key = fresh('publish');
    await upload(call, key);
    await createEvent(call, key);
    await call('POST', `/charts/${key}`, { name: 'Published later' });
    const reply = await call('POST', `/charts/${key}/version/draft/actions/publish`);
    expect(reply.status).toBe(204);
    expect((await call('GET', `/charts/${key}`)).body).toMatchObject({
      name: 'Published later',
      status: 'PUBLISHED',
      draftVersionThumbnailUrl: null,
    });
    expect((await call('GET', `/charts/${key}/version/published`)).body.name).toBe(
      'Published later',
    );
    expectError(await call('GET', `/charts/${key}/version/draft`), 404, 'DRAFT_NOT_FOUND');
    expectError(
      await call('POST', `/charts/${key}/version/draft/actions/publish`),
      400,
      'DRAFT_NOT_FOUND',
      `Chart ${key} has no draft version`,
    );
  });

  it('discards the draft and keeps the published version', async () => {
    const key = fresh('discard');
    await upload(call, key);
    await createEvent(call, key);
    await call('POST', `/charts/${key}`, { name: 'Thrown away' });
    expect((await call('POST', `/charts/${key}/version/draft/actions/discard`)).status).toBe(204);
    expect((await call('GET', `/charts/${key}`)).body).toMatchObject({
      name: 'Sample chart',
      status: 'PUBLISHED',
    });
    expect((await call('GET', `/charts/${key}/version/published`)).body).toEqual(
      fixture('sampleChart'),
    );
  });

  it('answers 404 for updates and draft actions on an unknown chart', async () => {
    expectError(await call('POST', '/charts/nope', { name: 'x' }), 404, 'CHART_NOT_FOUND');
    for (const action of ['publish', 'discard']) {
      const reply = await call('POST', `/charts/nope/version/draft/actions/${action}`);
      expectError(reply, 404, 'CHART_NOT_FOUND', notFoundMessage('nope'));
    }
  });
});
