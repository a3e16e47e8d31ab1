// Configuration, read once from the environment and validated with zod, so a typo fails the start
// with a message naming the variable instead of surfacing later as odd behaviour.
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const positive = z.coerce.number().int().positive();

const EnvSchema = z.object({
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
  UPSTREAM_URL: z.url().optional(),
  PRIORITY_LANE_LIMIT: positive.default(100),
  REGULAR_LANE_LIMIT: positive.default(10),
  BODY_LIMIT_BYTES: positive.default(10 * 1024 * 1024),
  HOLD_SWEEP_INTERVAL_MS: positive.default(5_000),
  REQUEST_TIMEOUT_MS: positive.default(10_000),
  LOG_REQUESTS: z.enum(['true', 'false']).default('true'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** Accepted system secrets: the configured one, plus the development default on loopback. */
  systemSecret?: string;
  upstreamUrl?: string;
  priorityLaneLimit: number;
  regularLaneLimit: number;
  bodyLimitBytes: number;
  holdSweepIntervalMs: number;
  /** A request not answered by then gets 503 REQUEST_TIMEOUT; also PostgreSQL's statement_timeout. */
  requestTimeoutMs: number;
  logRequests: boolean;
  seedDemo: boolean;
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
    upstreamUrl: e.UPSTREAM_URL,
    priorityLaneLimit: e.PRIORITY_LANE_LIMIT,
    regularLaneLimit: e.REGULAR_LANE_LIMIT,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    holdSweepIntervalMs: e.HOLD_SWEEP_INTERVAL_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    logRequests: e.LOG_REQUESTS === 'true',
    seedDemo: e.SEED_DEMO === 'true',
  };
}

/** The development system secret is only safe where nobody else can reach the service. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: 'sqlite::memory:',
    priorityLaneLimit: 100,
    regularLaneLimit: 10,
    bodyLimitBytes: 10 * 1024 * 1024,
    holdSweepIntervalMs: 5_000,
    requestTimeoutMs: 10_000,
    logRequests: false,
    seedDemo: false,
    ...overrides,
  };
}
