// A season made of events that exist already (docs/seasons.md, "A season from existing events"):
// a Seatdesk addition, since seats.io's seasons only create their events. The events keep their
// own settings and bookings; what one of them took is then not available for the season, which
// the one rule of propagation shows once the family is brought in step (season-states.ts).
import type { Event } from '../../../contract/events';
import type { CreateSeasonFromEvents } from '../../../contract/seasons';
import { eventNotFound, invalid } from '../../../domain/errors';
import type { EventRow, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { assertDistinctEventKeys } from '../shared/event-keys';
import { insertNewEvent } from '../shared/insert-event';
import { writingStates } from '../states/state-writer';
import { syncHistorySpans } from './season-history-spans';
import { resyncSeasonStates } from './season-states';
import { eventWithSeason, familyOf } from './season-wire';

export function createSeasonFromEvents(
  deps: Deps,
  auth: Auth,
  given: CreateSeasonFromEvents,
): Promise<Event> {
  return writingStates(deps, async (tx, writer) => {
    const events = await eventsForSeason(tx, auth, given.eventKeys);
    const first = events[0];
    const { event: season, chart } = await insertNewEvent(
      deps,
      tx,
      auth,
      {
        chartKey: first.chartKey,
        eventKey: given.key,
        name: given.name,
        // Its events book tables as they do: a table booked whole in one and by seat in another
        // would be two labels the rule could not hold apart.
        tableBookingConfig: first.tableBookingConfig,
      },
      { role: 'season', forSalePropagated: given.forSalePropagated !== false },
    );
    const updatedOn = deps.now().toISOString();
    for (const event of events) {
      await tx.updateEvent({
        ...event,
        updatedOn,
        season: { role: 'eventInSeason', seasonId: season.id },
      });
    }
    const family = (await familyOf(tx, season)) ?? [season];
    await resyncSeasonStates(deps, tx, writer, family);
    await syncHistorySpans(tx, family);
    return eventWithSeason(season, family, true, chart?.categories);
  });
}

/**
 * The events by key, locked, in the order given: each must exist and be a plain event (no season,
 * in no season), all on one chart, all booking tables alike.
 */
async function eventsForSeason(tx: Tx, auth: Auth, keys: string[]): Promise<EventRow[]> {
  assertDistinctEventKeys(keys);
  const found = new Map(
    (await tx.getEventsForUpdate(auth.workspace.id, keys)).map((row) => [row.key, row]),
  );
  const rows: EventRow[] = [];
  for (const key of keys) {
    const row = found.get(key);
    if (!row) throw eventNotFound(key, auth.workspace.key);
    if (row.season?.role === 'season' || row.season?.role === 'partialSeason') {
      throw invalid(`${key} is a season: only events go into a season`, 'SEASON_KEY_NOT_ALLOWED');
    }
    if (row.season) {
      throw invalid(
        `Event ${key} is already in another season: an event belongs to one season at most`,
        'EVENT_ALREADY_IN_SEASON',
      );
    }
    const first = rows[0] ?? row;
    if (row.chartId !== first.chartId) {
      throw invalid(
        `Event ${key} is on chart ${row.chartKey}, not on chart ${first.chartKey} of ${first.key}: a season's events share one chart`,
        'EVENT_OF_ANOTHER_CHART',
      );
    }
    if (JSON.stringify(row.tableBookingConfig) !== JSON.stringify(first.tableBookingConfig)) {
      throw invalid(
        `Event ${key} books tables otherwise than ${first.key}: a season's events book tables alike`,
        'TABLE_BOOKING_DIFFERS',
      );
    }
    rows.push(row);
  }
  return rows;
}
