// One event's map kept live: the feed followed from the revision of the snapshot the map was
// drawn from, each change applied to the map's states in the query cache (no read per change;
// changes arriving together are applied together, once per APPLY_EVERY_MS), and what changed
// remembered a while: the map rings it, and a selection holding it says so before a submit.
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SeatdeskClient } from '../../../client';
import type { MapObject } from '../../../domain/seat-map/types';
import { eventKeys } from '../../lib/queries';
import { type EventMapStates, eventMapStatesKey } from '../data/event-map-data';
import { applyFeedChange } from './apply-change';
import { type FeedMode, followEventFeed } from './event-feed';
import type { FeedChange, ObjectChange } from './feed-wire';

/** How long a seat another clerk just took stays ringed on the map. */
export const FLASH_MS = 4000;
/** Changes arriving within this are applied in one cache update (one redraw). */
const APPLY_EVERY_MS = 100;
/** Changes remembered for a selection's warning: the latest this many objects. */
const REMEMBERED = 2000;

export interface SeenChange {
  state: ObjectChange;
  /** Date.now() when it arrived. */
  at: number;
  /** Arrived while this tab was sending a write of its own: taken to be that write. */
  mine: boolean;
}

export interface LiveEvent {
  mode: FeedMode;
  /** The latest change of each object the feed named since the page opened (bounded). */
  seen: ReadonlyMap<string, SeenChange>;
  /** Objects another clerk changed in the last FLASH_MS. */
  flashing: ReadonlySet<string>;
}

export function useLiveEvent(
  client: SeatdeskClient,
  eventKey: string,
  states: EventMapStates | undefined,
  objectOf: ((label: string) => MapObject | undefined) | undefined,
): LiveEvent {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<FeedMode>('connecting');
  const [seen, setSeen] = useState<ReadonlyMap<string, SeenChange>>(() => new Map());
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef({ objectOf, states });
  latest.current = { objectOf, states };
  const ready = states?.revision !== undefined && objectOf !== undefined;

  useEffect(() => {
    if (!ready) return;
    const since = latest.current.states?.revision;
    if (since === undefined) return;
    const key = eventMapStatesKey(eventKey);
    const abort = new AbortController();
    let queued: FeedChange[] = [];
    // What was applied lately, for a read of the whole states that lands older than them.
    let applied: FeedChange[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = (changes: readonly FeedChange[]) => {
      const objectOf = latest.current.objectOf ?? (() => undefined);
      queryClient.setQueryData<EventMapStates>(key, (old) =>
        old ? changes.reduce((s, change) => applyFeedChange(s, change, objectOf), old) : old,
      );
    };
    const flush = () => {
      timer = undefined;
      const changes = queued;
      queued = [];
      applied = [...applied, ...changes].slice(-REMEMBERED);
      apply(changes);
    };
    // A read of the whole states (a poll, a batch's refresh) may land with an older revision than
    // the changes already applied, which the stream will not send again: they are applied anew.
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryHash !== hashKey(key)) return;
      const revision = (event.query.state.data as EventMapStates | undefined)?.revision;
      const last = applied.at(-1)?.revision;
      if (revision !== undefined && last !== undefined && revision < last) apply(applied);
    });
    followEventFeed(
      client,
      eventKey,
      since,
      {
        change(change) {
          queued.push(change);
          timer ??= setTimeout(flush, APPLY_EVERY_MS);
          // Another clerk changed the channels: the map's channel colours, names and legend come
          // from the event record, read again now rather than at some later refresh.
          if (Object.values(change.objects).some((object) => 'channel' in object)) {
            void queryClient.invalidateQueries({
              queryKey: eventKeys.detail(eventKey),
              exact: true,
            });
          }
          // This tab's own writes come back through the feed too, while their answer is awaited.
          const mine = queryClient.isMutating() > 0;
          const at = Date.now();
          setSeen((before) => {
            const next = new Map(before);
            for (const [label, state] of Object.entries(change.objects)) {
              next.delete(label);
              next.set(label, { state, at, mine });
            }
            for (const label of next.keys()) {
              if (next.size <= REMEMBERED) break;
              next.delete(label);
            }
            return next;
          });
          setNow(at);
        },
        async reset() {
          if (timer) clearTimeout(timer);
          flush();
          await queryClient.invalidateQueries({ queryKey: key, exact: true });
          return queryClient.getQueryData<EventMapStates>(key)?.revision ?? since;
        },
        mode: setMode,
      },
      abort.signal,
    );
    return () => {
      abort.abort();
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [client, eventKey, queryClient, ready]);

  // Ends the rings once they have shown for FLASH_MS.
  const flashing = useMemo(() => {
    const ringed = new Set<string>();
    for (const [label, change] of seen) {
      if (!change.mine && now - change.at < FLASH_MS) ringed.add(label);
    }
    return ringed;
  }, [seen, now]);
  useEffect(() => {
    if (flashing.size === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashing]);
  return { mode: ready ? mode : states ? 'unsupported' : 'connecting', seen, flashing };
}
