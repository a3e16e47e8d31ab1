// Seasons: an event that groups other events of one chart (season tickets). A top-level season
// owns its events and its partial seasons (half-season tickets), each of those a subset of its
// events. What an event row records of its place in a season, and the family as the status
// rules see it once loaded.

export type SeasonRole = 'season' | 'partialSeason' | 'eventInSeason';

/** Stored on an event row; absent on an event that has nothing to do with seasons. */
export interface SeasonLink {
  role: SeasonRole;
  /** Partial seasons and events in a season: the id of the top-level season. */
  seasonId?: number;
  /** Partial seasons: the ids of their events, in the order they were added. */
  eventIds?: number[];
  /** Top-level seasons: for-sale changes on the season apply to its events too (default true). */
  forSalePropagated?: boolean;
}

/**
 * One top-level season with everything in it, by event key: the units whose object states are
 * kept in step (propagate.ts). Every event of `partials` is also in `events`.
 */
export interface SeasonFamily {
  season: string;
  /** Partial season key → keys of its events. */
  partials: Map<string, string[]>;
  /** Keys of the events in the season, in creation order. */
  events: string[];
}

export function isSeasonUnit(link: SeasonLink | undefined): boolean {
  return link?.role === 'season' || link?.role === 'partialSeason';
}
