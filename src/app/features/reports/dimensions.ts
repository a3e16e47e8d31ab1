// The report vocabulary as people read it: names of report types and breakdowns, readable group
// names for the wire's placeholders, and one stable colour per value so that "booked" is the same
// red in every chart of the back office.
import {
  type ChartReportType,
  ChartSummaryTypeSchema,
  type EventReportType,
  EventReportTypeSchema,
  EventSummaryTypeSchema,
} from '../../../contract/reports';

/**
 * The contract's report types in the contract's order, with one "Category": a category's label
 * (what people read) where the contract also has its key, which groups the same places again under
 * codes staff do not use (a link to `type=byCategoryKey` still opens it).
 */
function forPeople<T extends string>(types: readonly T[]): readonly T[] {
  const order = [...types];
  const key = order.indexOf('byCategoryKey' as T);
  const label = order.indexOf('byCategoryLabel' as T);
  if (key >= 0 && label >= 0) order.splice(key, 1);
  return order;
}

export const EVENT_SUMMARY_TYPES = forPeople(EventSummaryTypeSchema.options);
export const EVENT_DETAILED_TYPES = forPeople(EventReportTypeSchema.options);
export const CHART_SUMMARY_TYPES = forPeople(ChartSummaryTypeSchema.options);

// Every report type of the contract has a name (the compiler checks); breakdowns use the same.
const DIMENSION_NAMES: Record<EventReportType | ChartReportType, string> = {
  byStatus: 'Status',
  byAvailability: 'Availability',
  byAvailabilityReason: 'Why not available',
  bySelectability: 'Selectability',
  byCategoryLabel: 'Category',
  byCategoryKey: 'Category code',
  bySection: 'Section',
  byChannel: 'Channel',
  byObjectType: 'Object type',
  byZone: 'Zone',
  byLabel: 'Label',
  byOrderId: 'Order id',
};

/** `bySection` → `Section`; unknown dimensions (a newer service) keep their wire name. */
export function dimensionName(dimension: string): string {
  const names: Partial<Record<string, string>> = DIMENSION_NAMES;
  return names[dimension] ?? dimension.replace(/^by/, '');
}

const PLACEHOLDERS: Record<string, string> = {
  NO_CATEGORY: 'No category',
  NO_SECTION: 'No section',
  NO_CHANNEL: 'No channel',
  NO_ZONE: 'No zone',
  NO_ORDER_ID: 'No order id',
};

const WIRE_VALUES: Record<string, string> = {
  free: 'Free',
  booked: 'Booked',
  reservedByToken: 'Held',
  available: 'Available',
  not_available: 'Not available',
  not_for_sale: 'Not for sale',
  disabled_by_social_distancing: 'Disabled (distancing)',
  selectable: 'Selectable',
  not_selectable: 'Not selectable',
  seat: 'Seat',
  table: 'Table',
  booth: 'Booth',
  generalAdmission: 'General admission',
};

/**
 * A group as people read it. Placeholders and the wire's fixed values get words; keys chosen by
 * users (sections, labels, custom statuses) are shown as they are.
 */
export function groupName(dimension: string, group: string): string {
  if (PLACEHOLDERS[group]) return PLACEHOLDERS[group];
  if (dimension === 'byCategoryKey' || dimension === 'byLabel' || dimension === 'byOrderId') {
    return group;
  }
  return WIRE_VALUES[group] ?? group;
}

const FIXED_COLOURS: Record<string, string> = {
  free: '#2f9e44',
  available: '#2f9e44',
  selectable: '#2f9e44',
  booked: '#d9480f',
  reservedByToken: '#f59f00',
  not_available: '#868e96',
  not_selectable: '#868e96',
  not_for_sale: '#5c5f66',
  disabled_by_social_distancing: '#ae3ec9',
  NO_CATEGORY: '#adb5bd',
  NO_SECTION: '#adb5bd',
  NO_CHANNEL: '#adb5bd',
  NO_ZONE: '#adb5bd',
};

// Tableau-like palette: distinguishable, and dark enough for white text in both colour schemes.
const PALETTE = [
  '#1f5fbf',
  '#e8590c',
  '#2b8a3e',
  '#c2255c',
  '#7048e8',
  '#0b7285',
  '#e67700',
  '#5f3dc4',
  '#a61e4d',
  '#087f5b',
  '#364fc7',
  '#862e9c',
];

/** A colour for a value: fixed for the wire's own values, else by position in its series. */
export function valueColour(value: string, index: number): string {
  return FIXED_COLOURS[value] ?? PALETTE[index % PALETTE.length];
}
