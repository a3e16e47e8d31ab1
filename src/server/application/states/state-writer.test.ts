// Writes outside the booking queue move the states cache forward instead of leaving it behind:
// after each of them a summary reads no state from the store. Whether the states it then counts
// are right is summary-live.test.ts's business (random sequences of all these writes).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BookingKit, startBookingKit } from '../../http/booking-test-kit';
import { PostgresTx } from '../../store/postgres/postgres-tx';
import { SqliteTx } from '../../store/sqlite/sqlite-tx';
import { sweepExpiredHolds } from '../jobs/hold-sweep';
import { StateWriter } from './state-writer';

let kit: BookingKit;
beforeAll(async () => {
  kit = await startBookingKit();
});
afterAll(() => kit.svc.close());

/** How many times the whole states of an event were read from the store during `run`. */
async function fullReads(run: () => Promise<unknown>): Promise<number> {
  const spies = [
    vi.spyOn(SqliteTx.prototype, 'getAllObjectStates'),
    vi.spyOn(PostgresTx.prototype, 'getAllObjectStates'),
  ];
  try {
    await run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

async function summary(event: string) {
  const answer = await kit.call('GET', `/reports/events/${event}/byStatus/summary`);
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('writes outside the booking queue', () => {
  it('move the states cache forward: the next summary reads no states', async () => {
    const event = await kit.event();
    const post = async (action: string, body?: unknown) =>
      expect(
        (await kit.call('POST', `/events/${event}/actions/${action}`, body)).status,
      ).toBeLessThan(300);
    const holdToken = await kit.holdToken(1);
    await post('hold', { objects: ['A-3'], holdToken });
    expect(await fullReads(() => summary(event))).toBe(1);

    const writes: Array<[string, () => Promise<void>]> = [
      ['not for sale', () => post('mark-as-not-for-sale', { objects: ['A-1'] })],
      ['extra data', () => post('update-extra-data', { extraData: { 'A-2': { n: 1 } } })],
      ['category for sale', () => post('mark-as-for-sale', { categories: ['9'] })],
      ['everything for sale', () => post('mark-everything-as-for-sale')],
      [
        'hold sweep',
        async () => {
          kit.svc.advanceClock(2 * 60_000);
          expect(await sweepExpiredHolds(kit.svc.deps)).toBe(1);
        },
      ],
    ];
    for (const [name, write] of writes) {
      await write();
      expect(await fullReads(() => summary(event)), name).toBe(0);
    }
    expect((await summary(event)).free.count).toBeGreaterThan(0);
  });
});

describe('StateWriter', () => {
  const world = async () => {
    const event = await kit.event();
    const row = await kit.svc.deps.store.read((tx) =>
      tx.getEvent(kit.svc.company.workspace.id, event),
    );
    if (!row) throw new Error(event);
    return row;
  };

  it('tells the revisions and the states before of a write whose labels were read', async () => {
    const row = await world();
    const advances = await kit.svc.deps.store.transaction(async (tx) => {
      const states = await tx.getObjectStates(row.id, ['A-1', 'A-2']);
      const writer = new StateWriter(tx);
      await writer.put(row.id, new Map([['A-1', { status: 'booked' }]]), {
        labels: new Set(['A-1', 'A-2']),
        states,
      });
      return writer.advances;
    });
    expect(advances).toEqual([
      {
        eventId: row.id,
        from: row.statesRevision,
        to: row.statesRevision + 1,
        writes: new Map([['A-1', { status: 'booked' }]]),
        before: new Map(),
      },
    ]);
  });

  it('tells nothing of a label it did not read, nor of two writes to one event', async () => {
    const row = await world();
    const other = await world();
    const advances = await kit.svc.deps.store.transaction(async (tx) => {
      const writer = new StateWriter(tx);
      const read = { labels: new Set(['A-1']), states: new Map() };
      await writer.put(row.id, new Map([['A-2', { status: 'booked' }]]), read);
      await writer.put(other.id, new Map([['A-1', { status: 'booked' }]]), read);
      await writer.put(other.id, new Map([['A-1', { status: 'free' }]]), read);
      return writer.advances;
    });
    expect(advances).toEqual([]);
  });
});
