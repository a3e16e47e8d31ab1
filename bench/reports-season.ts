// The season trial of `npm run bench:reports`: a season of 20 events on the same generated
// 100,000-seat chart, created over HTTP in the service the report runs used (the season and its
// events start empty), and one single event of that chart beside it, the floor.
// (b) BENCH_SEASON_CLIENTS concurrent clients book season tickets, 10 seats a request (so 200
//     states: 10 seats × 20 events), BENCH_SEASON_REQUESTS requests per trial; the same seat
//     groups are then booked on the single event. Trials alternate, single first in even rounds
//     and season first in odd ones (BENCH_SEASON_ROUNDS, 2), so drift in the machine's load
//     falls on both sides. Requests/s, p50/p99 and the service CPU per request of each side.
// (a) Then clients keep booking season tickets while one reader fetches the byStatus summary of
//     one event of the season BENCH_SEASON_READS (200) times, each read sent once at least one
//     more season booking has been answered: the live on-sale dashboard's worst case.
// Counts are bounded: the bookers stop when the reader is done, or at the seats set aside.
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { flattenDrawing } from '../src/domain/drawing';
import { getBody, post } from './post';
import { reportsBenchDrawing } from './reports-data';

const EVENTS = 20;
const PER_REQUEST = 10;
const CLIENTS = Number(process.env.BENCH_SEASON_CLIENTS ?? 8);
const REQUESTS = Number(process.env.BENCH_SEASON_REQUESTS ?? 300);
const ROUNDS = Number(process.env.BENCH_SEASON_ROUNDS ?? 2);
const READS = Number(process.env.BENCH_SEASON_READS ?? 200);
const WARMUPS = 30;

export interface SeasonTrialTarget {
  urls: URL[];
  authorization: string;
  /** CPU ms used so far by the service processes. */
  serviceCpu: () => Promise<number>;
  seats: number;
}

