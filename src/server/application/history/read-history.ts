// Reading the status-change history (docs/history.md): one page of an event's entries, or of one
// object's, with whether each object is still on the event's chart as it is now (computed on
// read: a chart published since or a table switched between whole and by seat changes it).
import type { StatusChangeItem, StatusChangesQuery } from '../../../contract/status-history';
import { eventNotFound } from '../../../domain/errors';
import { type FlatChart, type TableBookingConfig, tableBookedAsWhole } from '../../../domain/model';
import type { Page, StatusChangeRow } from '../../store/port';
import type { Auth, Deps } from '../context';
import { chartOf } from '../shared/load-events';
import { labelsMatching } from './label-filter';

export async function readStatusChanges(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  query: StatusChangesQuery,
  label?: string,
): Promise<Page<StatusChangeItem>> {
  const [field, direction] = query.sort.split(':');
  return deps.store.read(async (tx) => {
    const event = await tx.getEvent(auth.workspace.id, eventKey);
    if (!event) throw eventNotFound(eventKey, auth.workspace.key);
    const chart = await chartOf(deps, tx, event);
    // The SDK sends filterType with every query, also without a filter: it then means nothing.
    const filter = query.filter || undefined;
    // An event of a season also reads the entries its season and partial seasons made themselves.
    const through =
      event.season?.role === 'eventInSeason' ? await tx.seasonHistorySpans(event.id) : undefined;
    const unitIds = (through ?? []).map((span) => span.unitId);
    const labels =
      filter && label === undefined
        ? await labelsMatching(tx, [event.id, ...unitIds], chart, query.filterType, filter)
        : undefined;
    const page = await tx.listStatusChanges({
      eventId: event.id,
      limit: query.limit,
      startAfterId: query.start_after_id,
      endBeforeId: query.end_before_id,
      label,
      filter,
      filterType: query.filterType,
      labels,
      sort: field as 'date' | 'objectLabel' | 'status',
      descending: direction === 'desc',
      action: query.action,
      actor: query.actor,
      from: query.from,
      to: query.to,
      through,
    });
    const items = page.items.map((row) => toItem(row, chart, event.tableBookingConfig));
    return { ...page, items };
  });
}

function toItem(row: StatusChangeRow, chart: FlatChart, tables: TableBookingConfig) {
  const item: StatusChangeItem = {
    id: row.id,
    eventId: row.eventId,
    status: row.status,
    quantity: row.quantity,
    objectLabel: row.label,
    displayedLabel: null,
    date: row.date,
    orderId: row.orderId ?? null,
    extraData: row.extraData ?? null,
    holdToken: row.holdToken ?? null,
    origin: row.originIp ? { type: row.originType, ip: row.originIp } : { type: row.originType },
    isPresentOnChart: true,
    actor: row.actor,
  };
  const absent = whyNotOnChart(row.label, chart, tables);
  if (absent) {
    item.isPresentOnChart = false;
    item.notPresentOnChartReason = absent;
  }
  if (row.actor.kind === 'staff') item.staffName = row.actor.name;
  return item;
}

function whyNotOnChart(label: string, chart: FlatChart, tables: TableBookingConfig) {
  const obj = chart.byLabel.get(label);
  if (!obj) return 'RENAMED_OR_DELETED' as const;
  if (obj.objectType === 'table' && !tableBookedAsWhole(obj, tables)) {
    return 'SWITCHED_TO_BOOK_BY_SEAT' as const;
  }
  const table = obj.table === undefined ? undefined : chart.byLabel.get(obj.table);
  if (table && tableBookedAsWhole(table, tables)) return 'SWITCHED_TO_BOOK_WHOLE_TABLE' as const;
  return undefined;
}
