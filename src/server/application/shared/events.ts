// Event records as seats.io answers them.
import type { Event } from '../../../contract/events';
import { eventNotFound } from '../../../domain/errors';
import type { Category, Channel, FlatChart } from '../../../domain/model';
import { type ForSaleInput, markNotForSale } from '../../../domain/status/for-sale';
import { nextForSaleConfig } from '../../../domain/status/for-sale-config';
import type { ChartRow, EventRow, NewEvent, Tx } from '../../store/port';
import type { Auth } from '../context';

export async function findEvent(tx: Tx, auth: Auth, key: string): Promise<EventRow> {
  const event = await tx.getEvent(auth.workspace.id, key);
  if (!event) throw eventNotFound(key, auth.workspace.key);
  return event;
}

/** A new event of `chart` as it is without options: no channels, own categories or config. */
export function plainEvent(chart: ChartRow, key: string, createdOn: Date): NewEvent {
  return {
    workspaceId: chart.workspaceId,
    key,
    chartId: chart.id,
    chartKey: chart.key,
    name: null,
    date: null,
    tableBookingConfig: { mode: 'INHERIT' },
    forSaleConfig: null,
    channels: [],
    categories: null,
    objectCategories: null,
    createdOn: createdOn.toISOString(),
    updatedOn: null,
  };
}

/**
 * The `forSaleConfig` given at creation, put in force inside the creation's transaction: the
 * objects, places and categories are marked not for sale by the for-sale rules themselves (an
 * unknown object or category refuses the creation), and the event records the config those
 * marks leave, as a later mark-as-not-for-sale would. A new event has no states and no holds.
 */
export async function applyCreationForSale(
  tx: Tx,
  event: EventRow,
  chart: FlatChart,
  config: ForSaleInput | null | undefined,
): Promise<EventRow> {
  if (!config) return event;
  const writes = markNotForSale(chart, new Map(), config, () => false);
  if (writes.size > 0) await tx.putObjectStates(event.id, writes, new Map());
  const forSaleConfig = nextForSaleConfig(null, false, config);
  const applied = { ...event, forSaleConfig };
  await tx.updateEvent(applied);
  return applied;
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
    isInThePast: event.isInThePast === true,
  };
  // As seats.io lists them: the chart's categories, then the event's own.
  const own = Array.isArray(event.categories) ? (event.categories as Category[]) : [];
  if (categories) wire.categories = [...categories, ...own];
  // In force through the event's chart view (charts/chart-cache.ts, forEvent).
  if (event.objectCategories)
    wire.objectCategories = event.objectCategories as Record<string, unknown>;
  return wire;
}
