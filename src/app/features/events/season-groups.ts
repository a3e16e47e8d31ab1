// The events list groups one page of events under their seasons (docs/seasons.md): a season's row
// with its partial seasons named, its events beneath it; events in no season stay as they are.
import type { Event } from '../../../contract/events';

export interface SeasonGroup {
  kind: 'season';
  seasonKey: string;
  /** The season itself, when it is on this page (its name and figures); else only its key. */
  season?: Event;
  partialSeasons: Event[];
  events: Event[];
}

export type ListEntry = { kind: 'event'; event: Event } | SeasonGroup;

/** The season an item of the list belongs to (itself for a top-level season). */
export function seasonOf(event: Event): string | undefined {
  if (event.isTopLevelSeason) return event.key;
  if (event.isPartialSeason || event.isEventInSeason) return event.topLevelSeasonKey;
  return undefined;
}

/**
 * The page's items in the list's order (newest first), each season's group where its first member
 * is: a season created before its events still heads them. The list is paged, so a group holds what
 * this page has of the season; the season's page has all of it.
 */
export function groupBySeason(items: readonly Event[]): ListEntry[] {
  const entries: ListEntry[] = [];
  const groups = new Map<string, SeasonGroup>();
  for (const event of items) {
    const seasonKey = seasonOf(event);
    if (seasonKey === undefined) {
      entries.push({ kind: 'event', event });
      continue;
    }
    let group = groups.get(seasonKey);
    if (!group) {
      group = { kind: 'season', seasonKey, partialSeasons: [], events: [] };
      groups.set(seasonKey, group);
      entries.push(group);
    }
    if (event.isTopLevelSeason) group.season = event;
    else if (event.isPartialSeason) group.partialSeasons.push(event);
    else group.events.push(event);
  }
  return entries;
}
