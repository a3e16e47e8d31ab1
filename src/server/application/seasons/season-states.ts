// Brings every object state of a season's family in step with the rule of propagation, after a
// change of who is in the season (events created, partial seasons and their events). Reads every
// state of every event of the family: membership changes are rare, status changes go through
// the booking path (domain/judge/season-judge.ts), which reads only the labels it changes.
import type { ChartObject, ObjectState } from '../../../domain/model';
import { composeViews, ownPart } from '../../../domain/seasons/propagate';
import {
  holdTokensOf,
  isHoldTokenLive,
  normalizeExpiredHolds,
} from '../../../domain/status/hold-expiry';
import { sameState } from '../../../domain/status/state';
import type { EventRow, Tx } from '../../store/port';
import type { Deps } from '../context';
import { chartOf } from '../shared/load-events';
import type { StateWriter } from '../states/state-writer';
import { familyByKeyOrThrow } from './season-family';

/** Every state of every unit as it sees them now, by key. */
export async function familyViews(
  tx: Tx,
  rows: EventRow[],
): Promise<Map<string, Map<string, ObjectState>>> {
  const views = new Map<string, Map<string, ObjectState>>();
  for (const row of rows) views.set(row.key, await tx.getAllObjectStates(row.id));
  return views;
}

/**
 * `before`: the units' views read before the membership changed, when it changed in this
 * transaction. An event of a season stores only its own part, so a read after the change already
 * shows its new view: without `before`, nothing would tell its feed and caches that it changed.
 */
export async function resyncSeasonStates(
  deps: Deps,
  tx: Tx,
  writer: StateWriter,
  rows: EventRow[],
  before?: ReadonlyMap<string, Map<string, ObjectState>>,
): Promise<void> {
  const family = familyByKeyOrThrow(rows);
  const season = rows.find((row) => row.key === family.season) as EventRow;
  const chart = await chartOf(deps, tx, season);
  const stored = new Map<string, Map<string, ObjectState>>();
  const labels = new Set<string>();
  const tokens: string[] = [];
  for (const row of rows) {
    const states = before?.get(row.key) ?? (await tx.getAllObjectStates(row.id));
    stored.set(row.key, states);
    for (const [label, state] of states) {
      labels.add(label);
      tokens.push(...holdTokensOf(state));
    }
  }
  const now = deps.now();
  const live = new Set<string>();
  for (const token of await tx.getHoldTokens([...new Set(tokens)])) {
    if (isHoldTokenLive(token, season.workspaceId, now)) live.add(token.token);
  }
  const writes = new Map<string, Map<string, ObjectState | undefined>>();
  for (const label of labels) {
    const obj = chart.byLabel.get(label);
    if (!obj) continue;
    const views = composeFor(obj, family, (unit) =>
      normalizeExpiredHolds(stored.get(unit)?.get(label), (t) => live.has(t)),
    );
    for (const [unit, view] of views) {
      if (sameState(stored.get(unit)?.get(label), view)) continue;
      const perUnit = writes.get(unit) ?? new Map<string, ObjectState | undefined>();
      writes.set(unit, perUnit.set(label, view));
    }
  }
  for (const row of rows) {
    const unitWrites = writes.get(row.key);
    if (!unitWrites) continue;
    await writer.put(row.id, unitWrites, {
      labels: 'every',
      states: stored.get(row.key) ?? new Map(),
    });
  }
}

function composeFor(
  obj: ChartObject,
  family: ReturnType<typeof familyByKeyOrThrow>,
  seenOf: (unit: string) => ObjectState | undefined,
) {
  return composeViews(obj, family, (unit) => ownPart(obj, seenOf(unit)));
}
