// Chart tags, list filters and expansions, copies (in the workspace, of the draft, to another
// workspace) over HTTP, in-process; on PostgreSQL too when TEST_STORE_URL is set (issue 32.5).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChartPageSchema, ChartSchema } from '../../contract/charts';
import { hashKey } from '../application/accounts/keys';
import { startTestService, type TestService } from '../service-test-kit';
import {
  type Call,
  caller,
  createEvent,
  expectError,
  upload,
  workspaceSnapshot,
} from './http-test-kit';
import { expectWholeWalk, walkBothWays } from './paging-walk-test-kit';

let svc: TestService;
let call: Call;
let admin: Call;
let other: { key: string; secretKey: string };

const names = (body: { items: Array<{ name: string }> }) => body.items.map((c) => c.name);

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  admin = caller(svc, svc.company.admin.secretKey);
  // A second workspace of the company, as the store keeps them today.
  const secretKey = randomUUID();
  const row = await svc.deps.store.transaction((tx) =>
    tx.insertWorkspace({
      companyId: svc.company.admin.id,
      key: randomUUID(),
      secretKeyHash: hashKey(secretKey),
      name: 'Second',
      isTest: true,
      isActive: true,
      isDefault: false,
    }),
  );
  other = { key: row.key, secretKey };
});
afterAll(() => svc.close());

describe('chart tags', () => {
  it('adds tags once each in the order added, removes them, and lists every tag once', async () => {
    const a = (await call('POST', '/charts', { name: 'Tagged A' })).body;
    const b = (await call('POST', '/charts', { name: 'Tagged B' })).body;
    const odd = 'tag1/:"-<>';
    for (const [chart, tag] of [
      [a, 'tag1'],
      [a, odd],
      [a, 'tag1'],
      [b, 'tag2'],
      [b, 'tag1'],
    ] as const) {
      const reply = await call('POST', `/charts/${chart.key}/tags/${encodeURIComponent(tag)}`);
      expect(reply.status, reply.text).toBe(204);
    }
    expect((await call('GET', `/charts/${a.key}`)).body.tags).toEqual(['tag1', odd]);
    expect((await call('GET', '/charts/tags')).body).toEqual({ tags: ['tag1', odd, 'tag2'] });

    const tagged = await call('GET', `/charts?tag=${encodeURIComponent(odd)}`);
    expect(names(tagged.body)).toEqual(['Tagged A']);
    expect(names((await call('GET', '/charts?tag=tag1&filter=ged+b')).body)).toEqual(['Tagged B']);

    expect((await call('DELETE', `/charts/${a.key}/tags/${encodeURIComponent(odd)}`)).status).toBe(
      204,
    );
    expect((await call('DELETE', `/charts/${a.key}/tags/absent`)).status).toBe(204);
    expect((await call('GET', `/charts/${a.key}`)).body.tags).toEqual(['tag1']);
    expect((await call('GET', '/charts/tags')).body).toEqual({ tags: ['tag1', 'tag2'] });
  });

  it('refuses a second filter or tag, a tag too long, and tags of unknown charts, changing nothing', async () => {
    const before = await workspaceSnapshot(call);
    expectError(await call('GET', '/charts?tag=a&tag=b'), 400, 'GENERAL_ERROR', /query\.tag/);
    expectError(
      await call('GET', '/charts?filter=a&filter=b'),
      400,
      'GENERAL_ERROR',
      /query\.filter/,
    );
    const chart = (await call('GET', '/charts?limit=1')).body.items[0];
    expectError(
      await call('POST', `/charts/${chart.key}/tags/${'x'.repeat(201)}`),
      400,
      'GENERAL_ERROR',
      /^path\.tag: /,
    );
    expectError(await call('POST', '/charts/nope/tags/t'), 404, 'CHART_NOT_FOUND');
    expect(await workspaceSnapshot(call)).toEqual(before);
  });
});

describe('GET /charts expansions', () => {
  it('expands validation, and events newest first cut to eventsLimit', async () => {
    const key = `events-${randomUUID()}`;
    await upload(call, key);
    const events = [];
    for (let i = 0; i < 3; i++) events.push(await createEvent(call, key));
    const page = await call(
      'GET',
      `/charts?expand=events&expand=validation&eventsLimit=2&filter=${key}`,
    );
    ChartPageSchema.parse(page.body);
    const [chart] = page.body.items;
    expect(chart.events.map((e: { key: string }) => e.key)).toEqual([events[2].key, events[1].key]);
    expect(chart.validation).toMatchObject({ errors: [], warnings: [] });
    const plain = (await call('GET', `/charts?filter=${key}`)).body.items[0];
    expect(plain.events).toBeUndefined();
    expect(plain.validation).toBeUndefined();
    expectError(await call('GET', '/charts?eventsLimit=0'), 400, 'GENERAL_ERROR', /eventsLimit/);
  });
});

