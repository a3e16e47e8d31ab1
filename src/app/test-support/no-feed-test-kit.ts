// The service as a seats.io region answers the live feed's Seatdesk routes: 404, as for any
// route it does not have. Tests of what a page reads on its timers use it, so the feed (which
// reads again when a stream opens) does not add reads of its own.
import type { FetchLike } from '../../client/transport';

const FEED_ROUTE = /^\/seatdesk\/events\/[^/]+\/(statuses|changes(\/stream)?)$/;

export function withoutFeed(fetch: FetchLike): FetchLike {
  return (input, init) =>
    FEED_ROUTE.test(new URL(input).pathname)
      ? Promise.resolve(
          new Response(JSON.stringify({ errors: [{ code: 'NOT_FOUND', message: 'Not found' }] }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
        )
      : fetch(input, init);
}
