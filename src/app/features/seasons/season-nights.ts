// The season creation's two ways to give its events names and dates (issue 28, item 9): new
// nights typed one per line ("2026-12-02 Hamlet"), made with seats.io's own calls (POST /seasons
// with eventKeys, then POST /events/{key} for each name and date); or existing dated events made
// a season with Seatdesk's POST /seasons/actions/create-from-events (docs/seasons.md).
import type { SeatdeskClient } from '../../../client';
import { ApiError } from '../../../client';
import type { Event } from '../../../contract/events';

export interface Night {
  date: string;
  name?: string;
}

/** "2026-12-02 Hamlet" per line → nights; the lines that are not, by number, as `bad`. */
export function nightsOf(text: string): { nights: Night[]; bad: number[] } {
  const nights: Night[] = [];
  const bad: number[] = [];
  text.split('\n').forEach((line, i) => {
    const typed = line.trim();
    if (typed === '') return;
    const m = typed.match(/^(\d{4}-\d{2}-\d{2})\s*(.*)$/);
    if (!m || Number.isNaN(Date.parse(m[1]))) bad.push(i + 1);
    else nights.push({ date: m[1], name: m[2].trim() || undefined });
  });
  return { nights, bad };
}

/** Creates the season with one event per night, then names and dates each of them. */
export async function createSeasonOfNights(
  client: SeatdeskClient,
  season: { chartKey: string; key?: string; name?: string },
  nights: Night[],
): Promise<Event> {
  const eventKeys = nights.map(() => crypto.randomUUID());
  const created = await client.seasons.create({ ...season, eventKeys });
  for (const [i, night] of nights.entries()) {
    await client.events.update(eventKeys[i], { date: night.date, name: night.name ?? null });
  }
  return created;
}

/**
 * The events a season may be made of: dated, plain (no season, in none), on `chartKey`; in the
 * order of their dates, as a season runs (the list they come from puts the coming days first).
 */
export function groupable(events: readonly Event[], chartKey: string): Event[] {
  return events
    .filter(
      (e) =>
        e.chartKey === chartKey &&
        e.date !== null &&
        !e.isSeason &&
        !e.isEventInSeason &&
        !e.isPartialSeason,
    )
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
}

/** A 404 that is not one of Seatdesk's refusals: the service does not know the route. */
export function routeUnknown(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 404 &&
    !['EVENT_NOT_FOUND', 'CHART_NOT_FOUND', 'SEASON_NOT_FOUND'].includes(error.code)
  );
}
