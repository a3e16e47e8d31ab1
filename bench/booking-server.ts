// A process under load for `npm run bench:booking`, in one of three modes:
//   setup  the real service on the driver's database, after creating a company, a generated chart
//          and an event on it (SQLite: WAL + synchronous=FULL as in production)
//   join   the real service on the same database, set up by another process (several instances
//          on one PostgreSQL)
//   echo   a bare Hono JSON echo, the floor every HTTP service on this machine stands on
// Prints one JSON line when ready. `GET /__cpu` answers the process's CPU time, so the load
// generator can measure CPU per request, which a shared, busy machine does not distort the way it
// distorts requests per second.
import { Hono } from 'hono';
import { generateDrawing } from '../src/domain/drawing';
import { createCompany } from '../src/server/application/accounts/accounts';
import {
  announceReady,
  type BenchService,
  benchDatabaseUrl,
  listenWithCpuProbe,
  openBenchService,
} from './bench-service';

/**
 * Events on the same chart that the warm-up books, so that the measured event starts empty and a
 * warm service books it: a fresh process needs some 5,000 bookings before V8 has optimized the
 * booking path, and the measured event holds only 10,000. Three give room for 30,000.
 */
/** Sign-ins timed at set-up: the password hash's cost, printed by bench:booking. */
const SIGN_INS = 5;

export const WARM_UP_EVENTS = ['warm-up-1', 'warm-up-2', 'warm-up-3'];

/** The chart both processes build: the load generator derives the seat labels from it. */
export function benchDrawing(seats: number) {
  return generateDrawing({ seats, sections: 10 });
}

async function startEcho(): Promise<void> {
  const app = new Hono();
  app.post('/echo', async (c) => c.json(await c.req.json()));
  announceReady({ baseUrl: await listenWithCpuProbe(app.fetch) });
  process.on('SIGTERM', () => process.exit(0));
}

async function startService(setUp: boolean, seats: number): Promise<void> {
  const service = await openBenchService(benchDatabaseUrl());
  let secretKey: string | undefined;
  if (setUp) {
    const { deps } = service;
    const company = await deps.store.transaction((tx) =>
      createCompany(tx, 'Booking bench', deps.now()),
    );
    secretKey = company.workspace.secretKey;
    await service.post('/system/public/charts/bench', benchDrawing(seats), secretKey);
    for (const eventKey of ['bench', ...WARM_UP_EVENTS]) {
      await service.post('/events', { chartKey: 'bench', eventKey }, secretKey);
    }
  }
  const clerk = secretKey ? await signInClerk(service, secretKey) : {};
  const baseUrl = await listenWithCpuProbe(service.app.fetch);
  announceReady({ baseUrl, secretKey, event: 'bench', warmUpEvents: WARM_UP_EVENTS, ...clerk });
}

/** Signs a clerk in SIGN_INS times; the last session's cookie and each sign-in's time. */
async function signInClerk(service: BenchService, secretKey: string) {
  const signInName = 'bench-clerk';
  const password = 'bench-clerk-password';
  const account = { displayName: 'Bench clerk', signInName, password, role: 'clerk' };
  await service.post('/seatdesk/staff/accounts', account, secretKey);
  const signInMs: number[] = [];
  let staffCookie = '';
  for (let i = 0; i < SIGN_INS; i++) {
    const started = performance.now();
    const reply = await service.app.request('/seatdesk/staff/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ signInName, password }),
    });
    signInMs.push(performance.now() - started);
    if (!reply.ok) throw new Error(`clerk sign-in: ${reply.status} ${await reply.text()}`);
    staffCookie = (reply.headers.get('set-cookie') ?? '').split(';')[0];
  }
  return { staffCookie, signInMs };
}

const mode = process.argv[2];
if (mode === 'echo') await startEcho();
else if (mode === 'setup' || mode === 'join') {
  await startService(mode === 'setup', Number(process.env.BENCH_SEATS ?? 100_000));
} else if (mode !== undefined) {
  throw new Error(`booking-server: unknown mode ${mode} (setup, join or echo)`);
}
