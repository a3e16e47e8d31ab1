// What one season booking at the bound costs the store (issue 27 B7), in figures that do not
// depend on the machine's load: the WAL pages each request adds, by the B-tree they belong to
// (from dbstat), and how many B-trees are keyed by event. Beside them, the request's CPU time and
// the longest the event loop stayed blocked (what another company's request waits for), which do.
// A season of SEASON_EVENTS events (default LIMITS.eventsPerSeason) on a SQLite file; each round
// books as many seats as LIMITS.statesPerRequest allows (32 KB of extra data each), then releases
// them, as bench/fairness-shapes.ts does (SEASON_SEATS: another number of seats).
// `npx tsx bench/season-pages.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '../src/contract/limits';
import { flattenDrawing, generateDrawing } from '../src/domain/drawing';
import { caller } from '../src/server/http/http-test-kit';
import { startTestService } from '../src/server/service-test-kit';
import { walPagesOf } from '../src/server/store/sqlite/wal-pages-test-kit';

const EVENTS = Number(process.env.SEASON_EVENTS ?? LIMITS.eventsPerSeason);
const ROUNDS = Number(process.env.SEASON_ROUNDS ?? 6);
const FITS = Number(process.env.SEASON_SEATS ?? Math.floor(LIMITS.statesPerRequest / (EVENTS + 1)));
// 32 KB per seat as in the fairness bench, less where that would not fit in one booking body
// (BOOKING_BODY_LIMIT_BYTES, 1 MiB by default).
const EXTRA_DATA_CHARS = Math.min(32_000, Math.floor((1024 * 1024) / FITS) - 200);

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-season-pages-'));
const file = join(dir, 'season.db');
const svc = await startTestService({ databaseUrl: `sqlite:${file}`, requestTimeoutMs: 600_000 });
const call = caller(svc);
const must = async (method: string, path: string, body?: unknown) => {
  const reply = await call(method, path, body);
  if (reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${reply.text}`);
};

// Another company's timer: the longest gap between its ticks is how long the loop was held.
let lastTick = performance.now();
let longestGap = 0;
const ticker = setInterval(() => {
  const now = performance.now();
  longestGap = Math.max(longestGap, now - lastTick);
  lastTick = now;
}, 1);

try {
  const drawing = generateDrawing({ seats: 2_000, sections: 2 });
  const seats = flattenDrawing(drawing)
    .objects.filter((obj) => obj.objectType === 'seat')
    .map((obj) => obj.label)
    .slice(0, FITS);
  await must('POST', '/system/public/charts/big', drawing);
  await must('POST', '/seasons', { chartKey: 'big', key: 'season', numberOfEvents: EVENTS });
  const objects = seats.map((label) => ({
    objectId: label,
    extraData: { note: `${label}:`.padEnd(EXTRA_DATA_CHARS, 'x') },
  }));
  console.log(
    `season of ${EVENTS} events, ${FITS} seats × ${EVENTS + 1} events per request, load average ${loadavg()[0].toFixed(1)}`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [action, body] of [
      ['book', { objects, orderId: `round-${round}` }],
      ['release', { objects: seats }],
    ] as const) {
      let wallMs = 0;
      let cpuMs = 0;
      const { total, byTree } = await walPagesOf(file, async () => {
        const cpu = process.cpuUsage();
        lastTick = performance.now();
        longestGap = 0;
        const started = performance.now();
        await must('POST', `/events/season/actions/${action}`, body);
        wallMs = performance.now() - started;
        const used = process.cpuUsage(cpu);
        cpuMs = (used.user + used.system) / 1000;
      });
      const trees = [...byTree].sort((a, b) => b[1] - a[1]).map(([tree, n]) => `${tree} ${n}`);
      console.log(
        `round ${round} ${action}: ${total} WAL pages (${((total * 4096) / 1e6).toFixed(1)} MB), ${wallMs.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms, loop held ${longestGap.toFixed(0)} ms\n  ${trees.join(', ')}`,
      );
    }
  }
} finally {
  clearInterval(ticker);
  await svc.close();
  rmSync(dir, { recursive: true, force: true });
}
