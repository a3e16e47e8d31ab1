// The best-available trial of `npm run bench:booking`: 64 clients each asking the service for the
// 4 best seats (`bestAvailable: {number: 4}` on `POST /events/{key}/actions/book`) on a fresh
// 100,000-seat event, one request after the other, until it is sold out: the first answer
// `400 BEST_AVAILABLE_OBJECTS_NOT_FOUND` tells every client to stop (the seats left then are
// singles no party of four can take). Warmed up first on the other events of the chart, as the
// booking trials are, so a warm service chooses on an empty event.

import type { BestAvailableFigures, BookingFigures } from './compare-table';
import {
  prepareDatabase,
  type readBenchTarget,
  serversCpuMs,
  startInstances,
  stopServers,
} from './instances';
import { pooled, type Result, summary } from './load';
import { encodePost, RawConnections } from './raw-connections';

type Target = ReturnType<typeof readBenchTarget>;

export const BEST_NUMBER = 4;
/** A sell-out takes 25,000 requests; on a busy machine that is a minute or more. */
const MAX_MS = Number(process.env.BENCH_BEST_MAX_MS ?? 180_000);
const WARMUP_MS = Number(process.env.BENCH_BEST_WARMUP_MS ?? 3_000);

export interface BestResult extends Result {
  /** Answers "nothing fits" at the end, when the event was sold out (not in the latencies). */
  notFound: number;
  /** Seats the requests booked: `requests` × 4 unless something went wrong. */
  seats: number;
}

/** One trial on a database, service and events of its own. */
export async function bestAvailableTrial(target: Target, clients: number): Promise<BestResult> {
  const database = await prepareDatabase(target);
  try {
    const services = await startInstances('booking-server.ts', target.instances, database.url);
    const connections = new RawConnections();
    try {
      const { secretKey, event, warmUpEvents = [] } = services[0].ready;
      const headers = {
        authorization: `Basic ${btoa(`${secretKey}:`)}`,
        'content-type': 'application/json',
      };
      const until = performance.now() + WARMUP_MS;
      for (const warm of warmUpEvents) {
        if (performance.now() >= until) break;
        await untilSoldOut(
          services,
          `/events/${warm}/actions/book`,
          headers,
          clients,
          connections,
          until,
        );
      }
      return await untilSoldOut(
        services,
        `/events/${event}/actions/book`,
        headers,
        clients,
        connections,
        performance.now() + MAX_MS,
      );
    } finally {
      connections.destroy();
      await stopServers(services);
    }
  } finally {
    await database.release();
  }
}

type Services = Awaited<ReturnType<typeof startInstances>>;

async function untilSoldOut(
  services: Services,
  path: string,
  headers: Record<string, string>,
  clients: number,
  connections: RawConnections,
  end: number,
): Promise<BestResult> {
  const latencies: number[] = [];
  let failures = 0;
  let notFound = 0;
  let soldOut = false;
  let sent = 0;
  const cpuBefore = await serversCpuMs(services);
  const started = performance.now();
  const client = async (id: number) => {
    const url = new URL(services[id % services.length].ready.baseUrl);
    const connection = connections.connection(id, url);
    while (!soldOut && performance.now() < end) {
      const body = JSON.stringify({
        bestAvailable: { number: BEST_NUMBER },
        orderId: `best-${sent++}`,
      });
      const t0 = performance.now();
      const status = await connection.send(encodePost(url, path, headers, body));
      const ms = performance.now() - t0;
      if (status === 400) {
        soldOut = true;
        notFound++;
      } else if (status >= 300) failures++;
      else latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  if (process.env.BENCH_BEST_TRACE) traceByTenths(latencies);
  const seconds = (performance.now() - started) / 1000;
  const cpuPerRequest =
    ((await serversCpuMs(services)) - cpuBefore) / Math.max(1, latencies.length);
  return {
    requests: latencies.length,
    failures,
    seconds,
    latencies,
    cpuPerRequest,
    notFound,
    seats: latencies.length * BEST_NUMBER,
  };
}

/** The best-available line: pooled figures, the ratio to booking, and the spread of the trials. */
export function bestAvailableFigures(
  trials: Result[],
  bests: BestResult[],
  booking: BookingFigures,
  seatCount: number,
): BestAvailableFigures {
  const figures = summary('best4', pooled(bests));
  const seats = bests.map((b) => b.seats);
  const notFound = bests.reduce((sum, b) => sum + b.notFound, 0);
  console.log(
    `  (best available: ${BEST_NUMBER} best seats per request until sold out; seats booked per trial ${seats.join(', ')} of ${seatCount}; ${notFound} "not found" answers at the end, not counted)`,
  );
  if (seats.some((count) => count < seatCount * 0.9)) {
    throw new Error('best available stopped before the event was sold out: see the service log');
  }
  const rps = (r: Result) => r.requests / r.seconds;
  const ratios = bests.map((b, i) => rps(b) / rps(trials[i]));
  const ratio = figures.rps / booking.rps;
  const spread = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
  const cpuRatio = booking.cpu / figures.cpu;
  console.log(
    `best4 ÷ booking ${ratio.toFixed(2)} by req/s (per alternated pair ${spread}), ${cpuRatio.toFixed(2)} by server CPU per request (target ≥ 0.5); best4 p99 ${figures.p99.toFixed(2)} ms (target ≤ 50 ms)`,
  );
  return { ...figures, ratio, cpuRatio, pairRatios: ratios, number: BEST_NUMBER };
}

/** BENCH_BEST_TRACE=1: p50 / p99 / max per tenth of the sell-out, to see where the slow ones are. */
function traceByTenths(latencies: number[]): void {
  const tenth = Math.ceil(latencies.length / 10);
  for (let i = 0; i < latencies.length; i += tenth) {
    const part = latencies.slice(i, i + tenth).sort((a, b) => a - b);
    const at = (p: number) =>
      part[Math.min(part.length - 1, Math.floor(p * part.length))].toFixed(1);
    console.log(
      `  sold ${((i / latencies.length) * 100).toFixed(0).padStart(3)}%+: p50 ${at(0.5)} p99 ${at(0.99)} max ${at(1)} ms`,
    );
  }
}
