// Events with their charts, read inside the caller's store transaction (write transactions lock
// them where the store locks): the first step of a status change, and of the other writes and
// lookups on an event's objects.
import { objectCategoriesOf } from '../../../domain/drawing/object-categories';
import { DomainError, eventNotFound } from '../../../domain/errors';
import type { FlatChart } from '../../../domain/model';
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
  options: { catchUpAlong?: boolean } = {},
): Promise<LoadedEvent[]> {
  const unique = [...new Set(keys)];
  const memoKey = (key: string) => `${auth.workspace.id}\n${key}`;
  const missing = unique.filter((key) => !memo?.events.has(memoKey(key)));
  // A reader of the states cache asks for the catch-up along with the lock (port.ts, CatchUpFrom).
  const along = options.catchUpAlong ? deps.states.catchUpFrom(auth.workspace.id, missing) : [];
  const rows =
    missing.length > 0 ? await tx.getEventsForUpdate(auth.workspace.id, missing, along) : [];
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
