// Issue 17, item 4: the chart cache is bounded by the estimated memory of its charts, not by
// their count, and drawings past the documented size are refused at upload.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateDrawing } from '../../../domain/drawing';
import { type Call, caller } from '../../http/http-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import { StatesCache } from '../states/states-cache';
import {
  BYTES_PER_OBJECT,
  ChartCache,
  DEFAULT_CHART_CACHE_BYTES,
  estimatedBytes,
  MAX_DRAWING_OBJECTS,
} from './chart-cache';

let svc: TestService;
let call: Call;
const sizes = { small1: 400, small2: 400, small3: 400, medium: 2_000, large: 6_000 };

beforeAll(async () => {
  svc = await startTestService({ bodyLimitBytes: 64 * 1024 * 1024 });
  call = caller(svc);
  for (const [key, seats] of Object.entries(sizes)) {
    const reply = await call('POST', `/system/public/charts/${key}`, generateDrawing({ seats }));
    expect(reply.status, reply.text).toBe(204);
  }
});
afterAll(() => svc.close());

/** Reads each chart through `cache`; answers the objects of each and the bytes held after it. */
async function readThrough(cache: ChartCache, keys: string[]) {
  return svc.deps.store.read(async (tx) => {
    const seen = [];
    for (const key of keys) {
      const row = await tx.getChart(svc.company.workspace.id, key);
      const flat = await cache.get(tx, row!);
      seen.push({ key, objects: flat?.objects.length, bytes: cache.bytes });
    }
    return seen;
  });
}

describe('the chart cache budget', () => {
  test('large charts push out others and the estimate never exceeds the budget', async () => {
    const budget = 5_000 * BYTES_PER_OBJECT; // room for the three small and the medium chart
    const cache = new ChartCache(budget);
    const order = ['small1', 'small2', 'small3', 'medium', 'small1', 'large', 'medium', 'small2'];
    const seen = await readThrough(cache, order);
    for (const step of seen) {
      expect(step.objects).toBe(sizes[step.key as keyof typeof sizes]);
      expect(step.bytes).toBeLessThanOrEqual(budget);
    }
    // The large chart (6,000 objects) is over the whole budget: served, never kept.
    expect(seen[5].bytes).toBe(seen[4].bytes);
    // The medium chart came back after small1 was read again: the least recently used went.
    const kept = await readThrough(new ChartCache(budget), [
      'small1',
      'small2',
      'small3',
      'medium',
    ]);
    expect(kept.at(-1)?.bytes).toBe(
      (400 + 1) * 3 * BYTES_PER_OBJECT + (2_000 + 1) * BYTES_PER_OBJECT,
    );
  });

  test('a budget of one medium and one small chart evicts the least recently used', async () => {
    const budget = 2_500 * BYTES_PER_OBJECT;
    const cache = new ChartCache(budget);
    const seen = await readThrough(cache, ['small1', 'medium', 'small2', 'medium', 'small3']);
    // small1, + medium; small2 pushes out small1; medium is read again (a hit), so small3
    // pushes out small2, not medium.
    const medium = 2_001;
    expect(seen.map((step) => step.bytes / BYTES_PER_OBJECT)).toEqual([
      401,
      401 + medium,
      401 + medium,
      401 + medium,
      401 + medium,
    ]);
    const again = await readThrough(cache, ['medium']);
    expect(again[0].bytes).toBe((401 + medium) * BYTES_PER_OBJECT);
  });

  test('the default budget holds a chart of the largest accepted size', () => {
    expect(MAX_DRAWING_OBJECTS * BYTES_PER_OBJECT).toBeLessThanOrEqual(DEFAULT_CHART_CACHE_BYTES);
    expect(estimatedBytes({ objects: new Array(10) } as never)).toBe(11 * BYTES_PER_OBJECT);
  });
});

describe('event views (objectCategories)', () => {
  test('are kept under the same budget, one per chart revision and categories given', async () => {
    const budget = 2_500 * BYTES_PER_OBJECT;
    const cache = new ChartCache(budget);
    const event = { objectCategories: { 'A-1': 1 }, categories: null };
    const views = await svc.deps.store.read(async (tx) => {
      const row = (await tx.getChart(svc.company.workspace.id, 'small1'))!;
      const first = await cache.forEvent(tx, row, event);
      const again = await cache.forEvent(tx, row, { ...event });
      const bytesWithView = cache.bytes;
      const base = await cache.forEvent(tx, row, { objectCategories: null, categories: null });
      // A medium chart pushes out the least recently used: the view went before the base.
      await cache.get(tx, (await tx.getChart(svc.company.workspace.id, 'medium'))!);
      return { first, again, base, bytesWithView, bytesAfter: cache.bytes };
    });
    expect(views.again).toBe(views.first);
    expect(views.base).not.toBe(views.first);
    expect(views.bytesWithView).toBe(2 * 401 * BYTES_PER_OBJECT);
    expect(views.bytesAfter).toBeLessThanOrEqual(budget);
    expect(views.first?.byLabel.get('A-1')?.categoryKey).toBe('1');
  });
});

describe('charts let go', () => {
  test('take the states cache’s values derived with them along', async () => {
    const charts = new ChartCache(2_500 * BYTES_PER_OBJECT);
    const states = new StatesCache();
    charts.onRelease(states.releasePart);
    expect(
      (await call('POST', '/events', { chartKey: 'small1', eventKey: 'on-small1' })).status,
    ).toBe(200);
    let computed = 0;
    // The value is derived with the chart as first read, even after the cache let it go: only
    // the release can make the states cache forget it (a fresh chart would differ by identity).
    const chart = await svc.deps.store.read(async (tx) =>
      charts.get(tx, (await tx.getChart(svc.company.workspace.id, 'small1'))!),
    );
    const derive = () =>
      svc.deps.store.read(async (tx) => {
        const event = (await tx.getEvent(svc.company.workspace.id, 'on-small1'))!;
        return states.derive(tx, event, 'histogram', [chart], () => ++computed);
      });
    expect(await derive()).toBe(1);
    expect(await derive()).toBe(1); // kept while the chart is cached
    await svc.deps.store.read(async (tx) => {
      for (const key of ['medium', 'small2']) {
        await charts.get(tx, (await tx.getChart(svc.company.workspace.id, key))!);
      }
    });
    expect(await derive()).toBe(2); // the chart went, and the value with it
  });
});

describe('drawings past the documented size', () => {
  test('are refused at upload with 413 DRAWING_TOO_LARGE, storing nothing', async () => {
    const drawing = generateDrawing({ seats: MAX_DRAWING_OBJECTS + 40 });
    const reply = await call('POST', '/system/public/charts/huge', drawing);
    expect(reply.status, reply.text.slice(0, 300)).toBe(413);
    expect(reply.body.errors).toEqual([
      {
        code: 'DRAWING_TOO_LARGE',
        message: `The drawing has ${MAX_DRAWING_OBJECTS + 40} objects; at most ${MAX_DRAWING_OBJECTS} are accepted`,
      },
    ]);
    expect((await call('GET', '/charts/huge')).status).toBe(404);
  }, 60_000);
});
