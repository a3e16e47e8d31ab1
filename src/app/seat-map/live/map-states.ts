// The map's states read from the service's compact snapshot (docs/live-feed.md: every object's
// status, category, channel, for sale, hold token and order id as columns, with the event's revision, an
// ETag and gzip), which the feed then keeps current. The map sends the digest of its drawing's
// label order and gets the snapshot without labels when the service's chart has the same one
// (label-order.ts), and without each object's channel when it has the event's channels the map
// holds (channel-digest.ts). A service without it (a seats.io region answers 404) gets the public reports,
// as before, polled on the map's timer.
import { queryOptions } from '@tanstack/react-query';
import { type SeatdeskClient, seg } from '../../../client';
import type { ObjectInfoWire } from '../../../contract/status';
import type { MapObject } from '../../../domain/seat-map/types';
import {
  type ChannelObjects,
  channelsDigest,
} from '../../../domain/status-snapshot/channel-digest';
import { snapshotRows } from '../../../domain/status-snapshot/snapshot-rows';
import { isApiError } from '../../lib/errors';
import {
  type EventMapStates,
  eventMapStatesKey,
  fetchEventMapStates,
  MAP_REFRESH_MS,
} from '../data/event-map-data';
import { areaGroupsOf, infoOf } from './apply-change';
import { placesOf, type StatusSnapshotAnswer, StatusSnapshotAnswerSchema } from './feed-wire';
import type { LabelOrder } from './label-order';

/** Clients whose service has no snapshot: asked once, then the reports every time. */
const withoutSnapshot = new WeakSet<SeatdeskClient>();

export const snapshotPath = (eventKey: string) => `/seatdesk/events/${seg(eventKey)}/statuses`;

/**
 * The snapshot (either form; `labels`: the order a compact one was asked with) as the map's
 * states: only objects that are not free-and-for-sale are kept.
 */
export function statesFromSnapshot(
  snapshot: StatusSnapshotAnswer,
  objectOf: (label: string) => MapObject | undefined,
  tookMs: number,
  labels?: readonly string[],
  channels?: readonly ChannelObjects[],
): EventMapStates {
  const infos = new Map<string, ObjectInfoWire>();
  const areaGroups = new Map<string, Set<string>>();
  for (const { label, places: given, ...fields } of snapshotRows(snapshot, labels, channels)) {
    const object = objectOf(label);
    const places = placesOf(given);
    const info = infoOf(label, { ...fields, places }, object);
    if (info) infos.set(label, info);
    if (object?.kind === 'generalAdmission') areaGroups.set(label, areaGroupsOf(places));
  }
  return { infos, areaGroups, revision: snapshot.revision, tookMs };
}

/**
 * The snapshot when the service has one, else the reports (seats.io). `channels`: the event's
 * channels as the page holds them (its event record), sent as a digest with the label order.
 */
export async function fetchMapStates(
  client: SeatdeskClient,
  eventKey: string,
  objectOf: (label: string) => MapObject | undefined,
  order?: LabelOrder,
  channels?: readonly ChannelObjects[],
): Promise<EventMapStates> {
  if (!withoutSnapshot.has(client)) {
    const started = performance.now();
    try {
      const snapshot = await client.transport.json(
        {
          method: 'GET',
          path: snapshotPath(eventKey),
          ...(order ? { query: digestsOf(order, channels) } : {}),
        },
        StatusSnapshotAnswerSchema,
      );
      const took = performance.now() - started;
      return statesFromSnapshot(snapshot, objectOf, took, order?.labels, channels);
    } catch (error) {
      if (!isApiError(error, 404) || error.code === 'EVENT_NOT_FOUND') throw error;
      withoutSnapshot.add(client);
    }
  }
  return fetchEventMapStates(client, eventKey);
}

function digestsOf(order: LabelOrder, channels: readonly ChannelObjects[] | undefined) {
  return channels
    ? { labels: order.digest, channels: channelsDigest(channels) }
    : { labels: order.digest };
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
  order?: LabelOrder,
  channels?: readonly ChannelObjects[],
) {
  return queryOptions({
    queryKey: eventMapStatesKey(eventKey),
    queryFn: () => fetchMapStates(client, eventKey, objectOf, order, channels),
    refetchInterval: polling ? MAP_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}
