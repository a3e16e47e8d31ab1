// Compression: big JSON and CSV answers (whole or streamed) and the back office's files go out
// compressed when the client accepts it, decode to the very bytes of the uncompressed answer,
// and small answers are left alone. Over a real socket too, and through the official SDK.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { COMPRESSION_FLOOR_BYTES, chooseEncoding } from './compression';
import { basic, fixtureText } from './http-test-kit';
import { staticAppRoutes } from './static-app';

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'gzip'],
    ['br', 'br'],
    ['gzip;q=0.8, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'gzip'],
    ['*;q=0.2, gzip;q=0', 'br'],
    ['deflate', undefined],
    ['GZIP;Q=1', 'gzip'],
  ])('%j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

let svc: TestService;
let dist: string;
let baseUrl: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'seatdesk-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Seatdesk</title>');
  writeFileSync(join(dist, 'assets', 'main-AbC123.js'), 'console.log("seat");\n'.repeat(2_000));
  svc = await startTestService({}, { publicRoutes: staticAppRoutes(dist) });
  const auth = { authorization: basic(svc.secretKey), 'content-type': 'application/json' };
  const upload = await svc.app.request('/system/public/charts/big', {
    method: 'POST',
    headers: auth,
    body: fixtureText('sampleChart'),
  });
  expect(upload.status).toBe(204);
  const event = await svc.app.request('/events', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ chartKey: 'big', eventKey: 'night' }),
  });
  expect(event.status).toBe(200);
  baseUrl = await svc.listen();
});

afterAll(async () => {
  await svc?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A request over a real socket that does not decode anything (unlike fetch). */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      { headers: { authorization: basic(svc.secretKey), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decode = (reply: Raw) =>
  reply.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(reply.bytes)
    : reply.headers['content-encoding'] === 'gzip'
      ? gunzipSync(reply.bytes)
      : reply.bytes;

describe.each(['gzip', 'br'])('answers compressed with %s', (encoding) => {
  it.each([
    ['a whole JSON answer', '/reports/events/night/byStatus'],
    ['a streamed detailed report', '/reports/events/night/byLabel'],
    ['the streamed flat list', '/reports/events/night'],
    ['a streamed CSV', '/reports/events/night.csv'],
    ['a chart drawing', '/charts/big/version/published'],
  ])('%s decodes to the uncompressed answer', async (_name, path) => {
    const plain = await raw(path);
    const packed = await raw(path, { 'accept-encoding': encoding });
    expect(plain.status).toBe(200);
    expect(packed.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    // Compressed as sent: no length known ahead; gzipped once and kept (a drawing): its length.
    expect([undefined, String(packed.bytes.length)]).toContain(packed.headers['content-length']);
    expect(plain.bytes.length).toBeGreaterThan(COMPRESSION_FLOOR_BYTES);
    expect(packed.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(decode(packed).equals(plain.bytes)).toBe(true);
  });
});

describe('what is not compressed', () => {
  it('an answer under the floor goes out as it is, with Vary', async () => {
    const reply = await raw('/events/night', { 'accept-encoding': 'gzip, br' });
    expect(reply.status).toBe(200);
    expect(reply.bytes.length).toBeLessThan(COMPRESSION_FLOOR_BYTES);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(reply.bytes.toString('utf8'))).toMatchObject({ key: 'night' });
  });

  it('a client that accepts no encoding we make gets identity', async () => {
    const reply = await raw('/reports/events/night/byLabel', { 'accept-encoding': 'deflate' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(reply.bytes.toString('utf8'))).toHaveProperty('A-1');
  });

  it('an error body is answered whole and readable', async () => {
    const reply = await raw('/reports/events/nope/byLabel', { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(404);
    expect(JSON.parse(decode(reply).toString('utf8')).errors[0].code).toBe('EVENT_NOT_FOUND');
  });
});

describe('the back office files', () => {
  it('hashed assets are immutable and compressed; index.html is revalidated', async () => {
    const asset = await raw('/app/assets/main-AbC123.js', { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(decode(asset).toString('utf8')).toBe('console.log("seat");\n'.repeat(2_000));
    for (const path of ['/app/', '/app/events/night']) {
      const page = await raw(path, { 'accept-encoding': 'gzip' });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decode(page).toString('utf8')).toContain('<title>Seatdesk</title>');
    }
  });

  it('a missing asset is a 404, not index.html, and not cached for good', async () => {
    const missing = await raw('/app/assets/gone-0000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});

it('the official SDK reads compressed reports unchanged', async () => {
  const client = new SeatsioClient(new Region(baseUrl), svc.secretKey);
  const byLabel = await client.eventReports.byLabel('night');
  expect(Object.keys(byLabel).length).toBeGreaterThan(30);
  const summary = await client.eventReports.summaryByStatus('night');
  expect(summary.free.count).toBeGreaterThan(0);
});
