// Cycling over charts that do not fit the chart cache must not stall another company (issue 27,
// B6). Company A reads the summaries and object infos of events on two large charts in turn,
// with a chart cache that holds one of them: every request misses and the chart is built again.
// That build ran inside A's read, on the event loop, so company B's booking and /health/ready sent
// meanwhile waited for it and were answered after A. Now the chart is built outside the read, in
// slices, in A's turn: B's requests are answered while A still waits for its own build. Asserted
// on the order of the answers, not on times; and A's answers are those of the chart it asked for.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { flattenDrawing, generateDrawing } from '../../domain/drawing';
import { ChartCache, estimatedBytes } from '../application/charts/chart-cache';
import { wireService } from '../application/wiring';
import { startTestService, type TestService } from '../service-test-kit';
import { createApp } from './app';
import { answerOrder, expectBeforeHeavy } from './fairness-test-kit';
import { appCaller, type Call } from './http-test-kit';

const SEATS = 60_000;
/** Two charts; the second one's last seat is on it only, so its object info tells them apart. */
const drawings = [generateDrawing({ seats: SEATS }), generateDrawing({ seats: SEATS + 40 })];
const drawnLast = flattenDrawing(drawings[1]).objects.at(-1)?.label as string;

let svc: TestService;
let a: Call;
let b: Call;

beforeAll(async () => {
  svc = await startTestService({ bodyLimitBytes: 100 * 1024 * 1024 });
  // Room for one of A's charts (and B's small one), not both.
  const charts = new ChartCache(Math.ceil(1.5 * estimatedBytes(flattenDrawing(drawings[1]))));
  const app = createApp(wireService({ ...svc.deps, charts }));
  a = appCaller(app, svc.secretKey);
  for (const [i, drawing] of drawings.entries()) {
    expect((await a('POST', `/system/public/charts/c${i}`, drawing)).status).toBe(204);
    expect((await a('POST', '/events', { chartKey: `c${i}`, eventKey: `e${i}` })).status).toBe(200);
  }
  b = appCaller(app, (await svc.newCompany()).workspace.secretKey);
  const small = generateDrawing({ seats: 20 });
  expect((await b('POST', '/system/public/charts/small', small)).status).toBe(204);
  expect((await b('POST', '/events', { chartKey: 'small', eventKey: 'small' })).status).toBe(200);
}, 120_000);
afterAll(() => svc.close());

test("charts cycled past the cache are built outside the event loop's turn: company B's booking and /health/ready come first", async () => {
  // e0's summary, then e1's object info, again and again: each request misses (the other chart
  // pushed its chart out).
  for (let round = 1; round <= 3; round++) {
    const seat = { objects: [`A-${round}`] };
    let summary: { status: number; body: Record<string, { count: number }> } | undefined;
    const order = await answerOrder(
      async () => {
        summary = await a('GET', '/reports/events/e0/byStatus/summary');
        return summary;
      },
      {
        other: () => b('POST', '/events/small/actions/book', seat),
        ready: () => b('GET', '/health/ready', undefined, { key: null }),
      },
    );
    expectBeforeHeavy(order, ['other', 'ready'], `summary, round ${round}`);
    expect(summary?.body.free.count).toBe(SEATS);

    let info: { status: number; body: Record<string, { label: string }> } | undefined;
    const infoOrder = await answerOrder(
      async () => {
        info = await a('GET', `/events/e1/objects?label=${drawnLast}`);
        return info;
      },
      {
        other: () => b('POST', '/events/small/actions/release', seat),
        ready: () => b('GET', '/health/ready', undefined, { key: null }),
      },
    );
    expectBeforeHeavy(infoOrder, ['other', 'ready'], `object info, round ${round}`);
    expect(info?.body[drawnLast].label).toBe(drawnLast);
  }
}, 120_000);
