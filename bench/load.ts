// The load generator of `bench:booking`: closed-loop keep-alive clients posting one request after
// another, their latencies and the servers' CPU per request, and the figures printed from them.
import type { BookingFigures } from './compare-table';
import { type ServerProcess, serversCpuMs } from './instances';
import { encodePost, RawConnections } from './raw-connections';

export interface Result {
  requests: number;
  failures: number;
  seconds: number;
  latencies: number[];
  /** Server CPU milliseconds spent per request, all instances together. */
  cpuPerRequest: number;
  /** The PostgreSQL cluster's CPU milliseconds per request, when it can be read from here. */
  dbCpuPerRequest?: number;
}

/**
 * `clients` loops, each sending one request after the other to its server (client i to server
 * i mod n), until time or work runs out.
 */
export async function drive(
  servers: ServerProcess[],
  path: string,
  headers: Record<string, string>,
  /** The next request's body, or its body and headers of its own (an Idempotency-Key). */
  nextBody: () => string | { body: string; headers: Record<string, string> } | undefined,
  durationMs: number,
  clients: number,
  dbCpu?: () => number,
  /** Connections kept from the warm-up (left open); by default new ones, closed at the end. */
  kept?: RawConnections,
): Promise<Result> {
  const connections = kept ?? new RawConnections();
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = await serversCpuMs(servers);
  const dbBefore = dbCpu?.();
  const started = performance.now();
  const end = started + durationMs;
  const client = async (id: number) => {
    const url = new URL(servers[id % servers.length].ready.baseUrl);
    const connection = connections.connection(id, url);
    for (let work = nextBody(); work !== undefined && performance.now() < end; work = nextBody()) {
      const request =
        typeof work === 'string'
          ? encodePost(url, path, headers, work)
          : encodePost(url, path, { ...headers, ...work.headers }, work.body);
      const t0 = performance.now();
      const status = await connection.send(request);
      latencies.push(performance.now() - t0);
      if (status >= 300) failures++;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  const seconds = (performance.now() - started) / 1000;
  const count = Math.max(1, latencies.length);
  const cpuPerRequest = ((await serversCpuMs(servers)) - cpuBefore) / count;
  const dbCpuPerRequest =
    dbCpu && dbBefore !== undefined ? (dbCpu() - dbBefore) / count : undefined;
  if (!kept) connections.destroy();
  return {
    requests: latencies.length,
    failures,
    seconds,
    latencies,
    cpuPerRequest,
    dbCpuPerRequest,
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function summary(name: string, result: Result): BookingFigures {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const rps = result.requests / result.seconds;
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const db =
    result.dbCpuPerRequest === undefined
      ? ''
      : `  PostgreSQL CPU ${result.dbCpuPerRequest.toFixed(3)} ms/req`;
  console.log(
    `${name.padEnd(8)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  server CPU ${result.cpuPerRequest.toFixed(3)} ms/req${db}  (${result.requests} requests, ${result.failures} failed, ${result.seconds.toFixed(1)} s)`,
  );
  return {
    rps,
    p50,
    p99,
    cpu: result.cpuPerRequest,
    dbCpu: result.dbCpuPerRequest,
    requests: result.requests,
  };
}

/** Several trials as one: requests over seconds, every latency, CPU per request overall. */
export function pooled(trials: Result[]): Result {
  const requests = trials.reduce((sum, t) => sum + t.requests, 0);
  const perRequest = (pick: (t: Result) => number | undefined) =>
    trials.some((t) => pick(t) === undefined)
      ? undefined
      : trials.reduce((sum, t) => sum + (pick(t) ?? 0) * t.requests, 0) / requests;
  return {
    requests,
    failures: trials.reduce((sum, t) => sum + t.failures, 0),
    seconds: trials.reduce((sum, t) => sum + t.seconds, 0),
    latencies: trials.flatMap((t) => t.latencies),
    cpuPerRequest: perRequest((t) => t.cpuPerRequest) ?? 0,
    dbCpuPerRequest: perRequest((t) => t.dbCpuPerRequest),
  };
}

/**
 * A dashboard on the event while the load runs: one GET of `path` after the other, a pause of
 * `everyMs` between them, until `stop()`, which resolves to the latencies of the reads that
 * started after `from` (performance.now() time).
 */
export function watch(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  everyMs: number,
) {
  let stopped = false;
  const reads: Array<{ start: number; ms: number }> = [];
  const done = (async () => {
    while (!stopped) {
      const start = performance.now();
      const response = await fetch(new URL(path, baseUrl), { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`dashboard ${path}: ${response.status}`);
      reads.push({ start, ms: performance.now() - start });
      await new Promise((resume) => setTimeout(resume, everyMs));
    }
  })();
  return {
    async stop(from = 0): Promise<number[]> {
      stopped = true;
      await done;
      return reads.filter((read) => read.start >= from).map((read) => read.ms);
    },
  };
}
