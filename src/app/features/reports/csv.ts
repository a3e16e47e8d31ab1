// CSV of exactly what a report table shows: the shown columns in their order, the filtered and
// sorted rows. RFC 4180 like the service's own CSV: CRLF, fields quoted when they need it.
import { type Column, cellText } from './row-model';

function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<R>(rows: readonly R[], columns: readonly Column<R>[]): string {
  const lines = [columns.map((column) => field(column.header)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => field(cellText(column.value(row)))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export { downloadText } from '../../lib/download';

/** A file name from parts, safe on every system: `concert-byStatus-booked.csv`. */
export function csvFilename(...parts: string[]): string {
  const name = parts
    .filter(Boolean)
    .join('-')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 120);
  return `${name || 'report'}.csv`;
}
