// How many object states one status request may write (LIMITS.statesPerRequest): the objects of
// each change times the events that change shows in. A change on a season shows in every event
// and partial season of it, so one booking of a few thousand seats on a season of 1,000 events
// wrote millions of states in one transaction, and every company waited behind it. The refusal
// comes before any state is read, so it costs nothing and changes nothing.
import { LIMITS } from '../../../contract/limits';
import { DomainError } from '../../../domain/errors';
import type { LoadedFamily } from '../../../domain/judge/event-at-hand';
import type { NormalizedChange } from '../../../domain/status/normalize';
import type { EventRow } from '../../store/port';
import type { LoadedEvent } from '../shared/load-events';

export const TOO_MANY_OBJECT_STATES = 'TOO_MANY_OBJECT_STATES';

/**
 * A request writing more states than this is heavy: it shares a group's transaction only as the
 * group's first request. A tenth of the bound: a thousand states take a few milliseconds.
 */
export const HEAVY_REQUEST_STATES = LIMITS.statesPerRequest / 10;

/** The events (season units included) a change on `row` may write states in. */
export function unitsShowing(row: EventRow, loaded: LoadedFamily | undefined): number {
  if (!loaded || !row.season) return 1;
  const { partials, events } = loaded.family;
  switch (row.season.role) {
    case 'season':
      return 1 + partials.size + events.length;
    case 'partialSeason':
      return 2 + (partials.get(row.key)?.length ?? 0);
    default: {
      let containing = 0;
      for (const members of partials.values()) if (members.includes(row.key)) containing++;
      return 2 + containing;
    }
  }
}

/**
 * The states the changes could write; throws TOO_MANY_OBJECT_STATES when that is over the limit.
 * `chosen`: a best-available request's number of objects (its change names none yet).
 */
export function assertStateBudget(
  changes: NormalizedChange[],
  events: LoadedEvent[],
  familyOf: (row: EventRow) => LoadedFamily | undefined,
  chosen = 0,
): number {
  const rows = new Map(events.map(({ row }) => [row.key, row]));
  let states = 0;
  let widest: { key: string; units: number } | undefined;
  for (const change of changes) {
    const row = rows.get(change.eventKey);
    if (!row) continue;
    const units = unitsShowing(row, familyOf(row));
    states += Math.max(change.objects.length, chosen) * units;
    if (!widest || units > widest.units) widest = { key: row.key, units };
  }
  const limit = LIMITS.statesPerRequest;
  if (states <= limit || !widest) return states;
  const spread =
    widest.units > 1 ? `; ${widest.key} shows each change in ${widest.units} events` : '';
  throw new DomainError(
    TOO_MANY_OBJECT_STATES,
    `This request could write ${states} object states (objects × the events each change shows in${spread}); at most ${limit} are accepted in one request: split it`,
  );
}
