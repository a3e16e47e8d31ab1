// GET /metrics (http/metrics-endpoint.ts, src/server/metrics.ts): closed without METRICS_TOKEN,
// refused without the token, and after bookings, refusals, a 429 and a 503 it shows each counted
// under its route pattern and error code; the booking queue, lanes, store, caches, WAL and the
// hold sweep are read when scraped.
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHoldSweep } from '../application/jobs/hold-sweep';
import { startTestService, type TestService } from '../service-test-kit';
import {
  appCaller,
  basic,
  type Call,
  caller,
  createEvent,
  expectError,
  upload,
} from './http-test-kit';
import { scrape } from './metrics-test-kit';

const TOKEN = 'metrics-token-0123456789';
const onPostgres = /^postgres/.test(process.env.TEST_STORE_URL ?? '');

describe('who may read /metrics', () => {
  let open: TestService;
  let closed: TestService;
  beforeAll(async () => {
    open = await startTestService({ metricsToken: TOKEN });
    closed = await startTestService();
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
  });

  test('without METRICS_TOKEN the endpoint is off, whatever is sent', async () => {
    const call = caller(closed);
    const bearer = { headers: { authorization: `Bearer ${TOKEN}` }, key: null };
    expectError(await call('GET', '/metrics', undefined, bearer), 404, 'METRICS_DISABLED');
    expectError(await call('GET', '/metrics'), 404, 'METRICS_DISABLED');
  });

  test.each([
    ['no Authorization', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-9876543210' }],
    ['the token one character short', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['the token as Basic credentials', { authorization: basic(TOKEN) }],
  ])('with METRICS_TOKEN set, %s is refused with 401', async (_what, headers) => {
    const call = appCaller(open.app, null);
    const reply = await call('GET', '/metrics', undefined, { headers });
    expectError(reply, 401, 'METRICS_UNAUTHORIZED');
    expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(reply.text).not.toContain('seatdesk_');
  });

  test("a workspace's secret key does not open it", async () => {
    expectError(await caller(open)('GET', '/metrics'), 401, 'METRICS_UNAUTHORIZED');
  });
});

describe('what /metrics counts', () => {
  let svc: TestService;
  let call: Call;
  beforeAll(async () => {
    svc = await startTestService({
      metricsToken: TOKEN,
      regularLaneLimit: 1,
      requestTimeoutMs: 3_000,
    });
    call = caller(svc);
    await upload(call, 'metrics-chart');
  });
  afterAll(() => svc.close());

  test('bookings, a refusal, an unknown path, a 429 and a 503, by route pattern and code', async () => {
    await createEvent(call, 'metrics-chart', 'metrics-event-1');
    const book = (label: string) =>
      call('POST', '/events/metrics-event-1/actions/book', { objects: [label] });
    expect((await book('A-1')).status).toBe(204);
    expect((await book('A-2')).status).toBe(204);
    expectError(await book('A-1'), 400, 'OBJECT_ALREADY_IN_STATUS');
    expectError(await call('GET', '/no/such/path'), 404, 'NOT_FOUND');

    // A request whose body has not arrived holds the one regular slot until its deadline.
    let feed!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        feed = controller;
      },
    });
    const held = svc.app.request('/events', {
      method: 'POST',
      headers: { authorization: basic(svc.secretKey), 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expect
      .poll(async () =>
        (await scrape(svc.app, TOKEN)).value('seatdesk_lane_in_flight', { lane: 'regular' }),
      )
      .toBe(1);
    expectError(await call('GET', '/charts'), 429, 'RATE_LIMIT_EXCEEDED');
    const timedOut = await held;
    expect(timedOut.status).toBe(503);
    expect((await timedOut.json()).errors[0].code).toBe('REQUEST_TIMEOUT');
    feed.close();
    // The slot is given back when the work behind the 503 has stopped, a moment after the answer.
    await expect
      .poll(async () =>
        (await scrape(svc.app, TOKEN)).value('seatdesk_lane_in_flight', { lane: 'regular' }),
      )
      .toBe(0);

    const metrics = await scrape(svc.app, TOKEN);
    const answered = (method: string, route: string, status: number, code: string) =>
      metrics.value('seatdesk_http_requests_total', { method, route, status: `${status}`, code });
    const bookRoute = '/events/:key/actions/book';
    expect(answered('POST', bookRoute, 204, 'none')).toBe(2);
    expect(answered('POST', bookRoute, 400, 'OBJECT_ALREADY_IN_STATUS')).toBe(1);
    expect(answered('GET', 'unmatched', 404, 'NOT_FOUND')).toBe(1);
    expect(answered('GET', '/charts', 429, 'RATE_LIMIT_EXCEEDED')).toBe(1);
    expect(answered('POST', '/events', 503, 'REQUEST_TIMEOUT')).toBe(1);
    expect(metrics.value('seatdesk_rate_limited_total', { lane: 'regular' })).toBe(1);
    expect(metrics.value('seatdesk_http_unavailable_total', { reason: 'REQUEST_TIMEOUT' })).toBe(1);
    const latency = { method: 'POST', route: bookRoute };
    expect(metrics.value('seatdesk_http_request_duration_seconds_count', latency)).toBe(3);
    expect(metrics.value('seatdesk_lane_limit', { lane: 'regular' })).toBe(1);
    // Every status change waited in the booking queue; the three went in groups of one.
    expect(metrics.value('seatdesk_booking_queue_wait_seconds_count')).toBe(3);
    expect(metrics.value('seatdesk_booking_group_size_sum')).toBe(3);
    expect(metrics.value('seatdesk_booking_queue_depth')).toBe(0);
    const store = { store: svc.deps.store.kind };
    expect(metrics.value('seatdesk_store_connections_in_use', store)).toBeGreaterThanOrEqual(0);
    expect(metrics.value('seatdesk_store_connections_waiting', store)).toBe(0);
    // Route patterns only: never a raw path, an event key or a key.
    expect(metrics.text).not.toMatch(/metrics-event-1|no\/such|metrics-chart/);
    expect(metrics.text).not.toContain(svc.secretKey);
  });

  test("cache hits and misses: a report read twice reads the event's states once", async () => {
    await createEvent(call, 'metrics-chart', 'metrics-event-2');
    const states = (result: string) => ({ cache: 'states', result });
    const before = await scrape(svc.app, TOKEN);
    for (let i = 0; i < 2; i++) {
      const report = await call('GET', '/reports/events/metrics-event-2/byStatus');
      expect(report.status, report.text).toBe(200);
    }
    const after = await scrape(svc.app, TOKEN);
    const grew = (labels: Record<string, string>) =>
      (after.value('seatdesk_cache_lookups_total', labels) ?? 0) -
      (before.value('seatdesk_cache_lookups_total', labels) ?? 0);
    expect(grew(states('miss'))).toBe(1);
    expect(grew(states('hit'))).toBeGreaterThanOrEqual(1);
    expect(grew({ cache: 'charts', result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(after.value('seatdesk_cache_bytes', { cache: 'charts' })).toBe(svc.deps.charts.bytes);
  });

  test('the hold sweep: its lag and what it swept, once it runs', async () => {
    expect((await scrape(svc.app, TOKEN)).value('seatdesk_hold_sweep_lag_seconds')).toBeUndefined();
    await createEvent(call, 'metrics-chart', 'metrics-event-3');
    const token = (await call('POST', '/hold-tokens', { expiresInMinutes: 1 })).body.holdToken;
    const hold = { objects: ['B-1'], holdToken: token };
    expect((await call('POST', '/events/metrics-event-3/actions/hold', hold)).status).toBe(204);
    svc.advanceClock(2 * 60_000);
    const deps = { ...svc.deps, config: { ...svc.deps.config, holdSweepIntervalMs: 20 } };
    const stop = startHoldSweep(deps);
    try {
      await expect
        .poll(async () => (await scrape(svc.app, TOKEN)).value('seatdesk_hold_sweep_swept_total'))
        .toBe(1);
      const metrics = await scrape(svc.app, TOKEN);
      expect(metrics.value('seatdesk_hold_sweep_lag_seconds')).toBeLessThan(5);
      expect(metrics.value('seatdesk_hold_sweep_failures_total')).toBe(0);
    } finally {
      stop();
    }
  });
});

describe.skipIf(onPostgres)('the SQLite write-ahead log', () => {
  test('a file database reports its -wal size; one in memory has no such metric', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'seatdesk-metrics-'));
    const file = join(dir, 'wal.db');
    const onFile = await startTestService({ metricsToken: TOKEN, databaseUrl: `sqlite:${file}` });
    const inMemory = await startTestService({ metricsToken: TOKEN });
    try {
      await upload(caller(onFile), 'wal-chart');
      const wal = (await scrape(onFile.app, TOKEN)).value('seatdesk_sqlite_wal_bytes');
      expect(wal).toBeGreaterThan(0);
      expect(wal).toBe(statSync(`${file}-wal`).size);
      expect(
        (await scrape(inMemory.app, TOKEN)).value('seatdesk_sqlite_wal_bytes'),
      ).toBeUndefined();
    } finally {
      await onFile.close();
      await inMemory.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
