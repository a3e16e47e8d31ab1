// A test service for the live feed's tests: the event `show` on the chart `venue`, a stream of it
// opened in-process, and (per test) its feeds closed and the service stopped after the test.
import { afterEach, expect } from 'vitest';
import { closeFeeds } from '../application/feed/feed-hubs';
import type { Config } from '../config';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, fixture, ok } from './http-test-kit';
import { type EventStreamReader, openStream } from './live-feed-test-kit';

/** Uploads the sample chart as `venue` and creates the event `show` on it. */
export async function venueWithShow(call: Call): Promise<void> {
  await ok(call, 'POST', '/system/public/charts/venue', fixture('sampleChart'));
  await ok(call, 'POST', '/events', { chartKey: 'venue', eventKey: 'show' });
}

export interface FeedService {
  svc: TestService;
  /** The default workspace's caller. */
  call: Call;
  /** Opens `show`'s stream with `key` (the default workspace's secret key if none). */
  open(
    options?: { since?: number; lastEventId?: number },
    key?: string,
  ): Promise<EventStreamReader>;
}

/** Opens `show`'s stream from revision 0 and expects its first word, `live`, before answering it. */
export async function openLive(feed: FeedService): Promise<EventStreamReader> {
  const stream = await feed.open({ since: 0 });
  expect((await stream.next())?.comment).toBe('live');
  return stream;
}

/**
 * For a test file whose tests each start their own service: answers `start(config)`, which starts
 * one with `show` in its default workspace. The one started is closed after each test.
 */
export function feedServicePerTest(): (config?: Partial<Config>) => Promise<FeedService> {
  let svc: TestService | undefined;
  afterEach(async () => {
    if (svc) closeFeeds(svc.deps);
    await svc?.close();
    svc = undefined;
  });
  return async (config = {}) => {
    const started = await startTestService(config);
    svc = started;
    const call = caller(started);
    await venueWithShow(call);
    return {
      svc: started,
      call,
      open: (options = {}, key = started.secretKey) =>
        openStream((path, init) => started.app.request(path, init), key, 'show', options),
    };
  };
}
