// The map's states read from the service's compact snapshot (docs/live-feed.md: every object's
// status, category, channel, for sale, hold token and order id as columns, with the event's revision, an
// ETag and gzip), which the feed then keeps current. A service without it (a seats.io region
// answers 404) gets the public reports, as before, polled on the map's timer.
import { queryOptions } from '@tanstack/react-query';
import { type SeatdeskClient, seg } from '../../../client';
import type { ObjectInfoWire } from '../../../contract/status';
import type { MapObject } from '../../../domain/seat-map/types';
import { isApiError } from '../../lib/errors';
import {
  type EventMapStates,
  eventMapStatesKey,
  fetchEventMapStates,
  MAP_REFRESH_MS,
} from '../data/event-map-data';
import { areaGroupsOf, infoOf } from './apply-change';
import { placesOf, type StatusSnapshot, StatusSnapshotSchema } from './feed-wire';

/** Clients whose service has no snapshot: asked once, then the reports every time. */
const withoutSnapshot = new WeakSet<SeatdeskClient>();

export const snapshotPath = (eventKey: string) => `/seatdesk/events/${seg(eventKey)}/statuses`;

/** The snapshot as the map's states: only objects that are not free-and-for-sale are kept. */
export function statesFromSnapshot(
  snapshot: StatusSnapshot,
  objectOf: (label: string) => MapObject | undefined,
  tookMs: number,
): EventMapStates {
  const infos = new Map<string, ObjectInfoWire>();
  const areaGroups = new Map<string, Set<string>>();
  const pick = (values: string[], at: number | undefined) =>
    at === undefined || at < 0 ? undefined : values[at];
  snapshot.labels.forEach((label, i) => {
    const object = objectOf(label);
    const places = placesOf(snapshot.places[label]);
    const info = infoOf(
      label,
      {
        status: pick(snapshot.statuses, snapshot.status[i]) ?? 'free',
        forSale: snapshot.forSale[i] !== 0,
        holdToken: pick(snapshot.holdTokens, snapshot.holdToken[i]),
        orderId: pick(snapshot.orderIds, snapshot.orderId[i]),
        channel: pick(snapshot.channels, snapshot.channel[i]),
        category: pick(snapshot.categories, snapshot.category[i]),
        places,
      },
      object,
    );
    if (info) infos.set(label, info);
    if (object?.kind === 'generalAdmission') areaGroups.set(label, areaGroupsOf(places));
  });
  return { infos, areaGroups, revision: snapshot.revision, tookMs };
}

/** The snapshot when the service has one, else the reports (seats.io). */
export async function fetchMapStates(
  client: SeatdeskClient,
  eventKey: string,
  objectOf: (label: string) => MapObject | undefined,
): Promise<EventMapStates> {
  if (!withoutSnapshot.has(client)) {
    const started = performance.now();
    try {
      const snapshot = await client.transport.json(
        { method: 'GET', path: snapshotPath(eventKey) },
        StatusSnapshotSchema,
      );
      return statesFromSnapshot(snapshot, objectOf, performance.now() - started);
    } catch (error) {
      if (!isApiError(error, 404) || error.code === 'EVENT_NOT_FOUND') throw error;
      withoutSnapshot.add(client);
    }
  }
  return fetchEventMapStates(client, eventKey);
}

/**
 * The map's states under the same key as before (every write that refreshes the event refreshes
 * them); read on the map's timer only while the feed is not live.
 */
export function liveMapStatesQuery(
  client: SeatdeskClient,
  eventKey: string,
  objectOf: (label: string) => MapObject | undefined,
  polling: boolean,
) {
  return queryOptions({
    queryKey: eventMapStatesKey(eventKey),
    queryFn: () => fetchMapStates(client, eventKey, objectOf),
    refetchInterval: polling ? MAP_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}
