// The status-change history of a sold-out 100,000-seat event (docs/history.md): every seat held
// then booked with the token (200,000 entries), then the p50 of reading its first page, a page
// deep in the list and a label filter, through the service's HTTP layer in-process; and the
// bytes the history takes per entry on disk (SQLite: table and indexes, from dbstat).
// `npm run bench:history` (SQLite file); TEST_STORE_URL=postgres://… runs it on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { generateDrawing } from '../src/domain/drawing';
import { rowLabel, SEATS_PER_ROW } from '../src/domain/drawing/generate';
import { caller } from '../src/server/http/http-test-kit';
import { startTestService } from '../src/server/service-test-kit';

const SEATS = Number(process.env.HISTORY_SEATS ?? 100_000);
const RUNS = Number(process.env.HISTORY_RUNS ?? 30);
const PER_REQUEST = 10_000;

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-history-bench-'));
const file = join(dir, 'history.db');
const onPostgres = Boolean(process.env.TEST_STORE_URL);
// A loaded machine may need more than the default 10 s to upload the drawing or write 10,000 seats.
const requestTimeoutMs = 120_000;
const svc = await startTestService(
  onPostgres ? { requestTimeoutMs } : { databaseUrl: `sqlite:${file}`, requestTimeoutMs },
);
const call = caller(svc);
const must = async (method: string, path: string, body?: unknown) => {
  const reply = await call(method, path, body);
  if (reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${reply.text}`);
  return reply.body;
};

try {
  await must('POST', '/system/public/charts/big', generateDrawing({ seats: SEATS }));
  await must('POST', '/events', { chartKey: 'big', eventKey: 'sold-out' });
  const labels = Array.from({ length: SEATS }, (_, seat) => {
    return `${rowLabel(Math.floor(seat / SEATS_PER_ROW))}-${(seat % SEATS_PER_ROW) + 1}`;
  });
  const { holdToken } = await must('POST', '/hold-tokens');
  const filling = performance.now();
  for (const status of ['hold', 'book'] as const) {
    for (let at = 0; at < SEATS; at += PER_REQUEST) {
      const objects = labels.slice(at, at + PER_REQUEST);
      await must('POST', `/events/sold-out/actions/${status}`, { objects, holdToken });
    }
  }
  const fillSeconds = (performance.now() - filling) / 1000;

  const first = await must('GET', '/events/sold-out/status-changes?limit=1');
  const newest = Number(first.items[0].id);
  const entries = SEATS * 2;
  const deep = newest - Math.floor(entries * 0.75);
  const probe = labels[Math.floor(SEATS / 2)];
  // The first label filter of an event reads which labels its history holds beside the chart's
  // (application/history/label-filter.ts): once per event and chart, then only newer entries.
  const cold = performance.now();
  await must('GET', `/events/sold-out/status-changes?limit=20&filter=${probe}`);
  const coldMs = performance.now() - cold;
  const trials: Array<[string, string]> = [
    ['first page (1,000 entries)', '/events/sold-out/status-changes'],
    ['first page (20 entries)', '/events/sold-out/status-changes?limit=20'],
    ['page 75 % deep (20)', `/events/sold-out/status-changes?limit=20&start_after_id=${deep}`],
    [
      `filter ${probe} (CONTAINS, 20)`,
      `/events/sold-out/status-changes?limit=20&filter=${probe}&filterType=CONTAINS`,
    ],
    [
      `filter ${probe.slice(0, 3)} (BEGINS_WITH, 20)`,
      `/events/sold-out/status-changes?limit=20&filter=${probe.slice(0, 3)}&filterType=BEGINS_WITH`,
    ],
    // Matched by most labels: read newest first instead of through each label's entries.
    ['filter -1 (CONTAINS, 20)', '/events/sold-out/status-changes?limit=20&filter=-1'],
    // Just under LIMITS.historyFilterLabels (1,080 labels), and far over it (28,120 labels, all
    // sold first, so reading newest first passes most of the history before it finds them).
    [
      'filter AB (BEGINS_WITH, 20)',
      '/events/sold-out/status-changes?limit=20&filter=AB&filterType=BEGINS_WITH',
    ],
    [
      'filter A (BEGINS_WITH, 20)',
      '/events/sold-out/status-changes?limit=20&filter=A&filterType=BEGINS_WITH',
    ],
    [`one object ${probe}`, `/events/sold-out/objects/${probe}/status-changes`],
    ['sorted by label (20)', '/events/sold-out/status-changes?limit=20&sort=objectLabel:asc'],
  ];
  console.log(
    `history bench: ${onPostgres ? 'PostgreSQL' : 'SQLite file'}, ${SEATS} seats held then booked ` +
      `(${entries} entries, filled in ${fillSeconds.toFixed(1)} s), ${RUNS} runs each, load ${loadavg()[0].toFixed(1)}`,
  );
  console.log(`  first label filter of the event: ${coldMs.toFixed(1)} ms`);
  for (const [name, path] of trials) {
    const times: number[] = [];
    let items = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const page = await must('GET', path);
      times.push(performance.now() - started);
      items = page.items.length;
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(RUNS / 2)];
    const p90 = times[Math.floor(RUNS * 0.9)];
    console.log(`  ${name}: p50 ${p50.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms (${items} items)`);
  }
  await svc.close();
  if (!onPostgres) {
    const db = new Database(file, { readonly: true });
    const size = (like: string) =>
      Number(
        (
          db.prepare('SELECT sum(pgsize) AS bytes FROM dbstat WHERE name LIKE ?').get(like) as {
            bytes: number;
          }
        ).bytes,
      );
    const bytes = size('status_changes%');
    db.close();
    console.log(
      `  on disk: ${(bytes / 1e6).toFixed(1)} MB for ${entries} entries, ${Math.round(bytes / entries)} bytes per entry (table and its 4 indexes)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
