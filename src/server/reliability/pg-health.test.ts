// Readiness and the request deadline against a real PostgreSQL that is stopped, locked or frozen
// (runs when TEST_DATABASE_URL is set, on a throwaway cluster of its own). A service whose
// database cannot serve says so on /health/ready (503) while /health/live stays 200, and its
// requests end with 503 within the deadline instead of hanging until a lane limit answers 429.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateDrawing } from '../../domain/drawing';
import { createScratchSchema, type ScratchSchema } from '../store/postgres/scratch-schema-test-kit';
import { type OwnPostgres, postgresPids, startOwnPostgres } from './own-postgres-test-kit';
import {
  type ServiceProcess,
  startServiceProcess,
  workspaceHeaders,
} from './service-process-test-kit';

// Runs with the PostgreSQL suite (TEST_DATABASE_URL set), on a cluster of its own.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
let databaseUrl: string;
let pgCtl: string;
const TIMEOUT_MS = 2_000;
const LANE_LIMIT = 4;
const run = promisify(execFile);

describe.skipIf(!withPostgres)('health and deadline with PostgreSQL away', () => {
  let schema: ScratchSchema;
  let service: ServiceProcess;
  let headers: Record<string, string>;
  let seat = 0;

  async function timed(path: string, init: RequestInit = {}) {
    const started = performance.now();
    const response = await fetch(`${service.baseUrl}${path}`, { headers, ...init });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      code: text.startsWith('{') ? JSON.parse(text).errors?.[0]?.code : undefined,
      ms: performance.now() - started,
    };
  }
  const book = () =>
    timed('/events/health/actions/book', {
      method: 'POST',
      body: JSON.stringify({ objects: [`A-${++seat}`] }),
    });

  let cluster: OwnPostgres;

  beforeAll(async () => {
    cluster = await startOwnPostgres();
    databaseUrl = cluster.url;
    pgCtl = cluster.pgCtl;
    schema = await createScratchSchema(databaseUrl);
    service = await startServiceProcess('', {
      DATABASE_URL: schema.url,
      REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
      PRIORITY_LANE_LIMIT: String(LANE_LIMIT),
    });
    headers = await workspaceHeaders(service.baseUrl);
    const chart = await fetch(`${service.baseUrl}/system/public/charts/health`, {
      method: 'POST',
      headers,
      body: JSON.stringify(generateDrawing({ seats: 40 })),
    });
    expect(chart.status).toBe(204);
    const event = await timed('/events', {
      method: 'POST',
      body: JSON.stringify({ chartKey: 'health', eventKey: 'health' }),
    });
    expect(event.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    service?.child.kill('SIGTERM');
    await service?.exited;
    await cluster?.stop();
  });

  test('stopped: ready and /health 503 with Retry-After, live 200, bookings 503; all well once started', async () => {
    expect((await timed('/health/ready')).status).toBe(200);
    await run(pgCtl, ['stop', '-m', 'fast', '-w']);
    try {
      for (const path of ['/health/ready', '/health']) {
        expect(await timed(path)).toMatchObject({ status: 503, retryAfter: '2' });
      }
      expect((await timed('/health/live')).status).toBe(200);
      const refused = await book();
      expect(refused).toMatchObject({ status: 503, code: 'STORE_UNAVAILABLE', retryAfter: '2' });
      expect(refused.ms).toBeLessThan(TIMEOUT_MS);
    } finally {
      await run(pgCtl, ['start', '-w']);
    }
    expect((await timed('/health/ready')).status).toBe(200);
    expect((await book()).status).toBe(204);
    expect(service.child.exitCode).toBeNull();
  }, 60_000);

  test('tables locked by another session: ready 503 within 1 s, bookings 503 within the deadline, never 429', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query('BEGIN');
      await admin.query(
        `LOCK TABLE ${schema.name}.settings, ${schema.name}.events IN ACCESS EXCLUSIVE MODE`,
      );
      const ready = await timed('/health/ready');
      expect(ready).toMatchObject({ status: 503, retryAfter: '2' });
      expect(ready.ms).toBeLessThan(1_500);
      // Twice the lane limit, in two waves: the first wave's slots are given back in time.
      for (let wave = 0; wave < 2; wave++) {
        const answers = await Promise.all(Array.from({ length: LANE_LIMIT }, book));
        for (const answer of answers) {
          expect(answer).toMatchObject({ status: 503, retryAfter: '2' });
          expect(answer.ms).toBeLessThan(TIMEOUT_MS + 1_000);
        }
      }
    } finally {
      await admin.query('ROLLBACK');
      await admin.end();
    }
    expect((await timed('/health/ready')).status).toBe(200);
    expect((await book()).status).toBe(204);
  }, 60_000);

  test('server frozen (SIGSTOP): ready 503 within 1 s, bookings 503 within the deadline', async () => {
    const pids = postgresPids(pgCtl);
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    try {
      const ready = await timed('/health/ready');
      expect(ready).toMatchObject({ status: 503, retryAfter: '2' });
      expect(ready.ms).toBeLessThan(1_500);
      const answers = await Promise.all(Array.from({ length: LANE_LIMIT }, book));
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: 503, retryAfter: '2' });
        expect(answer.ms).toBeLessThan(TIMEOUT_MS + 1_000);
      }
      expect((await timed('/health/live')).status).toBe(200);
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    // The connections given up on are discarded; fresh ones serve.
    await expect
      .poll(async () => (await timed('/health/ready')).status, { timeout: 10_000 })
      .toBe(200);
    await expect.poll(async () => (await book()).status, { timeout: 10_000 }).toBe(204);
    expect(service.child.exitCode).toBeNull();
  }, 60_000);
});
