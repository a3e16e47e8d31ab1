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

/** Every event summary dimension but `type`, in the contract's order. */
function everyOther(type: EventSummaryType): readonly Dimension[] {
  return EVENT_SUMMARY_TYPES.filter((other) => other !== type);
}

/**
 * Breakdown maps per event summary group. The eight types of the specification this service
 * follows carry exactly the maps it lists (it wins over seats.io's "every other dimension");
 * byZone and bySelectability, which only seats.io has, carry every other dimension. See
 * docs/reports.md.
 */
export const EVENT_SUMMARY_BREAKDOWNS: Record<EventSummaryType, readonly Dimension[]> = {
  byAvailabilityReason: [
    'bySection',
    'byCategoryLabel',
    'byCategoryKey',
    'byStatus',
    'byChannel',
    'byAvailability',
  ],
  byAvailability: ['bySection', 'byCategoryLabel', 'byCategoryKey', 'byStatus', 'byChannel'],
  byStatus: ['bySection', 'byCategoryLabel', 'byCategoryKey', 'byAvailability', 'byChannel'],
  byCategoryLabel: ['bySection', 'byStatus', 'byAvailability', 'byChannel'],
  byCategoryKey: ['bySection', 'byStatus', 'byAvailability', 'byChannel'],
  bySection: ['byStatus', 'byCategoryLabel', 'byCategoryKey', 'byAvailability', 'byChannel'],
  byChannel: ['byStatus', 'byCategoryLabel', 'byCategoryKey', 'byAvailability'],
  byObjectType: [
    'bySection',
    'byCategoryLabel',
    'byCategoryKey',
    'byAvailability',
    'byChannel',
    'byStatus',
  ],
  byZone: everyOther('byZone'),
  bySelectability: everyOther('bySelectability'),
};

/** Breakdown maps per chart summary group (docs/reports.md); byZone as seats.io has it. */
export const CHART_SUMMARY_BREAKDOWNS: Record<ChartSummaryType, readonly ChartDimension[]> = {
  byCategoryLabel: ['bySection', 'byObjectType'],
  byCategoryKey: ['bySection', 'byObjectType'],
  bySection: ['byCategoryLabel', 'byCategoryKey', 'byObjectType'],
  byObjectType: ['bySection', 'byCategoryLabel', 'byCategoryKey'],
  byZone: ['byCategoryKey', 'byCategoryLabel', 'bySection', 'byObjectType'],
};

/**
 * The two nested levels of a deep summary. Place dimensions (section, zone) go on by category
 * label; availability dimensions go on by category label, then section; all others by section,
 * then availability.
 */
export const DEEP_SUMMARY_LEVELS: Record<EventSummaryType, readonly [Dimension, Dimension]> = {
  byStatus: ['bySection', 'byAvailability'],
  byObjectType: ['bySection', 'byAvailability'],
  byCategoryKey: ['bySection', 'byAvailability'],
  byCategoryLabel: ['bySection', 'byAvailability'],
  byChannel: ['bySection', 'byAvailability'],
  bySection: ['byCategoryLabel', 'byAvailability'],
  byZone: ['byCategoryLabel', 'byAvailability'],
  byAvailability: ['byCategoryLabel', 'bySection'],
  byAvailabilityReason: ['byCategoryLabel', 'bySection'],
  bySelectability: ['byCategoryLabel', 'bySection'],
};

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
