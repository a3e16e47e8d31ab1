// Event records on the wire (wire.md §4).
import type { Event } from '../../contract/events';
import type { Category, Channel } from '../domain/model';
import type { Auth } from '../http/context';
import { eventNotFound } from '../http/errors';
import type { EventRow, Tx } from '../store/port';

export async function findEvent(tx: Tx, auth: Auth, key: string): Promise<EventRow> {
  const event = await tx.getEvent(auth.workspace.id, key);
  if (!event) throw eventNotFound(key, auth.workspace.key);
  return event;
}

export function channelToWire(channel: Channel) {
  const wire: Record<string, unknown> = { id: channel.key, key: channel.key, name: channel.name };
  if (channel.color !== undefined) wire.color = channel.color;
  if (channel.index !== undefined) wire.index = channel.index;
  wire.objects = channel.objects;
  wire.areaPlaces = channel.areaPlaces ?? {};
  return wire;
}

export function eventToWire(event: EventRow, categories?: Category[]): Event {
  const wire: Event = {
    id: event.id,
    key: event.key,
    chartKey: event.chartKey,
    name: event.name,
    date: event.date,
    tableBookingConfig: event.tableBookingConfig,
    supportsBestAvailable: true,
    forSaleConfig: event.forSaleConfig ?? null,
    createdOn: event.createdOn,
    updatedOn: event.updatedOn,
    channels: event.channels.map(channelToWire) as Event['channels'],
    isSeason: false,
    isTopLevelSeason: false,
    isPartialSeason: false,
    isEventInSeason: false,
    isInThePast: false,
  };
  // As seats.io lists them: the chart's categories, then the event's own.
  const own = Array.isArray(event.categories) ? (event.categories as Category[]) : [];
  if (categories) wire.categories = [...categories, ...own];
  if (event.objectCategories)
    wire.objectCategories = event.objectCategories as Record<string, unknown>;
  return wire;
}
