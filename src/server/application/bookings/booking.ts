// What the booking routes share inside one store transaction: loading events with their charts,
// and telling which hold tokens are live. The status changes themselves: status-batch.ts.
import { objectCategoriesOf } from '../../../domain/drawing/object-categories';
import { DomainError, eventNotFound } from '../../../domain/errors';
import type { FlatChart, ObjectState } from '../../../domain/model';
import type { EventRow, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';

export interface LoadedEvent {
  row: EventRow;
  chart: FlatChart;
}

/**
 * What the requests of one group commit share, read once per transaction: charts by chart id and
 * event rows by workspace and key. Only status changes run in a group, and they change neither.
 */
export interface GroupMemo {
  charts: Map<number, FlatChart>;
  events: Map<string, EventRow>;
}

export function newGroupMemo(): GroupMemo {
  return { charts: new Map(), events: new Map() };
}

export async function chartOf(
  deps: Deps,
  tx: Tx,
  event: EventRow,
  seen?: GroupMemo['charts'],
): Promise<FlatChart> {
  // An event with objectCategories has a chart view of its own: not shared through the memo.
  const shared = objectCategoriesOf(event) ? undefined : seen;
  const known = shared?.get(event.chartId);
  if (known) return known;
  const chartRow = await tx.getChartById(event.chartId);
  const chart = chartRow && (await deps.charts.forEvent(tx, chartRow, event));
  if (!chart) {
    throw new DomainError(
      'CHART_NOT_FOUND',
      `The chart of event ${event.key} has no published version`,
      'not-found',
    );
  }
  shared?.set(event.chartId, chart);
  return chart;
}

/** Events by key, in the order asked, locked where the store locks; an unknown key is a 404. */
export async function loadEvents(
  deps: Deps,
  tx: Tx,
  auth: Auth,
  keys: string[],
  memo?: GroupMemo,
): Promise<LoadedEvent[]> {
  const unique = [...new Set(keys)];
  const memoKey = (key: string) => `${auth.workspace.id}\n${key}`;
  const missing = unique.filter((key) => !memo?.events.has(memoKey(key)));
  const rows = missing.length > 0 ? await tx.getEventsForUpdate(auth.workspace.id, missing) : [];
  for (const row of rows) memo?.events.set(memoKey(row.key), row);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const loaded: LoadedEvent[] = [];
  for (const key of unique) {
    const row = byKey.get(key) ?? memo?.events.get(memoKey(key));
    if (!row) throw eventNotFound(key, auth.workspace.key);
    loaded.push({ row, chart: await chartOf(deps, tx, row, memo?.charts) });
  }
  return loaded;
}

/** Every hold token a set of states refers to (seat holds and GA holds). */
export function tokensIn(states: Iterable<ObjectState>): string[] {
  const tokens: string[] = [];
  for (const state of states) {
    if (state.holdToken) tokens.push(state.holdToken);
    for (const token of Object.keys(state.places?.holds ?? {})) tokens.push(token);
  }
  return tokens;
}

/**
 * The live tokens among `tokens`: known in the workspace and not expired at `now`. A token of
 * another workspace is as unknown here as a made-up one.
 */
export async function liveTokens(
  tx: Tx,
  auth: Auth,
  tokens: string[],
  now: Date,
): Promise<Set<string>> {
  const live = new Set<string>();
  if (tokens.length === 0) return live;
  for (const row of await tx.getHoldTokens([...new Set(tokens)])) {
    if (row.workspaceId === auth.workspace.id && Date.parse(row.expiresAt) > now.getTime()) {
      live.add(row.token);
    }
  }
  return live;
}
