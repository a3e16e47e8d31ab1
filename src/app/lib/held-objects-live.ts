// The shared held objects (held-objects.ts) kept current from the feeds of the events they show
// (docs/live-feed.md): a change that frees or books a listed object takes it out at once; one that
// holds something (whose details the change does not carry) reads that one event's holds again,
// once for the changes that arrived together. Events holding nothing yet are not followed: a
// hold made there shows at the next read of every event (HELD_REFRESH_MS). A service without the
// feed (a seats.io region) keeps that timer for everything.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { SeatdeskClient } from '../../client';
import { LIMITS } from '../../contract/limits';
import { HELD } from '../../domain/model';
import { type FeedChange, type FeedMode, useEventsFeed } from '../seat-map';
import { type EventObjects, heldIn, heldObjectsKey } from './held-objects';

/** Labels the changes leave not held; undefined when one of them holds something now. */
function releasedLabels(changes: readonly FeedChange[]): Set<string> | undefined {
  const released = new Set<string>();
  for (const change of changes) {
    for (const [label, object] of Object.entries(change.objects)) {
      if (object.status === undefined) continue;
      if (object.status === HELD || object.places !== undefined) return undefined;
      released.add(label);
    }
  }
  return released;
}

/** Follows the feeds of the events `held` lists (at most LIMITS.feedsPerHoldsView). */
export function useLiveHeldObjects(
  client: SeatdeskClient,
  held: readonly EventObjects[] | undefined,
): FeedMode {
  const queryClient = useQueryClient();
  const eventKeys = useMemo(
    () => (held ?? []).slice(0, LIMITS.feedsPerHoldsView).map((one) => one.event.key),
    [held],
  );
  const update = useCallback(
    (eventKey: string, infos: (old: EventObjects) => EventObjects['infos']) =>
      queryClient.setQueryData<EventObjects[]>(heldObjectsKey(), (old) =>
        old
          ?.map((one) => (one.event.key === eventKey ? { ...one, infos: infos(one) } : one))
          .filter((one) => one.infos.length > 0),
      ),
    [queryClient],
  );
  const reread = useCallback(
    async (eventKey: string) => {
      const infos = await heldIn(client, eventKey).catch(() => undefined);
      if (infos) update(eventKey, () => infos);
    },
    [client, update],
  );
  const mode = useEventsFeed(client, eventKeys, {
    changes(eventKey, changes) {
      const released = releasedLabels(changes);
      if (released) update(eventKey, (one) => one.infos.filter((i) => !released.has(i.label)));
      else void reread(eventKey);
    },
    opened: (eventKey) => void reread(eventKey),
  });
  return held === undefined ? 'connecting' : mode;
}
