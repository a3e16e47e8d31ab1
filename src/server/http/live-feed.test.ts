// The live feed's snapshot and `changes?since` (docs/live-feed.md): every kind of committed change
// raises the event's revision once and is recorded with it, so a client holding an old snapshot
// and applying the changes since ends equal to a fresh snapshot; ETag and 304; 410 when too old;
// never another company's change. Runs on PostgreSQL with TEST_STORE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { sweepExpiredHolds } from '../application/jobs/hold-sweep';
import { startTestService, type TestService } from '../service-test-kit';
import { testStoreUrl } from '../store/store-test-kit';
import { venueWithShow } from './feed-service-test-kit';
import { type Call, caller, expectError, ok } from './http-test-kit';
import { catchUp, fromSnapshot, readChangesSince, readSnapshot } from './live-feed-test-kit';

let svc: TestService;
let call: Call;
let other: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  other = caller(svc, (await svc.newCompany()).workspace.secretKey);
  for (const who of [call, other]) await venueWithShow(who);
});
afterAll(() => svc.close());

describe('the snapshot and changes since', () => {
  it('records every kind of change once, in order: snapshot + changes equals a fresh snapshot', async () => {
    const start = fromSnapshot(await readSnapshot(call, 'show'));
    const token = (await ok(call, 'POST', '/hold-tokens', { expiresInMinutes: 1 })).body.holdToken;
    await ok(call, 'POST', '/events/show/actions/hold', {
      objects: ['A-1', 'A-2'],
      holdToken: token,
    });
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['A-3'], orderId: 'o-1' });
    await ok(call, 'POST', '/events/show/actions/release', { objects: ['A-3'] });
    await ok(call, 'POST', '/events/actions/change-object-status', {
      statusChanges: [{ event: 'show', objects: ['A-4'], status: 'lost' }],
    });
    await ok(call, 'POST', '/events/show/actions/mark-as-not-for-sale', { objects: ['A-5'] });
    await ok(call, 'POST', '/events/show/channels/replace', {
      channels: [{ key: 'vip', name: 'VIP', objects: ['A-6', 'A-7'] }],
    });
    await ok(call, 'POST', '/events/show', { objectCategories: { 'A-8': 10 } });
    svc.advanceClock(2 * 60_000);
    expect(await sweepExpiredHolds(svc.deps)).toBe(1);

    const seen = structuredClone(start);
    await catchUp(call, 'show', seen);
    const now = fromSnapshot(await readSnapshot(call, 'show'));
    expect(seen).toEqual(now);
    expect(now.revision).toBe(start.revision + 8);
    expect(now.objects.get('A-1')).toMatchObject({ status: 'free' });
    expect(now.objects.get('A-4')).toMatchObject({ status: 'lost' });
    expect(now.objects.get('A-5')).toMatchObject({ forSale: false });
    expect(now.objects.get('A-6')).toMatchObject({ channel: 'vip' });
    expect(now.objects.get('A-8')).toMatchObject({ category: '10' });
    expect(now.objects.get('A-3')?.orderId).toBeUndefined();

    const changes = (await readChangesSince(call, 'show', start.revision)).changes;
    expect(changes[0].objects).toEqual({
      'A-1': { status: 'reservedByToken', holdToken: token, forSale: true },
      'A-2': { status: 'reservedByToken', holdToken: token, forSale: true },
    });
    expect(changes[1].objects).toEqual({
      'A-3': { status: 'booked', orderId: 'o-1', forSale: true },
    });
    expect(changes[7].objects['A-1']).toEqual({ status: 'free', forSale: true });
  });

  it('a season booking shows in the feed of every event it touches', async () => {
    await ok(call, 'POST', '/seasons', { chartKey: 'venue', key: 'season', numberOfEvents: 1 });
    await ok(call, 'POST', '/seasons/season/actions/create-events', { eventKeys: ['s1', 's2'] });
    const before = await Promise.all(['s1', 's2'].map((key) => readSnapshot(call, key)));
    await ok(call, 'POST', '/events/season/actions/book', { objects: ['B-1'] });
    for (const [i, key] of ['s1', 's2'].entries()) {
      const page = await readChangesSince(call, key, before[i].revision);
      expect(page.changes).toHaveLength(1);
      expect(page.changes[0].objects['B-1']).toMatchObject({ status: 'booked' });
    }
  });

  it("carries each object's order id, each id once, for the map's hover card", async () => {
    await ok(call, 'POST', '/events/show/actions/book', {
      objects: ['D-4', 'D-5'],
      orderId: 'o-9',
    });
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['D-6'], orderId: 'o-10' });
    const snapshot = await readSnapshot(call, 'show');
    const orderOf = (label: string) => {
      const at = snapshot.orderId[snapshot.labels.indexOf(label)];
      return at < 0 ? null : snapshot.orderIds[at];
    };
    expect(['D-4', 'D-5', 'D-6', 'D-7'].map(orderOf)).toEqual(['o-9', 'o-9', 'o-10', null]);
    expect(snapshot.orderIds.filter((id) => id === 'o-9')).toHaveLength(1);
    expect(snapshot.orderId).toHaveLength(snapshot.labels.length);
  });

  it('answers the snapshot with an ETag, and 304 to a client that has it', async () => {
    const first = await call('GET', '/seatdesk/events/show/statuses');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await call('GET', '/seatdesk/events/show/statuses', undefined, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['C-1'] });
    const changed = await call('GET', '/seatdesk/events/show/statuses', undefined, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('410 CHANGES_TOO_OLD past what is kept, or for a revision the event never had', async () => {
    const { revision } = await readSnapshot(call, 'show');
    expectError(
      await call('GET', `/seatdesk/events/show/changes?since=${revision + 5}`),
      410,
      'CHANGES_TOO_OLD',
      /ahead of event show's revision/,
    );
    expectError(await call('GET', '/seatdesk/events/show/changes?since=-1'), 400, 'GENERAL_ERROR');
    expectError(await call('GET', '/seatdesk/events/none/changes?since=0'), 404, 'EVENT_NOT_FOUND');
  });

  // 10,001 transactions: seconds on SQLite, minutes on a shared machine's PostgreSQL (whose
  // pruning is the same DELETE in flushChanges, postgres-tx.ts).
  it.skipIf(testStoreUrl().startsWith('postgres'))(
    'keeps the last feedChangesKept changes of an event, and says 410 before them',
    async () => {
      await ok(call, 'POST', '/events', { chartKey: 'venue', eventKey: 'long' });
      const event = await svc.deps.store.read((tx) =>
        tx.getEvent(svc.company.workspace.id, 'long'),
      );
      const id = event?.id as number;
      for (let i = 0; i <= LIMITS.feedChangesKept; i++) {
        await svc.deps.store.transaction((tx) =>
          tx.putObjectStates(id, new Map([['A-1', i % 2 ? undefined : { status: 'booked' }]])),
        );
      }
      const last = LIMITS.feedChangesKept + 1;
      expectError(
        await call('GET', '/seatdesk/events/long/changes?since=0'),
        410,
        'CHANGES_TOO_OLD',
        /no longer kept/,
      );
      const page = await readChangesSince(call, 'long', 1);
      expect(page.changes[0].revision).toBe(2);
      expect(page.more).toBe(true);
      expect(page.changes).toHaveLength(LIMITS.feedChangesPerPage);
      const tail = await readChangesSince(call, 'long', last - 1);
      expect(tail).toEqual({
        revision: last,
        changes: [{ revision: last, objects: { 'A-1': { status: 'booked', forSale: true } } }],
      });
    },
    60_000,
  );

  it("never shows another company's change, whatever key the events share", async () => {
    const mine = await readSnapshot(other, 'show');
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['D-1'] });
    expect(await readChangesSince(other, 'show', mine.revision)).toEqual({
      revision: mine.revision,
      changes: [],
    });
    expect(fromSnapshot(await readSnapshot(other, 'show')).objects.get('D-1')?.status).toBe('free');
  });
});
