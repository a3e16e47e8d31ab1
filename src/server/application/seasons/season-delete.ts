// Deleting an event of a season's family (docs/seasons.md): the rest of the family follows.
import { invalid } from '../../../domain/errors';
import type { EventRow, Tx } from '../../store/port';
import type { Deps } from '../context';
import type { StateWriter } from '../states/state-writer';
import { syncHistorySpans } from './season-history-spans';
import { familyViews, resyncSeasonStates } from './season-states';
import { familyOf } from './season-wire';

/**
 * Deletes an event of a season's family inside the caller's transaction and brings the rest of
 * the family in step: an event leaves its partial seasons, a partial season's bookings leave its
 * events. A top-level season with events or partial seasons is refused: its events would lose
 * their season tickets silently.
 */
export async function deleteFromSeason(
  deps: Deps,
  tx: Tx,
  writer: StateWriter,
  event: EventRow,
): Promise<void> {
  const family = (await familyOf(tx, event)) ?? [];
  const rest = family.filter((row) => row.id !== event.id);
  if (event.season?.role === 'season' && rest.length > 0) {
    throw invalid(
      `Season ${event.key} still has ${rest.length} events and partial seasons: delete them first`,
      'SEASON_HAS_EVENTS',
    );
  }
  const before = await familyViews(tx, rest);
  // A partial season's own entries are its events' history (read through, not copied): kept, and
  // read within the spans that end here. Nothing reads them otherwise; the retention sweep ends them.
  await tx.deleteEvent(event.id, { keepHistory: event.season?.role === 'partialSeason' });
  const kept: EventRow[] = [];
  for (const row of rest) {
    const ids = row.season?.eventIds;
    if (row.season?.role === 'partialSeason' && ids?.includes(event.id)) {
      const changed = {
        ...row,
        season: { ...row.season, eventIds: ids.filter((id) => id !== event.id) },
      };
      await tx.updateEvent(changed);
      kept.push(changed);
    } else kept.push(row);
  }
  if (kept.length > 0) await resyncSeasonStates(deps, tx, writer, kept, before);
  await syncHistorySpans(tx, kept);
}
