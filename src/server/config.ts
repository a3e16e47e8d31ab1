// Configuration, read once from the environment and validated with zod, so a typo fails the start
// with a message naming the variable instead of surfacing later as odd behaviour.
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import { LIMITS } from '../contract/limits';

// Digits only: an empty PORT would otherwise coerce to 0 and listen on a port nobody chose.
const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535 (0 lets the system pick one)')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a port number from 0 to 65535'));
const positive = z.coerce.number().int().positive();

const EnvSchema = z
  .object({
    PORT: port.default(9001),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .default('sqlite:./data/seatdesk.db')
      .refine((url) => /^(sqlite:|postgres(ql)?:\/\/)/.test(url), {
        message:
          'must start with sqlite: (e.g. sqlite:./data/seatdesk.db, sqlite::memory:) or postgres://',
      }),
    SYSTEM_SECRET: z.string().min(1).optional(),
    // Sent by the scraper as a Bearer token: long enough not to be guessed, and one word.
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters without spaces')
      .optional(),
    // Credentials in the URL would be echoed wherever the URL is shown (and fetch refuses them);
    // the proxy forwards each client's own Authorization instead.
    UPSTREAM_URL: z
      .url()
      .refine((url) => !/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(url), {
        message: 'must not hold a user or password (user:password@); clients send their own keys',
      })
      .optional(),
    UPSTREAM_TIMEOUT_MS: positive.default(30_000),
    SHUTDOWN_TIMEOUT_MS: positive.default(10_000),
    SHUTDOWN_DRAIN_DELAY_MS: z
      .string()
      .regex(/^\d{1,7}$/, 'must be a whole number of milliseconds (0 for no delay)')
      .transform(Number)
      .default(5_000),
    PRIORITY_LANE_LIMIT: positive.default(100),
    REGULAR_LANE_LIMIT: positive.default(10),
    BODY_LIMIT_BYTES: positive.default(4 * 1024 * 1024),
    BOOKING_BODY_LIMIT_BYTES: positive.default(1024 * 1024),
    UPLOAD_BODY_LIMIT_BYTES: positive.default(64 * 1024 * 1024),
    HOLD_SWEEP_INTERVAL_MS: positive.default(5_000),
    REQUEST_TIMEOUT_MS: positive.default(10_000),
    // At least an hour: a key must outlive the longest a running request may hold it (its lease).
    IDEMPOTENCY_KEY_HOURS: positive.max(720, 'must be from 1 to 720 hours (30 days)').default(24),
    PG_LOCK_TIMEOUT_MS: positive.optional(),
    PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: positive.default(5_000),
    LOG_REQUESTS: z.enum(['true', 'false']).default('true'),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    APP_DIR: z.string().trim().min(1, 'must name a directory').default('dist/app'),
    // the live feed's streams (docs/live-feed.md)
    FEED_STREAMS_PER_COMPANY: positive.default(100),
    FEED_HEARTBEAT_MS: positive.default(15_000),
    FEED_STREAM_BUFFER_BYTES: positive.default(1024 * 1024),
    FEED_COALESCE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(LIMITS.feedCoalesceMs, `must be from 0 to ${LIMITS.feedCoalesceMs} ms`)
      .default(50),
    // PostgreSQL, the safety net under other instances' NOTIFY (docs/live-feed.md)
    FEED_POLL_MS: positive.default(1_000),
    FOR_SALE_EDITS_PER_DAY: positive.default(10),
  })
  .refine((env) => (env.PG_LOCK_TIMEOUT_MS ?? 0) <= env.REQUEST_TIMEOUT_MS, {
    // A lock wait longer than the deadline would only ever end in 503 REQUEST_TIMEOUT.
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
    path: ['PG_LOCK_TIMEOUT_MS'],
  });

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * The configured system secret. The development default is accepted too, from local requests
   * only (http/local-request.ts).
   */
  systemSecret?: string;
  /** GET /metrics is served only when set, to `Authorization: Bearer <metricsToken>`. */
  metricsToken?: string;
  upstreamUrl?: string;
  /** How long the proxy waits for the upstream's whole answer before a 504. */
  upstreamTimeoutMs: number;
  /** On SIGTERM, how long requests in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * On SIGTERM, how long readiness answers 503 while the service still accepts and serves, so
   * that load balancers stop sending before the port closes. SIGINT (Ctrl-C) does not wait.
   */
  shutdownDrainDelayMs: number;
  priorityLaneLimit: number;
  regularLaneLimit: number;
  /** Every route's body limit but the two below (http/body-limits.ts). */
  bodyLimitBytes: number;
  /** Status changes (book, hold, release, change-object-status, batch, group); at most bodyLimitBytes. */
  bookingBodyLimitBytes: number;
  /** The chart upload, decompressed when gzipped; at least bodyLimitBytes. */
  uploadBodyLimitBytes: number;
  holdSweepIntervalMs: number;
  /** A request not answered by then gets 503 REQUEST_TIMEOUT; also PostgreSQL's statement_timeout. */
  requestTimeoutMs: number;
  /** How long a write's answer is kept for a retry with the same Idempotency-Key. */
  idempotencyKeyMs: number;
  /** PostgreSQL lock_timeout: a lock held longer by a stalled transaction gives 503 at once. */
  pgLockTimeoutMs: number;
  /** PostgreSQL idle_in_transaction_session_timeout: a frozen instance's locks go after this. */
  pgIdleInTransactionTimeoutMs: number;
  logRequests: boolean;
  seedDemo: boolean;
  /** The built back office served under /app/, relative to the project root unless absolute. */
  appDir: string;
  /** Live feed streams (docs/live-feed.md): open at once per company, apart from the lanes. */
  feedStreamsPerCompany: number;
  /** A comment line on every stream this often, so idle proxies keep it open. */
  feedHeartbeatMs: number;
  /** Unsent bytes past which a stream's reader is cut with a resume point. */
  feedStreamBufferBytes: number;
  /** An event's changes are read and written to its streams at most once per this window. */
  feedCoalesceMs: number;
  /** PostgreSQL: watched events' changes are read again this often, should a NOTIFY be lost. */
  feedPollMs: number;
  /** `edit-for-sale-config` calls per event per UTC day; the next one is 429 (docs/wire-compat.md). */
  forSaleEditsPerDay: number;
}

