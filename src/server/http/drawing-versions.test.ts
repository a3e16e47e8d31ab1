// GET /charts/{key}/version/{published|draft} served from the drawing cache
// (application/charts/drawing-cache.ts): the bytes are the stored drawing's, plain or gzipped
// once; an ETag and If-None-Match give a 304; every change of a drawing changes the ETag and the
// bytes, also when another instance made it; workspaces never see each other's drawings; errors
// stay as they were.
import { gunzipSync } from 'node:zlib';
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireService } from '../application/wiring';
import { startTestService, type TestService } from '../service-test-kit';
import { createApp } from './app';
import {
  basic,
  type Call,
  caller,
  createEvent,
  expectError,
  fixture,
  type InProcessApp,
  upload,
} from './http-test-kit';

let svc: TestService;
let call: Call;
let otherKey: string;
let n = 0;
const fresh = (prefix: string) => `${prefix}-${++n}`;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  otherKey = (await svc.newCompany()).workspace.secretKey;
});
afterAll(() => svc.close());

interface Raw {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** The answer as sent: nothing decoded. */
async function raw(
  path: string,
  headers: Record<string, string> = {},
  options: { method?: string; key?: string; app?: InProcessApp } = {},
): Promise<Raw> {
  const response = await (options.app ?? svc.app).request(path, {
    method: options.method ?? 'GET',
    headers: { authorization: basic(options.key ?? svc.secretKey), ...headers },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

const json = (reply: Raw) =>
  JSON.parse(
    (reply.headers.get('content-encoding') === 'gzip'
      ? gunzipSync(reply.bytes)
      : reply.bytes
    ).toString('utf8'),
  );

const stored = async (key: string, version: 'published' | 'draft', workspaceId?: number) =>
  svc.deps.store.read(async (tx) => {
    const chart = await tx.getChart(workspaceId ?? svc.company.workspace.id, key);
    return chart && tx.getDrawing(chart.id, version);
  });

/** The drawing of a version as a browser sees it: its ETag and parsed body, checked both ways. */
async function seen(key: string, version: 'published' | 'draft' = 'published') {
  const path = `/charts/${key}/version/${version}`;
  const plain = await raw(path);
  const packed = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
  expect(plain.status, plain.bytes.toString()).toBe(200);
  expect(packed.status).toBe(200);
  expect(packed.headers.get('content-encoding')).toBe('gzip');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(gunzipSync(packed.bytes).equals(plain.bytes)).toBe(true);
  expect(packed.headers.get('etag')).toBe(plain.headers.get('etag'));
  return { etag: plain.headers.get('etag') as string, drawing: json(plain) };
}

describe('the bytes of a drawing version', () => {
  it('are the stored drawing, plain and gzipped, with the caching headers', async () => {
    const key = fresh('bytes');
    await upload(call, key, 'sampleChartWithSections');
    const { drawing } = await seen(key);
    expect(drawing).toEqual(fixture('sampleChartWithSections'));
    expect(drawing).toEqual(await stored(key, 'published'));
    const packed = await raw(`/charts/${key}/version/published`, { 'accept-encoding': 'gzip' });
    expect(packed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(packed.headers.get('cache-control')).toBe('private, no-cache');
    expect(packed.headers.get('etag')).toMatch(/^W\/"[\w-]{43}"$/);
    expect(packed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(packed.headers.get('content-length')).toBe(String(packed.bytes.length));
    expect(packed.bytes.length).toBeLessThan(JSON.stringify(drawing).length / 3);
  });

  it('a brotli-only client still gets the compression middleware; identity-only plain', async () => {
    const key = fresh('br');
    await upload(call, key);
    const br = await raw(`/charts/${key}/version/published`, { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const none = await raw(`/charts/${key}/version/published`, { 'accept-encoding': 'identity' });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(none.bytes.toString())).toEqual(fixture('sampleChart'));
  });

  it('HEAD answers the headers of GET without a body', async () => {
    const key = fresh('head');
    await upload(call, key);
    const get = await raw(`/charts/${key}/version/published`, { 'accept-encoding': 'gzip' });
    const head = await raw(
      `/charts/${key}/version/published`,
      { 'accept-encoding': 'gzip' },
      { method: 'HEAD' },
    );
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    for (const name of ['etag', 'content-encoding', 'content-length', 'cache-control']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
  });
});

describe('If-None-Match', () => {
  it('answers 304 without a body to a matching tag, a list holding it, or *', async () => {
    const key = fresh('etag');
    await upload(call, key);
    const { etag } = await seen(key);
    const strong = etag.replace(/^W\//, '');
    const path = `/charts/${key}/version/published`;
    for (const header of [etag, strong, `"other", ${etag}`, `W/"x",${strong} , "y"`, '*']) {
      for (const method of ['GET', 'HEAD']) {
        const reply = await raw(
          path,
          { 'if-none-match': header, 'accept-encoding': 'gzip' },
          { method },
        );
        expect(reply.status, `${method} ${header}`).toBe(304);
        expect(reply.bytes.length).toBe(0);
        expect(reply.headers.get('etag')).toBe(etag);
        expect(reply.headers.get('cache-control')).toBe('private, no-cache');
        expect(reply.headers.get('content-encoding')).toBeNull();
      }
    }
    for (const header of ['"other"', `${etag.slice(0, -2)}"`, '']) {
      const reply = await raw(path, { 'if-none-match': header });
      expect(reply.status, header).toBe(200);
      expect(json(reply)).toEqual(fixture('sampleChart'));
    }
  });

  it('never hides an error: unknown chart, missing draft, bad keys answer as before', async () => {
    const key = fresh('errors');
    await upload(call, key);
    const variants: Array<Record<string, string>> = [
      {},
      { 'if-none-match': '*', 'accept-encoding': 'gzip' },
    ];
    for (const headers of variants) {
      const options = { headers };
      expectError(
        await call('GET', '/charts/nope/version/published', undefined, options),
        404,
        'CHART_NOT_FOUND',
        `Chart not found: nope was not found in workspace ${svc.company.workspace.key}`,
      );
      expectError(
        await call('GET', `/charts/${key}/version/draft`, undefined, options),
        404,
        'DRAFT_NOT_FOUND',
        `Chart ${key} has no draft version`,
      );
      expectError(
        await call('GET', `/charts/${key}/version/published`, undefined, {
          ...options,
          key: otherKey,
        }),
        404,
        'CHART_NOT_FOUND',
      );
      expectError(
        await call('GET', '/charts/a%00b/version/published', undefined, options),
        400,
        'NUL_CHARACTER',
      );
      expectError(
        await call('GET', '/charts/%E0%A4%A/version/published', undefined, options),
        400,
        'INVALID_PATH',
      );
      const anonymous = await call('GET', `/charts/${key}/version/published`, undefined, {
        ...options,
        key: null,
      });
      expect(anonymous.status).toBe(401);
    }
  });
});

describe('no stale drawing', () => {
  /** Checks that the version's ETag moved on and that its bytes are the stored ones. */
  async function changed(key: string, version: 'published' | 'draft', before: string) {
    const now = await seen(key, version);
    expect(now.etag).not.toBe(before);
    expect(now.drawing).toEqual(await stored(key, version));
    const old = await raw(`/charts/${key}/version/${version}`, { 'if-none-match': before });
    expect(old.status).toBe(200);
    return now;
  }

  it('editing the draft, changing categories, publishing and re-uploading each change the ETag', async () => {
    const key = fresh('life');
    await upload(call, key);
    await createEvent(call, key);
    const first = await seen(key);

    // Re-uploading over a chart with events writes the draft; the published version stays.
    await upload(call, key, 'sampleChartWithZones');
    let draft = await seen(key, 'draft');
    expect(draft.drawing).toEqual(fixture('sampleChartWithZones'));
    expect((await seen(key)).etag).toBe(first.etag);

    expect((await call('POST', `/charts/${key}`, { name: 'Edited draft' })).status).toBe(204);
    draft = await changed(key, 'draft', draft.etag);
    expect(draft.drawing.name).toBe('Edited draft');

    const category = { key: 'vip', label: 'VIP', color: '#123456' };
    expect((await call('POST', `/charts/${key}/categories`, category)).status).toBe(204);
    draft = await changed(key, 'draft', draft.etag);
    expect(draft.drawing.categories.list).toContainEqual({ ...category, accessible: false });

    expect((await call('POST', `/charts/${key}/version/draft/actions/publish`)).status).toBe(204);
    const published = await changed(key, 'published', first.etag);
    expect(published.drawing).toEqual(draft.drawing);
    expectError(await call('GET', `/charts/${key}/version/draft`), 404, 'DRAFT_NOT_FOUND');
  });

  it('re-uploading a chart without events replaces the published bytes', async () => {
    const key = fresh('reupload');
    await upload(call, key);
    const before = await seen(key);
    await upload(call, key, 'sampleChartWithTables');
    const after = await changed(key, 'published', before.etag);
    expect(after.drawing).toEqual(fixture('sampleChartWithTables'));
  });

  it('a change made through another instance (own caches, same database) is seen at once', async () => {
    const key = fresh('instances');
    await upload(call, key);
    await createEvent(call, key);
    const other = createApp(wireService({ config: svc.deps.config, store: svc.deps.store }));
    const before = await seen(key);
    const through = caller({ ...svc, app: other });
    expect((await through('POST', `/charts/${key}`, { name: 'Elsewhere' })).status).toBe(204);
    expect((await through('POST', `/charts/${key}/version/draft/actions/publish`)).status).toBe(
      204,
    );
    const after = await changed(key, 'published', before.etag);
    expect(after.drawing.name).toBe('Elsewhere');
  });
});

describe('workspaces', () => {
  it('two companies with the same chart key each get their own drawing', async () => {
    const key = fresh('shared-key');
    await upload(call, key, 'sampleChartWithFloors');
    await upload(caller(svc, otherKey), key, 'sampleChartWithTables');
    const path = `/charts/${key}/version/published`;
    const mine = await raw(path, { 'accept-encoding': 'gzip' });
    const theirs = await raw(path, { 'accept-encoding': 'gzip' }, { key: otherKey });
    expect(json(mine)).toEqual(fixture('sampleChartWithFloors'));
    expect(json(theirs)).toEqual(fixture('sampleChartWithTables'));
    // My tag at their chart is not a match: they get their bytes, never a 304 for mine.
    const etag = mine.headers.get('etag') as string;
    const across = await raw(path, { 'if-none-match': etag }, { key: otherKey });
    expect(across.status).toBe(200);
    expect(json(across)).toEqual(fixture('sampleChartWithTables'));
    expect(json(await raw(path))).toEqual(fixture('sampleChartWithFloors'));
  });
});

describe('the official SDK', () => {
  it('retrieves the published and draft versions unchanged', async () => {
    const key = fresh('sdk');
    await upload(call, key);
    await createEvent(call, key);
    await upload(call, key, 'sampleChartWithSections');
    const client = new SeatsioClient(new Region(await svc.listen()), svc.secretKey);
    expect(await client.charts.retrievePublishedVersion(key)).toEqual(fixture('sampleChart'));
    expect(await client.charts.retrieveDraftVersion(key)).toEqual(
      fixture('sampleChartWithSections'),
    );
  });
});
