import { expect, test, vi } from 'vitest';
import { seedWorld } from '../../store/contract/fixtures-test-kit';
import type { EventRow, Tx } from '../../store/port';
import { openSqliteStore } from '../../store/sqlite/sqlite-store';
import { SqliteTx } from '../../store/sqlite/sqlite-tx';
import { StatesCache } from './states-cache';

/** Every stored state of the event, as the cache has it. */
async function allStates(cache: StatesCache, tx: Tx, event: EventRow) {
  return (await cache.lazy(tx, event))();
}

test('cached states are reused until a write bumps the event’s states revision', async () => {
  const store = openSqliteStore({ path: ':memory:' });
  const { workspace } = await store.transaction(seedWorld);
  const cache = new StatesCache();
  const read = () =>
    store.read(async (tx) => {
      const event = await tx.getEvent(workspace.id, 'event');
      if (!event) throw new Error('seeded event missing');
      return allStates(cache, tx, event);
    });

  await store.transaction(async (tx) => {
    const event = await tx.getEvent(workspace.id, 'event');
    await tx.putObjectStates(event!.id, new Map([['A-1', { status: 'booked' }]]));
  });
  const first = await read();
  expect(first.get('A-1')).toEqual({ status: 'booked' });
  expect(await read()).toBe(first);

  await store.transaction(async (tx) => {
    const event = await tx.getEvent(workspace.id, 'event');
    await tx.putObjectStates(
      event!.id,
      new Map([
        ['A-1', undefined],
        ['A-2', { status: 'x' }],
      ]),
    );
  });
  const second = await read();
  expect(second).not.toBe(first);
  expect([...second.keys()]).toEqual(['A-2']);
  await store.close();
});

test('held states and derived values are kept per revision, derived ones per parts too', async () => {
  const store = openSqliteStore({ path: ':memory:' });
  const { workspace } = await store.transaction(seedWorld);
  const cache = new StatesCache();
  let computed = 0;
  const look = (parts: unknown[]) =>
    store.read(async (tx) => {
      const event = await tx.getEvent(workspace.id, 'event');
      if (!event) throw new Error('seeded event missing');
      const held = await cache.held(tx, event);
      const value = await cache.derive(tx, event, 'n', parts, () => ++computed);
      return { held, value };
    });
  const write = (label: string, state: object) =>
    store.transaction(async (tx) => {
      const event = await tx.getEvent(workspace.id, 'event');
      await tx.putObjectStates(event!.id, new Map([[label, state]]));
    });

  await write('A-1', { status: 'reservedByToken', holdToken: 'tok' });
  const first = await look(['a', 1]);
  expect(first.held).toEqual({ tokens: new Set(['tok']), labels: ['A-1'] });
  expect(first.value).toBe(1);
  expect((await look(['a', 1])).value).toBe(1);
  expect((await look(['a', 2])).value).toBe(2);
  await write('A-2', { status: 'booked' });
  const afterWrite = await look(['a', 2]);
  expect(afterWrite.value).toBe(3);
  expect(afterWrite.held.labels).toEqual(['A-1']);
  await store.close();
});

test('a committed write advances a cached entry at its starting revision, and nothing else', async () => {
  const store = openSqliteStore({ path: ':memory:' });
  const { workspace } = await store.transaction(seedWorld);
  const cache = new StatesCache();
  const event = async () => {
    const row = await store.read((tx) => tx.getEvent(workspace.id, 'event'));
    if (!row) throw new Error('seeded event missing');
    return row;
  };
  const { id } = await event();
  const put = (writes: Map<string, object | undefined>) =>
    store.transaction((tx) => tx.putObjectStates(id, writes));

  await put(new Map([['A-1', { status: 'booked' }]]));
  const before = await event();
  const first = await store.read((tx) => allStates(cache, tx, before));
  const writes = new Map<string, object | undefined>([
    ['A-1', undefined],
    ['A-2', { status: 'held', holdToken: 't' }],
  ]);
  await put(writes);
  const after = await event();
  cache.advance({
    eventId: after.id,
    from: before.statesRevision,
    to: after.statesRevision,
    writes,
    before: new Map([['A-1', { status: 'booked' }]]),
  });
  const advanced = await store.read((tx) => allStates(cache, tx, after));
  expect(advanced).not.toBe(first);
  expect(first).toEqual(new Map([['A-1', { status: 'booked' }]]));
  expect(advanced).toEqual(await store.read((tx) => tx.getAllObjectStates(after.id)));
  expect((await store.read((tx) => cache.held(tx, after))).labels).toEqual(['A-2']);

  // An advance from a revision the entry is not at (another writer came first) is ignored.
  cache.advance({
    eventId: after.id,
    from: before.statesRevision,
    to: 99,
    writes: new Map(),
    before: new Map(),
  });
  expect(await store.read((tx) => allStates(cache, tx, after))).toBe(advanced);
  await store.close();
});

/** A store with the seeded event, and commits that advance `cache` as the group commit does. */
async function committingWorld(cache: StatesCache) {
  const store = openSqliteStore({ path: ':memory:' });
  const { workspace } = await store.transaction(seedWorld);
  const event = async () => {
    const row = await store.read((tx) => tx.getEvent(workspace.id, 'event'));
    if (!row) throw new Error('seeded event missing');
    return row;
  };
  const { id } = await event();
  const commit = async (writes: Map<string, object | undefined>) => {
    const before = await event();
    const replaced = await store.read((tx) => tx.getObjectStates(id, [...writes.keys()]));
    await store.transaction((tx) => tx.putObjectStates(id, writes));
    const after = await event();
    cache.advance({
      eventId: id,
      from: before.statesRevision,
      to: after.statesRevision,
      writes,
      before: replaced,
    });
    return after;
  };
  const fromStore = async () => store.read((tx) => tx.getAllObjectStates(id));
  return { store, event, commit, fromStore };
}

