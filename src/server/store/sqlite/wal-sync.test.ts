// Commits become durable in order, several per fsync, and none is left waiting.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { walSync } from './wal-sync';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-walsync-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('resolves every waiter, in commit order, including those arriving while an fsync runs', async () => {
  const path = join(dir, 'db-wal');
  writeFileSync(path, 'frames');
  const sync = walSync(path);
  const order: number[] = [];
  const first = Array.from({ length: 50 }, (_, i) => sync.durable().then(() => order.push(i)));
  // Arriving after the first fsync started: they need another one, and must get it.
  await Promise.resolve();
  const later = Array.from({ length: 50 }, (_, i) => sync.durable().then(() => order.push(50 + i)));
  await Promise.all([...first, ...later]);
  expect(order).toEqual(Array.from({ length: 100 }, (_, i) => i));
  // A waiter that arrives when the loop has just ended starts a new one.
  await sync.durable();
  await sync.close();
});
