// `npm run bench:booking` on PostgreSQL printed "Cannot use a pool after calling end on the pool"
// as it stopped its services: a bench service closed its store on SIGTERM while its HTTP server
// still took requests (the load generator's last ones, the dashboard's reads). Stopped under load,
// it must stop taking requests, finish those in flight, and only then close the pool. Runs when
// TEST_DATABASE_URL is set (a scratch schema of the shared cluster, which it does not stop).
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { flattenDrawing } from '../src/domain/drawing';
import {
  createScratchSchema,
  type ScratchSchema,
} from '../src/server/store/postgres/scratch-schema-test-kit';
import { benchDrawing } from './booking-server';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SEATS = 2_000;
const CLIENTS = 8;

describe.skipIf(!databaseUrl)('a bench service stopped under load (PostgreSQL)', () => {
  let schema: ScratchSchema | undefined;
  let child: ChildProcess | undefined;

  afterAll(async () => {
    child?.kill('SIGKILL');
    await schema?.drop();
  });

  test('closes its pool only after its last request: no "Cannot use a pool after calling end"', async () => {
    schema = await createScratchSchema(databaseUrl as string);
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'booking-server.ts'), 'setup'],
      {
        env: { ...process.env, BENCH_SERVER_DATABASE_URL: schema.url, BENCH_SEATS: `${SEATS}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = server;
    let output = '';
    const exited = new Promise<void>((done) => server.once('exit', () => done()));
    const ready = new Promise<{ baseUrl: string; secretKey: string }>((found, fail) => {
      const collect = (chunk: Buffer) => {
        output += chunk;
        const line = /^\{.*"baseUrl".*\}$/m.exec(output)?.[0];
        if (line) found(JSON.parse(line));
      };
      server.stdout.on('data', collect);
      server.stderr.on('data', (chunk: Buffer) => {
        output += chunk;
      });
      void exited.then(() => fail(new Error(`the bench service exited:\n${output}`)));
    });
    const { baseUrl, secretKey } = await ready;

    const labels = flattenDrawing(benchDrawing(SEATS))
      .objects.filter((o) => o.objectType === 'seat')
      .map((o) => o.label);
    let next = 0;
    let answered = 0;
    let signalled: () => void = () => {};
    const enoughAnswered = new Promise<void>((done) => {
      signalled = done;
    });
    // Each client books seat after seat until the service stops answering.
    const client = async () => {
      while (next < labels.length) {
        const label = labels[next++];
        const reply = await fetch(`${baseUrl}/events/bench/actions/book`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${btoa(`${secretKey}:`)}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ objects: [label] }),
        }).catch(() => undefined);
        if (!reply) return;
        await reply.arrayBuffer();
        if (++answered === CLIENTS * 5) signalled();
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await enoughAnswered;
    server.kill('SIGTERM');
    await exited;
    await Promise.all(clients);

    expect(answered).toBeGreaterThanOrEqual(CLIENTS * 5);
    expect(output).not.toMatch(/Cannot use a pool after calling end/);
    expect(output).not.toMatch(/"level":"error"/);
  }, 120_000);
});
