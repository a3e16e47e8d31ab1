// Where a first visit of the map spends its time: one fresh browser profile opens the bench
// event while Chromium records a trace of every thread (the page's and the layout worker's),
// then the long tasks of each thread are printed against navigation start, with the user timing
// marks and the frames the canvas says it drew. `npx tsx bench/map-profile.ts` (BENCH_SKIP_BUILD=1
// reuses the bench's build; PROFILE_TRACE=<file> keeps the raw trace for chrome://tracing).
import { writeFileSync } from 'node:fs';
import { build, freshSignedInPage, signedInPage, startService, stopService } from './browser-kit';
import { CANVAS, timeFirstMap } from './map-first-load';

const VIEWPORT = { width: 1366, height: 900 };
/** Tasks shorter than this are left out of the listing. */
const LONG_MS = 15;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

function whatRan(children: TraceEvent[]): string {
  // The longest JavaScript call inside the task says what it ran.
  const calls = children
    .filter((c) => c.name === 'FunctionCall' || c.name === 'EvaluateScript' || c.name === 'v8.run')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  const data = calls[0]?.args?.data;
  const fn = data
    ? `${data.functionName ?? ''} ${String(data.url ?? '').replace(/.*\//, '')}:${data.lineNumber ?? ''}`
    : '';
  const gc = children
    .filter((c) => c.name.startsWith('V8.GC') || c.name === 'MajorGC' || c.name === 'MinorGC')
    .reduce((sum, c) => sum + (c.dur ?? 0), 0);
  const paint = children
    .filter((c) => c.name === 'Paint' || c.name === 'Layout' || c.name === 'UpdateLayoutTree')
    .reduce((sum, c) => sum + (c.dur ?? 0), 0);
  return `${fn}${gc > 1000 ? `  gc ${(gc / 1000).toFixed(0)} ms` : ''}${paint > 1000 ? `  style/layout/paint ${(paint / 1000).toFixed(0)} ms` : ''}`;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
}

/** The sampled CPU profile of each thread: self time per function after navigation start. */
function printSelfTimes(events: TraceEvent[], threadName: Map<string, string>, navTs: number) {
  const heads = new Map<string, { tid: number; pid: number; ts: number }>();
  for (const e of events) {
    if (e.name === 'Profile') heads.set(`${e.pid}:${(e as unknown as { id: string }).id}`, e);
  }
  const perThread = new Map<
    string,
    { nodes: Map<number, ProfileNode>; self: Map<number, number>; time: number }
  >();
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    const id = (e as unknown as { id: string }).id;
    const head = heads.get(`${e.pid}:${id}`);
    if (!head) continue;
    const key = `${head.pid}:${head.tid}`;
    let thread = perThread.get(key);
    if (!thread) {
      thread = { nodes: new Map(), self: new Map(), time: head.ts };
      perThread.set(key, thread);
    }
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) thread.nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const delta = deltas[i] ?? 0;
      thread.time += delta;
      if (thread.time < navTs) continue;
      const node = samples[i] as number;
      thread.self.set(node, (thread.self.get(node) ?? 0) + Math.max(0, deltas[i + 1] ?? 0));
    }
  }
  for (const [key, thread] of perThread) {
    const name = threadName.get(key) ?? key;
    if (!/CrRendererMain|Worker/.test(name)) continue;
    const byFunction = new Map<string, number>();
    for (const [id, us] of thread.self) {
      const f = thread.nodes.get(id)?.callFrame;
      if (!f) continue;
      const label = `${f.functionName || '(anonymous)'} ${(f.url ?? '').replace(/.*\//, '')}:${f.lineNumber}`;
      byFunction.set(label, (byFunction.get(label) ?? 0) + us);
    }
    const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25);
    const total = [...byFunction.values()].reduce((a, b) => a + b, 0);
    if (total < 50_000) continue;
    console.log(`\nself time, ${name} (${key}): ${(total / 1000).toFixed(0)} ms sampled`);
    for (const [label, us] of top)
      console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${label}`);
  }
}

async function main() {
  build();
  const { svc, baseUrl } = await startService();
  const { browser, page } = await signedInPage(baseUrl, svc.secretKey, VIEWPORT);
  try {
    const url = `${baseUrl}/app/events/bench`;
    await timeFirstMap(page, url); // warms the service's caches, as bench:map does
    const fresh = await freshSignedInPage(browser, baseUrl, svc.secretKey, VIEWPORT);
    await browser.startTracing(fresh, {
      categories: [
        'devtools.timeline',
        'blink.user_timing',
        'v8',
        'disabled-by-default-devtools.timeline',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    const result = await timeFirstMap(fresh, url);
    const marks = await fresh.evaluate(() =>
      performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`),
    );
    const frames = await fresh.locator(CANVAS).getAttribute('data-frames');
    const buffer = await browser.stopTracing();
    if (process.env.PROFILE_TRACE) writeFileSync(process.env.PROFILE_TRACE, buffer);
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    const threadName = new Map<string, string>();
    for (const e of traceEvents) {
      if (e.ph === 'M' && e.name === 'thread_name')
        threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
    }
    // The page's clock in the trace: the layout's mark, at its own startTime after navigation.
    const laidOut = traceEvents.find((e) => e.name === 'seat-map:laid-out');
    const markAt = Number(/seat-map:laid-out (\d+)/.exec(marks.join())?.[1]);
    if (!laidOut || Number.isNaN(markAt)) throw new Error('no seat-map:laid-out mark in the trace');
    const nav = { ts: laidOut.ts - markAt * 1000 };
    const at = (ts: number) => ((ts - nav.ts) / 1000).toFixed(0).padStart(5);
    console.log(`first drawn ${result.first} ms, coloured ${result.coloured} ms, frames ${frames}`);
    console.log(`requests ${JSON.stringify(result.requests)}`);
    console.log(`page marks: ${marks.join(', ')}`);
    const tasks = traceEvents.filter(
      (e) =>
        e.ph === 'X' && e.name === 'RunTask' && e.ts >= nav.ts && (e.dur ?? 0) >= LONG_MS * 1000,
    );
    const byThread = new Map<string, TraceEvent[]>();
    for (const t of tasks) {
      const key = `${t.pid}:${t.tid}`;
      byThread.set(key, [...(byThread.get(key) ?? []), t]);
    }
    for (const [key, list] of byThread) {
      const name = threadName.get(key) ?? key;
      if (!/CrRendererMain|Worker/.test(name)) continue;
      const busy = list.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000;
      console.log(
        `\n${name} (${key}): ${list.length} tasks ≥ ${LONG_MS} ms, ${busy.toFixed(0)} ms`,
      );
      for (const t of list) {
        const end = t.ts + (t.dur ?? 0);
        const children = traceEvents.filter(
          (c) => c.pid === t.pid && c.tid === t.tid && c.ts >= t.ts && c.ts <= end && c !== t,
        );
        console.log(
          `  ${at(t.ts)}–${at(end)} ms  ${((t.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${whatRan(children)}`,
        );
      }
    }
    printSelfTimes(traceEvents, threadName, nav.ts);
    await fresh.context().close();
  } finally {
    await browser.close();
    await stopService();
    await svc.close();
  }
}

await main();
