// The back office's hashed files (/app/assets/*): read once and gzipped once, kept within a
// budget, decoding to the very file; unknown names are 404s and no name reaches outside assets/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { createApp } from './app';
import type { InProcessApp } from './http-test-kit';
import { staticAppRoutes } from './static-app';

let svc: TestService;
let root: string;
let dist: string;
const script = 'console.log("seat");\n'.repeat(2_000);
const image = Buffer.from(Array.from({ length: 4_096 }, (_, i) => (i * 7919) % 251));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'seatdesk-static-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Seatdesk</title>');
  writeFileSync(join(dist, 'assets', 'main-AbC123.js'), script);
  writeFileSync(join(dist, 'assets', 'logo-Xy9.png'), image);
  writeFileSync(join(dist, 'secret.txt'), 'not an asset');
  writeFileSync(join(root, 'outside.txt'), 'outside the build');
  svc = await startTestService({}, { publicRoutes: staticAppRoutes(dist) });
});
afterAll(async () => {
  await svc?.close();
  rmSync(root, { recursive: true, force: true });
});

async function get(
  path: string,
  headers: Record<string, string> = {},
  app: InProcessApp = svc.app,
) {
  const response = await app.request(path, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('hashed assets', () => {
  it('go out gzipped once made, decoding to the file, immutable', async () => {
    const first = await get('/app/assets/main-AbC123.js', { 'accept-encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(first.headers.get('content-length')).toBe(String(first.bytes.length));
    expect(gunzipSync(first.bytes).toString('utf8')).toBe(script);
    const plain = await get('/app/assets/main-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString('utf8')).toBe(script);
  });

  it('are read once: a file changed on disk under the same name is not read again', async () => {
    const path = '/app/assets/kept-Q1.js';
    writeFileSync(join(dist, 'assets', 'kept-Q1.js'), script);
    const first = await get(path, { 'accept-encoding': 'gzip' });
    writeFileSync(join(dist, 'assets', 'kept-Q1.js'), 'changed();\n'.repeat(500));
    const second = await get(path, { 'accept-encoding': 'gzip' });
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(gunzipSync(second.bytes).toString('utf8')).toBe(script);
  });

  it('a file larger than the budget is served whole but not kept', async () => {
    const small = createApp(svc.deps, { publicRoutes: staticAppRoutes(dist, 1_000) });
    writeFileSync(join(dist, 'assets', 'big-Z7.js'), script);
    const first = await get('/app/assets/big-Z7.js', { 'accept-encoding': 'gzip' }, small);
    expect(gunzipSync(first.bytes).toString('utf8')).toBe(script);
    const changed = 'changed();\n'.repeat(500);
    writeFileSync(join(dist, 'assets', 'big-Z7.js'), changed);
    const second = await get('/app/assets/big-Z7.js', { 'accept-encoding': 'gzip' }, small);
    expect(gunzipSync(second.bytes).toString('utf8')).toBe(changed);
  });

  it('an image is sent as it is, never gzipped', async () => {
    const reply = await get('/app/assets/logo-Xy9.png', { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(reply.headers.get('content-encoding')).toBeNull();
    expect(reply.bytes.equals(image)).toBe(true);
  });

  it('HEAD gives the headers of GET without a body', async () => {
    const response = await svc.app.request('/app/assets/main-AbC123.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('index.html is still revalidated every time', async () => {
    const page = await get('/app/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.bytes.toString('utf8')).toContain('<title>Seatdesk</title>');
  });
});

describe('what is refused', () => {
  it('an unknown asset is a 404, not index.html', async () => {
    const reply = await get('/app/assets/gone-0000.js', { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    expect(reply.bytes.toString('utf8')).not.toContain('<title>');
  });

  it.each([
    '/app/assets/..%2Fsecret.txt',
    '/app/assets/%2e%2e%2fsecret.txt',
    '/app/assets/..%2F..%2Foutside.txt',
    '/app/assets/%2E%2E%2F%2E%2E%2Foutside.txt',
    '/app/assets/x%2F..%2F..%2Fsecret.txt',
    '/app/assets/..%5Csecret.txt',
    '/app/assets/.hidden',
  ])('%s is a 404', async (path) => {
    writeFileSync(join(dist, 'assets', '.hidden'), 'hidden');
    const reply = await get(path, { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(404);
    expect(reply.bytes.toString('utf8')).toBe('No such file in this build');
  });

  it.each([
    ['/app/assets/%2e%2e/%2e%2e/outside.txt', 401], // the URL's dot segments go: /outside.txt
    ['/app/assets/..', 200], // /app/: index.html
  ])('%s is resolved by the URL first, never to a file outside', async (path, status) => {
    const reply = await get(path, { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(status);
    const text = reply.headers.get('content-encoding')
      ? gunzipSync(reply.bytes).toString('utf8')
      : reply.bytes.toString('utf8');
    expect(text).not.toMatch(/not an asset|outside the build/);
    expect(reply.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });
});
