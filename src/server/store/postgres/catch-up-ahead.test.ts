// The catch-up read ahead of the lock (postgres-catch-up-ahead.ts) answers listEventChanges and
// getObjectStates exactly as their own statements would, from the revision asked or any later
// one, and not at all once the transaction wrote the event's states or for an event it did not
// lock. PostgreSQL only (the statements counted are node-postgres's).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { caller, ok, upload } from '../../http/http-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import type { EventRow, Tx } from '../port';
import { testStoreUrl } from '../store-test-kit';
import { pgStatementsDuring } from './pg-statement-count-test-kit';

const onPostgres = testStoreUrl().startsWith('postgres');
/** The catch-up's own statements: the changes record's read and the states' read by label. */
const OWN = /FROM event_changes WHERE event_id = \$1|AS w\(event_id, label\)/;
let svc: TestService;
let workspaceId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  svc = await startTestService();
  const call = caller(svc);
  await upload(call, 'ahead');
  await ok(call, 'POST', '/events', { chartKey: 'ahead', eventKey: 'ahead' });
  await ok(call, 'POST', '/events', { chartKey: 'ahead', eventKey: 'other' });
  for (const label of ['A-1', 'A-2', 'A-3', 'A-4']) {
    await ok(call, 'POST', '/events/ahead/actions/book', { objects: [label] });
  }
  await ok(call, 'POST', '/events/ahead/actions/release', { objects: ['A-2'] });
  workspaceId = svc.company.workspace.id;
}, 60_000);
afterAll(() => svc?.close());

/** What the catch-up asks after locking `key`, with (`from`) or without a read ahead. */
async function catchUpOf(key: string, from: number | undefined, since: number, limit = 10) {
  let answer: unknown;
  const own = await pgStatementsDuring(OWN, () =>
    svc.deps.store.transaction(async (tx: Tx) => {
      const id = await idOf(key);
      const ahead = from === undefined ? [] : [{ eventId: id, since: from }];
      const [event] = (await tx.getEventsForUpdate(workspaceId, [key], ahead)) as EventRow[];
      const changes = await tx.listEventChanges(event.id, since, limit);
      const labels = ['A-1', 'A-2', 'A-4'];
      const states = await tx.getObjectStates(event.id, labels);
      answer = { changes, states: Object.fromEntries(states) };
    }),
  );
  return { answer, own };
}

const ids = new Map<string, number>();
async function idOf(key: string): Promise<number> {
  if (!ids.has(key)) {
    const row = await svc.deps.store.read((tx) => tx.getEvent(workspaceId, key));
    ids.set(key, (row as EventRow).id);
  }
  return ids.get(key) as number;
}

it.runIf(onPostgres)(
  'from the revision asked or a later one: the same answer, no statement of its own',
  async () => {
    for (const since of [0, 1, 3, 5]) {
      const plain = await catchUpOf('ahead', undefined, since);
      expect(plain.own).toBe(2);
      const ahead = await catchUpOf('ahead', 0, since);
      expect(ahead.answer, `since ${since}`).toEqual(plain.answer);
      expect(ahead.own, `since ${since}`).toBe(0);
      // A shorter page is cut as its own statement would cut it.
      expect((await catchUpOf('ahead', 0, since, 2)).answer).toEqual(
        (await catchUpOf('ahead', undefined, since, 2)).answer,
      );
    }
    // Read ahead from a later revision than asked: the statements are sent after all.
    const behind = await catchUpOf('ahead', 3, 1);
    expect(behind.own).toBe(2);
    expect(behind.answer).toEqual((await catchUpOf('ahead', undefined, 1)).answer);
  },
);

it.runIf(onPostgres)(
  'not for an event the lock did not take, nor once the transaction wrote its states',
  async () => {
    const otherId = await idOf('other');
    const own = await pgStatementsDuring(OWN, () =>
      svc.deps.store.transaction(async (tx: Tx) => {
        // The hint names another event than the key locked (a key given to another event since).
        const [event] = await tx.getEventsForUpdate(
          workspaceId,
          ['ahead'],
          [{ eventId: otherId, since: 0 }],
        );
        await tx.listEventChanges(otherId, 0, 10);
        await tx.getObjectStates(event.id, ['A-1']);
      }),
    );
    expect(own).toBe(2);
    const written = await pgStatementsDuring(OWN, () =>
      svc.deps.store.transaction(async (tx: Tx) => {
        const id = await idOf('ahead');
        await tx.getEventsForUpdate(workspaceId, ['ahead'], [{ eventId: id, since: 0 }]);
        await tx.putObjectStates(id, new Map([['A-1', undefined]]));
        expect((await tx.getObjectStates(id, ['A-1'])).has('A-1')).toBe(false);
        await tx.listEventChanges(id, 0, 10);
        throw new Error('rolled back on purpose');
      }),
    ).catch((error: Error) => error.message);
    expect(written).toBe('rolled back on purpose');
  },
);
