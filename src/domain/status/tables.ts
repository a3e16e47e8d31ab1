// Tables: per event, a table is booked either as a whole (the table `T1` is the bookable object)
// or by seat (its seats `T1-1…` are). The other side is not bookable at all. See
// docs/decisions/003-booking-rules.md.
import {
  type ChartObject,
  type FlatChart,
  type ObjectState,
  type TableBookingConfig,
  tableBookedAsWhole,
} from '../model';
import { RuleError } from './rule-error';

/** Refuses a status change on the side of a table that the event does not book. */
export function assertBookableTablePart(
  obj: ChartObject,
  chart: FlatChart,
  config: TableBookingConfig,
): void {
  if (obj.objectType === 'table' && !tableBookedAsWhole(obj, config)) {
    throw new RuleError(
      'TABLE_BOOKED_BY_SEAT',
      `${obj.label} is booked by seat in this event: change its seats, not the table`,
    );
  }
  if (obj.table === undefined) return;
  const table = chart.byLabel.get(obj.table);
  if (table && tableBookedAsWhole(table, config)) {
    throw new RuleError(
      'TABLE_BOOKED_AS_WHOLE',
      `${obj.label} is a seat of table ${table.label}, which is booked as a whole in this event: change the table`,
    );
  }
}

/**
 * The state a seat at a table reports. When the event books its table as a whole, the seat
 * mirrors the table: the table's status, hold token, order id and for-sale flag (its own state
 * cannot change then). Otherwise it reports its own state. Object info and reports use this, so a
 * table booked as a whole shows all its seats booked.
 */
export function reportedState(
  obj: ChartObject,
  chart: FlatChart,
  config: TableBookingConfig,
  stateOf: (label: string) => ObjectState | undefined,
): ObjectState | undefined {
  const own = stateOf(obj.label);
  if (obj.table === undefined) return own;
  const table = chart.byLabel.get(obj.table);
  if (!table || !tableBookedAsWhole(table, config)) return own;
  const tableState = stateOf(table.label);
  if (!tableState) return own;
  const mirrored: ObjectState = { ...own };
  if (tableState.status !== undefined) mirrored.status = tableState.status;
  if (tableState.holdToken !== undefined) mirrored.holdToken = tableState.holdToken;
  if (tableState.orderId !== undefined) mirrored.orderId = tableState.orderId;
  if (tableState.notForSale !== undefined) mirrored.notForSale = tableState.notForSale;
  return mirrored;
}
