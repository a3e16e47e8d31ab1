// One log stream (log.ts): the writers outside main.ts (the PostgreSQL pool, the committed hook,
// the WAL checkpointer, the states cache) write JSON lines with a level on stdout, never stderr.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type ServiceProcess, startServiceProcess } from './reliability/service-process-test-kit';
import { createScratchSchema } from './store/postgres/scratch-schema-test-kit';
import { notifyCommitted } from './store/write-transaction';

afterEach(() => vi.restoreAllMocks());

/** What the service writes to stdout and to stderr while `fn` runs, in this process. */
function captured(fn: () => void): { stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += chunk;
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += chunk;
    return true;
  });
  fn();
  vi.restoreAllMocks();
  return { stdout, stderr };
}

test('a failing committed hook is one JSON error line on stdout, with its stack as a field', () => {
  const out = captured(() =>
    notifyCommitted(
      {
        committed: () => {
          throw new Error('mirror broke');
        },
      },
      1,
    ),
  );
  expect(out.stderr).toBe('');
  expect(JSON.parse(out.stdout)).toMatchObject({
    time: expect.any(String),
    level: 'error',
    message: "a committed transaction's hook failed; its writes stand",
    error: 'Error: mirror broke',
    stack: expect.stringContaining('mirror broke'),
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('a service process on PostgreSQL (TEST_DATABASE_URL)', () => {
  test('its sessions terminated: the pool error is a JSON line on stdout, stderr stays empty', async () => {
    const schema = await createScratchSchema(databaseUrl as string);
    // Its own application name, so that only this process's sessions are terminated.
    const name = `seatdesk-log-${randomBytes(4).toString('hex')}`;
    const url = new URL(schema.url);
    url.searchParams.set('application_name', name);
    url.password = 'n0t-shown';
    let service: ServiceProcess | undefined;
    const admin = new pg.Client({ connectionString: databaseUrl });
    try {
      service = await startServiceProcess('', { DATABASE_URL: url.toString() });
      let stderr = '';
      service.child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      // A request leaves a pooled session idle: the pool, not a request, sees it go.
      expect((await fetch(`${service.baseUrl}/health/ready`)).status).toBe(200);
      await admin.connect();
      const terminated = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [name],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
      await vi.waitFor(() => expect(service?.output()).toMatch(/PostgreSQL connection lost/), {
        timeout: 10_000,
        interval: 20,
      });
      service.child.kill('SIGTERM');
      expect(await service.exited).toBe('0');
      expect(stderr).toBe('');
      const lines = service
        .output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.every((line) => typeof line.level === 'string')).toBe(true);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 'error', message: 'PostgreSQL connection lost' }),
      );
      expect(service.output()).not.toContain('n0t-shown');
    } finally {
      if (service?.child.exitCode === null) {
        service.child.kill('SIGKILL');
        await once(service.child, 'exit');
      }
      await admin.end().catch(() => undefined);
      await schema.drop();
    }
  });
});
