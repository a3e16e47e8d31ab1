// The store contract, part 2: transactions. All-or-nothing writes, consistent reads, and
// read-modify-writes of one event that never lose an update however many run at once — on SQLite
// through the store-wide mutex, on PostgreSQL through event row locks and retries.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, vi } from 'vitest';
import type { Store, Tx } from '../port';
import { chartOf, eventOf, freshWorldPerTest, type OpenStore } from './fixtures-test-kit';

/** Reads a counter kept in an object's extra data, waits, writes it back plus one. */
async function increment(tx: Tx, eventId: number, label = 'counter', pauseMs = 5) {
  const state = (await tx.getObjectStates(eventId, [label])).get(label);
  const n = Number(state?.extraData?.n ?? 0);
  await sleep(pauseMs);
  await tx.putObjectStates(eventId, new Map([[label, { extraData: { n: n + 1 } }]]));
}

async function counter(store: Store, eventId: number, label = 'counter') {
  const states = await store.read((tx) => tx.getObjectStates(eventId, [label]));
  return Number(states.get(label)?.extraData?.n ?? 0);
}

export function transactionContract(open: OpenStore) {
  const world = freshWorldPerTest(open);

  test('a throw rolls back every write of the transaction and reaches the caller', async () => {
    const { store, event, chart } = world();
    const failure = new Error('boom');
    await expect(
      store.transaction(async (tx) => {
        await tx.putSetting('half', 'done');
        await tx.putObjectStates(event.id, new Map([['A-1', { status: 'booked' }]]));
        await tx.insertEvent(eventOf(chart, 'ghost'));
        throw failure;
      }),
    ).rejects.toBe(failure);
    await store.read(async (tx) => {
      expect(await tx.getSetting('half')).toBeUndefined();
      expect((await tx.getAllObjectStates(event.id)).size).toBe(0);
      expect(await tx.getEvent(chart.workspaceId, 'ghost')).toBeUndefined();
    });
    expect(await store.transaction(async () => 42)).toBe(42);
  });

  test('`committed` hears of a transaction once, with its result, before the caller; never of a rollback', async () => {
    const { store } = world();
    const heard: unknown[] = [];
    const committed = (value: unknown) => heard.push(value);
    const value = await store.transaction(
      async (tx) => {
        await tx.putSetting('k', 'v');
        return 'result';
      },
      { committed },
    );
    expect(value).toBe('result');
    expect(heard).toEqual(['result']);
    await expect(
      store.transaction(
        async () => {
          throw new Error('boom');
        },
        { committed },
      ),
    ).rejects.toThrow('boom');
    expect(heard).toEqual(['result']);
  });

  test('a `committed` hook that throws does not undo or fail the committed transaction', async () => {
    const { store } = world();
    // The failure is reported as one JSON line on the service's log stream (stdout).
    const reported = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const value = await store.transaction(
        async (tx) => {
          await tx.putSetting('hook', 'landed');
          return 7;
        },
        {
          committed: () => {
            throw new Error('mirror broke');
          },
        },
      );
      expect(value).toBe(7);
      expect(await store.read((tx) => tx.getSetting('hook'))).toBe('landed');
      const lines = reported.mock.calls.map((call) => String(call[0]));
      const line = lines.find((text) => text.includes('mirror broke'));
      expect(JSON.parse(line ?? '{}')).toMatchObject({
        level: 'error',
        error: 'Error: mirror broke',
      });
    } finally {
      reported.mockRestore();
    }
  });

  test('watchChanges tells each committed change once (PostgreSQL: not again on hearing its own NOTIFY)', async () => {
    const { store, event } = world();
    const told: string[] = [];
    const stop = store.watchChanges((changes) => {
      for (const { eventId, revision } of changes) told.push(`${eventId}:${revision}`);
    });
    try {
      await expect.poll(() => store.feedLive?.() ?? true).toBe(true);
      for (let i = 1; i <= 20; i++) {
        await store.transaction((tx) =>
          tx.putObjectStates(event.id, new Map([[`A-${i}`, { status: 'booked' }]])),
        );
      }
      // A NOTIFY comes within milliseconds on loopback; one told twice would show by now.
      await sleep(300);
      expect(told).toHaveLength(20);
      expect(new Set(told).size).toBe(20);
    } finally {
      stop();
    }
  });

  test('a read sees one snapshot: a commit during it shows only afterwards', async () => {
    const { store } = world();
    let write: Promise<unknown> | undefined;
    const [before, during] = await store.read(async (tx) => {
      const first = await tx.getSetting('seen');
      write = store.transaction((w) => w.putSetting('seen', 'yes'));
      await sleep(50);
      return [first, await tx.getSetting('seen')];
    });
    await write;
    expect([before, during]).toEqual([undefined, undefined]);
    expect(await store.read((tx) => tx.getSetting('seen'))).toBe('yes');
  });

  test('concurrent read-modify-writes of an event locked by key lose no update', async () => {
    const { store, workspace, event } = world();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        store.transaction(async (tx) => {
          const [locked] = await tx.getEventsForUpdate(workspace.id, ['event']);
          await increment(tx, locked.id);
        }),
      ),
    );
    expect(await counter(store, event.id)).toBe(8);
  });

  test('state read-modify-writes by event id (the hold sweep) are serialized too', async () => {
    const { store, workspace, event } = world();
    const byKey = () =>
      store.transaction(async (tx) => {
        await tx.getEventsForUpdate(workspace.id, ['event']);
        await increment(tx, event.id);
      });
    const byId = () => store.transaction((tx) => increment(tx, event.id));
    await Promise.all([byKey(), byId(), byKey(), byId(), byId(), byKey()]);
    expect(await counter(store, event.id)).toBe(6);
  });

  test('transactions locking two events in opposite orders both complete', async () => {
    const { store, workspace, chart, event } = world();
    const second = await store.transaction((tx) => tx.insertEvent(eventOf(chart, 'second')));
    const crosswise = (first: string, then: string) =>
      store.transaction(async (tx) => {
        const [a] = await tx.getEventsForUpdate(workspace.id, [first]);
        await increment(tx, a.id, 'counter', 50);
        const [b] = await tx.getEventsForUpdate(workspace.id, [then]);
        await increment(tx, b.id, 'counter', 0);
      });
    await Promise.all([crosswise('event', 'second'), crosswise('second', 'event')]);
    expect(await counter(store, event.id)).toBe(2);
    expect(await counter(store, second.id)).toBe(2);
  });

  test('two transactions creating the same key: one creates, the other sees it', async () => {
    const { store, workspace } = world();
    const create = () =>
      store.transaction(async (tx) => {
        if (await tx.getChart(workspace.id, 'twin')) return 'exists';
        await sleep(30);
        await tx.insertChart(chartOf(workspace.id, 'twin'), {});
        return 'created';
      });
    expect((await Promise.all([create(), create()])).sort()).toEqual(['created', 'exists']);
  });
}
