// Paging stays flat as lists grow (issue 32): a workspace with 10,000 events and 5,000 charts
// (and 10,000 ticket buyer IDs); the first, a middle and the last page of each list, each the
// median of 5 reads, printed with its ratio to the first page (the goal: at most 2×).
// Run: npm run bench:paging (in-process service, SQLite in memory; TEST_STORE_URL for PostgreSQL).
import { randomUUID } from 'node:crypto';
import { caller } from '../src/server/http/http-test-kit';
import { startTestService } from '../src/server/service-test-kit';

const svc = await startTestService();
const call = caller(svc);
const admin = caller(svc, svc.company.admin.secretKey);
const workspaceId = svc.company.workspace.id;
const now = new Date().toISOString();
const drawing = { name: 'c', venueType: 'SIMPLE', categories: { list: [] }, subChart: {} };
await svc.deps.store.transaction(async (tx) => {
  const charts = [];
  for (let i = 0; i < 5000; i++) {
    const row = { workspaceId, key: `c${i}`, name: `chart ${i}`, venueType: 'SIMPLE' };
    charts.push(
      await tx.insertChart({ ...row, archived: false, tags: [], createdAt: now }, drawing),
    );
  }
  for (let i = 0; i < 10_000; i++) {
    const chart = charts[i % charts.length];
    await tx.insertEvent({
      workspaceId,
      key: `e${i}`,
      chartId: chart.id,
      chartKey: chart.key,
      name: null,
      date: null,
      tableBookingConfig: { mode: 'INHERIT' } as never,
      forSaleConfig: null,
      channels: [],
      categories: null,
      objectCategories: null,
      createdOn: now,
      updatedOn: null,
    });
  }
  for (let i = 0; i < 10; i++) {
    await tx.addTicketBuyerIds(
      svc.company.admin.id,
      Array.from({ length: 1000 }, () => randomUUID()),
    );
  }
});

async function timed(path: string, as = call): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const reply = await as('GET', path);
    if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.text}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2];
}

async function ids(path: string, as = call): Promise<number[]> {
  const found: number[] = [];
  let cursor = '';
  for (;;) {
    const body = (await as('GET', `${path}${cursor}`)).body;
    if (!body.next_page_starts_after) return found;
    found.push(Number(body.next_page_starts_after));
    cursor = `&start_after_id=${body.next_page_starts_after}`;
  }
}

for (const [name, path, as] of [
  ['GET /charts', '/charts?limit=20', call],
  ['GET /events', '/events?limit=20', call],
  ['GET /ticket-buyers', '/ticket-buyers?limit=20', admin],
] as const) {
  const cursors = await ids(path, as);
  const first = await timed(path, as);
  const middle = await timed(
    `${path}&start_after_id=${cursors[Math.floor(cursors.length / 2)]}`,
    as,
  );
  const last = await timed(`${path}&start_after_id=${cursors[cursors.length - 1]}`, as);
  const ratio = Math.max(middle, last) / first;
  console.log(
    `${name}: ${cursors.length + 1} pages; first ${first.toFixed(2)} ms, middle ${middle.toFixed(2)} ms, last ${last.toFixed(2)} ms; worst ${ratio.toFixed(2)}× the first${ratio <= 2 ? '' : '  OVER 2×'}`,
  );
}
await svc.close();
