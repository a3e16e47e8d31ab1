// Test support for the Idempotency-Key tests: a store that holds one transaction at a gate (a slow
// database, in-process) or fails some as an unavailable database would, and a second service
// instance on the store of a first (two instances on one PostgreSQL, or on one SQLite file).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChartCache } from '../application/charts/chart-cache';
import { DrawingCache } from '../application/charts/drawing-cache';
import { StatesCache } from '../application/states/states-cache';
import { startTestService, type TestService } from '../service-test-kit';
import { openStore } from '../store/open-store';
import type { Store, TransactionOptions, Tx } from '../store/port';
import { testStoreUrl } from '../store/store-test-kit';
import { StoreUnavailableError } from '../store/unavailable';
import { createApp } from './app';
import { appCaller, type Call } from './http-test-kit';

export interface HeldTransaction {
  /** Resolves once the transaction is waiting at the gate. */
  waiting: Promise<void>;
  /** Lets it go on. */
  release(): void;
  /** Resolves once it has committed or failed. */
  settled: Promise<void>;
}

/**
 * Holds the `nth` store transaction from now on (1 = the next): `before` it begins (nothing is
 * locked meanwhile), or `inside` it, once begun (its locks, and on SQLite the whole store, are
 * held). For a write with an Idempotency-Key, the first transaction is the key's claim and the
 * second the write's own.
 */
export function holdTransaction(
  svc: TestService,
  nth: number,
  where: 'before' | 'inside',
): HeldTransaction {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let waiting!: () => void;
  const isWaiting = new Promise<void>((resolve) => {
    waiting = resolve;
  });
  let settled!: () => void;
  const isSettled = new Promise<void>((resolve) => {
    settled = resolve;
  });
  interceptTransactions(svc, nth, nth, async (real, fn, options) => {
    try {
      if (where === 'before') {
        waiting();
        await gate;
        return await real.transaction(fn, options);
      }
      return await real.transaction(async (tx) => {
        waiting();
        await gate;
        return fn(tx);
      }, options);
    } finally {
      settled();
    }
  });
  return { waiting: isWaiting, release, settled: isSettled };
}

/**
 * Store transactions `nth` to `nth + times - 1` from now on fail before they begin, as with
 * PostgreSQL gone. A status change needs two: its group's, then its own run alone.
 */
export function failTransactions(svc: TestService, nth: number, times: number): void {
  interceptTransactions(svc, nth, nth + times - 1, async () => {
    throw new StoreUnavailableError('PostgreSQL connection lost (made to fail by the test)');
  });
}

type Intercept = <T>(
  real: Store,
  fn: (tx: Tx) => Promise<T>,
  options?: TransactionOptions<T>,
) => Promise<T>;

function interceptTransactions(
  svc: TestService,
  first: number,
  last: number,
  intercept: Intercept,
): void {
  const real = svc.deps.store;
  let count = 0;
  const store: Store = {
    kind: real.kind,
    read: (fn) => real.read(fn),
    close: () => real.close(),
    probe: (timeoutMs) => real.probe(timeoutMs),
    busyForMs: () => real.busyForMs(),
    watchChanges: (listener) => real.watchChanges(listener),
    transaction(fn, options) {
      if (++count < first) return real.transaction(fn, options);
      if (count === last) svc.deps.store = real;
      return intercept(real, fn, options);
    },
  };
  svc.deps.store = store;
}

/**
 * A service whose store a second instance can open too: its PostgreSQL scratch schema with
 * TEST_STORE_URL, else a SQLite file (two connections on one file, as two processes would have).
 */
export async function serviceForTwoInstances(): Promise<TestService> {
  if (/^postgres/.test(testStoreUrl())) return startTestService();
  const dir = mkdtempSync(join(tmpdir(), 'seatdesk-idempotency-'));
  const svc = await startTestService({ databaseUrl: `sqlite:${join(dir, 'store.db')}` });
  const close = svc.close;
  svc.close = async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  };
  return svc;
}

export interface SecondInstance {
  /** A caller of the second instance, as the first service's workspace by default. */
  call: Call;
  close(): Promise<void>;
}

/** Another service on the first one's database: its own store connection, caches and app. */
export async function secondInstance(svc: TestService): Promise<SecondInstance> {
  const store = await openStore(svc.databaseUrl);
  const app = createApp({
    ...svc.deps,
    store,
    charts: new ChartCache(),
    drawings: new DrawingCache(),
    states: new StatesCache(),
  });
  return { call: appCaller(app, svc.secretKey), close: () => store.close() };
}
