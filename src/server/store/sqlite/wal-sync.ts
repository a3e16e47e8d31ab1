// Durability of commits without stalling the event loop. With synchronous=FULL, SQLite fsyncs
// the WAL inside COMMIT, on the one thread that serves every request: while the disk flushes,
// nothing else runs. Here the connection commits with synchronous=NORMAL (the WAL is written, not
// flushed) and the store then waits for an fsync of the WAL file run on libuv's thread pool; a
// transaction's promise resolves only once an fsync that started after its COMMIT has finished.
// Meanwhile the next transactions run, and one fsync covers every commit before it started.
import { open } from 'node:fs/promises';

export interface WalSync {
  /** Resolves once everything committed before this call is on disk. */
  durable(): Promise<void>;
  close(): Promise<void>;
}

export function walSync(walPath: string): WalSync {
  let committed = 0;
  let synced = 0;
  /** True while a flush loop runs; cleared in the same turn the loop sees no waiter left. */
  let looping = false;
  let current: Promise<void> = Promise.resolve();
  const waiters: Array<{ upTo: number; done: () => void; fail: (e: unknown) => void }> = [];
  // 'a': opens the WAL SQLite created, or creates the empty one it would; never truncates.
  const handle = open(walPath, 'a');

  async function flush(): Promise<void> {
    try {
      while (waiters.length > 0) {
        const target = committed;
        try {
          await (await handle).sync();
        } catch (error) {
          for (const waiter of waiters.splice(0)) waiter.fail(error);
          return;
        }
        synced = target;
        // In commit order: callers may act on "my commit is durable" in sequence.
        const ready = waiters.filter((waiter) => waiter.upTo <= synced);
        waiters.splice(0, waiters.length, ...waiters.filter((waiter) => waiter.upTo > synced));
        for (const waiter of ready) waiter.done();
      }
    } finally {
      looping = false;
    }
  }

  return {
    durable() {
      const upTo = ++committed;
      return new Promise<void>((done, fail) => {
        waiters.push({ upTo, done, fail });
        if (!looping) {
          looping = true;
          current = flush();
        }
      });
    },
    async close() {
      await current;
      await (await handle).close();
    },
  };
}
