// `npm run bench:compression`: what the big answers weigh on the wire and what compressing them
// costs. The real service (own process, loopback) on the generated 100,000-seat event of
// bench:reports; each answer read whole with Accept-Encoding identity, gzip and br in turn
// (alternated, so machine noise falls on all three alike). Figures per answer: bytes on the wire,
// p50 time to the last byte, the service's CPU per answer. The floor: node:zlib compressing the
// identity bytes in this process at the service's settings (gzip 6, brotli 4). Also the built
// back office's files (`npm run build` first), compressed as the service sends them.
//   BENCH_SEATS (100000)  BENCH_BIG_RUNS (5)
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
  const get = (path: string, encoding: Encoding, keep = false) =>
    new Promise<{ bytes: number; body: Buffer }>((done, fail) => {
      const headers = { authorization, 'accept-encoding': encoding };
      const req = request({ host: url.hostname, port: url.port, path, agent, headers }, (res) => {
        let bytes = 0;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        res.on('end', () =>
          res.statusCode === 200
            ? done({ bytes, body: Buffer.concat(chunks) })
            : fail(new Error(`${path}: ${res.statusCode}`)),
        );
      });
      req.on('error', fail);
      req.end();
    });
  const base = `/reports/events/${services[0].ready.event}`;
  const answers: Array<[string, string]> = [
    ['event summary byStatus', `${base}/byStatus/summary`],
    ['detailed report byLabel', `${base}/byLabel`],
    ['drill-down: category 1 (a third of the seats)', `${base}/byCategoryKey/1`],
    ['flat list CSV', `${base}.csv`],
  ];
  try {
    for (const [name, path] of answers) {
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
    const sample = (await get(`${base}/byLabel`, 'identity', true)).body;
    for (const encoding of ['gzip', 'br'] as const) {
      const started = performance.now();
      const out = compressWith[encoding](sample);
      console.log(
        `floor: node:zlib ${encoding} of the detailed report in-process: ${size(out.length)} in ${(performance.now() - started).toFixed(0)} ms`,
      );
    }
  } finally {
    await stopServers(services);
  }
  appFiles();
  console.log(`${load()} at end`);
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
