// The process under measurement for `npm run bench:reports`: the real service on loopback, on the
// driver's database. In `setup` mode it first creates a company, uploads a generated
// 100,000-seat chart and creates one event whose states and channels are written through the
// store (booking 30,000 seats over HTTP would only slow the set-up); in `join` mode it serves the
// database another process set up (several instances on one PostgreSQL). With BENCH_OTHER_SEATS
// (bench:fairness) it also sets up a second company with a small event of that many seats, the
// tenant whose latency the heavy one must not stall. Prints one JSON line when ready.
import { flattenDrawing } from '../src/domain/drawing';
import { createCompany } from '../src/server/application/accounts/accounts';
import {
  announceReady,
  benchDatabaseUrl,
  listenWithCpuProbe,
  openBenchService,
} from './bench-service';
import {
  BENCH_HOLD_TOKEN,
  otherCompanyDrawing,
  reportsBenchDrawing,
  reportsBenchEvent,
} from './reports-data';

const mode = process.argv[2];
if (mode !== 'setup' && mode !== 'join') {
  throw new Error(`reports-server: unknown mode ${mode} (setup or join)`);
}
const seats = Number(process.env.BENCH_SEATS ?? 100_000);
const service = await openBenchService(benchDatabaseUrl());
const { deps } = service;
let secretKey: string | undefined;
let otherSecretKey: string | undefined;
const otherSeats = Number(process.env.BENCH_OTHER_SEATS ?? 0);

if (mode === 'setup') {
  const company = await deps.store.transaction((tx) =>
    createCompany(tx, 'Reports bench', deps.now()),
  );
  secretKey = company.workspace.secretKey;
  const drawing = reportsBenchDrawing(seats);
  await service.post('/system/public/charts/bench', drawing, secretKey);
  await service.post('/events', { chartKey: 'bench', eventKey: 'bench' }, secretKey);

  const { states, channels } = reportsBenchEvent(flattenDrawing(drawing));
  const workspaceId = company.workspace.id;
  await deps.store.transaction(async (tx) => {
    const event = await tx.getEvent(workspaceId, 'bench');
    if (!event) throw new Error('the bench event is missing');
    const now = deps.now();
    await tx.insertHoldToken({
      token: BENCH_HOLD_TOKEN,
      workspaceId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 2 * 3600_000).toISOString(),
    });
    await tx.putObjectStates(event.id, states);
    await tx.updateEvent({ ...event, channels });
  });

  if (otherSeats > 0) {
    const other = await deps.store.transaction((tx) =>
      createCompany(tx, 'Other company', deps.now()),
    );
    otherSecretKey = other.workspace.secretKey;
    const key = otherSecretKey;
    await service.post('/system/public/charts/small', otherCompanyDrawing(otherSeats), key);
    await service.post('/events', { chartKey: 'small', eventKey: 'small' }, key);
  }
}

const baseUrl = await listenWithCpuProbe(service.app.fetch);
announceReady({ baseUrl, secretKey, event: 'bench', otherSecretKey, otherEvent: 'small' });
