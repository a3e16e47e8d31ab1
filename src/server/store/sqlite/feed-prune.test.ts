// Issue 27 B7, item 3: the SQLite feed wrote one INSERT and one pruning DELETE per event a
// transaction changed (a season booking at the bound: 2,002 statements on the event loop). Its
// rows are now inserted in multi-row statements and pruned once per transaction; what each event
// keeps (its last feedChangesKept changes, 410 before them) is unchanged, event by event.
// SQLite only: PostgreSQL writes and prunes every event's rows in one statement already.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIMITS } from '../../../contract/limits';
import type { ObjectState } from '../../../domain/model';
import { type Call, caller, expectError, fixture } from '../../http/http-test-kit';
import { readChangesSince } from '../../http/live-feed-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import { testStoreUrl } from '../store-test-kit';
import { statementsDuring } from './statement-count-test-kit';

let svc: TestService;
let call: Call;
const ids = new Map<string, number>();

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  expect((await call('POST', '/system/public/charts/venue', fixture('sampleChart'))).status).toBe(
    204,
  );
  for (const key of ['long-a', 'long-b', 'short']) {
    expect((await call('POST', '/events', { chartKey: 'venue', eventKey: key })).status).toBe(200);
    const event = await svc.deps.store.read((tx) => tx.getEvent(svc.company.workspace.id, key));
    ids.set(key, event?.id as number);
  }
});
afterAll(() => svc.close());

/** Writes A-1 in each of these events in one transaction (booked on even rounds, free on odd). */
function writeA1(keys: string[], round: number) {
  const state: ObjectState | undefined = round % 2 ? undefined : { status: 'booked' };
  return svc.deps.store.transaction(async (tx) => {
    for (const key of keys)
      await tx.putObjectStates(ids.get(key) as number, new Map([['A-1', state]]));
  });
}

it.skipIf(testStoreUrl().startsWith('postgres'))(
  'prunes every event of a transaction in one statement, each to its own last feedChangesKept',
  async () => {
    for (let round = 0; round < LIMITS.feedChangesKept; round++) {
      await writeA1(['long-a', 'long-b'], round);
    }
    // The last round also changes an event with one change: nothing of it may be pruned.
    const statements = await statementsDuring(/event_changes/, () =>
      writeA1(['long-a', 'long-b', 'short'], LIMITS.feedChangesKept),
    );
    // One INSERT for the three rows and one DELETE for both long events (it was 3 + 3).
    expect(statements).toBe(2);

    const last = LIMITS.feedChangesKept + 1;
    for (const key of ['long-a', 'long-b']) {
      expectError(
        await call('GET', `/seatdesk/events/${key}/changes?since=0`),
        410,
        'CHANGES_TOO_OLD',
        /no longer kept/,
      );
      const page = await readChangesSince(call, key, 1);
      expect(page.changes[0].revision).toBe(2);
      expect((await readChangesSince(call, key, last - 1)).changes).toEqual([
        { revision: last, objects: { 'A-1': { status: 'booked', forSale: true } } },
      ]);
    }
    expect(await readChangesSince(call, 'short', 0)).toEqual({
      revision: 1,
      changes: [{ revision: 1, objects: { 'A-1': { status: 'booked', forSale: true } } }],
    });
  },
  120_000,
);
