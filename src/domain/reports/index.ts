// The reports engine: pure functions over a flattened chart and an event's sparse states.
export { chartDetailed, chartDetailedJson } from './chart-detailed';
export { BOOK_WHOLE_TABLES_VALUES, type BookWholeTables, chartIndexSteps } from './chart-index';
export { CSV_COLUMNS, csvField, eventCsv, eventCsvChunks } from './csv';
export { type DetailedReport, eventDetailed, eventFlatList } from './detailed';
export * from './dimensions';
export { type EventReportInput, eventHistogram, type Histogram } from './histogram';
export { eventDetailedJson, eventFlatListJson } from './json-output';
export {
  chartSummary,
  type DeepSummaryReport,
  eventDeepSummary,
  eventDeepSummaryOf,
  eventSummary,
  eventSummaryOf,
  type SummaryGroup,
  type SummaryReport,
} from './summary';
