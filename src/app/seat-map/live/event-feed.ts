// Following one event's change feed (docs/live-feed.md): the push stream read from a revision,
// resumed with Last-Event-ID after a drop, the snapshot read again when the service no longer
// keeps that far back. Without a stream route the changes are asked for every half second; a service
// without the feed at all (a seats.io region answers 404) is told once and never asked again; any
// other failure falls back to polling the states and tries the stream again later.
import { type SeatdeskClient, seg } from '../../../client';
import { isApiError } from '../../lib/errors';
import { type FeedChange, FeedChangeSchema, FeedChangesPageSchema } from './feed-wire';
import { readSse } from './sse';

/**
 * live: changes arrive as they commit; delayed: they still arrive on the stream, but the service
 * says they may be late (its `not-live` event: it cannot hear other instances' commits as they
 * happen just now, e.g. while its database restarts); connecting: the stream is being opened;
 * polling: it cannot be read now, the page reads the states on its timer; unsupported: the
 * service has no feed (a seats.io region), polling for good.
 */
export type FeedMode = 'connecting' | 'live' | 'delayed' | 'polling' | 'unsupported';

/** The stream brings the changes (late or not): no timer needs to read them again. */
export const followsChanges = (mode: FeedMode) => mode === 'live' || mode === 'delayed';

export interface FeedFollower {
  /** One committed change, in revision order, each once. */
  change(change: FeedChange): void;
  /**
   * The resume point is too old: read the whole snapshot again; its revision, to go on from
   * (undefined: from whatever the service has when the stream opens again).
   */
  reset(): Promise<number | undefined>;
  mode(mode: FeedMode): void;
  /**
   * The stream opened with no revision to resume from (followed from "now"): what the page read
   * before may miss a change made just before, so it reads again once.
   */
  openedFresh?(): void;
}

/** Waits before opening the stream again after a failure: 1 s, 2 s, 4 s … up to 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

export function streamPath(eventKey: string): string {
  return `/seatdesk/events/${seg(eventKey)}/changes/stream`;
}

/**
 * Follows the feed from revision `since` until `signal` aborts; with `since` undefined, from the
 * revision the event has when the stream opens (a page that read no snapshot).
 */
export async function followEventFeed(
  client: SeatdeskClient,
  eventKey: string,
  since: number | undefined,
  follower: FeedFollower,
  signal: AbortSignal,
): Promise<void> {
  let from = since;
  let failures = 0;
  while (!signal.aborted) {
    follower.mode(failures === 0 ? 'connecting' : 'polling');
    try {
      const resume: Record<string, string> =
        from === undefined ? {} : { 'last-event-id': String(from) };
      const response = await client.transport.response(
        {
          method: 'GET',
          path: streamPath(eventKey),
          query: from === undefined ? {} : { since: from },
        },
        { headers: { ...resume, accept: 'text/event-stream' }, signal },
      );
      if (!response.body) throw new Error('the change stream has no body');
      follower.mode('live');
      if (from === undefined) follower.openedFresh?.();
      failures = 0;
      for await (const message of readSse(response.body)) {
        if (message.event === 'change') {
          const change = FeedChangeSchema.parse(JSON.parse(message.data));
          // A resumed stream may repeat what was already applied: each change counts once.
          if (from !== undefined && change.revision <= from) continue;
          follower.change(change);
          from = change.revision;
        } else if (message.event === 'not-live') {
          follower.mode('delayed');
        } else if (message.event === 'live') {
          follower.mode('live');
        } else if (message.event === 'reset') {
          follower.mode('connecting');
          from = await follower.reset();
          break;
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      if (isApiError(error, 404)) {
        // No stream here: the changes read every CHANGES_POLL_MS, if the service has them (a page
        // that knows no revision to ask them from keeps its timer).
        if (from === undefined) follower.mode('unsupported');
        else await pollChanges(client, eventKey, from, follower, signal);
        return;
      }
      failures++;
    }
    if (failures > 0) follower.mode('polling');
    // The service closed the stream (a restart, a slow-reader cut): open it again soon.
    await pause(failures > 0 ? retryDelay(failures) : 250, signal);
  }
}

/** How often the changes are asked for when the service keeps them but streams nothing. */
export const CHANGES_POLL_MS = 500;

export function changesPath(eventKey: string): string {
  return `/seatdesk/events/${seg(eventKey)}/changes`;
}

/** `changes?since=` asked every CHANGES_POLL_MS; a service without them (seats.io) is told once. */
async function pollChanges(
  client: SeatdeskClient,
  eventKey: string,
  since: number,
  follower: FeedFollower,
  signal: AbortSignal,
): Promise<void> {
  let from = since;
  let failures = 0;
  while (!signal.aborted) {
    try {
      const page = await client.transport.json(
        { method: 'GET', path: changesPath(eventKey), query: { since: from } },
        FeedChangesPageSchema,
      );
      follower.mode('live');
      failures = 0;
      for (const change of page.changes) {
        if (change.revision <= from) continue;
        follower.change(change);
        from = change.revision;
      }
      if (page.more) continue;
    } catch (error) {
      if (signal.aborted) return;
      if (isApiError(error, 404)) {
        follower.mode('unsupported');
        return;
      }
      if (isApiError(error, 410)) {
        follower.mode('connecting');
        const revision = await follower.reset();
        // Polled changes need a revision to ask from; a page with none keeps its timer.
        if (revision === undefined) return follower.mode('unsupported');
        from = revision;
        continue;
      }
      failures++;
      follower.mode('polling');
    }
    await pause(failures > 0 ? retryDelay(failures) : CHANGES_POLL_MS, signal);
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        done();
      },
      { once: true },
    );
  });
}
