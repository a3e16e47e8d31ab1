// What one season booking at the bound costs the store (issue 27 B7), in figures that do not
// depend on the machine's load: the WAL pages each request adds, by the B-tree they belong to
// (from dbstat), and how many B-trees are keyed by event. Beside them, the request's CPU time and
// the longest the event loop stayed blocked (what another company's request waits for), which do.
// A season of SEASON_EVENTS events (default LIMITS.eventsPerSeason) on a SQLite file; each round
// books as many seats as LIMITS.statesPerRequest allows (32 KB of extra data each), then releases
// them, as bench/fairness-shapes.ts does (SEASON_SEATS: another number of seats; bench/season-bench.ts).
// `npx tsx bench/season-pages.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { walPagesOf } from '../src/server/store/sqlite/wal-pages-test-kit';
import { openSeasonBench, seasonRounds } from './season-bench';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-season-pages-'));
const file = join(dir, 'season.db');
const bench = await openSeasonBench(`sqlite:${file}`);

try {
  console.log(bench.shape);
  for (const { round, action, run } of bench.steps(seasonRounds(6))) {
    let wallMs = 0;
    let cpuMs = 0;
    const { total, byTree } = await walPagesOf(file, async () => {
      const cpu = process.cpuUsage();
      bench.loop.restart();
      const started = performance.now();
      await run();
      wallMs = performance.now() - started;
      const used = process.cpuUsage(cpu);
      cpuMs = (used.user + used.system) / 1000;
    });
    const trees = [...byTree].sort((a, b) => b[1] - a[1]).map(([tree, n]) => `${tree} ${n}`);
    console.log(
      `round ${round} ${action}: ${total} WAL pages (${((total * 4096) / 1e6).toFixed(1)} MB), ${wallMs.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms, loop held ${bench.loop.longestMs.toFixed(0)} ms\n  ${trees.join(', ')}`,
    );
  }
} finally {
  await bench.close();
  rmSync(dir, { recursive: true, force: true });
}
