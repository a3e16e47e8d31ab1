// The live feed's stream (docs/live-feed.md): resume after a dropped connection gives every change
// once, in order, ending equal to the store; heartbeats; streams per company bounded apart from
// the lanes; a slow reader cut with a resume point and nothing kept for it; a too-old resume told
// to read the snapshot; shutdown ends streams; another company's changes never shown. Runs on
// PostgreSQL with TEST_STORE_URL.
import { describe, expect, it } from 'vitest';
import { closeFeeds, feedHubOf } from '../application/feed/feed-hubs';
import { seededRandom } from '../random-test-kit';
import type { EventChangeRow } from '../store/change-log';
import { feedServicePerTest, venueWithShow } from './feed-service-test-kit';
import { type Call, caller, expectError, fixture, ok } from './http-test-kit';
import { applyChanges, fromSnapshot, openStream, readSnapshot } from './live-feed-test-kit';

const service = feedServicePerTest();

const SEATS = ['A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6', 'B-1', 'B-2', 'B-3', 'B-4'];

/** One random status change of a random seat; a refusal (already in status) changes nothing. */
async function randomChange(call: Call, random: ReturnType<typeof seededRandom>) {
  const seat = random.pick(SEATS);
  const action = random.pick(['book', 'release', 'hold-status', 'mark-as-not-for-sale']);
  if (action === 'hold-status') {
    await call('POST', '/events/actions/change-object-status', {
      statusChanges: [{ event: 'show', objects: [seat], status: random.pick(['lost', 'sold']) }],
    });
  } else {
    await call('POST', `/events/show/actions/${action}`, { objects: [seat] });
  }
}

