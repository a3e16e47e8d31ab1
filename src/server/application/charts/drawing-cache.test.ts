// The drawing cache's bound: the bytes of the JSON and of the gzip made later both count, the
// least recently used drawing goes first, one larger than the whole budget is served but not
// kept, and concurrent first gzip requests share one compression.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateDrawing } from '../../../domain/drawing';
import { caller } from '../../http/http-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import type { WireBytes } from '../wire-bytes';
import { MAX_DRAWING_OBJECTS } from './chart-cache';
import { DEFAULT_DRAWING_CACHE_BYTES, DrawingCache } from './drawing-cache';

let svc: TestService;
const seats = { small1: 300, small2: 300, small3: 300, large: 3_000 };
/** The JSON bytes of each generated drawing, as the store gives it back. */
const size: Record<string, number> = {};

beforeAll(async () => {
  svc = await startTestService();
  const call = caller(svc);
  for (const [key, count] of Object.entries(seats)) {
    const reply = await call(
      'POST',
      `/system/public/charts/${key}`,
      generateDrawing({ seats: count }),
    );
    expect(reply.status, reply.text).toBe(204);
  }
  await svc.deps.store.read(async (tx) => {
    for (const key of Object.keys(seats)) {
      const chart = (await tx.getChart(svc.company.workspace.id, key))!;
      size[key] = Buffer.byteLength(JSON.stringify(await tx.getDrawing(chart.id, 'published')));
    }
  });
});
afterAll(() => svc.close());

/** Reads each drawing through `cache`: the bytes served and those the cache holds after each. */
function readThrough(cache: DrawingCache, keys: string[]) {
  return svc.deps.store.read(async (tx) => {
    const seen: Array<{ key: string; wire: WireBytes; held: number }> = [];
    for (const key of keys) {
      const chart = (await tx.getChart(svc.company.workspace.id, key))!;
      const wire = (await cache.get(tx, chart, 'published'))!;
      seen.push({ key, wire, held: cache.bytes });
    }
    return seen;
  });
}

describe('the drawing cache budget', () => {
  test('keeps the JSON bytes and pushes out the least recently used', async () => {
    const cache = new DrawingCache(size.small1 + size.small2 + 100);
    const seen = await readThrough(cache, ['small1', 'small2', 'small1', 'small3', 'small1']);
    expect(seen.map((step) => step.held)).toEqual([
      size.small1,
      size.small1 + size.small2,
      size.small1 + size.small2,
      size.small1 + size.small3, // small2 was the least recently used
      size.small1 + size.small3,
    ]);
    expect(seen[2].wire).toBe(seen[0].wire); // a hit: the same bytes, not made again
    expect(seen[4].wire).toBe(seen[0].wire);
    const again = await readThrough(cache, ['small2']);
    expect(again[0].wire).not.toBe(seen[1].wire); // made again after it went
  });

  test('a drawing larger than the whole budget is served but not kept', async () => {
    const cache = new DrawingCache(size.large - 1);
    const seen = await readThrough(cache, ['small1', 'large', 'large']);
    expect(JSON.parse(seen[1].wire.body.toString())).toMatchObject({ name: expect.any(String) });
    expect(seen[1].wire.body.byteLength).toBe(size.large);
    expect(seen[1].held).toBe(size.small1);
    expect(seen[2].wire).not.toBe(seen[1].wire);
  });

  test('the gzip counts once made, within the bound', async () => {
    const cache = new DrawingCache(size.small1 + size.small2 + 100);
    const [one, two] = await readThrough(cache, ['small1', 'small2']);
    const [first, second] = [one.wire.gzip(), one.wire.gzip()];
    expect(second).toBe(first); // concurrent callers share the one compression
    const gzip = await first;
    expect(gunzipSync(gzip).equals(one.wire.body)).toBe(true);
    // Grown by its gzip, small1 (just used) no longer fits beside small2: small2 goes.
    expect(cache.bytes).toBe(size.small1 + gzip.byteLength);
    expect(cache.bytes).toBeLessThanOrEqual(size.small1 + size.small2 + 100);
    const [hit] = await readThrough(cache, ['small1']);
    expect(hit.wire).toBe(one.wire);
    expect(await hit.wire.gzip()).toBe(gzip); // made once
    const [gone] = await readThrough(cache, ['small2']);
    expect(gone.wire).not.toBe(two.wire);
  });

  test('requests missing at once share one read and one gzip', async () => {
    const cache = new DrawingCache();
    const [a, b] = await svc.deps.store.read(async (tx) => {
      const chart = (await tx.getChart(svc.company.workspace.id, 'small1'))!;
      // Both start before either has kept anything: the second waits for the first's bytes.
      return Promise.all([cache.get(tx, chart, 'published'), cache.get(tx, chart, 'published')]);
    });
    expect(b).toBe(a);
    expect(cache.bytes).toBe(size.small1);
    const [first, second] = await Promise.all([a!.gzip(), b!.gzip()]);
    expect(second).toBe(first);
  });

  test('the default budget holds a drawing of the largest accepted size with its gzip', () => {
    // Measured: a generated 100,000-seat drawing is 13.3 MB of JSON (0.4 MB of gzip).
    const largest = (MAX_DRAWING_OBJECTS / 100_000) * 13.3e6 * 1.1;
    expect(largest).toBeLessThan(DEFAULT_DRAWING_CACHE_BYTES / 4);
  });
});
