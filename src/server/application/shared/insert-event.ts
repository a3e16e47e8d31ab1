// Creating one event inside a transaction, as `POST /events` does: the events area creates its
// events this way, and so do seasons (with the event's place in the season).
import { randomUUID } from 'node:crypto';
import type { ChannelInput } from '../../../contract/channels';
import type { CreateEvent } from '../../../contract/events';
import { eventCategoriesWithDefaults } from '../../../domain/drawing/category-edits';
import {
  checkObjectCategories,
  type ObjectCategories,
} from '../../../domain/drawing/object-categories';
import type { Category, FlatChart } from '../../../domain/model';
import type { SeasonLink } from '../../../domain/seasons/family';
import { replaceChannels } from '../../../domain/status/channels';
import type { EventRow, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { recordChanges } from '../event-log/record';
import { assertEventKeyFree } from './event-keys';
import { applyCreationForSale, plainEvent } from './events';
import { findChart } from './find-chart';
import { refuseFailingChart } from './validation-gate';

/** A creation as the route parsed it: the channels checked one by one against their schema. */
export type EventCreation = Omit<CreateEvent, 'channels'> & { channels?: ChannelInput[] };

/**
 * Creates one event inside the caller's transaction, as `POST /events` does; seasons create
 * theirs the same way, with their place in the season (`season`). Answers the event and its
 * chart's published categories.
 */
export async function insertNewEvent(
  deps: Deps,
  tx: Tx,
  auth: Auth,
  given: EventCreation,
  season?: SeasonLink,
): Promise<{ event: EventRow; chart: FlatChart | undefined }> {
  const chart = await findChart(tx, auth, given.chartKey);
  const flat = await deps.charts.get(tx, chart);
  await refuseFailingChart(
    tx,
    auth.company.id,
    flat,
    `No event can be created on chart ${chart.key}`,
  );
  const categories = given.categories
    ? eventCategoriesWithDefaults(given.categories, flat?.categories ?? [])
    : null;
  const objectCategories = givenObjectCategories(given.objectCategories, flat, categories);
  // The chart as this event will see it: channels and for-sale categories resolve on it.
  const view = await deps.charts.forEvent(tx, chart, { objectCategories, categories });
  const key = given.eventKey ?? randomUUID();
  await assertEventKeyFree(tx, auth.workspace.id, key);
  const plain = plainEvent(chart, key, deps.now());
  const inserted = await tx.insertEvent({
    ...plain,
    name: given.name ?? null,
    date: given.date ?? null,
    tableBookingConfig: given.tableBookingConfig ?? plain.tableBookingConfig,
    // Channels given at creation follow exactly the rules of a channel replacement.
    channels: view ? replaceChannels(view, given.channels ?? []) : [],
    categories,
    objectCategories,
    ...(season ? { season } : {}),
  });
  const event = view
    ? await applyCreationForSale(tx, inserted, view, given.forSaleConfig)
    : inserted;
  // seats.io logs a creation only through its for-sale config (no "event created" type).
  await recordChanges(tx, auth, deps.now(), [
    { type: 'event.created', subjectKey: event.key, subjectName: event.name },
    ...(event.forSaleConfig
      ? [
          {
            type: 'event.for.sale.config.updated' as const,
            subjectKey: event.key,
            subjectName: event.name,
          },
        ]
      : []),
  ]);
  return { event, chart: flat };
}

/** Per-event categories of objects, checked against the chart; null when none are given. */
export function givenObjectCategories(
  given: ObjectCategories | undefined,
  chart: FlatChart | undefined,
  categories: Category[] | null,
): ObjectCategories | null {
  if (!given || Object.keys(given).length === 0) return null;
  if (chart) checkObjectCategories(chart, given, categories ?? []);
  return given;
}
