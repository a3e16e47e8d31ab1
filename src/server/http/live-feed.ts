// The live feed's routes: Seatdesk additions under /seatdesk/, beside the seats.io routes, which
// stay exactly as they are (application/feed/, docs/live-feed.md). A real seats.io region answers
// 404 here; the back office then keeps polling.
import { Hono } from 'hono';
import {
  FeedChangesPageSchema,
  FeedChangesQuerySchema,
  StatusSnapshotAnswerSchema,
  StatusSnapshotQuerySchema,
} from '../../contract/live-feed';
import type { Deps } from '../application/context';
import { changesPageJson, readChanges } from '../application/feed/changes';
import { readStatusSnapshot } from '../application/feed/snapshot';
import { param, validate } from './body';
import type { AppEnv } from './context';
import { registerOperations } from './openapi';
import { queryGivenOnce } from './query-once';
import { answerWire } from './wire-answer';

registerOperations([
  {
    method: 'get',
    path: '/seatdesk/events/{eventKey}/statuses',
    summary:
      "Seatdesk addition: every object's status, category, channel, for-sale flag and hold token in the chart's order, as columns, with the revision they reflect (ETag, gzip); without labels when `labels` is the digest of the chart's label order, and without channels when `channels` is also the digest of the event's channels",
    query: StatusSnapshotQuerySchema.shape,
    response: StatusSnapshotAnswerSchema,
  },
  {
    method: 'get',
    path: '/seatdesk/events/{eventKey}/changes',
    summary:
      'Seatdesk addition: the changes of the event after revision `since`, in order; 410 CHANGES_TOO_OLD when they are no longer kept',
    query: FeedChangesQuerySchema.shape,
    response: FeedChangesPageSchema,
  },
]);

export function liveFeedRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/seatdesk/events/:key/statuses', async (c) => {
    const digests = validate(StatusSnapshotQuerySchema, queryGivenOnce(c), 'query');
    const snapshot = await readStatusSnapshot(deps, c.get('auth'), param(c, 'key'), digests);
    return answerWire(c, snapshot, {
      contentType: 'application/json',
      cacheControl: 'private, no-cache',
      etag: true,
    });
  });

  app.get('/seatdesk/events/:key/changes', async (c) => {
    const { since } = validate(FeedChangesQuerySchema, queryGivenOnce(c), 'query');
    const page = await readChanges(deps, c.get('auth'), param(c, 'key'), since);
    return c.body(changesPageJson(page), 200, { 'content-type': 'application/json' });
  });

  return app;
}