describe('chart copies', () => {
  it('copies the published version: new key, "(copy)", tags kept, no events, NOT_USED', async () => {
    const key = `copied-${randomUUID()}`;
    await upload(call, key);
    await call('POST', `/charts/${key}/tags/kept`);
    await createEvent(call, key);
    const copy = await call('POST', `/charts/${key}/version/published/actions/copy`);
    expect(copy.status, copy.text).toBe(200);
    ChartSchema.parse(copy.body);
    expect(copy.body).toMatchObject({
      name: 'Sample chart (copy)',
      status: 'NOT_USED',
      tags: ['kept'],
    });
    expect(copy.body.key).not.toBe(key);
    const drawing = (await call('GET', `/charts/${copy.body.key}/version/published`)).body;
    const original = (await call('GET', `/charts/${key}/version/published`)).body;
    expect(drawing.subChart).toEqual(original.subChart);
    expect(drawing.name).toBe('Sample chart (copy)');
  });

  it("copies the draft as the new chart's published version, 404 without a draft", async () => {
    const key = `draft-${randomUUID()}`;
    await upload(call, key);
    expectError(
      await call('POST', `/charts/${key}/version/draft/actions/copy`),
      404,
      'DRAFT_NOT_FOUND',
    );
    await createEvent(call, key);
    await call('POST', `/charts/${key}`, { name: 'newName' });
    const copy = await call('POST', `/charts/${key}/version/draft/actions/copy`);
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body).toMatchObject({ name: 'newName (copy)', status: 'NOT_USED' });
    expect(copy.body.draftVersionThumbnailUrl).toBeNull();
    expect((await call('GET', `/charts/${key}`)).body.status).toBe('PUBLISHED_WITH_DRAFT');
  });

  it('copies to another workspace with the admin key: same name, no tags, seen only there', async () => {
    const key = `abroad-${randomUUID()}`;
    await upload(call, key);
    await call('POST', `/charts/${key}/tags/local`);
    const base = `/charts/${key}/version/published/actions`;
    const copy = await admin('POST', `${base}/copy-to-workspace/${other.key}`);
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body).toMatchObject({ name: 'Sample chart', tags: [], status: 'NOT_USED' });
    const there = await admin('GET', `/charts/${copy.body.key}`, undefined, {
      headers: { 'x-workspace-key': other.key },
    });
    expect(there.status).toBe(200);
    expect(
      (await call('GET', `/charts/${copy.body.key}`, undefined, { key: other.secretKey })).status,
    ).toBe(200);
    expectError(await call('GET', `/charts/${copy.body.key}`), 404, 'CHART_NOT_FOUND');

    const from = svc.company.workspace.key;
    const second = await admin('POST', `${base}/copy/from/${from}/to/${other.key}`);
    expect(second.status, second.text).toBe(200);
    expect(second.body.key).not.toBe(copy.body.key);
  });

  it('refuses copies to other workspaces by a workspace key (403) or to unknown ones (404)', async () => {
    const key = `refused-${randomUUID()}`;
    await upload(call, key);
    const base = `/charts/${key}/version/published/actions`;
    const before = await workspaceSnapshot(call);
    const byWorkspace = await call('POST', `${base}/copy-to-workspace/${other.key}`);
    expectError(byWorkspace, 403, 'ADMIN_KEY_REQUIRED');
    expectError(await admin('POST', `${base}/copy-to-workspace/nope`), 404, 'WORKSPACE_NOT_FOUND');
    const foreign = (await svc.newCompany()).workspace.key;
    expectError(
      await admin('POST', `${base}/copy-to-workspace/${foreign}`),
      404,
      'WORKSPACE_NOT_FOUND',
    );
    expectError(
      await admin('POST', `${base}/copy/from/${other.key}/to/${svc.company.workspace.key}`),
      404,
      'CHART_NOT_FOUND',
    );
    expect(await workspaceSnapshot(call)).toEqual(before);
  });
});

describe('paging walked to the end both ways, charts added meanwhile', () => {
  for (const [path, archived] of [
    ['/charts', false],
    ['/charts/archive', true],
    ['/charts?tag=walk', false],
  ] as const) {
    it(`walks ${path}`, async () => {
      const own = await startTestService();
      const ownCall = caller(own);
      const add = async () => {
        const chart = (await ownCall('POST', '/charts', { name: `c${randomUUID()}` })).body;
        await ownCall('POST', `/charts/${chart.key}/tags/walk`);
        if (archived) await ownCall('POST', `/charts/${chart.key}/actions/move-to-archive`);
      };
      try {
        for (let i = 0; i < 7; i++) await add();
        const sep = path.includes('?') ? '&' : '?';
        const all = async () => names((await ownCall('GET', `${path}${sep}limit=100`)).body);
        const before = await all();
        const walked = await walkBothWays({
          page: async (cursor) => (await ownCall('GET', `${path}${sep}limit=2&${cursor}`)).body,
          add,
          name: (chart: { name: string }) => chart.name,
        });
        expectWholeWalk(walked, before, await all());
        expect(walked.backward.length).toBeGreaterThan(before.length);
      } finally {
        await own.close();
      }
    });
  }
});
