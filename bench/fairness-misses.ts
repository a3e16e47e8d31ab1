// Two trials of `npm run bench:fairness` (issue 27, B6 and B8): company A's in-limit shapes that
// make the service build or rank large structures again and again, beside company B's users.
//   chart cycling: A's clients read summaries and object infos of events on three 100,000-seat
//     charts in turn; the chart cache holds two of them, so nearly every request misses.
//   best-available sizes: A's clients book best available on a 170,000-seat chart with a party
//     size that changes every request (2 to 40: more sizes than are kept ranked).
// For each: B alone (the floor) then beside A, in the same minute; B's p99 beside A, target
// ≤ 250 ms. A runs in this process: its answers are small.
//   BENCH_MISS_SEATS (100000)  BENCH_SIZES_SEATS (170000)  BENCH_HEAVY_CLIENTS (4)
import { Agent } from 'node:http';
import { flattenDrawing, generateDrawing } from '../src/domain/drawing';
import { send } from './fairness-heavy';

const MISS_SEATS = Number(process.env.BENCH_MISS_SEATS ?? 100_000);
const SIZES_SEATS = Number(process.env.BENCH_SIZES_SEATS ?? 170_000);
const CLIENTS = Number(process.env.BENCH_HEAVY_CLIENTS ?? 4);
const CYCLED_CHARTS = 3;
/** A seat of each cycled chart, for its object info. */
const cycledSeats: string[] = [];

export interface ShapeBench {
  baseUrl: string;
  /** Company A's Authorization header. */
  authA: string;
  /** Company B's users until `until`; their latencies. */
  other: (until: () => boolean) => Promise<number[]>;
  line: (name: string, latencies: number[]) => { p50: number; p99: number };
  durationMs: number;
}

interface Shape {
  name: string;
  /** Uploads A's charts and events, and warms what a running service would have. */
  setUp(post: Post): Promise<void>;
  /** A's request number `i` of client `client`: method, path, body. */
  request(i: number, client: number): [string, string, string?];
}

type Post = (method: string, path: string, body?: unknown) => Promise<number>;

const chartCycling: Shape = {
  name: 'chart cycling',
  async setUp(post) {
    for (let k = 0; k < CYCLED_CHARTS; k++) {
      // Each chart a little different, so that no two drawings are the same bytes.
      const drawing = generateDrawing({ seats: MISS_SEATS + 40 * k, sections: 10 });
      await expectOk(post('POST', `/system/public/charts/cycle-${k}`, drawing));
      cycledSeats[k] = flattenDrawing(drawing).objects[0].label;
      await expectOk(post('POST', '/events', { chartKey: `cycle-${k}`, eventKey: `cycle-${k}` }));
    }
  },
  request(i, client) {
    const k = (i + client) % CYCLED_CHARTS;
    return i % 2 === 0
      ? ['GET', `/reports/events/cycle-${k}/byStatus/summary`]
      : ['GET', `/events/cycle-${k}/objects?label=${encodeURIComponent(cycledSeats[k])}`];
  },
};

const bestAvailableSizes: Shape = {
  name: 'best-available sizes',
  async setUp(post) {
    const drawing = generateDrawing({ seats: SIZES_SEATS, sections: 10 });
    await expectOk(post('POST', '/system/public/charts/sizes', drawing));
    await expectOk(post('POST', '/events', { chartKey: 'sizes', eventKey: 'sizes' }));
    // The chart and its lines built once, as on a service that has been selling.
    await expectOk(post('POST', '/events/sizes/actions/book', { bestAvailable: { number: 1 } }));
  },
  request(i, client) {
    const number = 2 + ((i * CLIENTS + client) % 39);
    return ['POST', '/events/sizes/actions/book', JSON.stringify({ bestAvailable: { number } })];
  },
};

async function expectOk(status: Promise<number>): Promise<void> {
  const code = await status;
  if (code >= 300) throw new Error(`company A set-up: ${code}`);
}

/** A's CLIENTS clients, each sending its requests one after the other until `until`. */
async function heavyClients(bench: ShapeBench, shape: Shape, until: () => boolean) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  let refused = 0;
  const client = async (id: number) => {
    for (let i = 0; !until(); i++) {
      const [method, path, body] = shape.request(i, id);
      const started = performance.now();
      const answer = await send(agent, bench.baseUrl, method, path, bench.authA, body);
      if (answer.status === 429) refused++;
      else if (answer.status >= 300)
        throw new Error(`company A ${method} ${path}: ${answer.status}`);
      else latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));
  agent.destroy();
  return { latencies, refused };
}

/** Runs each shape: set-up, B alone, B beside A. Answers B's p99 beside A per shape. */
export async function missTrials(bench: ShapeBench): Promise<Record<string, number>> {
  const agent = new Agent({ keepAlive: true });
  const post: Post = async (method, path, body) =>
    (
      await send(
        agent,
        bench.baseUrl,
        method,
        path,
        bench.authA,
        body === undefined ? undefined : JSON.stringify(body),
      )
    ).status;
  const p99s: Record<string, number> = {};
  for (const shape of [chartCycling, bestAvailableSizes]) {
    const began = performance.now();
    await shape.setUp(post);
    console.log(
      `\n${shape.name}: set up in ${((performance.now() - began) / 1000).toFixed(1)} s; company A: ${CLIENTS} clients`,
    );
    const forMs = (ms: number) => {
      const end = performance.now() + ms;
      return () => performance.now() >= end;
    };
    bench.line(`${shape.name}: B alone (floor)`, await bench.other(forMs(bench.durationMs)));
    const until = forMs(bench.durationMs);
    const [beside, a] = await Promise.all([bench.other(until), heavyClients(bench, shape, until)]);
    const { p99 } = bench.line(`${shape.name}: B beside A`, beside);
    bench.line(`${shape.name}: A's own requests`, a.latencies);
    if (a.refused > 0) console.log(`${shape.name}: A refused ${a.refused} times (429)`);
    console.log(
      `target: B's p99 beside A's ${shape.name} ≤ 250 ms: ${p99 <= 250 ? 'met' : 'NOT met'}`,
    );
    p99s[shape.name] = p99;
  }
  agent.destroy();
  return p99s;
}
