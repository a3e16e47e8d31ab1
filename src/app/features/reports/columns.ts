// Columns of the report tables: event object infos (detailed reports) and chart objects (chart
// reports). Each row remembers the group it came from, shown when a table holds every group.
import type { z } from 'zod';
import type { ChartObjectInfoSchema } from '../../../contract/reports';
import type { ObjectInfoWire } from '../../../contract/status';
import { groupName } from './dimensions';
import type { Column } from './row-model';

export type ChartObjectInfo = z.infer<typeof ChartObjectInfoSchema>;

export interface ReportRow<I> {
  group: string;
  info: I;
}
export type EventRow = ReportRow<ObjectInfoWire>;
export type ChartRow = ReportRow<ChartObjectInfo>;

/** Every row of a report answer, group by group, in the service's order. */
export function reportRows<I>(report: Record<string, I[]>): ReportRow<I>[] {
  const rows: ReportRow<I>[] = [];
  for (const [group, infos] of Object.entries(report)) {
    for (const info of infos) rows.push({ group, info });
  }
  return rows;
}

type Info = ObjectInfoWire | ChartObjectInfo;

/** Object infos are loose objects: fields outside the contract arrive as unknown. */
function asText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function placeColumns<R extends ReportRow<Info>>(): Column<R>[] {
  return [
    {
      id: 'label',
      header: 'Label',
      kind: 'text',
      width: 190,
      shownByDefault: true,
      value: (r) => r.info.label,
    },
    {
      id: 'section',
      header: 'Section',
      kind: 'text',
      width: 130,
      shownByDefault: true,
      value: (r) => asText(r.info.labels.section ?? r.info.section),
    },
    {
      id: 'parent',
      header: 'Row / table',
      kind: 'text',
      width: 100,
      value: (r) => r.info.labels.parent?.label,
    },
    { id: 'own', header: 'Seat', kind: 'text', width: 80, value: (r) => r.info.labels.own.label },
    {
      id: 'objectType',
      header: 'Type',
      kind: 'text',
      width: 140,
      shownByDefault: true,
      value: (r) => groupName('byObjectType', r.info.objectType),
    },
    {
      id: 'categoryLabel',
      header: 'Category',
      kind: 'text',
      width: 130,
      shownByDefault: true,
      value: (r) => r.info.categoryLabel,
    },
    {
      id: 'categoryKey',
      header: 'Category code',
      kind: 'text',
      width: 110,
      value: (r) => r.info.categoryKey,
    },
  ];
}

const groupColumn = <R extends ReportRow<unknown>>(dimension: string): Column<R> => ({
  id: 'group',
  // Not the dimension's bare name: the object's own field of that name is a column too.
  header: `Group (${dimension.toLowerCase()})`,
  kind: 'text',
  width: 170,
  value: (r) => r.group,
});

/** Columns of an event's detailed report; `groupHeader` names the report's groups. */
export function eventColumns(groupHeader: string): Column<EventRow>[] {
  return [
    groupColumn<EventRow>(groupHeader),
    ...placeColumns<EventRow>(),
    {
      id: 'status',
      header: 'Status',
      kind: 'text',
      width: 140,
      shownByDefault: true,
      // Staff words (Held, Booked); custom statuses as named.
      value: (r) => groupName('byStatus', r.info.status),
    },
    {
      id: 'availabilityReason',
      header: 'Why not available',
      kind: 'text',
      width: 160,
      shownByDefault: true,
      value: (r) =>
        r.info.availabilityReason === undefined
          ? undefined
          : groupName('byAvailabilityReason', r.info.availabilityReason),
    },
    {
      id: 'isAvailable',
      header: 'Available',
      kind: 'boolean',
      width: 90,
      value: (r) => r.info.isAvailable,
    },
    { id: 'forSale', header: 'For sale', kind: 'boolean', width: 90, value: (r) => r.info.forSale },
    {
      id: 'channel',
      header: 'Channel',
      kind: 'text',
      width: 120,
      shownByDefault: true,
      value: (r) => r.info.channel,
    },
    {
      id: 'orderId',
      header: 'Order id',
      kind: 'text',
      width: 130,
      shownByDefault: true,
      value: (r) => r.info.orderId,
    },
    {
      id: 'holdToken',
      header: 'Hold token',
      kind: 'text',
      width: 180,
      value: (r) => r.info.holdToken,
    },
    {
      id: 'ticketType',
      header: 'Ticket type',
      kind: 'text',
      width: 110,
      value: (r) => r.info.ticketType,
    },
    {
      id: 'capacity',
      header: 'Capacity',
      kind: 'number',
      width: 90,
      value: (r) => r.info.capacity,
    },
    {
      id: 'numBooked',
      header: 'Booked places',
      kind: 'number',
      width: 110,
      value: (r) => r.info.numBooked,
    },
    {
      id: 'numHeld',
      header: 'Held places',
      kind: 'number',
      width: 100,
      value: (r) => r.info.numHeld,
    },
    {
      id: 'numFree',
      header: 'Free places',
      kind: 'number',
      width: 100,
      value: (r) => r.info.numFree,
    },
  ];
}

/** Columns of a chart report (objects without event state). */
export function chartColumns(groupHeader: string): Column<ChartRow>[] {
  return [
    groupColumn<ChartRow>(groupHeader),
    ...placeColumns<ChartRow>(),
    {
      id: 'zone',
      header: 'Zone',
      kind: 'text',
      width: 110,
      shownByDefault: true,
      value: (r) => r.info.zone,
    },
    { id: 'entrance', header: 'Entrance', kind: 'text', width: 110, value: (r) => r.info.entrance },
    {
      id: 'capacity',
      header: 'Capacity',
      kind: 'number',
      width: 90,
      shownByDefault: true,
      value: (r) => r.info.capacity,
    },
    {
      id: 'numSeats',
      header: 'Seats at table',
      kind: 'number',
      width: 110,
      value: (r) => r.info.numSeats,
    },
    {
      id: 'bookAsAWhole',
      header: 'Booked as a whole',
      kind: 'boolean',
      width: 140,
      value: (r) => r.info.bookAsAWhole,
    },
  ];
}
