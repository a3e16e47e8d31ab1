// The service's metrics, one registry per service instance (tests start many services in one
// process, so never prom-client's global registry), exposed by GET /metrics (http/metrics-endpoint.ts)
// in Prometheus' text format. The hot paths only count: a request, a lane slot, a queued booking.
// What can be read when scraped (pool, WAL, caches, sweep lag) is read then, costing nothing between.
import { statSync } from 'node:fs';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { StoreGauges } from './store/port';

/** What a cache counted since the start (application/revision-lru.ts, the states cache). */
export interface CacheCounts {
  hits: number;
  misses: number;
  /** What it holds now, where it counts its bytes. */
  bytes?: number;
  /** The states cache: entries moved over other instances' commits, the states that read and kept. */
  caughtUps?: number;
  caughtUpRead?: number;
  caughtUpKept?: number;
  followed?: number;
  heard?: number;
  walked?: number;
}

/** The parts of a running service the scrape reads. */
export interface WatchedParts {
  store: { gauges?(): StoreGauges };
  caches: Record<string, { readonly counts: CacheCounts }>;
  lanes: Record<string, number>;
}

export interface AnsweredRequest {
  method: string;
  /** The route pattern (`/events/:key/actions/book`), never the raw path. */
  route: string;
  status: number;
  code?: string;
  seconds: number;
  ambiguous: boolean;
}

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class ServiceMetrics {
  readonly registry = new Registry();
  private parts?: WatchedParts;
  private sweep?: { startedAt: number; lastPassAt?: number };

  private readonly requests = this.counter(
    'seatdesk_http_requests_total',
    'Requests answered, by route pattern, status and error code ("none" for success)',
    ['method', 'route', 'status', 'code'],
  );
  private readonly duration = new Histogram({
    name: 'seatdesk_http_request_duration_seconds',
    help: 'Time from the server accepting a request to its answer, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly unavailable = this.counter(
    'seatdesk_http_unavailable_total',
    '503 answers by reason (the error code: STORE_UNAVAILABLE, REQUEST_TIMEOUT, ...)',
    ['reason'],
  );
  private readonly ambiguous = this.counter(
    'seatdesk_http_ambiguous_outcomes_total',
    'Answers that could not say whether the change was applied (see the log lines with "ambiguous":true)',
    ['route'],
  );
  private readonly rateLimited = this.counter(
    'seatdesk_rate_limited_total',
    '429 answers by the rate-limit lane that was full',
    ['lane'],
  );
  private readonly laneInFlight = new Gauge({
    name: 'seatdesk_lane_in_flight',
    help: 'Requests holding a rate-limit lane slot now, all companies together',
    labelNames: ['lane'] as const,
    registers: [this.registry],
  });
  private readonly queueDepth = new Gauge({
    name: 'seatdesk_booking_queue_depth',
    help: 'Status changes waiting for a group commit',
    registers: [this.registry],
  });
  private readonly queueWait = new Histogram({
    name: 'seatdesk_booking_queue_wait_seconds',
    help: 'Time a status change waited in the queue before its group started',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [this.registry],
  });
  private readonly groupSize = new Histogram({
    name: 'seatdesk_booking_group_size',
    help: 'Status changes committed together in one group',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128],
    registers: [this.registry],
  });
  private readonly sweptHolds = this.counter(
    'seatdesk_hold_sweep_swept_total',
    'Expired hold tokens released by the hold sweep',
    [],
  );
  private readonly sweepFailures = this.counter(
    'seatdesk_hold_sweep_failures_total',
    'Hold sweep passes that failed',
    [],
  );

  /** `processMetrics`: CPU, memory, event loop, GC, once per process (the entry point's). */
  constructor({ processMetrics = false } = {}) {
    if (processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'seatdesk_' });
    this.scraped();
  }

  /** Reads these parts on every scrape; a service calls it once, after making them. */
  watch(parts: WatchedParts): void {
    this.parts = parts;
    const file = parts.store.gauges?.().sqliteFile;
    // Only a SQLite file has a WAL: a metric that is always 0 elsewhere would only mislead.
    if (!file) return;
    this.once('seatdesk_sqlite_wal_bytes', () => {
      new Gauge({
        name: 'seatdesk_sqlite_wal_bytes',
        help: 'Size of the SQLite write-ahead log file (-wal)',
        registers: [this.registry],
        collect() {
          this.set(walBytes(file));
        },
      });
    });
  }

  answered(request: AnsweredRequest): void {
    const { method, route, status } = request;
    const code = request.code ?? 'none';
    this.requests.inc({ method, route, status, code });
    this.duration.observe({ method, route }, request.seconds);
    if (status === 503) this.unavailable.inc({ reason: code });
    if (request.ambiguous) this.ambiguous.inc({ route });
  }

  laneTaken(lane: string): void {
    this.laneInFlight.inc({ lane });
  }

  laneReleased(lane: string): void {
    this.laneInFlight.dec({ lane });
  }

  laneFull(lane: string): void {
    this.rateLimited.inc({ lane });
  }

  /** The queue's depth after a status change joined it. */
  queued(depth: number): void {
    this.queueDepth.set(depth);
  }

  /** A group starts: each member's wait (`queuedAt`, performance.now()), and what is left behind. */
  groupTaken(group: ReadonlyArray<{ queuedAt: number }>, left: number): void {
    const now = performance.now();
    for (const item of group) this.queueWait.observe((now - item.queuedAt) / 1000);
    this.groupSize.observe(group.length);
    this.queueDepth.set(left);
  }

  holdSweepStarted(): void {
    this.sweep = { startedAt: performance.now() };
    // Registered only where a sweep runs (not in proxy mode): a lag of 0 would say all is well.
    this.once('seatdesk_hold_sweep_lag_seconds', () => {
      const metrics = this;
      new Gauge({
        name: 'seatdesk_hold_sweep_lag_seconds',
        help: 'Seconds since the hold sweep last completed a pass (since it started, before the first)',
        registers: [this.registry],
        collect() {
          const at = metrics.sweep;
          if (at) this.set((performance.now() - (at.lastPassAt ?? at.startedAt)) / 1000);
        },
      });
    });
  }

  holdSweepPassed(swept: number): void {
    if (this.sweep) this.sweep.lastPassAt = performance.now();
    this.sweptHolds.inc(swept);
  }

  holdSweepFailed(): void {
    this.sweepFailures.inc();
  }

  /** The text a Prometheus scrape reads. */
  exposition(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private once(name: string, register: () => void): void {
    if (!this.registry.getSingleMetric(name)) register();
  }

  private counter(name: string, help: string, labelNames: string[]): Counter {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** The gauges and counters read from the watched parts when scraped. */
  private scraped(): void {
    const metrics = this;
    const registers = [this.registry];
    new Gauge({
      name: 'seatdesk_store_connections_in_use',
      help: 'Store connections running a transaction (SQLite: its one connection, 0 or 1)',
      labelNames: ['store'],
      registers,
      collect() {
        const gauges = metrics.parts?.store.gauges?.();
        if (gauges) this.set({ store: gauges.kind }, gauges.inUse);
      },
    });
    new Gauge({
      name: 'seatdesk_store_connections_waiting',
      help: 'Transactions waiting for a store connection (PostgreSQL: the pool; SQLite: the queue)',
      labelNames: ['store'],
      registers,
      collect() {
        const gauges = metrics.parts?.store.gauges?.();
        if (gauges) this.set({ store: gauges.kind }, gauges.waiting);
      },
    });
    new Counter({
      name: 'seatdesk_cache_lookups_total',
      help: 'In-memory cache lookups by cache and result (hit or miss)',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [cache, { counts }] of Object.entries(metrics.parts?.caches ?? {})) {
          this.inc({ cache, result: 'hit' }, counts.hits);
          this.inc({ cache, result: 'miss' }, counts.misses);
        }
      },
    });
    new Counter({
      name: 'seatdesk_states_catch_up_total',
      help: 'States cache catch-ups over other instances\' commits ("catch-ups"), the states they read from the store ("read") and took from this process\'s own writes ("kept"), the catch-ups a best-available request made before its group took the event\'s lock ("ahead-of-lock"), the catch-ups made on hearing another instance\'s commit ("heard"), the steps down a kept entry\'s chain of writes they walked to find what the written labels had ("chain-steps")',
      labelNames: ['what'],
      registers,
      collect() {
        this.reset();
        const counts = metrics.parts?.caches.states?.counts;
        if (counts?.caughtUps === undefined) return;
        this.inc({ what: 'catch-ups' }, counts.caughtUps);
        this.inc({ what: 'read' }, counts.caughtUpRead ?? 0);
        this.inc({ what: 'kept' }, counts.caughtUpKept ?? 0);
        this.inc({ what: 'ahead-of-lock' }, counts.followed ?? 0);
        this.inc({ what: 'heard' }, counts.heard ?? 0);
        this.inc({ what: 'chain-steps' }, counts.walked ?? 0);
      },
    });
    new Gauge({
      name: 'seatdesk_cache_bytes',
      help: 'Bytes (estimated for charts) an in-memory cache holds now',
      labelNames: ['cache'],
      registers,
      collect() {
        for (const [cache, { counts }] of Object.entries(metrics.parts?.caches ?? {})) {
          if (counts.bytes !== undefined) this.set({ cache }, counts.bytes);
        }
      },
    });
    new Gauge({
      name: 'seatdesk_lane_limit',
      help: 'Requests in flight one company may have per rate-limit lane',
      labelNames: ['lane'],
      registers,
      collect() {
        for (const [lane, limit] of Object.entries(metrics.parts?.lanes ?? {})) {
          this.set({ lane }, limit);
        }
      },
    });
  }
}

function walBytes(file: string): number {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0; // no WAL right now (checkpointed and truncated, or not yet written)
  }
}
