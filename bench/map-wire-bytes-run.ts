// The statuses' bytes on the wire alone, without a browser (bench/map-wire-bytes.ts), on the
// generated event at several shares of seats booked (5 % held besides):
//   npx tsx bench/map-wire-bytes-run.ts     BENCH_SEATS (100000)  BENCH_SOLD (0,0.3,0.9)
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { flattenDrawing } from '../src/domain/drawing';
import { layoutSeatMap } from '../src/domain/seat-map/layout';
import { labelOrderDigest, snapshotLabels } from '../src/domain/status-snapshot/label-digest';
import { createApp } from '../src/server/http/app';
import { startTestService } from '../src/server/service-test-kit';
import { statusBytes } from './map-wire-bytes';
import { BENCH_HOLD_TOKEN, reportsBenchDrawing, reportsBenchEvent } from './reports-data';

const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const SOLD = (process.env.BENCH_SOLD ?? '0,0.3,0.9').split(',').map(Number);

// The detailed reports of 90,000 booked seats take longer than the default deadline at load.
const svc = await startTestService({
  bodyLimitBytes: 200 * 1024 * 1024,
  requestTimeoutMs: 120_000,
});
const app = createApp(svc.deps, { log: () => {} });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((up) => server.once('listening', up));
// Setting up the next event takes longer than Node's 5 s keep-alive: the client's idle
// connection was closed under it and the next request failed with ECONNRESET.
(server as import('node:http').Server).keepAliveTimeout = 300_000;
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${svc.secretKey}:`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
};
const drawing = reportsBenchDrawing(SEATS);
await post('/system/public/charts/bench', drawing);
const digest = labelOrderDigest(snapshotLabels(layoutSeatMap(drawing).objects));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const sold of SOLD) {
  const key = `bench-${Math.round(sold * 100)}`;
  await post('/events', { chartKey: 'bench', eventKey: key });
  const { states, channels } = reportsBenchEvent(flattenDrawing(drawing), sold);
  await svc.deps.store.transaction(async (tx) => {
    const event = await tx.getEvent(svc.company.workspace.id, key);
    if (!event) throw new Error(`event ${key} is missing`);
    const now = svc.deps.now();
    if (sold === SOLD[0]) {
      await tx.insertHoldToken({
        token: BENCH_HOLD_TOKEN,
        workspaceId: svc.company.workspace.id,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 2 * 3600_000).toISOString(),
      });
    }
    await tx.putObjectStates(event.id, states);
    await tx.updateEvent({ ...event, channels });
  });
  const wire = await statusBytes(baseUrl, key, svc.secretKey, digest);
  console.log(
    `${SEATS} seats, ${Math.round(sold * 100)} % booked: snapshot ${kb(wire.snapshot.bytes)} (${wire.snapshot.encoding}), with channels ${kb(wire.withChannels)} (${(wire.reports / wire.withChannels).toFixed(1)}×), labelled ${kb(wire.labelled)}; detailed reports ${kb(wire.reports)} (summary + ${wire.reasons.join(', ')}): ${(wire.reports / wire.snapshot.bytes).toFixed(1)}× fewer (labelled ${(wire.reports / wire.labelled).toFixed(1)}×); byStatus ${kb(wire.whole)}: ${(wire.whole / wire.snapshot.bytes).toFixed(1)}×`,
  );
}
server.close();
await svc.close();
