import type { EventListApplied } from '../../../contract/event-list';
import type { Event, UpdateEvent } from '../../../contract/events';
import { calendarDay } from '../../../domain/calendar-day';
import { eventCategoriesWithDefaults } from '../../../domain/drawing/category-edits';
import type { ObjectCategories } from '../../../domain/drawing/object-categories';
import { invalid } from '../../../domain/errors';
import { dateLikePattern, datePatternOf } from '../../../domain/event-dates';
import type { Category } from '../../../domain/model';
import type { SeasonLink } from '../../../domain/seasons/family';
import type { EventListQuery, EventRow, Page, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { recordChanges, recordEventChange } from '../event-log/record';
import { endFeedsOfEvent } from '../feed/feed-hubs';
import { deleteFromSeason } from '../seasons/season-delete';
import { eventsWithSeasons, eventWithSeason, familyOf } from '../seasons/season-wire';
import { assertEventKeyFree } from '../shared/event-keys';
import { eventToWire, findEvent } from '../shared/events';
import { type EventCreation, givenObjectCategories, insertNewEvent } from '../shared/insert-event';
import { writingStates } from '../states/state-writer';

export function createEvent(deps: Deps, auth: Auth, given: EventCreation): Promise<Event> {
  return deps.store.transaction(async (tx) => {
    const { event, chart } = await insertNewEvent(deps, tx, auth, given);
    return eventToWire(event, chart?.categories);
  });
}

/**
 * A page of the event list (docs/events-list.md). A `search` that names a date ("2 Dec") also finds
 * events on that date. `applied` says what was done of Seatdesk's date parameters, when any was
 * given.
 */
export function listEvents(
  deps: Deps,
  auth: Auth,
  query: EventListQuery,
): Promise<{ page: Page<Event>; applied?: EventListApplied }> {
  const filterDate = query.search ? datePatternOf(query.search) : undefined;
  // Without the clerk's `today`, the venue's: the service's time zone, as the demo dates its shows.
  const today = query.sort === 'date' ? (query.today ?? calendarDay(deps.now())) : undefined;
  const page = { ...query, today, searchDate: filterDate && dateLikePattern(filterDate) };
  const seatdesk = query.sort ?? query.today ?? query.dateFrom ?? query.dateTo;
  const applied: EventListApplied | undefined = seatdesk
    ? {
        sort: query.sort ?? 'newest',
        today,
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        filterDate,
      }
    : undefined;
  return deps.store.read(async (tx) => {
    const found = await tx.listEvents(auth.workspace.id, page);
    return { page: { ...found, items: await eventsWithSeasons(tx, found.items) }, applied };
  });
}

/** The event with its categories: the chart's, then its own. */
export function readEvent(deps: Deps, auth: Auth, eventKey: string): Promise<Event> {
  return deps.store.read(async (tx) => {
    const event = await findEvent(tx, auth, eventKey);
    const categories = (await chartOfEvent(deps, tx, event))?.categories;
    return eventWithSeason(event, await familyOf(tx, event), true, categories);
  });
}

export async function updateEvent(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  change: UpdateEvent,
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const event = await findEvent(tx, auth, eventKey);
    if (change.forSalePropagated !== undefined && event.season?.role !== 'season') {
      throw invalid(
        `forSalePropagated applies to seasons only, and ${event.key} is not a top-level season`,
        'NOT_A_SEASON',
      );
    }
    if (change.eventKey && change.eventKey !== event.key) {
      await assertEventKeyFree(tx, auth.workspace.id, change.eventKey);
    }
    const flat = await chartOfEvent(deps, tx, event);
    const categories =
      change.categories === undefined
        ? (event.categories as Category[] | null)
        : change.categories?.length
          ? eventCategoriesWithDefaults(change.categories, flat?.categories ?? [])
          : null;
    // The objects' categories must still resolve against the categories the event will have.
    const objectCategories = givenObjectCategories(
      change.objectCategories === undefined
        ? ((event.objectCategories as ObjectCategories | null) ?? undefined)
        : (change.objectCategories ?? undefined),
      flat,
      categories,
    );
    const next: EventRow = {
      ...event,
      key: change.eventKey ?? event.key,
      name: change.name === undefined ? event.name : change.name,
      date: change.date === undefined ? event.date : change.date,
      tableBookingConfig: change.tableBookingConfig ?? event.tableBookingConfig,
      categories,
      objectCategories,
      isInThePast: change.isInThePast ?? event.isInThePast,
      updatedOn: deps.now().toISOString(),
      ...(event.season ? { season: seasonUpdate(event.season, change.forSalePropagated) } : {}),
    };
    await tx.updateEvent(next);
    await recordEventChange(tx, auth, deps.now(), event, next);
  });
}

/** Deletes the event; its cached states are dropped once the deletion is committed. */
export async function deleteEvent(deps: Deps, auth: Auth, eventKey: string): Promise<void> {
  const id = await writingStates(deps, async (tx, writer) => {
    const event = await findEvent(tx, auth, eventKey);
    // In a season, the rest of the season follows (application/seasons/season-records.ts).
    if (event.season) await deleteFromSeason(deps, tx, writer, event);
    else await tx.deleteEvent(event.id);
    const deleted = {
      type: 'event.deleted' as const,
      subjectKey: event.key,
      subjectName: event.name,
    };
    await recordChanges(tx, auth, deps.now(), [deleted]);
    return event.id;
  });
  deps.states.forget(id);
  endFeedsOfEvent(deps, id);
}

function seasonUpdate(link: SeasonLink, forSalePropagated: boolean | undefined): SeasonLink {
  return forSalePropagated === undefined ? link : { ...link, forSalePropagated };
}

async function chartOfEvent(deps: Deps, tx: Tx, event: EventRow) {
  const chart = await tx.getChartById(event.chartId);
  return chart ? deps.charts.get(tx, chart) : undefined;
}
