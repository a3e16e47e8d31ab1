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

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from parts, safe on every system: `concert-byStatus-booked.csv`. */
export function csvFilename(...parts: string[]): string {
  const name = parts
    .filter(Boolean)
    .join('-')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 120);
  return `${name || 'report'}.csv`;
}
