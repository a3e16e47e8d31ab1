// The map's states read from the service's compact snapshot (docs/live-feed.md: every object's
// status, category, channel, for sale, hold token and order id as columns, with the event's revision, an
// ETag and gzip), which the feed then keeps current. The map sends the digest of its drawing's
// label order and gets the snapshot without labels when the service's chart has the same one
// (label-order.ts), and without each object's channel when it has the event's channels the map
// holds (channel-digest.ts). A service without it (a seats.io region answers 404) gets the public reports,
// as before, polled on the map's timer.
import { type SeatdeskClient, seg } from '../../../client';
import type { CompactStatusSnapshot } from '../../../contract/live-feed';
import type { ObjectInfoWire } from '../../../contract/status';
import type { MapObject } from '../../../domain/seat-map/types';
import {
  type ChannelObjects,
  channelsDigest,
} from '../../../domain/status-snapshot/channel-digest';
import { eachSnapshotRow, type SnapshotRow } from '../../../domain/status-snapshot/snapshot-rows';
import { isApiError } from '../../lib/errors';
import type { EventMapStates } from '../data/event-map-data';
import { eachColumnsRow, type SnapshotColumns } from '../data/snapshot-columns';
import { areaGroupsOf, infoOf } from './apply-change';
import { placesOf, type StatusSnapshotAnswer, StatusSnapshotAnswerSchema } from './feed-wire';
import type { LabelOrder } from './label-order';
import { isPlainFree } from './plain-free';

/** Clients whose service has no snapshot: asked once, then the reports every time. */
const withoutSnapshot = new WeakSet<SeatdeskClient>();

export const snapshotPath = (eventKey: string) => `/seatdesk/events/${seg(eventKey)}/statuses`;

/** The map's states from rows read one by one (either way below). */
function statesOfRows(
  revision: number,
  objectOf: (label: string, row: number) => MapObject | undefined,
  tookMs: number,
  eachRow: (visit: (row: SnapshotRow, i: number) => void) => void,
): EventMapStates {
  const infos = new Map<string, ObjectInfoWire>();
  const areaGroups = new Map<string, Set<string>>();
  eachRow((row, i) => {
    const object = objectOf(row.label, i);
    const area = object?.kind === 'generalAdmission';
    // Most of a venue is free, for sale, with nothing attached: passed over before any copy
    // (the row is handed again for the next object).
    if (!area && row.places === undefined && isPlainFree(row, object)) return;
    const places = placesOf(row.places);
    const info = infoOf(row.label, { ...row, places }, object);
    if (info) infos.set(row.label, info);
    if (area) areaGroups.set(row.label, areaGroupsOf(places));
  });
  return { infos, areaGroups, revision, tookMs };
}

/**
 * The snapshot (either form; `order`: the label order a compact one was asked with) as the map's
 * states: only objects that are not free-and-for-sale are kept.
 */
export function statesFromSnapshot(
  snapshot: StatusSnapshotAnswer,
  objectOf: (label: string, row: number) => MapObject | undefined,
  tookMs: number,
  order?: LabelOrder,
  channels?: readonly ChannelObjects[],
): EventMapStates {
  return statesOfRows(snapshot.revision, objectOf, tookMs, (visit) =>
    eachSnapshotRow(snapshot, order?.labels ?? [], channels ?? [], order?.digest, visit),
  );
}

/**
 * A compact snapshot as the layout worker read it (data/snapshot-columns.ts): only its kept rows,
 * each row's object taken by its place in the label order (`firsts`).
 */
export function statesFromColumns(
  snapshot: CompactStatusSnapshot,
  columns: SnapshotColumns,
  firsts: readonly MapObject[],
  order: LabelOrder,
  tookMs: number,
): EventMapStates {
  return statesOfRows(
    columns.revision,
    (_, i) => firsts[i],
    tookMs,
    (visit) => eachColumnsRow(columns, order.labels, snapshot.places, visit),
  );
}

/**
 * The event's snapshot, asked with the digest of a label order (the compact form when it is the
 * service's chart's) and of the event's channels as the page holds them (its event record; each
 * object's channel is then left out), or undefined when the service has none (a seats.io region
 * answers 404).
 */
export async function askSnapshot(
  client: SeatdeskClient,
  eventKey: string,
  labelsDigest?: string,
  channels?: readonly ChannelObjects[],
): Promise<StatusSnapshotAnswer | undefined> {
  if (withoutSnapshot.has(client)) return undefined;
  try {
    return await client.transport.json(
      {
        method: 'GET',
        path: snapshotPath(eventKey),
        ...(labelsDigest ? { query: digestsOf(labelsDigest, channels) } : {}),
      },
      StatusSnapshotAnswerSchema,
    );
  } catch (error) {
    if (!isApiError(error, 404) || error.code === 'EVENT_NOT_FOUND') throw error;
    withoutSnapshot.add(client);
    return undefined;
  }
}

function digestsOf(labels: string, channels: readonly ChannelObjects[] | undefined) {
  return channels ? { labels, channels: channelsDigest(channels) } : { labels };
}
