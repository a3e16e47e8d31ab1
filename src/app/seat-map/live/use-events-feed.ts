// Several events' feeds followed at once by a page that reads no snapshot (the holds view, a
// report dashboard): each stream starts from the event's revision when it opens, and the page
// hears, per event, the changes that arrived together (at most one call per APPLY_EVERY_MS) and
// when a stream opened fresh (what it read before may be a moment older than the stream).
import { useEffect, useRef, useState } from 'react';
import type { SeatdeskClient } from '../../../client';
import { type FeedMode, followEventFeed } from './event-feed';
import type { FeedChange } from './feed-wire';

const APPLY_EVERY_MS = 100;

export interface EventsFeedListener {
  /** Changes of one event, in revision order, each once. */
  changes(eventKey: string, changes: readonly FeedChange[]): void;
  /** The stream of `eventKey` opened (or reopened) from "now": read what it shows again. */
  opened(eventKey: string): void;
}

/** The least live of the events' modes: what the page can promise for all of them. */
export function combinedMode(modes: readonly FeedMode[]): FeedMode {
  for (const mode of ['unsupported', 'polling', 'connecting', 'delayed'] as const) {
    if (modes.includes(mode)) return mode;
  }
  return 'live';
}

export function useEventsFeed(
  client: SeatdeskClient,
  eventKeys: readonly string[],
  listener: EventsFeedListener,
): FeedMode {
  const latest = useRef(listener);
  latest.current = listener;
  const [modes, setModes] = useState<Record<string, FeedMode>>({});
  // One string for the effect: the same events in a new array open no stream again.
  const keys = JSON.stringify([...new Set(eventKeys)].sort());

  useEffect(() => {
    const followed: string[] = JSON.parse(keys);
    const abort = new AbortController();
    const timers: ReturnType<typeof setTimeout>[] = [];
    for (const eventKey of followed) {
      let queued: FeedChange[] = [];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const flush = () => {
        timer = undefined;
        const changes = queued;
        queued = [];
        if (changes.length > 0) latest.current.changes(eventKey, changes);
      };
      const setMode = (mode: FeedMode) =>
        setModes((before) =>
          before[eventKey] === mode ? before : { ...before, [eventKey]: mode },
        );
      void followEventFeed(
        client,
        eventKey,
        undefined,
        {
          change(change) {
            queued.push(change);
            if (!timer) {
              timer = setTimeout(flush, APPLY_EVERY_MS);
              timers.push(timer);
            }
          },
          // Too old to resume: the stream opens again from "now", and its opening says so.
          async reset() {
            flush();
            return undefined;
          },
          openedFresh: () => latest.current.opened(eventKey),
          mode: setMode,
        },
        abort.signal,
      );
    }
    return () => {
      abort.abort();
      for (const timer of timers) clearTimeout(timer);
      setModes({});
    };
  }, [client, keys]);

  const followed: string[] = JSON.parse(keys);
  return combinedMode(followed.map((key) => modes[key] ?? 'connecting'));
}
