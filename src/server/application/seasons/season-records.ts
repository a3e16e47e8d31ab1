// Seasons: create, create events in one, partial seasons and their events (docs/seasons.md).
// Every call runs in one transaction; a change of who is in which season ends by bringing the
// family's object states in step (resyncSeasonStates), or refuses when they cannot be.
import { randomUUID } from 'node:crypto';
import type { ChannelInput } from '../../../contract/channels';
import type { Event } from '../../../contract/events';
import { LIMITS } from '../../../contract/limits';
import type {
  CreatePartialSeason,
  CreateSeason,
  CreateSeasonEvents,
} from '../../../contract/seasons';
import { DomainError, eventNotFound, invalid } from '../../../domain/errors';
import type { Category, ObjectState } from '../../../domain/model';
import type { ForSaleInput } from '../../../domain/status/for-sale';
import type { EventRow, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { assertDistinctEventKeys, assertEventKeyFree } from '../shared/event-keys';
import { findEvent } from '../shared/events';
import { insertNewEvent } from '../shared/insert-event';
import { type StateWriter, writingStates } from '../states/state-writer';
import { syncHistorySpans } from './season-history-spans';
import { familyViews, resyncSeasonStates } from './season-states';
import { eventWithSeason, familyOf } from './season-wire';

export type SeasonCreation = Omit<CreateSeason, 'channels'> & { channels?: ChannelInput[] };

export function createSeason(deps: Deps, auth: Auth, given: SeasonCreation): Promise<Event> {
  return writingStates(deps, async (tx, writer) => {
    const { key, numberOfEvents, eventKeys, forSalePropagated, ...options } = given;
    const { event: season, chart } = await insertNewEvent(
      deps,
      tx,
      auth,
      { ...options, eventKey: key },
      { role: 'season', forSalePropagated: forSalePropagated !== false },
    );
    const keys = eventKeys ?? Array.from({ length: numberOfEvents ?? 0 }, () => randomUUID());
    await addEventsToSeason(deps, tx, auth, season, keys);
    const family = await familyOf(tx, season);
    await resyncSeasonStates(deps, tx, writer, family ?? [season]);
    await syncHistorySpans(tx, family ?? [season]);
    return eventWithSeason(season, family, true, chart?.categories);
  });
}

/** `POST /seasons/{season}/actions/create-events`: the new events, newest first, each as in the season. */
export function createSeasonEvents(
  deps: Deps,
  auth: Auth,
  seasonKey: string,
  given: CreateSeasonEvents,
): Promise<{ events: Event[] }> {
  return writingStates(deps, async (tx, writer) => {
    const season = await topLevelSeason(tx, auth, seasonKey);
    const keys = given.eventKeys ?? Array.from({ length: given.numberOfEvents ?? 0 }, randomUUID);
    const created = await addEventsToSeason(deps, tx, auth, season, keys);
    const family = (await familyOf(tx, season)) ?? [];
    await resyncSeasonStates(deps, tx, writer, family);
    await syncHistorySpans(tx, family);
    const ids = new Set(created.map((event) => event.id));
    // Newest first, as seats.io answers (its SDK test: keys [e1, e2] come back [e2, e1]).
    const events = family.filter((row) => ids.has(row.id)).sort((a, b) => b.id - a.id);
    return { events: events.map((row) => eventWithSeason(row, family, false)) };
  });
}

/** `POST /seasons/{season}/partial-seasons`. */
export function createPartialSeason(
  deps: Deps,
  auth: Auth,
  seasonKey: string,
  given: CreatePartialSeason,
): Promise<Event> {
  return writingStates(deps, async (tx, writer) => {
    const season = await topLevelSeason(tx, auth, seasonKey);
    const members = await eventsOfSeason(tx, auth, season, given.eventKeys ?? []);
    const { event: partial, chart } = await insertNewEvent(
      deps,
      tx,
      auth,
      {
        ...seasonSettings(season),
        eventKey: given.key,
        name: given.name,
      },
      { role: 'partialSeason', seasonId: season.id, eventIds: members.map((row) => row.id) },
    );
    return finishPartial(deps, tx, writer, partial, chart?.categories);
  });
}

/** `POST /seasons/{season}/partial-seasons/{partial}/actions/add-events`. */
export function addEventsToPartialSeason(
  deps: Deps,
  auth: Auth,
  seasonKey: string,
  partialKey: string,
  eventKeys: string[],
): Promise<Event> {
  return writingStates(deps, async (tx, writer) => {
    const { season, partial } = await partialOf(tx, auth, seasonKey, partialKey);
    const members = await eventsOfSeason(tx, auth, season, eventKeys);
    const ids = [...(partial.season?.eventIds ?? [])];
    for (const row of members) if (!ids.includes(row.id)) ids.push(row.id);
    const changed = {
      ...partial,
      season: { ...partial.season, role: 'partialSeason' as const, eventIds: ids },
    };
    const before = await viewsBefore(tx, partial);
    await tx.updateEvent(changed);
    return finishPartial(deps, tx, writer, changed, undefined, before);
  });
}

/** `DELETE /seasons/{season}/partial-seasons/{partial}/events/{event}`. */
export function removeEventFromPartialSeason(
  deps: Deps,
  auth: Auth,
  seasonKey: string,
  partialKey: string,
  eventKey: string,
): Promise<Event> {
  return writingStates(deps, async (tx, writer) => {
    const { partial } = await partialOf(tx, auth, seasonKey, partialKey);
    const event = await findEvent(tx, auth, eventKey);
    const ids = partial.season?.eventIds ?? [];
    if (!ids.includes(event.id)) {
      throw new DomainError(
        'EVENT_NOT_IN_PARTIAL_SEASON',
        `Event ${eventKey} is not in partial season ${partialKey}`,
        'not-found',
      );
    }
    const eventIds = ids.filter((id) => id !== event.id);
    const changed = {
      ...partial,
      season: { ...partial.season, role: 'partialSeason' as const, eventIds },
    };
    const before = await viewsBefore(tx, partial);
    await tx.updateEvent(changed);
    return finishPartial(deps, tx, writer, changed, undefined, before);
  });
}

async function finishPartial(
  deps: Deps,
  tx: Tx,
  writer: StateWriter,
  partial: EventRow,
  categories?: Category[],
  before?: ReadonlyMap<string, Map<string, ObjectState>>,
): Promise<Event> {
  const family = (await familyOf(tx, partial)) ?? [partial];
  await resyncSeasonStates(deps, tx, writer, family, before);
  await syncHistorySpans(tx, family);
  const fresh = family.find((row) => row.id === partial.id) ?? partial;
  return eventWithSeason(fresh, family, true, categories);
}

/** The family's views before a change of the partial season's members (season-states.ts). */
async function viewsBefore(tx: Tx, partial: EventRow) {
  return familyViews(tx, (await familyOf(tx, partial)) ?? [partial]);
}

/** What an event created in a season takes from it: chart, table booking, categories, channels. */
function seasonSettings(season: EventRow) {
  return {
    chartKey: season.chartKey,
    tableBookingConfig: season.tableBookingConfig,
    categories: (season.categories as Category[] | null) ?? undefined,
    objectCategories:
      (season.objectCategories as Record<string, string | number> | null) ?? undefined,
    channels: season.channels.map((channel) => ({ ...channel, objects: [...channel.objects] })),
    // What is not for sale in the season is not for sale in its events, while that propagates.
    forSaleConfig:
      season.season?.forSalePropagated === false
        ? undefined
        : ((season.forSaleConfig as ForSaleInput | null) ?? undefined),
  };
}

async function addEventsToSeason(
  deps: Deps,
  tx: Tx,
  auth: Auth,
  season: EventRow,
  keys: string[],
): Promise<EventRow[]> {
  assertDistinctEventKeys(keys);
  await assertRoomInSeason(tx, season, keys.length);
  const created: EventRow[] = [];
  for (const key of keys) {
    await assertEventKeyFree(tx, auth.workspace.id, key);
    const { event } = await insertNewEvent(
      deps,
      tx,
      auth,
      { ...seasonSettings(season), eventKey: key },
      { role: 'eventInSeason', seasonId: season.id },
    );
    created.push(event);
  }
  return created;
}

/**
 * A season holds at most LIMITS.eventsPerSeason events in total, however many calls added them:
 * a booking on the season writes a state in each of them (state-budget.ts).
 */
async function assertRoomInSeason(tx: Tx, season: EventRow, adding: number): Promise<void> {
  const family = (await familyOf(tx, season)) ?? [];
  const events = family.filter((row) => row.season?.role === 'eventInSeason').length;
  if (events + adding <= LIMITS.eventsPerSeason) return;
  throw invalid(
    `Season ${season.key} has ${events} events; adding ${adding} would pass the limit of ${LIMITS.eventsPerSeason} events in one season`,
    'TOO_MANY_EVENTS_IN_SEASON',
  );
}

/** The top-level season `key` names; a 404 when unknown, a 400 when it is not one. */
async function topLevelSeason(tx: Tx, auth: Auth, key: string): Promise<EventRow> {
  const row = await tx.getEvent(auth.workspace.id, key);
  if (!row) {
    throw new DomainError(
      'SEASON_NOT_FOUND',
      `Season not found: ${key} was not found in workspace ${auth.workspace.key}`,
      'not-found',
    );
  }
  if (row.season?.role !== 'season') {
    throw invalid(`${key} is not a top-level season`, 'NOT_A_SEASON');
  }
  return row;
}

async function partialOf(tx: Tx, auth: Auth, seasonKey: string, partialKey: string) {
  const season = await topLevelSeason(tx, auth, seasonKey);
  const partial = await tx.getEvent(auth.workspace.id, partialKey);
  if (partial?.season?.role !== 'partialSeason' || partial.season.seasonId !== season.id) {
    throw new DomainError(
      'PARTIAL_SEASON_NOT_FOUND',
      `Partial season not found: ${partialKey} is not a partial season of ${seasonKey}`,
      'not-found',
    );
  }
  return { season, partial };
}

/** Events by key that must all be events of `season` (not seasons, not of another season). */
async function eventsOfSeason(
  tx: Tx,
  auth: Auth,
  season: EventRow,
  keys: string[],
): Promise<EventRow[]> {
  const rows: EventRow[] = [];
  for (const key of new Set(keys)) {
    const row = await tx.getEvent(auth.workspace.id, key);
    if (!row) throw eventNotFound(key, auth.workspace.key);
    if (row.season?.role === 'season' || row.season?.role === 'partialSeason') {
      throw invalid(
        `${key} is a season: only events go into a partial season`,
        'SEASON_KEY_NOT_ALLOWED',
      );
    }
    if (row.chartId !== season.chartId) {
      throw invalid(
        `Event ${key} is on chart ${row.chartKey}, not on the season's chart ${season.chartKey}`,
        'EVENT_OF_ANOTHER_CHART',
      );
    }
    if (row.season?.seasonId !== season.id) {
      throw invalid(
        `Event ${key} is not in season ${season.key}: a partial season holds only events of its top-level season`,
        'EVENT_NOT_IN_SEASON',
      );
    }
    rows.push(row);
  }
  return rows;
}
