// The report vocabulary: which report types exist, which breakdown maps each summary group
// carries, and which groups are present even when nothing is in them (docs/reports.md). The
// report types themselves are the wire's (contract/reports.ts); this file only reads them.
import {
  type ChartReportType,
  ChartReportTypeSchema,
  type ChartSummaryType,
  ChartSummaryTypeSchema,
  type EventReportType,
  EventReportTypeSchema,
  type EventSummaryType,
  EventSummaryTypeSchema,
} from '../../contract/reports';
import { invalid } from '../errors';
import { BOOKED, HELD, OBJECT_TYPES } from '../model';

export type { ChartSummaryType, EventSummaryType };

/** A dimension places are counted by: every event summary type is one. */
export type Dimension = EventSummaryType;

/** Dimensions that depend on the chart alone: the chart summary types. */
export type ChartDimension = ChartSummaryType;

export const AVAILABLE = 'available';
export const NOT_AVAILABLE = 'not_available';
export const SELECTABLE = 'selectable';
export const NOT_SELECTABLE = 'not_selectable';
export const NOT_FOR_SALE = 'not_for_sale';
export const DISABLED_BY_SOCIAL_DISTANCING = 'disabled_by_social_distancing';

export const EVENT_SUMMARY_TYPES: readonly EventSummaryType[] = EventSummaryTypeSchema.options;

export type EventDetailedType = EventReportType;
export const EVENT_DETAILED_TYPES: readonly EventDetailedType[] = EventReportTypeSchema.options;

export const CHART_SUMMARY_TYPES: readonly ChartSummaryType[] = ChartSummaryTypeSchema.options;

export type ChartDetailedType = ChartReportType;
export const CHART_DETAILED_TYPES: readonly ChartDetailedType[] = ChartReportTypeSchema.options;

/**
 * Every dimension, in the order a summary group lists its breakdown maps: the order of the
 * seats.io API reference.
 */
export const BREAKDOWN_ORDER: readonly Dimension[] = [
  'bySection',
  'byCategoryLabel',
  'byCategoryKey',
  'byStatus',
  'byAvailability',
  'byAvailabilityReason',
  'bySelectability',
  'byChannel',
  'byObjectType',
  'byZone',
];

/** The dimensions of the chart alone, in the same order. */
const CHART_BREAKDOWN_ORDER: readonly ChartDimension[] = [
  'bySection',
  'byCategoryLabel',
  'byCategoryKey',
  'byObjectType',
  'byZone',
];

/** Category key and label say the same thing twice: a map by one never sits beside the other. */
const CATEGORY_PAIR: readonly Dimension[] = ['byCategoryKey', 'byCategoryLabel'];

/**
 * The dimensions of `order` but those `grouped` by (the levels above), and both category
 * dimensions when one of them is grouped by.
 */
export function breakdownsBeside<D extends Dimension>(
  order: readonly D[],
  grouped: readonly Dimension[],
): D[] {
  const left = new Set<Dimension>(grouped);
  if (grouped.some((dimension) => CATEGORY_PAIR.includes(dimension))) {
    for (const dimension of CATEGORY_PAIR) left.add(dimension);
  }
  return order.filter((dimension) => !left.has(dimension));
}

function perType<T extends string, V>(types: readonly T[], of: (type: T) => V): Record<T, V> {
  return Object.fromEntries(types.map((type) => [type, of(type)])) as Record<T, V>;
}

/**
 * Breakdown maps per event summary group: as seats.io answers, every other dimension (nine),
 * but byCategoryKey and byCategoryLabel leave each other out (eight). See docs/reports.md.
 */
export const EVENT_SUMMARY_BREAKDOWNS: Record<EventSummaryType, readonly Dimension[]> = perType(
  EVENT_SUMMARY_TYPES,
  (type) => breakdownsBeside(BREAKDOWN_ORDER, [type]),
);

/** Breakdown maps per chart summary group: every other chart dimension, same exclusion. */
export const CHART_SUMMARY_BREAKDOWNS: Record<ChartSummaryType, readonly ChartDimension[]> =
  perType(CHART_SUMMARY_TYPES, (type) => breakdownsBeside(CHART_BREAKDOWN_ORDER, [type]));

/**
 * The second level of a deep summary (D2): where the places are (section) for the dimensions of
 * what they are; what they are (category label) for place, channel and availability-like
 * dimensions. bySelectability, which the API reference leaves out, goes as byAvailability does:
 * the two are the same test here (docs/reports.md).
 */
export const DEEP_SUMMARY_SECOND: Record<EventSummaryType, Dimension> = {
  byStatus: 'bySection',
  byObjectType: 'bySection',
  byCategoryKey: 'bySection',
  byCategoryLabel: 'bySection',
  bySection: 'byCategoryLabel',
  byZone: 'byCategoryLabel',
  byChannel: 'byCategoryLabel',
  byAvailability: 'byCategoryLabel',
  byAvailabilityReason: 'byCategoryLabel',
  bySelectability: 'byCategoryLabel',
};

/** D2, then the maps each second-level entry carries: every dimension but D1 and D2. */
export const DEEP_SUMMARY_LEVELS: Record<
  EventSummaryType,
  { second: Dimension; third: readonly Dimension[] }
> = perType(EVENT_SUMMARY_TYPES, (type) => {
  const second = DEEP_SUMMARY_SECOND[type];
  return { second, third: breakdownsBeside(BREAKDOWN_ORDER, [type, second]) };
});

/** Availability reasons that are always reported, even at zero (docs/reports.md). */
export const FIXED_AVAILABILITY_REASONS = [
  AVAILABLE,
  BOOKED,
  DISABLED_BY_SOCIAL_DISTANCING,
  NOT_FOR_SALE,
  HELD,
] as const;

/** Values a closed dimension can take; a filter outside them is an error, not an empty group. */
export const CLOSED_VALUES: Partial<Record<EventDetailedType, readonly string[]>> = {
  byObjectType: OBJECT_TYPES,
  byAvailability: [AVAILABLE, NOT_AVAILABLE],
  bySelectability: [SELECTABLE, NOT_SELECTABLE],
};

export function isEventSummaryType(value: string): value is EventSummaryType {
  return (EVENT_SUMMARY_TYPES as readonly string[]).includes(value);
}
export function isEventDetailedType(value: string): value is EventDetailedType {
  return (EVENT_DETAILED_TYPES as readonly string[]).includes(value);
}
export function isChartSummaryType(value: string): value is ChartSummaryType {
  return (CHART_SUMMARY_TYPES as readonly string[]).includes(value);
}
export function isChartDetailedType(value: string): value is ChartDetailedType {
  return (CHART_DETAILED_TYPES as readonly string[]).includes(value);
}

/** `value` when `allowed` holds it; otherwise a refusal that lists what is allowed. */
export function oneOf<T extends string>(
  what: string,
  value: string,
  allowed: readonly T[],
  code: string,
): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw invalid(
    `${what}: unknown value ${JSON.stringify(value)}; allowed: ${allowed.join(', ')}`,
    code,
  );
}
