// Which seasons and partial seasons an event's history reads through, and from which entry on
// (docs/history.md, "Seasons"): kept in step with the family after every change of membership.
import type { EventRow, Tx } from '../../store/port';

/** Opens a span for each membership of the family's events that is new, ends the gone ones. */
export async function syncHistorySpans(tx: Tx, family: readonly EventRow[]): Promise<void> {
  const eventIds: number[] = [];
  const members: Array<{ eventId: number; unitId: number }> = [];
  for (const row of family) {
    const link = row.season;
    if (link?.role === 'eventInSeason' && link.seasonId !== undefined) {
      eventIds.push(row.id);
      members.push({ eventId: row.id, unitId: link.seasonId });
    }
    if (link?.role === 'partialSeason') {
      for (const eventId of link.eventIds ?? []) members.push({ eventId, unitId: row.id });
    }
  }
  if (eventIds.length > 0) await tx.syncSeasonHistorySpans(eventIds, members);
}
