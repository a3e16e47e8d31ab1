// The map's states read the simple way, for tests: the snapshot asked with a label order known
// beforehand (or none), else the reports. The map itself asks ahead of its drawing
// (states-ahead.ts); this composes the same two steps, askSnapshot and statesFromSnapshot.
import type { SeatdeskClient } from '../../../client';
import type { MapObject } from '../../../domain/seat-map/types';
import type { ChannelObjects } from '../../../domain/status-snapshot/channel-digest';
import { type EventMapStates, fetchEventMapStates } from '../data/event-map-data';
import type { LabelOrder } from './label-order';
import { askSnapshot, statesFromSnapshot } from './map-states';

/** The snapshot when the service has one, else the reports (seats.io). */
export async function fetchMapStates(
  client: SeatdeskClient,
  eventKey: string,
  objectOf: (label: string) => MapObject | undefined,
  order?: LabelOrder,
  channels?: readonly ChannelObjects[],
): Promise<EventMapStates> {
  const started = performance.now();
  const snapshot = await askSnapshot(client, eventKey, order?.digest, channels);
  if (!snapshot) return fetchEventMapStates(client, eventKey);
  return statesFromSnapshot(snapshot, objectOf, performance.now() - started, order, channels);
}
