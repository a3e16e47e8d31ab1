// Issue 27 B9: 64 clients without a key asking brotli for the back office's 2.2 MB source maps or
// for /openapi.json made the service compress the same bytes once per request on libuv's thread
// pool, where the SQLite WAL fsync waits too: another company's bookings took 1–4 s. Now every
// kept answer (the build's files, /openapi.json) is compressed once per encoding and the copy
// sent from then on, and at most COMPRESSION_SLOTS compressions run at once: past that an answer
// goes out uncompressed rather than queue. Slots are taken here by the test itself to show both.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_SLOTS, compressionSlots } from '../application/compression-slots';
import { startTestService, type TestService } from '../service-test-kit';
import { basic, fixtureText } from './http-test-kit';
import { staticAppRoutes } from './static-app';

const CLIENTS = 64;
/** A source map's worth of JSON text (2.2 MB), as the build shipped beside each script. */
const sourceMap = JSON.stringify({
  version: 3,
  mappings: Array.from({ length: 90_000 }, (_, i) => `AAAA,${(i * 7919).toString(36)};`).join(''),
  sourcesContent: Array.from({ length: 12_000 }, (_, i) => `export const seat${i} = ${i};`),
});

let svc: TestService;
let dist: string;
let held: Array<() => void> = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'seatdesk-bound-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>Seatdesk</title>${' '.repeat(2_000)}`,
  );
  writeFileSync(join(dist, 'assets', 'main-AbC123.js.map'), sourceMap);
  writeFileSync(join(dist, 'assets', 'other-Q9.js'), 'console.log("seat");\n'.repeat(2_000));
  svc = await startTestService({}, { publicRoutes: staticAppRoutes(dist) });
  const auth = { authorization: basic(svc.secretKey), 'content-type': 'application/json' };
  const upload = await svc.app.request('/system/public/charts/c', {
    method: 'POST',
    headers: auth,
    body: fixtureText('sampleChart'),
  });
  expect(upload.status).toBe(204);
  const event = await svc.app.request('/events', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ chartKey: 'c', eventKey: 'night' }),
  });
  expect(event.status).toBe(200);
});
afterEach(() => {
  for (const release of held) release();
  held = [];
});
afterAll(async () => {
  await svc?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Takes every compression slot, as that many compressions in progress would. */
function holdEverySlot() {
  for (let i = 0; i < COMPRESSION_SLOTS; i++) {
    const release = compressionSlots.tryTake();
    if (!release) throw new Error('a compression slot was still taken');
    held.push(release);
  }
  expect(compressionSlots.tryTake()).toBeUndefined();
}

async function get(path: string, encoding: string, key?: string) {
  const headers: Record<string, string> = { 'accept-encoding': encoding };
  if (key) headers.authorization = basic(key);
  const response = await svc.app.request(path, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const used = response.headers.get('content-encoding');
  return { status: response.status, used, bytes, headers: response.headers };
}

const decode = ({ used, bytes }: { used: string | null; bytes: Buffer }) =>
  used === 'br' ? brotliDecompressSync(bytes) : used === 'gzip' ? gunzipSync(bytes) : bytes;

const everyone = <T>(ask: () => Promise<T>) => Promise.all(Array.from({ length: CLIENTS }, ask));

describe.each([
  ['a source map of the build', '/app/assets/main-AbC123.js.map', () => sourceMap],
  ['/openapi.json', '/openapi.json', () => undefined],
])('%s, asked by 64 clients without a key', (_name, path, expected) => {
  it.each(['br', 'gzip'])(
    'is compressed once in %s and the copy sent from then on',
    async (encoding) => {
      const first = await everyone(() => get(path, encoding));
      const text = Buffer.from(expected() ?? decode(first[0]).toString('utf8'));
      // Equal answers decode alike: each different one is decoded once.
      const distinct = new Map(first.map((answer) => [answer.bytes.toString('base64'), answer]));
      for (const answer of distinct.values()) {
        expect(answer.status).toBe(200);
        expect(decode(answer).equals(text)).toBe(true);
      }
      expect(compressionSlots.inUse).toBe(0);
      // No compression can start now: what comes compressed is the copy kept.
      holdEverySlot();
      const again = await everyone(() => get(path, encoding));
      for (const answer of again) {
        expect(answer.used).toBe(encoding);
        expect(answer.bytes.equals(again[0].bytes)).toBe(true);
      }
      expect(decode(again[0]).equals(text)).toBe(true);
    },
  );
});

it('/openapi.json is the document, with an ETag that revalidates', async () => {
  const answer = await get('/openapi.json', 'identity');
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(JSON.parse(decode(answer).toString('utf8'))).toMatchObject({ openapi: '3.1.0' });
  const etag = answer.headers.get('etag') as string;
  const revalidated = await svc.app.request('/openapi.json', {
    headers: { 'if-none-match': etag },
  });
  expect(revalidated.status).toBe(304);
});

describe('with every compression slot taken', () => {
  it('a file not compressed yet goes out plain at once, rather than wait', async () => {
    holdEverySlot();
    const answers = await everyone(() => get('/app/assets/other-Q9.js', 'br'));
    for (const answer of answers) {
      expect(answer.used).toBeNull();
      expect(answer.bytes.toString('utf8')).toBe('console.log("seat");\n'.repeat(2_000));
    }
    for (const release of held.splice(0)) release();
    expect((await get('/app/assets/other-Q9.js', 'br')).used).toBe('br');
  });

  it('an answer the middleware would compress goes out plain at once, and compressed again after', async () => {
    const path = '/reports/events/night/byLabel';
    const reference = await get(path, 'identity', svc.secretKey);
    expect(reference.bytes.length).toBeGreaterThan(1024);
    holdEverySlot();
    // One company's lane admits a few requests at once: these come one after the other.
    for (let i = 0; i < 8; i++) {
      const answer = await get(path, 'br', svc.secretKey);
      expect(answer.status).toBe(200);
      expect(answer.used).toBeNull();
      expect(answer.bytes.equals(reference.bytes)).toBe(true);
    }
    for (const release of held.splice(0)) release();
    const later = await get(path, 'br', svc.secretKey);
    expect(later.used).toBe('br');
    expect(decode(later).equals(reference.bytes)).toBe(true);
    expect(compressionSlots.inUse).toBe(0);
  });
});

it('a compressed answer the client stops reading gives its slot back', async () => {
  const response = await svc.app.request('/reports/events/night', {
    headers: { 'accept-encoding': 'gzip', authorization: basic(svc.secretKey) },
  });
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(compressionSlots.inUse).toBe(1);
  await response.body?.cancel();
  for (let tick = 0; tick < 100 && compressionSlots.inUse > 0; tick++) {
    await new Promise((resume) => setTimeout(resume, 10));
  }
  expect(compressionSlots.inUse).toBe(0);
});
