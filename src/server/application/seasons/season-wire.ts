// Seasons as the wire shows them: an event with its season fields (docs/seasons.md). A season
// answers its events and partial seasons; an event in a season names its season and partial
// seasons. Those fields need the season's family, read here in one lookup.
import type { Event } from '../../../contract/events';
import type { Category } from '../../../domain/model';
import type { SeasonFamily } from '../../../domain/seasons/family';
import type { EventRow, Tx } from '../../store/port';
import { eventToWire } from '../shared/events';

/** The id of the top-level season `row` belongs to (its own when it is one). */
export function topLevelSeasonId(row: Pick<EventRow, 'id' | 'season'>): number | undefined {
  if (!row.season) return undefined;
  return row.season.role === 'season' ? row.id : row.season.seasonId;
}

/** Every row of the season `row` belongs to, locked in a write transaction; undefined if none. */
export async function familyOf(tx: Tx, row: EventRow): Promise<EventRow[] | undefined> {
  const seasonId = topLevelSeasonId(row);
  if (seasonId === undefined) return undefined;
  return tx.getSeasonFamilyForUpdate(row.workspaceId, seasonId);
}

/** The family by key, as the status rules see it. */
export function familyByKey(rows: EventRow[]): SeasonFamily | undefined {
  const season = rows.find((row) => row.season?.role === 'season');
  if (!season) return undefined;
  const keyOf = new Map(rows.map((row) => [row.id, row.key]));
  const partials = new Map<string, string[]>();
  const events: string[] = [];
  for (const row of rows) {
    if (row.season?.role === 'eventInSeason') events.push(row.key);
    if (row.season?.role === 'partialSeason') {
      const keys = (row.season.eventIds ?? []).flatMap((id) => keyOf.get(id) ?? []);
      partials.set(row.key, keys);
    }
  }
  return { season: season.key, partials, events };
}

/**
 * `row` on the wire. `family` (its season's rows) adds the season fields; `withEvents` adds a
 * season's `events` and `partialSeasonKeys` (single reads and season calls, not lists).
 */
export function eventWithSeason(
  row: EventRow,
  family: EventRow[] | undefined,
  withEvents: boolean,
  categories?: Category[],
): Event {
  const wire = eventToWire(row, categories);
  const link = row.season;
  if (!link || !family) return wire;
  const byId = new Map(family.map((member) => [member.id, member]));
  const partials = family.filter((member) => member.season?.role === 'partialSeason');
  const top = family.find((member) => member.season?.role === 'season');
  if (link.role === 'season') {
    wire.isSeason = true;
    wire.isTopLevelSeason = true;
    wire.forSalePropagated = link.forSalePropagated !== false;
    if (withEvents) {
      wire.partialSeasonKeys = partials.map((partial) => partial.key);
      wire.events = family
        .filter((member) => member.season?.role === 'eventInSeason')
        .map((member) => eventWithSeason(member, family, false));
    }
    return wire;
  }
  if (top) wire.topLevelSeasonKey = top.key;
  if (link.role === 'partialSeason') {
    wire.isSeason = true;
    wire.isPartialSeason = true;
    if (withEvents) {
      wire.partialSeasonKeys = [];
      wire.events = (link.eventIds ?? []).flatMap((id) => {
        const member = byId.get(id);
        return member ? [eventWithSeason(member, family, false)] : [];
      });
    }
    return wire;
  }
  wire.isEventInSeason = true;
  wire.partialSeasonKeysForEvent = partials
    .filter((partial) => partial.season?.eventIds?.includes(row.id))
    .map((partial) => partial.key);
  return wire;
}

/** A page of events on the wire, each with the season fields lists carry. */
export async function eventsWithSeasons(tx: Tx, rows: EventRow[]): Promise<Event[]> {
  const families = new Map<number, EventRow[]>();
  for (const row of rows) {
    const seasonId = topLevelSeasonId(row);
    if (seasonId === undefined || families.has(seasonId)) continue;
    families.set(seasonId, await tx.getSeasonFamilyForUpdate(row.workspaceId, seasonId));
  }
  return rows.map((row) => {
    const seasonId = topLevelSeasonId(row);
    return eventWithSeason(row, seasonId === undefined ? undefined : families.get(seasonId), false);
  });
}
