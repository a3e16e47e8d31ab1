// One feed hub per service (feed-hub.ts), made on first use and ended at shutdown; once ended,
// a stream asked for is refused rather than opened on a hub nothing would close.
import type { Deps } from '../context';
import { FeedHub } from './feed-hub';

/**
 * A stream asked for once the service has begun to stop: refused, not opened on a hub that
 * nothing would close (the drain would then wait for it until the shutdown timeout cut it).
 */
export class FeedStoppingError extends Error {
  readonly status = 503;
  readonly code = 'SERVICE_STOPPING';
  readonly retryAfterSeconds = 1;

  constructor() {
    super('The service is stopping: reconnect (to another instance) with your last id');
  }
}

const hubs = new WeakMap<Deps, FeedHub>();
/** Services whose streams shutdown ended: they open no more. */
const stopped = new WeakSet<Deps>();

/** The service's hub, made on first use. */
export function feedHubOf(deps: Deps): FeedHub {
  if (stopped.has(deps)) throw new FeedStoppingError();
  let hub = hubs.get(deps);
  if (!hub) {
    hub = new FeedHub(deps.store, {
      streamsPerCompany: deps.config.feedStreamsPerCompany,
      heartbeatMs: deps.config.feedHeartbeatMs,
      pollMs: deps.config.feedPollMs,
      coalesceMs: deps.config.feedCoalesceMs,
    });
    hubs.set(deps, hub);
  }
  return hub;
}

/** An event deleted through this service: the streams following it here end with a reset. */
export function endFeedsOfEvent(deps: Deps, eventId: number): void {
  hubs.get(deps)?.ended(eventId);
}

/** Ends every stream of the service (shutdown, before the server drains its requests). */
export function closeFeeds(deps: Deps): void {
  stopped.add(deps);
  hubs.get(deps)?.close();
  hubs.delete(deps);
}
