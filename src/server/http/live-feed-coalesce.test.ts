// The live feed's coalescing window (FEED_COALESCE_MS, docs/live-feed.md): an event's changes are
// read and written to its streams at most once per window, so commits in quick succession reach a
// stream as few writes, each change once and in order, and watchers at one revision still share
// one burst; a change after a quiet spell is written at once. Counted, not timed: reads begin at
// least a window apart, so a stream gets at most one write per window begun. Runs on PostgreSQL
// with TEST_STORE_URL.
import { describe, expect, it } from 'vitest';
import { feedHubOf } from '../application/feed/feed-hubs';
import type { EventChangeRow } from '../store/change-log';
import { feedServicePerTest, openLive } from './feed-service-test-kit';
import { type Call, ok } from './http-test-kit';

const start = feedServicePerTest();

/** A service whose feed coalesces over `feedCoalesceMs`; `open` reads its stream from the start. */
async function service(feedCoalesceMs: number) {
  const feed = await start({ feedCoalesceMs });
  return { ...feed, open: () => openLive(feed) };
}

/** Books and releases A-1 by turns: `count` commits, revisions 1 to `count`. */
async function commits(call: Call, count: number) {
  for (let i = 0; i < count; i++) {
    await ok(call, 'POST', `/events/show/actions/${i % 2 ? 'release' : 'book'}`, {
      objects: ['A-1'],
    });
  }
}

const COMMITS = 20;
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("the live feed's coalescing window", () => {
  it('commits in quick succession reach a stream as at most one write per window, each change once, in order', async () => {
    const window = 1_000;
    const { call, open } = await service(window);
    const [first, second] = [await open(), await open()];
    const started = performance.now();
    await commits(call, COMMITS);
    const changes = await first.changesUntil(COMMITS);
    const elapsed = performance.now() - started;
    expect(changes.map((change) => change.revision)).toEqual(upTo(COMMITS));
    expect((await second.changesUntil(COMMITS)).map((change) => change.revision)).toEqual(
      upTo(COMMITS),
    );
    // Without the window: one write per commit, 20.
    const windowsBegun = Math.floor(elapsed / window) + 1;
    expect(first.changeWrites).toBeLessThanOrEqual(windowsBegun);
    expect(second.changeWrites).toBe(first.changeWrites);
    await Promise.all([first.cancel(), second.cancel()]);
  });

  it('hands watchers at one revision one burst of several changes under the window', async () => {
    const { svc, call } = await service(1_000);
    const workspaceId = svc.company.workspace.id;
    const event = await svc.deps.store.read((tx) => tx.getEvent(workspaceId, 'show'));
    if (!event) throw new Error('no event show');
    const watcher = () => {
      const bursts: Array<readonly EventChangeRow[]> = [];
      const ignored = () => {};
      feedHubOf(svc.deps).watch(event, svc.company.admin.id, 0, {
        changes: (changes) => bursts.push(changes),
        reset: ignored,
        heartbeat: ignored,
        liveness: ignored,
        close: ignored,
      });
      return bursts;
    };
    const [one, other] = [watcher(), watcher()];
    await commits(call, COMMITS);
    await expect.poll(() => one.at(-1)?.at(-1)?.revision, { timeout: 30_000 }).toBe(COMMITS);
    await expect.poll(() => other.at(-1)?.at(-1)?.revision, { timeout: 30_000 }).toBe(COMMITS);
    expect(one.flat().map((change) => change.revision)).toEqual(upTo(COMMITS));
    expect(other.length).toBe(one.length);
    for (const [i, burst] of one.entries()) expect(other[i]).toBe(burst);
    expect(one.some((burst) => burst.length > 1)).toBe(true);
  });

  it('writes a change after a quiet spell at once, not at the end of the window', async () => {
    // A window far longer than the test may run: only the leading edge can deliver in time.
    const { call, open } = await service(60_000);
    const stream = await open();
    await commits(call, 1);
    expect((await stream.changesUntil(1)).map((change) => change.revision)).toEqual([1]);
    await stream.cancel();
  });
});
