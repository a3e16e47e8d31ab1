// The big-bodies trial of `npm run bench:fairness` (issue 27, B10): company A's BIG_BODY_CLIENTS
// clients send bodies to the booking route one after the other, just under its limit (1 MiB,
// read and parsed, then refused: no such objects) and, as the audit did, 9.9 MB ones (refused by
// their Content-Length); meanwhile company B's users book and read as in the other trials.
// Printed: B's p50 / p99 beside each, after B alone in the same minute (the floor). Company A runs
// in a process of its own (this file, mode `big-bodies`), so that writing its bodies does not
// share the bench's thread with B's timings.
//   BENCH_BIG_BODY_CLIENTS (20)
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { readConfig } from '../src/server/config';
import { type ServerProcess, startServer, stopServers } from './instances';

const CLIENTS = Number(process.env.BENCH_BIG_BODY_CLIENTS ?? 20);

/** What the trial needs of the bench: B's users for a while, and how to print a line. */
export interface BigBodiesBench {
  baseUrl: string;
  authA: string;
  /** A's event, whose booking route the bodies go to. */
  event: string;
  other: (until: () => boolean) => Promise<number[]>;
  line: (name: string, latencies: number[]) => { p50: number; p99: number };
  forMs: (ms: number) => () => boolean;
  durationMs: number;
  resultDir: string;
}

interface Sent {
  answers: Record<string, number>;
  megabytes: number;
}

/** Runs the trial: for each body size, B alone (the floor), then B beside A's bodies. */
export async function bigBodiesTrial(bench: BigBodiesBench): Promise<void> {
  const limit = readConfig({}).bookingBodyLimitBytes;
  const sizes: Array<[string, number]> = [
    [`${(limit / 1024 / 1024).toFixed(0)} MiB limit - 1 KiB`, limit - 1024],
    ['9.9 MB (the audit)', 9_900_000],
  ];
  console.log(
    `\nbig bodies: company A's ${CLIENTS} clients post bodies to its booking route back to back; the booking route's limit is ${limit} bytes`,
  );
  for (const [name, bytes] of sizes) {
    bench.line(`B alone (floor)`, await bench.other(bench.forMs(bench.durationMs)));
    const result = `${bench.resultDir}/big-bodies-${bytes}.json`;
    const a: ServerProcess = await startServer('fairness-big-bodies.ts', 'big-bodies', {
      FAIRNESS_BASE_URL: bench.baseUrl,
      FAIRNESS_AUTHORIZATION: bench.authA,
      FAIRNESS_PATH: `/events/${bench.event}/actions/book`,
      FAIRNESS_BODY_BYTES: String(bytes),
      FAIRNESS_RESULT: result,
    });
    const b = await bench.other(bench.forMs(bench.durationMs));
    await stopServers([a]);
    bench.line(`B beside A's ${name} bodies`, b);
    const sent = JSON.parse(readFileSync(result, 'utf8')) as Sent;
    console.log(
      `  A sent ${sent.megabytes.toFixed(0)} MB; answers ${JSON.stringify(sent.answers)}`,
    );
  }
}

/** `{"objects":["x…x", …]}` of about `bytes`: valid JSON, every label unknown to the chart. */
function bodyOf(bytes: number): Buffer {
  const label = `"${'x'.repeat(98)}"`;
  const count = Math.floor((bytes - 20) / (label.length + 1));
  return Buffer.from(`{"objects":[${Array(count).fill(label).join(',')}]}`);
}

const quieted = new WeakSet<object>();

function post(agent: Agent, url: URL, authorization: string, body: Buffer): Promise<string> {
  return new Promise((done) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: {
          authorization,
          'content-type': 'application/json',
          'content-length': body.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(String(res.statusCode)));
        res.on('error', () => done('reset'));
      },
    );
    // A 413 may come, and the socket close, before the whole body is written.
    req.on('error', () => done('reset'));
    // …and its socket may report the broken pipe after the answer, outside any request.
    req.on('socket', (socket) => {
      if (quieted.has(socket)) return;
      quieted.add(socket);
      socket.on('error', () => {});
    });
    req.end(body);
  });
}

if (process.argv[2] === 'big-bodies') {
  const env = process.env;
  const url = new URL(`${env.FAIRNESS_BASE_URL}${env.FAIRNESS_PATH}`);
  const body = bodyOf(Number(env.FAIRNESS_BODY_BYTES));
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const sent: Sent = { answers: {}, megabytes: 0 };
  let stopping = false;
  const client = async () => {
    while (!stopping) {
      const answer = await post(agent, url, env.FAIRNESS_AUTHORIZATION ?? '', body);
      sent.answers[answer] = (sent.answers[answer] ?? 0) + 1;
      sent.megabytes += body.length / 1e6;
    }
  };
  const running = Promise.all(Array.from({ length: CLIENTS }, client));
  process.once('SIGTERM', async () => {
    stopping = true;
    await Promise.race([running, new Promise((resume) => setTimeout(resume, 3_000))]);
    writeFileSync(env.FAIRNESS_RESULT ?? '', JSON.stringify(sent));
    process.exit(0);
  });
  console.log(JSON.stringify({ baseUrl: env.FAIRNESS_BASE_URL, pid: process.pid }));
}
