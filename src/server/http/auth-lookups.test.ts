// Requests with the same key that find no cached entry share one lookup in the store: each made
// its own before, and on two PostgreSQL instances those reads took a quarter of a sale's pooled
// connections every time the entry ran out (docs/benchmarks.md, issue 30).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import type { Tx } from '../store/port';
import { type Call, caller } from './http-test-kit';

let svc: TestService;
let call: Call;
let lookups = 0;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  const store = svc.deps.store;
  const read = store.read.bind(store);
  // Counts the key lookups of every read transaction, whatever else the read does.
  store.read = ((work: (tx: Tx) => Promise<unknown>, ...rest: unknown[]) =>
    (read as (...args: unknown[]) => Promise<unknown>)(
      (tx: Tx) =>
        work(
          new Proxy(tx, {
            get(target, name, receiver) {
              if (name === 'findWorkspaceBySecretKeyHash') lookups++;
              const value = Reflect.get(target, name, receiver);
              return typeof value === 'function' ? value.bind(target) : value;
            },
          }),
        ),
      ...rest,
    )) as typeof store.read;
});
afterAll(() => svc.close());

it('answers requests arriving together with one key lookup', async () => {
  const replies = await Promise.all(Array.from({ length: 8 }, () => call('GET', '/charts')));
  expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
  expect(lookups).toBe(1);
});

it('shares no lookup between different keys, and refuses both wrong ones', async () => {
  lookups = 0;
  const [first, second] = await Promise.all([
    call('GET', '/charts', undefined, { key: 'not-a-key' }),
    call('GET', '/charts', undefined, { key: 'not-a-key-either' }),
  ]);
  expect([first.status, second.status]).toEqual([401, 401]);
  expect(lookups).toBe(2);
});
