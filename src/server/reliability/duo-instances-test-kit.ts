// Two service processes on one PostgreSQL cluster of the test file's own (restarting or freezing
// it disturbs no other file), the event 'duo' seeded through both: the set-up every test on two
// instances shares. Registers its own beforeAll and afterAll; the tests read the instances from
// the returned object once those have run.
import { afterAll, beforeAll, expect } from 'vitest';
import { rowLabel } from '../../domain/drawing/generate';
import { createScratchSchema, type ScratchSchema } from '../store/postgres/scratch-schema-test-kit';
import { type InstanceCall, instanceCaller, seedDuo } from './duo-event-test-kit';
import { type OwnPostgres, startOwnPostgres } from './own-postgres-test-kit';
import {
  type ServiceProcess,
  startServiceProcess,
  workspaceHeaders,
} from './service-process-test-kit';

export interface DuoInstances {
  cluster: OwnPostgres;
  schema: ScratchSchema;
  a: ServiceProcess;
  /** Reassigned by a test that restarts it (with `start`); afterAll stops the current one. */
  b: ServiceProcess;
  /** The test company's workspace, as request headers. */
  headers: Record<string, string>;
  call: InstanceCall;
  /** A call that must succeed (status below 300); its body. */
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
  ok(on: ServiceProcess, method: string, path: string, body?: unknown): Promise<any>;
  /** Another instance on the same schema, with the shared environment and `env` over it. */
  start(env?: Record<string, string>): Promise<ServiceProcess>;
  /** The instance's metrics text, read with the shared METRICS_TOKEN. */
  metrics(on: ServiceProcess): Promise<string>;
  summary(on: ServiceProcess): Promise<Record<string, { count: number }>>;
}

/** Both instances get `env` (REQUEST_TIMEOUT_MS 3000 unless it says otherwise). */
export function useDuoInstances(seats: number, env: Record<string, string> = {}): DuoInstances {
  const call = instanceCaller(() => duo.headers);
  const duo = {
    call,
    async ok(on, method, path, body) {
      const answer = await call(on, method, path, body);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      return answer.body;
    },
    start: (more = {}) =>
      startServiceProcess('', {
        DATABASE_URL: duo.schema.url,
        REQUEST_TIMEOUT_MS: '3000',
        ...env,
        ...more,
      }),
    async metrics(on) {
      const response = await fetch(`${on.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
      });
      return response.text();
    },
    summary: (on) => duo.ok(on, 'GET', '/reports/events/duo/byStatus/summary'),
  } as DuoInstances;

  beforeAll(async () => {
    duo.cluster = await startOwnPostgres();
    duo.schema = await createScratchSchema(duo.cluster.url);
    [duo.a, duo.b] = await Promise.all([duo.start(), duo.start()]);
    duo.headers = await workspaceHeaders(duo.a.baseUrl);
    await seedDuo(call, duo.a, duo.b, seats);
  }, 120_000);

  afterAll(async () => {
    const running = [duo.a, duo.b].filter(Boolean);
    for (const instance of running) instance.child.kill('SIGTERM');
    await Promise.all(running.map((instance) => instance.exited));
    await duo.cluster?.stop();
  });

  return duo;
}

/** The labels of the duo chart's first `seats` seats, `perRow` to a row (generateDrawing's). */
export function duoLabels(seats: number, perRow: number): string[] {
  return Array.from(
    { length: seats },
    (_, i) => `${rowLabel(Math.floor(i / perRow))}-${(i % perRow) + 1}`,
  );
}