interface Side {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  cpu: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const load = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;

export async function seasonTrial(target: SeasonTrialTarget): Promise<void> {
  const { urls, authorization } = target;
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS + 1 });
  const postOk = async (path: string, body: unknown, i = 0) => {
    const status = await post(agent, urls[i % urls.length], path, json(), JSON.stringify(body));
    if (status >= 300) throw new Error(`${path}: ${status}`);
  };
  const json = () => ({ authorization, 'content-type': 'application/json' });
  const labels = flattenDrawing(reportsBenchDrawing(target.seats))
    .objects.filter((o) => o.objectType === 'seat')
    .map((o) => o.label);
  let nextSeat = 0;
  /** The next `count` groups of PER_REQUEST seats no trial has booked yet. */
  const takeGroups = (count: number) => {
    const groups: string[][] = [];
    for (let i = 0; i < count; i++) {
      if (nextSeat + PER_REQUEST > labels.length)
        throw new Error('the season trial ran out of seats');
      groups.push(labels.slice(nextSeat, nextSeat + PER_REQUEST));
      nextSeat += PER_REQUEST;
    }
    return groups;
  };

  const eventKeys = Array.from({ length: EVENTS }, (_, i) => `season-night-${i + 1}`);
  let started = performance.now();
  await postOk('/seasons', { chartKey: 'bench', key: 'bench-season', eventKeys });
  await postOk('/events', { chartKey: 'bench', eventKey: 'bench-single' });
  console.log(
    `\nseason trial: season of ${EVENTS} events of the same chart, and one single event (created in ${(performance.now() - started).toFixed(0)} ms); ${CLIENTS} clients, ${PER_REQUEST} seats a request, ${REQUESTS} requests a trial, ${ROUNDS} rounds; ${load()}`,
  );

  /** `groups` booked on `event` by CLIENTS clients taking the next group in turn. */
  let booked = 0;
  let onBooked = () => {};
  const book = async (event: string, groups: string[][], stop?: () => boolean): Promise<Side> => {
    const samples: number[] = [];
    let next = 0;
    const cpuBefore = await target.serviceCpu();
    const began = performance.now();
    const client = async (c: number) => {
      while (next < groups.length && !stop?.()) {
        const objects = groups[next++];
        const t0 = performance.now();
        await postOk(`/events/${event}/actions/book`, { objects }, c);
        samples.push(performance.now() - t0);
        booked++;
        onBooked();
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    const seconds = (performance.now() - began) / 1000;
    const cpu = ((await target.serviceCpu()) - cpuBefore) / samples.length;
    samples.sort((a, b) => a - b);
    const p50 = percentile(samples, 50);
    return {
      requests: samples.length,
      requestsPerSecond: samples.length / seconds,
      p50,
      p99: percentile(samples, 99),
      cpu,
    };
  };

  // Warm both paths on seats of their own.
  await book('bench-season', takeGroups(WARMUPS));
  await book('bench-single', takeGroups(WARMUPS));

  const sides: Record<'season' | 'single', Side[]> = { season: [], single: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const groups = takeGroups(REQUESTS);
    const order =
      round % 2 === 0 ? (['single', 'season'] as const) : (['season', 'single'] as const);
    for (const side of order) {
      sides[side].push(await book(side === 'season' ? 'bench-season' : 'bench-single', groups));
    }
  }

  // (a) Summaries of one event of the season while season tickets are booked.
  const summaryPath = `/reports/events/${eventKeys[2]}/byStatus/summary`;
  const readAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) => getBody(readAgent, urls[0], path, { authorization });
  await get(summaryPath);
  let readerDone = false;
  let bookersDone = false;
  const reads: number[] = [];
  started = performance.now();
  const reader = (async () => {
    try {
      for (let i = 0; i < READS && !bookersDone; i++) {
        const seen = booked;
        await new Promise<void>((resume) => {
          onBooked = () => (booked > seen || bookersDone) && resume();
          onBooked();
        });
        if (bookersDone) break;
        const t0 = performance.now();
        await get(summaryPath);
        reads.push(performance.now() - t0);
      }
    } finally {
      readerDone = true;
    }
  })();
  const seatsLeft = Math.floor((labels.length - nextSeat) / PER_REQUEST);
  // If the seats set aside run out first, the reader stops with fewer reads (it prints how many).
  const during = await book(
    'bench-season',
    takeGroups(Math.min(seatsLeft, 5_000)),
    () => readerDone,
  ).finally(() => {
    bookersDone = true;
    onBooked();
  });
  await reader;
  // The figures only count if the event's report sees every season ticket sold.
  const sold = (WARMUPS + ROUNDS * REQUESTS + during.requests) * PER_REQUEST;
  const counted = JSON.parse((await get(summaryPath)).toString('utf8')).booked?.count;
  if (counted !== sold) throw new Error(`${summaryPath}: ${counted} booked, ${sold} sold`);
  const readSeconds = (performance.now() - started) / 1000;
  reads.sort((a, b) => a - b);
  agent.destroy();
  readAgent.destroy();

  const pooled = (list: Side[]) => ({
    requestsPerSecond: list.reduce((s, x) => s + x.requestsPerSecond, 0) / list.length,
    cpu: list.reduce((s, x) => s + x.cpu, 0) / list.length,
    p99: Math.max(...list.map((x) => x.p99)),
  });
  const ms = (value: number) => value.toFixed(1).padStart(7);
  const line = (name: string, s: Side) =>
    console.log(
      `${name.padEnd(34)} ${s.requestsPerSecond.toFixed(0).padStart(5)} req/s  p50 ${ms(s.p50)} ms  p99 ${ms(s.p99)} ms  cpu ${ms(s.cpu)} ms`,
    );
  for (const [i, s] of sides.single.entries()) line(`single-event booking, round ${i + 1}`, s);
  for (const [i, s] of sides.season.entries())
    line(`season booking (×${EVENTS}), round ${i + 1}`, s);
  const season = pooled(sides.season);
  const single = pooled(sides.single);
  console.log(
    `season / single-event booking: ${(season.cpu / single.cpu).toFixed(2)} by service CPU per request, ${(single.requestsPerSecond / season.requestsPerSecond).toFixed(2)} by requests/s, ${(season.p99 / single.p99).toFixed(2)} by p99 (target ≤ 5)`,
  );
  console.log(
    `event summary byStatus while season bookings run (each read after one more): p50 ${ms(percentile(reads, 50))} ms  p99 ${ms(percentile(reads, 99))} ms over ${reads.length} reads in ${readSeconds.toFixed(1)} s, ${during.requestsPerSecond.toFixed(0)} season bookings/s meanwhile (target p50 ≤ 30 ms)`,
  );
  console.log(`${load()} after the season trial`);
}
