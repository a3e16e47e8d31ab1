// Reports through the thin client: chart and event summaries, deep summaries, detailed reports
// (filtered or not), the flat list and the CSV. Every answer is parsed with the contract; the
// objects of detailed reports by a spread sample (contract/reports.ts EventReportSampledSchema).
import {
  type BookWholeTables,
  ChartReportSchema,
  type ChartReportType,
  type ChartSummaryType,
  DeepSummaryReportSchema,
  EventReportSampledSchema,
  type EventReportType,
  type EventSummaryType,
  FlatListSampledSchema,
  SummaryReportSchema,
} from '../contract/reports';
import { seg, type Transport } from './transport';

export interface ChartReportOptions {
  /** Absent: tables and their seats both; `chart`: as the chart books them; `true`/`false`. */
  bookWholeTables?: BookWholeTables;
  version?: 'published' | 'draft';
}

export class ReportsApi {
  constructor(private readonly t: Transport) {}

  chartReport(chartKey: string, type: ChartReportType, options: ChartReportOptions = {}) {
    return this.t.json(
      { method: 'GET', path: `/reports/charts/${seg(chartKey)}/${type}`, query: { ...options } },
      ChartReportSchema,
    );
  }

  chartSummary(chartKey: string, type: ChartSummaryType, options: ChartReportOptions = {}) {
    return this.t.json(
      {
        method: 'GET',
        path: `/reports/charts/${seg(chartKey)}/${type}/summary`,
        query: { ...options },
      },
      SummaryReportSchema,
    );
  }

  /** The detailed report; with `filter`, only that group (`{}` when nothing is in it). */
  eventReport(eventKey: string, type: EventReportType, filter?: string) {
    const path = `/reports/events/${seg(eventKey)}/${type}`;
    return this.t.json(
      { method: 'GET', path: filter === undefined ? path : `${path}/${seg(filter)}` },
      EventReportSampledSchema,
    );
  }

  eventSummary(eventKey: string, type: EventSummaryType) {
    return this.t.json(
      { method: 'GET', path: `/reports/events/${seg(eventKey)}/${type}/summary` },
      SummaryReportSchema,
    );
  }

  eventDeepSummary(eventKey: string, type: EventSummaryType) {
    return this.t.json(
      { method: 'GET', path: `/reports/events/${seg(eventKey)}/${type}/summary/deep` },
      DeepSummaryReportSchema,
    );
  }

  /** Every object of the event, sorted by label. */
  eventFlatList(eventKey: string) {
    return this.t.json(
      { method: 'GET', path: `/reports/events/${seg(eventKey)}` },
      FlatListSampledSchema,
    );
  }

  /** The flat list as CSV text (header row, one row per object). */
  eventCsv(eventKey: string) {
    return this.t.text({ method: 'GET', path: `/reports/events/${seg(eventKey)}.csv` });
  }
}
