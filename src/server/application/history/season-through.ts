// What an event of a season's history reads through (docs/history.md, "Seasons"): the labels it
// overrode when (a season's entries for them are left out then, as the event received none while
// it overrode), and the role each event's entries are written in. Its spans: seasons/season-history-spans.ts.
import type { EventFacts } from '../../../domain/judge/event-at-hand';
import { isSeasonStatusType, type NormalizedChange } from '../../../domain/status/normalize';
import type { SeasonOverrideMark } from '../../store/port';
import type { WritesById } from './status-entries';

/**
 * The override periods a request starts and ends. GA areas are left out: an event still sees the
 * season's places it did not override, so it received the season's GA changes all along.
 */
export function overrideMarks(
  changes: readonly NormalizedChange[],
  eventIdOf: (key: string) => number | undefined,
  writes: WritesById,
): SeasonOverrideMark[] {
  const marks: SeasonOverrideMark[] = [];
  for (const change of changes) {
    const eventId = eventIdOf(change.eventKey);
    if (eventId === undefined || !isSeasonStatusType(change.type)) continue;
    for (const label of new Set(change.objects.map((object) => object.label))) {
      if (writes.get(eventId)?.get(label)?.places !== undefined) continue;
      marks.push({ eventId, label, overridden: change.type === 'OVERRIDE_SEASON_STATUS' });
    }
  }
  return marks;
}

/** Each event of the requests' families by id, for the role its entries are written in. */
export function rolesOf(rows: Iterable<EventFacts>) {
  const roles = new Map<number, NonNullable<EventFacts['season']>['role']>();
  for (const row of rows) if (row.season) roles.set(row.id, row.season.role);
  return (eventId: number) => roles.get(eventId);
}
