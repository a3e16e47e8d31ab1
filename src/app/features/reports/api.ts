// Query factories of the report pages. Keys run from general to specific and hang under the
// event's and chart's own keys, so invalidating an event (after a booking) refreshes its reports.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { ChartReportOptions } from '../../../client/reports';
import type {
  ChartSummaryType,
  EventReportType,
  EventSummaryType,
} from '../../../contract/reports';
import { chartKeys, eventKeys } from '../../lib/queries';

export interface LiveOptions {
  /** Auto-refresh interval in ms; false when the view is not live. */
  refetchInterval: number | false;
}

const eventReports = (eventKey: string) => [...eventKeys.detail(eventKey), 'reports'] as const;
const chartReports = (chartKey: string) => [...chartKeys.detail(chartKey), 'reports'] as const;

export const reportKeys = {
  event: eventReports,
  eventSummary: (eventKey: string, type: EventSummaryType) =>
    [...eventReports(eventKey), type, 'summary'] as const,
  eventDetailed: (eventKey: string, type: EventReportType, group: string | undefined) =>
    [...eventReports(eventKey), type, 'detailed', group ?? null] as const,
  chart: chartReports,
  chartSummary: (chartKey: string, type: ChartSummaryType, options: ChartReportOptions) =>
    [...chartReports(chartKey), type, 'summary', options] as const,
  chartDetailed: (chartKey: string, type: ChartSummaryType, options: ChartReportOptions) =>
    [...chartReports(chartKey), type, 'detailed', options] as const,
};

/** What a chart report query is made of: the chart summary and its drill-down take the same. */
type ChartReportArgs = [
  client: SeatdeskClient,
  chartKey: string,
  type: ChartSummaryType,
  options: ChartReportOptions,
];

export const reportQueries = {
  eventSummary: (
    client: SeatdeskClient,
    eventKey: string,
    type: EventSummaryType,
    live?: LiveOptions,
  ) =>
    queryOptions({
      queryKey: reportKeys.eventSummary(eventKey, type),
      // The type travels with the answer: a stand-in answer of the previous type is drawn as that.
      queryFn: async () => ({ type, report: await client.reports.eventSummary(eventKey, type) }),
      refetchInterval: live?.refetchInterval ?? false,
      // Switching report type keeps the old picture until the new one is there: no blank flash.
      placeholderData: keepPreviousData,
    }),

  /** The detailed report; with a group, the filtered endpoint holding only that group. */
  eventDetailed: (
    client: SeatdeskClient,
    eventKey: string,
    type: EventReportType,
    group: string | undefined,
    live?: LiveOptions,
  ) =>
    queryOptions({
      queryKey: reportKeys.eventDetailed(eventKey, type, group),
      queryFn: () => client.reports.eventReport(eventKey, type, group),
      refetchInterval: live?.refetchInterval ?? false,
      // Big answers: a refresh is a new download anyway, so skip comparing 100,000 objects.
      structuralSharing: false,
    }),

  chartSummary: (...[client, chartKey, type, options]: ChartReportArgs) =>
    queryOptions({
      queryKey: reportKeys.chartSummary(chartKey, type, options),
      queryFn: async () => ({
        type,
        report: await client.reports.chartSummary(chartKey, type, options),
      }),
      placeholderData: keepPreviousData,
    }),

  chartDetailed: (...[client, chartKey, type, options]: ChartReportArgs) =>
    queryOptions({
      queryKey: reportKeys.chartDetailed(chartKey, type, options),
      queryFn: () => client.reports.chartReport(chartKey, type, options),
    }),
};
