// The activity page's CSV export: the filtered list, read through every page (1,000 a page) up
// to LIMITS.activityCsvRows. Cells are quoted, and a cell a spreadsheet would run as a formula
// (starting with = + - @, or a tab or carriage return) gets a leading ' (OWASP's CSV injection).
import type { SeatdeskClient } from '../../../client';
import type { StatusHistoryQuery } from '../../../client/status-history';
import { LIMITS } from '../../../contract/limits';
import type { StatusChangeItem } from '../../../contract/status-history';
import { actionWords, whoWords } from '../../lib/history-words';

export const CSV_HEADER = [
  'Time',
  'Seat',
  'Action',
  'Status',
  'By',
  'Order id',
  'Hold token',
  'Origin',
  'Address',
];

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(item: StatusChangeItem): string {
  return [
    item.date,
    item.objectLabel,
    actionWords(item.status),
    item.status,
    whoWords(item),
    item.orderId,
    item.holdToken,
    item.origin.type,
    item.origin.ip,
  ]
    .map(csvCell)
    .join(',');
}

export interface CsvExport {
  text: string;
  rows: number;
  /** More entries matched than LIMITS.activityCsvRows: the oldest were left out. */
  cut: boolean;
}

/** Every entry the filters match, newest first, as CSV text (CRLF lines, as RFC 4180 says). */
export async function activityCsv(
  client: SeatdeskClient,
  eventKey: string,
  filters: StatusHistoryQuery,
  signal?: AbortSignal,
): Promise<CsvExport> {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  let startAfter: string | number | undefined;
  let rows = 0;
  for (;;) {
    signal?.throwIfAborted();
    const limit = Math.min(LIMITS.statusChangesPerPage, LIMITS.activityCsvRows - rows);
    const page = await client.history.forEvent(eventKey, { ...filters, limit, startAfter });
    for (const item of page.items) lines.push(csvRow(item));
    rows += page.items.length;
    startAfter = page.next_page_starts_after;
    if (startAfter === undefined) return { text: `${lines.join('\r\n')}\r\n`, rows, cut: false };
    if (rows >= LIMITS.activityCsvRows)
      return { text: `${lines.join('\r\n')}\r\n`, rows, cut: true };
  }
}
