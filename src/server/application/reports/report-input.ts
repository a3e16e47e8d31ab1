// What an event report is computed from, read in one store snapshot: the chart version, the
// event's states with expired holds released, channels, table booking and the company's table
// counting. Summaries read a histogram of places that is kept with the cached states and carried
// forward over the bookings since (domain/reports/histogram-step.ts).

import type { ObjectState } from '../../../domain/model';
import { type EventReportInput, eventHistogram, type Histogram } from '../../../domain/reports';
import { advanceHistogram, type HistogramBasis } from '../../../domain/reports/histogram-step';
import { normalizeExpiredHolds } from '../../../domain/status/hold-expiry';
import type { EventRow, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { liveTokens } from '../hold-tokens/hold-tokens';
import { chartOf } from '../shared/load-events';
import type { HeldStates } from '../states/states-cache-entry';

export interface EventSnapshot {
  row: EventRow;
  input: EventReportInput;
  /** The live tokens among those the states hold with, in one string. */
  liveKey: string;
}

/** Everything an event report needs; undefined for an unknown event. */
export async function eventSnapshot(
  deps: Deps,
  tx: Tx,
  auth: Auth,
  key: string,
): Promise<EventSnapshot | undefined> {
  const row = await tx.getEvent(auth.workspace.id, key);
  if (!row) return undefined;
  const chart = await chartOf(deps, tx, row);
  const stored = await deps.states.lazy(tx, row);
  const held = await deps.states.held(tx, row);
  const live = await liveTokens(tx, auth, [...held.tokens], deps.now());
  // Read afresh: the authenticated company row is cached, and the setting can be switched.
  const company = (await tx.getCompany(auth.company.id)) ?? auth.company;
  let states: ReadonlyMap<string, ObjectState> | undefined;
  const input: EventReportInput = {
    chart,
    // Built on first use: a summary carried forward from the last one never needs them.
    get states() {
      states ??=
        live.size === held.tokens.size ? stored() : withoutExpiredHolds(stored(), held, live);
      return states;
    },
    channels: row.channels,
    tableBookingConfig: row.tableBookingConfig,
    tablesCountAsOne: company.tablesCountAsOne,
  };
  return { row, input, liveKey: [...live].sort().join('\n') };
}

/**
 * The event's histogram of places, which every summary reads off. Kept with the cached states
 * while nothing it depends on changes: states (their revision), chart version, channels, table
 * booking, the company's table counting, and which holds are still live.
 */
export function snapshotHistogram(deps: Deps, tx: Tx, snapshot: EventSnapshot): Promise<Histogram> {
  const { row, input, liveKey } = snapshot;
  // The step is kept with the histogram and taken at every commit while it is cached: it holds
  // what it counts with and not `input`, whose states would keep an old states map alive.
  const basis: HistogramBasis = {
    chart: input.chart,
    channels: input.channels,
    tableBookingConfig: input.tableBookingConfig,
    tablesCountAsOne: input.tablesCountAsOne,
  };
  const parts = [
    input.chart,
    input.channels, // the same frozen list while the event's channels are unchanged
    JSON.stringify(input.tableBookingConfig),
    input.tablesCountAsOne,
    liveKey,
  ];
  return deps.states.derive(
    tx,
    row,
    'histogram',
    parts,
    () => eventHistogram(input),
    (histogram, writes, before) => advanceHistogram(histogram, basis, writes, before),
  );
}

/** The states as reports must see them; the stored map itself when no hold has expired. */
function withoutExpiredHolds(
  stored: ReadonlyMap<string, ObjectState>,
  held: HeldStates,
  live: Set<string>,
): ReadonlyMap<string, ObjectState> {
  let result: Map<string, ObjectState> | undefined;
  for (const label of held.labels) {
    const state = stored.get(label) as ObjectState;
    const normalized = normalizeExpiredHolds(state, (token) => live.has(token));
    if (normalized === state) continue;
    result ??= new Map(stored);
    if (normalized) result.set(label, normalized);
    else result.delete(label);
  }
  return result ?? stored;
}
