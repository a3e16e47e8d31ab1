// The live feed's push stream (docs/live-feed.md): Server-Sent Events of one event's changes.
// Mounted beside the API, not in it: authenticated the same way, but an open stream takes no slot
// of the company's request lanes (the hub bounds streams per company on its own) and outlives the
// request deadline. A slow reader is cut rather than buffered for: past FEED_STREAM_BUFFER_BYTES
// unsent, it gets a last `event: reset` and the stream ends; it reconnects from its last id.
import { Hono } from 'hono';
import { z } from 'zod';
import { FeedSinceSchema } from '../../contract/live-feed';
import type { Deps } from '../application/context';
import { changeJson } from '../application/feed/changes';
import type { FeedSink } from '../application/feed/feed-hub';
import { feedHubOf } from '../application/feed/feed-hubs';
import { findEvent } from '../application/shared/events';
import type { EventChangeRow } from '../store/change-log';
import { authenticate } from './auth';
import { param, validate } from './body';
import type { AppEnv } from './context';
import { registerOperations } from './openapi';
import { queryGivenOnce } from './query-once';
import { refuseInactive } from './route-roles';
import { credentialCheck, recheckEachTime } from './stream-credential';

const STREAM_PATH = '/seatdesk/events/:key/changes/stream';

registerOperations([
  {
    method: 'get',
    path: '/seatdesk/events/{eventKey}/changes/stream',
    summary:
      "Seatdesk addition: Server-Sent Events of the event's changes (id: revision, event: change), resumed with Last-Event-ID or since; event: reset when too old or too slow; a heartbeat comment every 15 s",
    query: { since: FeedSinceSchema.optional() },
  },
]);

const StreamQuerySchema = z.strictObject({ since: FeedSinceSchema.optional() });
const LastEventIdSchema = z.strictObject({ 'Last-Event-ID': FeedSinceSchema });

export function liveFeedStreamRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use(STREAM_PATH, authenticate(deps));
  // Outside the API's role check (route-roles.ts): every role may follow an event, but a
  // deactivated workspace's events are no one's to follow, as on its other routes.
  app.use(STREAM_PATH, async (c, next) => {
    refuseInactive(c.get('auth').workspace);
    await next();
  });

  app.get(STREAM_PATH, async (c) => {
    const auth = c.get('auth');
    const { since: fromQuery } = validate(StreamQuerySchema, queryGivenOnce(c), 'query');
    const lastId = c.req.header('last-event-id');
    const since =
      lastId === undefined
        ? fromQuery
        : validate(LastEventIdSchema, { 'Last-Event-ID': lastId }, 'header')['Last-Event-ID'];
    const hub = feedHubOf(deps);
    const release = hub.reserve(auth.company.id);
    let event: Awaited<ReturnType<typeof findEvent>>;
    try {
      event = await deps.store.read((tx) => findEvent(tx, auth, param(c, 'key')));
    } finally {
      release();
    }
    const encoder = new TextEncoder();
    let closed = false;
    let stop: () => void = () => {};
    let last = since ?? event.statesRevision;
    let controller!: ReadableStreamDefaultController<Uint8Array>;

    const end = () => {
      if (closed) return;
      closed = true;
      stop();
      controller.close();
    };
    /** False when the reader left more than the bound unsent: it was cut, resuming from `last`. */
    const write = (chunk: string | Uint8Array): boolean => {
      if (closed) return false;
      // Checked before writing: one burst (a reconnect's catch-up, a page of changes) may pass the
      // bound; a reader that has not taken it by the next write is too slow to follow.
      if ((controller.desiredSize ?? 0) < 0) {
        controller.enqueue(encoder.encode(resetText(last, 'slow')));
        end();
        return false;
      }
      controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      return true;
    };
    const recheck = recheckEachTime(credentialCheck(deps, c, auth), () => end());
    const sink: FeedSink = {
      changes(changes) {
        if (write(burstBytes(changes))) last = changes[changes.length - 1].revision;
      },
      reset(revision) {
        write(resetText(revision, 'too-old'));
        end();
      },
      heartbeat: () => {
        if (write(': heartbeat\n\n')) recheck();
      },
      liveness: (live) => write(livenessText(live, deps.config.feedPollMs)),
      close: end,
    };
    const body = new ReadableStream<Uint8Array>(
      {
        start(given) {
          controller = given;
          // Sent at once: proxies and browsers see the stream open before the first change.
          controller.enqueue(encoder.encode(': live\n\n'));
        },
        cancel() {
          closed = true;
          stop();
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark: deps.config.feedStreamBufferBytes }),
    );
    stop = hub.watch(event, auth.company.id, since, sink);
    return c.body(body, 200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware leaves it, and so do proxies.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
  });

  return app;
}

/**
 * A burst's bytes on the wire, made once: the hub hands every watcher at the same revision the
 * same array, so 50 watchers of an event cost one serialisation, not 50 (bench:live).
 */
const madeBursts = new WeakMap<readonly EventChangeRow[], Uint8Array>();
const burstEncoder = new TextEncoder();

function burstBytes(changes: readonly EventChangeRow[]): Uint8Array {
  let bytes = madeBursts.get(changes);
  if (!bytes) {
    const text = changes
      .map((change) => `id: ${change.revision}\nevent: change\ndata: ${changeJson(change)}\n\n`)
      .join('');
    bytes = burstEncoder.encode(text);
    madeBursts.set(changes, bytes);
  }
  return bytes;
}

/** `not-live`: changes still come, by the poll, up to `pollMs` late; `live`: as they commit again. */
const livenessText = (live: boolean, pollMs: number) =>
  live ? 'event: live\ndata: {}\n\n' : `event: not-live\ndata: ${JSON.stringify({ pollMs })}\n\n`;

const resetText = (revision: number, reason: 'too-old' | 'slow') =>
  `event: reset\ndata: ${JSON.stringify({ revision, reason })}\n\n`;
