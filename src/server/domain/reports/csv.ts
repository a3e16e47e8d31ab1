// The flat list as CSV (RFC 4180): a header row, one row per object sorted by label, CRLF line
// ends, fields quoted when they hold a comma, a quote or a line break. Columns: docs/reports.md.
import type { ObjectInfo } from '../object-info';
import { eventFlatList } from './detailed';
import type { EventReportInput } from './histogram';

type Column = [header: string, value: (info: ObjectInfo) => unknown];

const labelPart = (info: ObjectInfo, part: 'own' | 'parent', field: 'label' | 'type') => {
  const labels = info.labels as { own?: Record<string, string>; parent?: Record<string, string> };
  return labels[part]?.[field];
};

export const CSV_COLUMNS: readonly Column[] = [
  ['label', (info) => info.label],
  ['objectType', (info) => info.objectType],
  ['ownLabel', (info) => labelPart(info, 'own', 'label')],
  ['parentLabel', (info) => labelPart(info, 'parent', 'label')],
  ['parentType', (info) => labelPart(info, 'parent', 'type')],
  ['section', (info) => info.section],
  ['categoryKey', (info) => info.categoryKey],
  ['categoryLabel', (info) => info.categoryLabel],
  ['status', (info) => info.status],
  ['forSale', (info) => info.forSale],
  ['isAvailable', (info) => info.isAvailable],
  ['availabilityReason', (info) => info.availabilityReason],
  ['channel', (info) => info.channel],
  ['orderId', (info) => info.orderId],
  ['holdToken', (info) => info.holdToken],
  ['ticketType', (info) => info.ticketType],
  ['entrance', (info) => info.entrance],
  ['zone', (info) => info.zone],
  ['floor', (info) => (info.floor as { name?: string } | undefined)?.name],
  ['capacity', (info) => info.capacity],
  ['numBooked', (info) => info.numBooked],
  ['numHeld', (info) => info.numHeld],
  ['numNotForSale', (info) => info.numNotForSale],
  ['numFree', (info) => info.numFree],
  ['extraData', (info) => (info.extraData === undefined ? undefined : JSON.stringify(info.extraData))],
];

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function eventCsv(input: EventReportInput): string {
  const lines = [CSV_COLUMNS.map(([header]) => header).join(',')];
  for (const info of eventFlatList(input)) {
    lines.push(CSV_COLUMNS.map(([, value]) => csvField(value(info))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
