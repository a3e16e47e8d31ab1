// `npm run bench:compression`: what the big answers weigh on the wire and what compressing them
// costs. The real service (own process, loopback) on the generated 100,000-seat event of
// bench:reports; each answer read whole with Accept-Encoding identity, gzip and br in turn
// (alternated, so machine noise falls on all three alike). Figures per answer: bytes on the wire,
// p50 time to the last byte, the service's CPU per answer. The floor: node:zlib compressing the
// identity bytes in this process at the service's settings (gzip 6, brotli 4). Also the built
// back office's files (`npm run build` first), compressed as the service sends them.
// Then the chart's 13 MB drawing (GET /charts/bench/version/published): the first request after a
// change (made, kept and gzipped), the cached bytes, and the 304 of a revalidation; the floor is
// JSON.stringify, sha256 and gzip of the same drawing in this process.
//   BENCH_SEATS (100000)  BENCH_BIG_RUNS (5)  BENCH_ONLY=drawing (skip the reports)

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from '../src/server/http/compression';
import {
  prepareDatabase,
  readBenchTarget,
  runBench,
  serversCpuMs,
  startInstances,
  stopServers,
} from './instances';

const RUNS = Number(process.env.BENCH_BIG_RUNS ?? 5);
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];

const compressWith: Record<Encoding, (bytes: Buffer) => Buffer> = {
  identity: (bytes) => bytes,
  gzip: (bytes) => gzipSync(bytes, GZIP_OPTIONS),
  br: (bytes) => brotliCompressSync(bytes, BROTLI_OPTIONS),
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const size = (bytes: number) =>
  bytes >= 1e6
    ? `${(bytes / 1e6).toFixed(1)} MB`
    : bytes >= 1e4
      ? `${(bytes / 1e3).toFixed(0)} KB`
      : `${bytes} B`;

async function main() {
  const database = await prepareDatabase(readBenchTarget());
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
  console.log(`compression bench: ${database.description}; ${load()} at start`);
  const services = await startInstances('reports-server.ts', 1, database.url);
  const url = new URL(services[0].ready.baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const authorization = `Basic ${btoa(`${services[0].ready.secretKey}:`)}`;
  /** The answer's size on the wire; its bytes too when `keep` (the timed runs only count). */
  const get: Get = (path, encoding, keep = false, extra = {}, post?: unknown) =>
    new Promise<Answer>((done, fail) => {
      const headers = { authorization, 'accept-encoding': encoding, ...extra };
      const method = post === undefined ? 'GET' : 'POST';
      const options = { host: url.hostname, port: url.port, path, agent, headers, method };
      const req = request(options, (res) => {
        let bytes = 0;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        res.on('end', () =>
          res.statusCode === 200 || res.statusCode === 304 || res.statusCode === 204
            ? done({
                bytes,
                body: Buffer.concat(chunks),
                status: res.statusCode,
                etag: res.headers.etag,
              })
            : fail(new Error(`${path}: ${res.statusCode}`)),
        );
      });
      req.on('error', fail);
      req.end(post === undefined ? undefined : JSON.stringify(post));
    });
  const base = `/reports/events/${services[0].ready.event}`;
  const answers: Array<[string, string]> = [
    ['event summary byStatus', `${base}/byStatus/summary`],
    ['detailed report byLabel', `${base}/byLabel`],
    ['drill-down: category 1 (a third of the seats)', `${base}/byCategoryKey/1`],
    ['flat list CSV', `${base}.csv`],
  ];
  try {
    const reports = process.env.BENCH_ONLY !== 'drawing';
    for (const [name, path] of reports ? answers : []) {
      const figures = Object.fromEntries(
        ENCODINGS.map((encoding) => [encoding, { bytes: 0, ms: [] as number[], cpu: 0 }]),
      ) as Record<Encoding, { bytes: number; ms: number[]; cpu: number }>;
      for (let run = 0; run < RUNS + 1; run++) {
        for (const encoding of ENCODINGS) {
          const figure = figures[encoding];
          const cpuBefore = await serversCpuMs(services);
          const started = performance.now();
          figure.bytes = (await get(path, encoding)).bytes;
          const elapsed = performance.now() - started;
          if (run === 0) continue; // warm-up
          figure.ms.push(elapsed);
          figure.cpu += ((await serversCpuMs(services)) - cpuBefore) / RUNS;
        }
      }
      const identity = figures.identity.bytes;
      console.log(`${name} (${size(identity)} uncompressed)`);
      for (const encoding of ENCODINGS) {
        const { bytes, ms, cpu } = figures[encoding];
        console.log(
          `  ${encoding.padEnd(8)} ${size(bytes).padStart(9)}  p50 ${median(ms).toFixed(0).padStart(5)} ms  service CPU ${cpu.toFixed(0).padStart(5)} ms`,
        );
      }
    }
    const sample = reports ? (await get(`${base}/byLabel`, 'identity', true)).body : undefined;
    for (const encoding of sample ? (['gzip', 'br'] as const) : []) {
      const started = performance.now();
      const out = compressWith[encoding](sample as Buffer);
      console.log(
        `floor: node:zlib ${encoding} of the detailed report in-process: ${size(out.length)} in ${(performance.now() - started).toFixed(0)} ms`,
      );
    }
    await drawing(get, () => serversCpuMs(services));
  } finally {
    await stopServers(services);
  }
  appFiles();
  console.log(`${load()} at end`);
}

type Headers = Record<string, string>;
interface Answer {
  bytes: number;
  body: Buffer;
  status?: number;
  etag?: string;
}
/** GET, or POST with a JSON body when `post` is given. */
type Get = (
  path: string,
  encoding: Encoding,
  keep?: boolean,
  extra?: Headers,
  post?: unknown,
) => Promise<Answer>;

/**
 * The drawing of the bench chart: the first request after a change of the chart (the draft's name
 * edited: the chart's revision moves on, so the bytes are made again), the cached bytes, and a
 * revalidation answered 304. Alternated per run; p50 and the service's CPU per answer.
 */
async function drawing(get: Get, cpuMs: () => Promise<number>) {
  const path = '/charts/bench/version/published';
  const json = { 'content-type': 'application/json' };
  /** Edits the draft's name: the chart's revision moves on, the cached bytes are stale. */
  const change = async (run: number): Promise<Headers> => {
    await get('/charts/bench', 'identity', false, json, { name: `Bench chart, draft ${run}` });
    return {};
  };
  const cases: Array<[string, Encoding, (run: number) => Promise<Headers>]> = [
    ['first request after a change, identity', 'identity', change],
    ['first request after a change, gzip', 'gzip', change],
    ['cached, identity', 'identity', async () => ({})],
    ['cached, gzip', 'gzip', async () => ({})],
    [
      'revalidation (If-None-Match) → 304',
      'gzip',
      async () => ({ 'if-none-match': (await get(path, 'gzip')).etag ?? '' }),
    ],
  ];
  console.log('drawing of the chart (GET /charts/bench/version/published)');
  const figures = cases.map(() => ({ bytes: 0, ms: [] as number[], cpu: 0, status: 0 }));
  for (let run = 0; run < RUNS + 1; run++) {
    for (const [at, [, encoding, before]] of cases.entries()) {
      const headers = await before(run);
      const cpuBefore = await cpuMs();
      const started = performance.now();
      const answer = await get(path, encoding, false, headers);
      const elapsed = performance.now() - started;
      if (run === 0) continue; // warm-up
      figures[at].bytes = answer.bytes;
      figures[at].status = answer.status ?? 0;
      figures[at].ms.push(elapsed);
      figures[at].cpu += ((await cpuMs()) - cpuBefore) / RUNS;
    }
  }
  for (const [at, [name]] of cases.entries()) {
    const { bytes, ms, cpu, status } = figures[at];
    const spread = `${Math.min(...ms).toFixed(1)}–${Math.max(...ms).toFixed(1)}`;
    console.log(
      `  ${name.padEnd(40)} ${status} ${size(bytes).padStart(9)}  p50 ${median(ms).toFixed(1).padStart(6)} ms (${spread})  service CPU ${cpu.toFixed(1).padStart(6)} ms`,
    );
  }
  const parsed = JSON.parse((await get(path, 'identity', true)).body.toString('utf8'));
  const floor = (name: string, work: () => unknown) => {
    const ms: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      work();
      ms.push(performance.now() - started);
    }
    console.log(`  floor: ${name.padEnd(33)} p50 ${median(ms).toFixed(1).padStart(6)} ms`);
  };
  const text = Buffer.from(JSON.stringify(parsed));
  floor('JSON.stringify in-process', () => JSON.stringify(parsed));
  floor('sha256 in-process', () => createHash('sha256').update(text).digest());
  floor('gzip 6 in-process', () => compressWith.gzip(text));
}

/** The built back office's scripts and styles as they go out, largest first. */
function appFiles() {
  const dir = resolve(import.meta.dirname, '../dist/app/assets');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => /\.(js|css)$/.test(file));
  } catch {
    console.log('back office: not built (npm run build), skipped');
    return;
  }
  const sized = files
    .map((file) => ({ file, bytes: statSync(join(dir, file)).size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
  for (const { file, bytes } of sized) {
    const content = readFileSync(join(dir, file));
    const gz = compressWith.gzip(content).length;
    const br = compressWith.br(content).length;
    console.log(`back office ${file}: ${size(bytes)}, gzip ${size(gz)}, br ${size(br)}`);
  }
}

await runBench(main);