describe('the change stream', () => {
  it('resume: drop mid-sale, keep selling, reconnect with the last id: every change once, in order, equal to the store', async () => {
    const { call, open } = await service();
    const random = seededRandom();
    const seen = fromSnapshot(await readSnapshot(call, 'show'));
    for (let round = 0; round < 3; round++) {
      const stream = await open({ lastEventId: seen.revision });
      const drops = 3 + Math.floor(random.next() * 6);
      for (let i = 0; i < drops; i++) await randomChange(call, random);
      const target = (await readSnapshot(call, 'show')).revision;
      // Read part of what happened, then drop the connection mid-sale.
      const partway = seen.revision + Math.floor(random.next() * (target - seen.revision));
      if (partway > seen.revision) applyChanges(seen, await stream.changesUntil(partway));
      await stream.cancel();
      for (let i = 0; i < 4; i++) await randomChange(call, random);
    }
    const final = fromSnapshot(await readSnapshot(call, 'show'));
    const last = await open({ lastEventId: seen.revision });
    if (final.revision > seen.revision) applyChanges(seen, await last.changesUntil(final.revision));
    expect(seen).toEqual(final);
    await last.cancel();
  });

  it('starts from now without a revision, and sends a heartbeat comment', async () => {
    const { call, open } = await service({ feedHeartbeatMs: 20 });
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['A-1'] });
    const stream = await open();
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    let event = await stream.next();
    expect(event?.comment).toBe('live');
    do event = await stream.next();
    while (event?.comment !== 'heartbeat');
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['A-2'] });
    const [change] = await stream.changesUntil(2);
    expect(change).toEqual({
      revision: 2,
      objects: { 'A-2': { status: 'booked', forSale: true } },
    });
    await stream.cancel();
  });

  it('bounds streams per company, apart from the request lanes; a closed stream frees its place', async () => {
    const { svc, call, open } = await service({
      feedStreamsPerCompany: 2,
      priorityLaneLimit: 1,
      regularLaneLimit: 1,
    });
    const other = (await svc.newCompany()).workspace.secretKey;
    await venueWithShow(caller(svc, other));
    const first = await open();
    const second = await open();
    const refused = await open();
    const body = JSON.parse(await refused.response.text());
    expectError(
      { status: refused.response.status, text: '', body, headers: refused.response.headers },
      429,
      'TOO_MANY_STREAMS',
    );
    // Two streams open with lanes of one request: requests still pass.
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['A-1'] });
    expect((await open({}, other)).response.status).toBe(200);
    await first.cancel();
    const again = await open();
    expect(again.response.status).toBe(200);
    await Promise.all([second.cancel(), again.cancel()]);
  });

  it('cuts a slow reader with a resume point, keeping nothing for it', async () => {
    const { svc, call, open } = await service({ feedStreamBufferBytes: 2_000 });
    const slow = await open({ since: 0 });
    // Changes go out at most once per coalescing window, and a burst may pass the bound: the cut
    // comes with the next write after it. So the sale goes on until the reader is cut.
    let made = 0;
    while (feedHubOf(svc.deps).counts.streams > 0 && made < 1_000) {
      await call('POST', `/events/show/actions/${made % 2 ? 'release' : 'book'}`, {
        objects: SEATS,
      });
      made += 1;
    }
    await vi_waitFor(() => feedHubOf(svc.deps).counts.streams === 0);
    const events = [];
    for (let event = await slow.next(); event; event = await slow.next()) events.push(event);
    const reset = events.at(-1);
    expect(reset?.event).toBe('reset');
    const resume = JSON.parse(reset?.data as string);
    expect(resume.reason).toBe('slow');
    const changes = events.filter((event) => event.event === 'change');
    expect(changes.at(-1)?.id).toBe(String(resume.revision));
    expect(resume.revision).toBeLessThan(made);
    // Resumed from there, the rest arrives.
    const rest = await open({ lastEventId: resume.revision });
    const after = await rest.changesUntil(made);
    expect(after[0].revision).toBe(resume.revision + 1);
    await rest.cancel();
  });

  it('tells a reader ahead of the event to read the snapshot again', async () => {
    const { open } = await service();
    const stream = await open({ since: 7 });
    let event = await stream.next();
    while (event?.comment) event = await stream.next();
    expect(event).toMatchObject({ event: 'reset' });
    expect(JSON.parse(event?.data as string)).toEqual({ revision: 0, reason: 'too-old' });
    expect(await stream.next()).toBeUndefined();
  });

  it("never carries another company's change, whatever key the events share", async () => {
    const { svc, call } = await service();
    const otherKey = (await svc.newCompany()).workspace.secretKey;
    const other = caller(svc, otherKey);
    await ok(other, 'POST', '/system/public/charts/venue', fixture('sampleChart'));
    await ok(other, 'POST', '/events', { chartKey: 'venue', eventKey: 'show' });
    const theirs = await openStream((p, i) => svc.app.request(p, i), otherKey, 'show', {
      since: 0,
    });
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['A-1'] });
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['A-2'] });
    await ok(other, 'POST', '/events/show/actions/book', { objects: ['B-1'] });
    const [only] = await theirs.changesUntil(1);
    expect(only.objects).toEqual({ 'B-1': { status: 'booked', forSale: true } });
    await theirs.cancel();
  });

  it('hands watchers at the same revision one burst (serialised once for all), and one behind what it lacks', async () => {
    const { svc, call } = await service();
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['A-1'] });
    const workspaceId = svc.company.workspace.id;
    const event = await svc.deps.store.read((tx) => tx.getEvent(workspaceId, 'show'));
    if (!event) throw new Error('no event show');
    const hub = feedHubOf(svc.deps);
    const watcher = (since: number | undefined) => {
      const bursts: Array<readonly EventChangeRow[]> = [];
      const ignored = () => {};
      hub.watch(event, svc.company.admin.id, since, {
        changes: (changes) => bursts.push(changes),
        reset: ignored,
        heartbeat: ignored,
        liveness: ignored,
        close: ignored,
      });
      return bursts;
    };
    const [first, second, current] = [watcher(0), watcher(0), watcher(undefined)];
    const reached = (bursts: Array<readonly EventChangeRow[]>, revision: number) =>
      bursts.at(-1)?.at(-1)?.revision === revision;
    await vi_waitFor(() => reached(first, 1) && reached(second, 1));
    expect(second[0]).toBe(first[0]);
    expect(current).toEqual([]);
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['A-2'] });
    await vi_waitFor(() => [first, second, current].every((bursts) => reached(bursts, 2)));
    expect(current.at(-1)?.map((change) => change.revision)).toEqual([2]);
    expect(first.at(-1)).toBe(current.at(-1));
    expect(second.at(-1)).toBe(current.at(-1));
  });

  it('ends every stream on shutdown', async () => {
    const { svc, open } = await service();
    const stream = await open();
    closeFeeds(svc.deps);
    let event = await stream.next();
    while (event) event = await stream.next();
    expect(stream.done).toBe(true);
  });
});

async function vi_waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
