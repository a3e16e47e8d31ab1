// `npm run bench:live`: the live feed's delivery on a generated 100,000-seat event. Bookings of
// one seat each at a steady rate (open loop) while N watchers follow the event's stream on
// loopback, N in BENCH_WATCHERS (0,10,50), alternated with a bare SSE fan-out (live-echo.ts) under
// the same driver as the floor. Per phase: bookings answered, delivery latency from the booking
// sent to each watcher's receipt (the commit lies in between: an upper bound of commit → receipt),
// the server's CPU per second, and per watcher (above the phase without watchers) and per change
// delivered, and its resident memory.
//   DATABASE_URL (default: a temp SQLite file)  BENCH_SEATS (100000)  BENCH_RATE (100 bookings/s)
//   BENCH_DURATION_MS (5000 per phase)  BENCH_WATCHERS (0,10,50)  BENCH_ROUNDS (1)
import { loadavg } from 'node:os';
import { flattenDrawing } from '../src/domain/drawing';
import { benchDrawing } from './booking-server';
import {
  prepareDatabase,
  readBenchTarget,
  runBench,
  type ServerProcess,
  serverCpuMs,
  startServer,
} from './instances';
import { percentile } from './load';
import { rssMb } from './proc-stats';

const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const WATCHERS = (process.env.BENCH_WATCHERS ?? '0,10,50').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

const labels = flattenDrawing(benchDrawing(SEATS))
  .objects.filter((o) => o.objectType === 'seat')
  .map((o) => o.label);
let nextSeat = 0;

interface Target {
  name: 'service' | 'floor';
  server: ServerProcess;
  streamUrl: string;
  headers: Record<string, string>;
  send(label: string): Promise<Response>;
}

interface Phase {
  target: Target['name'];
  watchers: number;
  sent: number;
  failed: number;
  delivery: number[];
  missing: number;
  cpuPerSecond: number;
  rss?: number;
}

/** Opens `count` streams; each label's receipt time goes to `received`. */
async function openWatchers(target: Target, count: number, received: (label: string) => void) {
  const abort = new AbortController();
  const opened = Array.from({ length: count }, async () => {
    const response = await fetch(target.streamUrl, {
      headers: target.headers,
      signal: abort.signal,
    });
    if (response.status !== 200)
      throw new Error(`stream: ${response.status} ${await response.text()}`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        let end = buffered.indexOf('\n\n');
        for (; end >= 0; end = buffered.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffered.slice(0, end))?.[1];
          buffered = buffered.slice(end + 2);
          if (!data) continue;
          for (const label of Object.keys(JSON.parse(data).objects)) received(label);
        }
      }
    })();
  });
  await Promise.all(opened);
  return () => abort.abort();
}

async function phase(target: Target, watchers: number): Promise<Phase> {
  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  const close = await openWatchers(target, watchers, (label) => {
    const at = sentAt.get(label);
    if (at !== undefined) delivery.push(performance.now() - at);
  });
  const cpuBefore = await serverCpuMs(target.server.ready.baseUrl);
  const started = performance.now();
  const sends: Array<Promise<boolean>> = [];
  for (let i = 0; performance.now() - started < DURATION_MS; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resume) => setTimeout(resume, wait));
    const label = labels[nextSeat++];
    sentAt.set(label, performance.now());
    sends.push(
      target.send(label).then(async (answer) => {
        await answer.arrayBuffer();
        return answer.ok;
      }),
    );
  }
  const answered = await Promise.all(sends);
  // Deliveries still on their way: waited for up to 2 s.
  const expected = answered.filter(Boolean).length * watchers;
  for (let waited = 0; delivery.length < expected && waited < 2_000; waited += 50) {
    await new Promise((resume) => setTimeout(resume, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuPerSecond = ((await serverCpuMs(target.server.ready.baseUrl)) - cpuBefore) / seconds;
  const rss = rssMb(target.server.ready.pid, 'VmRSS');
  close();
  return {
    target: target.name,
    watchers,
    sent: sends.length,
    failed: answered.filter((ok) => !ok).length,
    delivery,
    missing: expected - delivery.length,
    cpuPerSecond,
    rss,
  };
}

function print(phases: Phase[]): void {
  console.log(
    'target   watchers  sent  failed  delivery p50 / p99 ms  missing  CPU ms/s  per watcher  per change  RSS MB',
  );
  for (const p of phases) {
    const sorted = [...p.delivery].sort((x, y) => x - y);
    const none = phases.find((q) => q.target === p.target && q.watchers === 0);
    const extra = none ? p.cpuPerSecond - none.cpuPerSecond : Number.NaN;
    const perWatcher = p.watchers && none ? `${(extra / p.watchers).toFixed(2)} ms/s` : '-';
    const perChange =
      p.delivery.length && none
        ? `${((extra * (DURATION_MS / 1000)) / p.delivery.length).toFixed(3)} ms`
        : '-';
    const latency = p.delivery.length
      ? `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)}`
      : '-';
    console.log(
      `${p.target.padEnd(8)} ${String(p.watchers).padStart(8)} ${String(p.sent).padStart(5)} ${String(p.failed).padStart(7)}  ${latency.padStart(21)}  ${String(p.missing).padStart(7)}  ${p.cpuPerSecond.toFixed(0).padStart(8)}  ${perWatcher.padStart(11)}  ${perChange.padStart(10)}  ${String(p.rss ?? '?').padStart(6)}`,
    );
  }
}

await runBench(async () => {
  const target = readBenchTarget();
  const database = await prepareDatabase(target);
  console.log(
    `bench:live  ${database.description}, ${SEATS} seats, ${RATE} bookings/s, ${DURATION_MS} ms a phase, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const service = await startServer('booking-server.ts', 'setup', {
    BENCH_SERVER_DATABASE_URL: database.url,
    BENCH_SEATS: String(SEATS),
  });
  const echo = await startServer('live-echo.ts', 'echo', {});
  const auth = { authorization: `Basic ${btoa(`${service.ready.secretKey}:`)}` };
  const targets: Target[] = [
    {
      name: 'service',
      server: service,
      streamUrl: `${service.ready.baseUrl}/seatdesk/events/bench/changes/stream`,
      headers: auth,
      send: (label) =>
        fetch(`${service.ready.baseUrl}/events/bench/actions/book`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ objects: [label] }),
        }),
    },
    {
      name: 'floor',
      server: echo,
      streamUrl: `${echo.ready.baseUrl}/stream`,
      headers: {},
      send: (label) => fetch(`${echo.ready.baseUrl}/publish`, { method: 'POST', body: label }),
    },
  ];
  // A short warm-up of the booking path, unmeasured.
  await phase(targets[0], 1);
  const phases: Phase[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const watchers of WATCHERS) {
      for (const each of targets) phases.push(await phase(each, watchers));
    }
  }
  print(phases);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
});
