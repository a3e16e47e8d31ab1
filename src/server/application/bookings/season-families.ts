// The season families a group of status changes touches, read once per group and locked with
// the events (store port: getSeasonFamilyForUpdate), so a season booking and an event booking
// of the same season run one after the other.

import type { LoadedFamily } from '../../../domain/judge/event-at-hand';
import type { EventRow, Tx } from '../../store/port';
import { familyByKeyOrThrow } from '../seasons/season-family';
import { topLevelSeasonId } from '../seasons/season-wire';
import type { LoadedEvent } from '../shared/load-events';

/** Top-level season id → its family. */
export type FamilyMemo = Map<number, LoadedFamily>;

export const familyIdOf = (row: Pick<EventRow, 'id' | 'season'>): number | undefined =>
  topLevelSeasonId(row);

export async function loadFamilies(tx: Tx, events: LoadedEvent[], memo: FamilyMemo): Promise<void> {
  for (const { row } of events) {
    const id = familyIdOf(row);
    if (id === undefined || memo.has(id)) continue;
    const rows = await tx.getSeasonFamilyForUpdate(row.workspaceId, id);
    memo.set(id, {
      family: familyByKeyOrThrow(rows),
      byKey: new Map(rows.map((unit) => [unit.key, unit])),
    });
  }
}