test('advances build the states only when read, from the last states known; old readers keep theirs', async () => {
  const cache = new StatesCache(undefined, 3);
  const { store, event, commit, fromStore } = await committingWorld(cache);
  const start = await event();
  const first = await store.read((tx) => allStates(cache, tx, start));
  await commit(new Map([['A-1', { status: 'booked' }]]));
  await commit(new Map([['A-2', { status: 'booked' }]]));
  const third = await commit(new Map([['A-1', undefined]]));
  const advanced = await store.read((tx) => allStates(cache, tx, third));
  expect(advanced).toEqual(await fromStore());
  expect([...advanced.keys()]).toEqual(['A-2']);
  expect(first).toEqual(new Map());
  // Read again at the same revision: the same map, built once.
  expect(await store.read((tx) => allStates(cache, tx, third))).toBe(advanced);

  // More pending writes than the cache keeps (3 here): the entry is dropped, the next read goes
  // to the store and still sees every write.
  await commit(new Map([['A-3', { status: 'booked' }]]));
  await commit(new Map([['A-4', { status: 'booked' }]]));
  await commit(new Map([['A-5', { status: 'booked' }]]));
  const last = await commit(new Map([['A-6', { status: 'booked' }]]));
  const reread = await store.read((tx) => allStates(cache, tx, last));
  expect(reread).toEqual(await fromStore());
  expect(reread.size).toBe(5);
  await store.close();
});

test('a derived value is carried forward over the writes since, unless a step cannot', async () => {
  const cache = new StatesCache();
  const { store, event, commit } = await committingWorld(cache);
  const booked = (states: Iterable<object | undefined>) =>
    [...states].filter((state) => (state as { status?: string })?.status === 'booked').length;
  let computed = 0;
  let steps = 0;
  const read = async () => {
    const row = await event();
    return store.read(async (tx) => {
      const states = await cache.lazy(tx, row);
      return cache.derive(
        tx,
        row,
        'booked',
        ['parts'],
        () => {
          computed++;
          return booked(states().values());
        },
        (n, writes, before) => {
          steps++;
          return [...writes.values()].some((state) => (state as { holdToken?: string })?.holdToken)
            ? undefined
            : n -
                booked([...writes.keys()].map((label) => before.get(label))) +
                booked(writes.values());
        },
      );
    });
  };
  expect(await read()).toBe(0);
  // Moved forward as each group commits, not when read: the read finds it current.
  await commit(new Map([['A-1', { status: 'booked' }]]));
  await commit(new Map([['A-2', { status: 'booked' }]]));
  expect(steps).toBe(2);
  expect(await read()).toBe(2);
  await commit(new Map([['A-1', undefined]]));
  expect(steps).toBe(3);
  expect(await read()).toBe(1);
  expect([computed, steps]).toEqual([1, 3]);
  // A group the step cannot take (a hold) leaves the value behind; the read then takes one step
  // over the net change of the groups since: a hold placed and then booked over leaves no hold
  // to count, and a label written twice counts once.
  steps = 0;
  await commit(new Map([['A-5', { status: 'held', holdToken: 't0' }]]));
  await commit(new Map([['A-5', { status: 'booked' }]]));
  await commit(new Map([['A-2', undefined]]));
  await commit(new Map([['A-2', { status: 'booked' }]]));
  expect(steps).toBe(1);
  expect(await read()).toBe(2);
  expect([computed, steps]).toEqual([1, 2]);

  const held = async () => {
    const row = await event();
    return store.read((tx) => cache.held(tx, row));
  };
  const heldBefore = await held();
  await commit(new Map([['A-4', { status: 'booked' }]]));
  expect(await held()).toBe(heldBefore);

  // A step that cannot (a hold here): counted afresh from the states, holds found anew.
  await commit(new Map([['A-3', { status: 'held', holdToken: 't' }]]));
  expect(await read()).toBe(3);
  expect(computed).toBe(2);
  expect((await held()).labels).toEqual(['A-3']);
  await store.close();
});

test('a reader a few commits behind the cache finds its revision along the chain', async () => {
  const cache = new StatesCache();
  const { store, event, commit } = await committingWorld(cache);
  const start = await event();
  await store.read((tx) => allStates(cache, tx, start));
  const behind = await commit(new Map([['A-1', { status: 'booked' }]]));
  await commit(new Map([['A-2', { status: 'booked' }]]));
  const fullReads = vi.spyOn(SqliteTx.prototype, 'getAllObjectStates');
  try {
    // Its snapshot's states: A-1 booked, A-2 not yet.
    const states = await store.read((tx) => allStates(cache, tx, behind));
    expect(Object.fromEntries(states)).toEqual({ 'A-1': { status: 'booked' } });
    expect(fullReads).not.toHaveBeenCalled();
    // Newer readers still get the newest entry.
    const latest = await event();
    const newest = await store.read((tx) => allStates(cache, tx, latest));
    expect([...newest.keys()].sort()).toEqual(['A-1', 'A-2']);
    // Built at the head: the next commit steps from those states (the flattened writes begin
    // again there), which stay as they were.
    const again = await commit(new Map([['A-1', undefined]]));
    expect([...(await store.read((tx) => allStates(cache, tx, again))).keys()]).toEqual(['A-2']);
    expect([...newest.keys()].sort()).toEqual(['A-1', 'A-2']);
    expect(fullReads).not.toHaveBeenCalled();
  } finally {
    fullReads.mockRestore();
    await store.close();
  }
});
