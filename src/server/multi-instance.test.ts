// Two service processes on one PostgreSQL database (needs TEST_DATABASE_URL, e.g. through
// scripts/with-postgres.sh): they start together (one migrates, the other waits), clients split
// across them race for the same seats without a double booking, a hold taken on one is booked on
// the other, both give the same reports, and a chart changed through one is seen by the other.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateDrawing } from '../domain/drawing';
import { seededRandom } from './random-test-kit';
import { workspaceHeaders } from './reliability/service-process-test-kit';
import { createScratchSchema, type ScratchSchema } from './store/postgres/scratch-schema-test-kit';

const root = resolve(import.meta.dirname, '../..');
const databaseUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

function startInstance(url: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_DELAY_MS: '0',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolveStart, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening) resolveStart({ child, baseUrl: listening[1], output: () => output });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`instance exited with ${code}: ${output}`)));
  });
}

async function stop(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((done) => instance.child.on('exit', done));
  instance.child.kill('SIGTERM');
  await exited;
}

describe.skipIf(!databaseUrl)('two instances on one PostgreSQL (TEST_DATABASE_URL)', () => {
  let schema: ScratchSchema;
  let a: Instance;
  let b: Instance;
  let headers: Record<string, string>;

  /** JSON request to one instance; answers with the status and the parsed body. */
  async function call(on: Instance, method: string, path: string, body?: unknown) {
    const response = await fetch(`${on.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
  }

  beforeAll(async () => {
    schema = await createScratchSchema(databaseUrl as string);
    // Started together on an empty schema: both run the migration step at the same moment.
    [a, b] = await Promise.all([startInstance(schema.url), startInstance(schema.url)]);
    headers = await workspaceHeaders(a.baseUrl);
    expect(
      (await call(a, 'POST', '/system/public/charts/race', generateDrawing({ seats: 60 }))).status,
    ).toBe(204);
    expect((await call(b, 'POST', '/events', { chartKey: 'race', eventKey: 'race' })).status).toBe(
      200,
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await schema?.drop();
  });

  test('24 clients split across both race for 60 seats: each seat booked exactly once', async () => {
    const labels = Array.from(
      { length: 60 },
      (_, i) => `${'ABC'[Math.floor(i / 40)]}-${(i % 40) + 1}`,
    );
    const winners = new Map<string, number>();
    const statuses: number[] = [];
    const codes = new Set<string>();
    const random = seededRandom();
    const client = async (id: number) => {
      const instance = id % 2 === 0 ? a : b;
      for (const label of random.fork(id).shuffled(labels)) {
        const answer = await call(instance, 'POST', '/events/race/actions/book', {
          objects: [label],
          orderId: `client-${id}`,
        });
        statuses.push(answer.status);
        if (answer.status === 204) {
          expect(winners.has(label)).toBe(false);
          winners.set(label, id);
        } else {
          codes.add(answer.body?.errors?.[0]?.code);
        }
      }
    };
    await Promise.all(Array.from({ length: 24 }, (_, id) => client(id)));

    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.filter((s) => s === 400)).toHaveLength(60 * 23);
    expect([...codes]).toEqual(['OBJECT_ALREADY_IN_STATUS']);
    // Both instances won some of the seats, so the race really spanned them.
    const winnersOn = (parity: number) => [...winners.values()].filter((id) => id % 2 === parity);
    expect(winnersOn(0).length).toBeGreaterThan(0);
    expect(winnersOn(1).length).toBeGreaterThan(0);
    const query = labels.map((label) => `label=${label}`).join('&');
    for (const instance of [a, b]) {
      const infos = (await call(instance, 'GET', `/events/race/objects?${query}`)).body;
      for (const label of labels) {
        expect(infos[label]).toMatchObject({
          status: 'booked',
          orderId: `client-${winners.get(label)}`,
        });
      }
    }
  }, 180_000);

  test('both instances give the same reports', async () => {
    for (const path of ['/reports/events/race/byStatus/summary', '/reports/events/race/byStatus']) {
      const [fromA, fromB] = await Promise.all([call(a, 'GET', path), call(b, 'GET', path)]);
      expect(fromA.status).toBe(200);
      expect(fromB).toEqual(fromA);
    }
  });

  test('a hold taken on one instance is honoured and booked on the other', async () => {
    expect((await call(a, 'POST', '/events', { chartKey: 'race', eventKey: 'hold' })).status).toBe(
      200,
    );
    const token = (await call(a, 'POST', '/hold-tokens')).body.holdToken as string;
    expect((await call(b, 'GET', `/hold-tokens/${token}`)).body.holdToken).toBe(token);
    const hold = await call(a, 'POST', '/events/hold/actions/hold', {
      objects: ['A-1', 'A-2'],
      holdToken: token,
    });
    expect(hold.status).toBe(204);
    const stranger = await call(b, 'POST', '/events/hold/actions/book', { objects: ['A-1'] });
    expect(stranger.status).toBe(400);
    const book = await call(b, 'POST', '/events/hold/actions/book', {
      objects: ['A-1', 'A-2'],
      holdToken: token,
    });
    expect(book.status).toBe(204);
    const infos = (await call(a, 'GET', '/events/hold/objects?label=A-1&label=A-2')).body;
    expect(infos['A-1'].status).toBe('booked');
    expect(infos['A-2'].status).toBe('booked');
  });

  test('a chart changed through one instance is used at once by the other', async () => {
    expect(
      (await call(a, 'POST', '/system/public/charts/grow', generateDrawing({ seats: 10 }))).status,
    ).toBe(204);
    expect((await call(a, 'POST', '/events', { chartKey: 'grow', eventKey: 'grow' })).status).toBe(
      200,
    );
    // Instance A flattens and caches the 10-seat version; A-15 is not on it.
    expect((await call(a, 'POST', '/events/grow/actions/book', { objects: ['A-15'] })).status).toBe(
      400,
    );
    // The chart has an event: the upload is a draft (issue 17), in force once B publishes it.
    expect(
      (await call(b, 'POST', '/system/public/charts/grow', generateDrawing({ seats: 20 }))).status,
    ).toBe(204);
    expect((await call(a, 'POST', '/events/grow/actions/book', { objects: ['A-15'] })).status).toBe(
      400,
    );
    expect((await call(b, 'POST', '/charts/grow/version/draft/actions/publish')).status).toBe(204);
    expect((await call(a, 'POST', '/events/grow/actions/book', { objects: ['A-15'] })).status).toBe(
      204,
    );
    const info = (await call(b, 'GET', '/events/grow/objects?label=A-15')).body;
    expect(info['A-15'].status).toBe('booked');
  });
});