export const DEV_SYSTEM_SECRET = 'superSecretSystemApi';

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    systemSecret: e.SYSTEM_SECRET,
    metricsToken: e.METRICS_TOKEN,
    upstreamUrl: e.UPSTREAM_URL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainDelayMs: e.SHUTDOWN_DRAIN_DELAY_MS,
    priorityLaneLimit: e.PRIORITY_LANE_LIMIT,
    regularLaneLimit: e.REGULAR_LANE_LIMIT,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    bookingBodyLimitBytes: e.BOOKING_BODY_LIMIT_BYTES,
    uploadBodyLimitBytes: e.UPLOAD_BODY_LIMIT_BYTES,
    holdSweepIntervalMs: e.HOLD_SWEEP_INTERVAL_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    idempotencyKeyMs: e.IDEMPOTENCY_KEY_HOURS * 3_600_000,
    pgLockTimeoutMs: e.PG_LOCK_TIMEOUT_MS ?? Math.min(2_000, e.REQUEST_TIMEOUT_MS),
    pgIdleInTransactionTimeoutMs: e.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    logRequests: e.LOG_REQUESTS === 'true',
    seedDemo: e.SEED_DEMO === 'true',
    appDir: e.APP_DIR,
    feedStreamsPerCompany: e.FEED_STREAMS_PER_COMPANY,
    feedHeartbeatMs: e.FEED_HEARTBEAT_MS,
    feedStreamBufferBytes: e.FEED_STREAM_BUFFER_BYTES,
    feedCoalesceMs: e.FEED_COALESCE_MS,
    feedPollMs: e.FEED_POLL_MS,
    forSaleEditsPerDay: e.FOR_SALE_EDITS_PER_DAY,
  };
}

/** A bind address only this machine can reach: `localhost` or a loopback IP address. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * An IP address in 127.0.0.0/8, ::1 (any spelling) or ::ffff:127.x.x.x, parsed as an address:
 * `127.example.com` or `127.1` are not.
 */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: 'sqlite::memory:',
    priorityLaneLimit: 100,
    regularLaneLimit: 10,
    bodyLimitBytes: 4 * 1024 * 1024,
    bookingBodyLimitBytes: 1024 * 1024,
    uploadBodyLimitBytes: 64 * 1024 * 1024,
    upstreamTimeoutMs: 30_000,
    shutdownTimeoutMs: 10_000,
    shutdownDrainDelayMs: 0,
    holdSweepIntervalMs: 5_000,
    requestTimeoutMs: 10_000,
    idempotencyKeyMs: 24 * 3_600_000,
    pgLockTimeoutMs: 2_000,
    pgIdleInTransactionTimeoutMs: 5_000,
    logRequests: false,
    seedDemo: false,
    appDir: 'dist/app',
    feedStreamsPerCompany: 100,
    feedHeartbeatMs: 15_000,
    feedStreamBufferBytes: 1024 * 1024,
    feedCoalesceMs: 50,
    feedPollMs: 1_000,
    forSaleEditsPerDay: 10,
    ...overrides,
  };
}
