// Issue 17, item 1, below the HTTP test: the states cache never serves an entry to another
// event than the one it was read for, even when handed a row with the same id and revision (a
// database restored under a running instance), and forgets a deleted event.
import { expect, test } from 'vitest';
import { seedWorld } from '../../store/contract/fixtures-test-kit';
import { openSqliteStore } from '../../store/sqlite/sqlite-store';
import { StatesCache } from './states-cache';

test('an entry is served only to its own workspace, and forget() drops it', async () => {
  const store = openSqliteStore({ path: ':memory:' });
  const { workspace } = await store.transaction(seedWorld);
  const event = (await store.read((tx) => tx.getEvent(workspace.id, 'event')))!;
  await store.transaction((tx) =>
    tx.putObjectStates(event.id, new Map([['A-1', { status: 'booked', extraData: { n: 'Ada' } }]])),
  );
  const row = (await store.read((tx) => tx.getEvent(workspace.id, 'event')))!;
  const cache = new StatesCache();
  const read = (asRow: typeof row) => store.read(async (tx) => (await cache.lazy(tx, asRow))());
  expect((await read(row)).get('A-1')?.extraData).toEqual({ n: 'Ada' });

  // forget() drops the entry: the next read builds the states afresh.
  const first = await read(row);
  expect(await read(row)).toBe(first);
  cache.forget(row.id);
  expect(await read(row)).not.toBe(first);

  // The same id and revision, another workspace: the cache reads the store, not the entry.
  await store.transaction((tx) => tx.deleteEvent(event.id));
  const stranger = { ...row, workspaceId: row.workspaceId + 1 };
  expect((await read(stranger)).size).toBe(0);
  await store.close();
});
