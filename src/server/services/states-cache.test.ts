import { expect, test } from 'vitest';
import { seedWorld } from '../store/contract/fixtures';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import { StatesCache } from './states-cache';

test('cached states are reused until a write bumps the event’s states revision', async () => {
  const store = openSqliteStore({ path: ':memory:' });
  const { workspace } = await store.transaction(seedWorld);
  const cache = new StatesCache();
  const read = () =>
    store.read(async (tx) => {
      const event = await tx.getEvent(workspace.id, 'event');
      if (!event) throw new Error('seeded event missing');
      return cache.all(tx, event);
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
