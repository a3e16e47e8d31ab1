// The process under measurement for `npm run bench:reports`: the real service on loopback (SQLite
// file), a generated 100,000-seat chart uploaded over HTTP, one event whose states and channels
// are written through the store (booking 30,000 seats over HTTP would only slow the set-up).
// Prints one JSON line when ready.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flattenDrawing } from '../src/server/domain/drawing';
import { startTestService } from '../src/server/testing';
import { BENCH_HOLD_TOKEN, reportsBenchDrawing, reportsBenchEvent } from './reports-data';

const seats = Number(process.env.BENCH_SEATS ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'seatdesk-reports-bench-'));
const databaseUrl =
  process.env.BENCH_DB === 'memory' ? 'sqlite::memory:' : `sqlite:${join(dir, 'bench.db')}`;
const svc = await startTestService({ databaseUrl, bodyLimitBytes: 200 * 1024 * 1024 });
const baseUrl = await svc.listen();
const headers = {
  authorization: `Basic ${btoa(`${svc.secretKey}:`)}`,
  'content-type': 'application/json',
};

const drawing = reportsBenchDrawing(seats);
const upload = await fetch(`${baseUrl}/system/public/charts/bench`, {
  method: 'POST',
  headers,
  body: JSON.stringify(drawing),
});
if (!upload.ok) throw new Error(`chart upload: ${upload.status} ${await upload.text()}`);
const created = await fetch(`${baseUrl}/events`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ chartKey: 'bench', eventKey: 'bench' }),
});
if (!created.ok) throw new Error(`event: ${created.status} ${await created.text()}`);

const { states, channels } = reportsBenchEvent(flattenDrawing(drawing));
const workspaceId = svc.company.workspace.id;
await svc.deps.store.transaction(async (tx) => {
  const event = await tx.getEvent(workspaceId, 'bench');
  if (!event) throw new Error('the bench event is missing');
  const now = svc.deps.now();
  await tx.insertHoldToken({
    token: BENCH_HOLD_TOKEN,
    workspaceId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + 2 * 3600_000).toISOString(),
  });
  await tx.putObjectStates(event.id, states);
  await tx.updateEvent({ ...event, channels });
});

console.log(
  JSON.stringify({ baseUrl, secretKey: svc.secretKey, event: 'bench', pid: process.pid }),
);
process.on('SIGTERM', () => process.exit(0));
