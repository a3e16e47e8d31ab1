// The flat list as CSV (RFC 4180): a header row, one row per object sorted by label, CRLF line
// ends, fields quoted when they hold a comma, a quote or a line break. Columns: docs/reports.md.
import { type ObjectInfo, objectInfo } from '../object-info';
import { flatListMembersSteps, infoAt } from './detailed';
import { channelKeyOf } from './event-places';
import { type EventView, eventViewSteps } from './event-view';
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
  [
    'extraData',
    (info) => (info.extraData === undefined ? undefined : JSON.stringify(info.extraData)),
  ],
];

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const CHANNEL_COLUMN = CSV_COLUMNS.findIndex(([header]) => header === 'channel');
const ROWS_PER_CHUNK = 512;
function fieldsOf(info: ObjectInfo): string[] {
  return CSV_COLUMNS.map(([, value]) => csvField(value(info)));
}

/** Rows of objects without a state, cut around the channel column; fixed per chart version. */
interface BareRows {
  head: Array<string | undefined>;
  tail: Array<string | undefined>;
}
const bareCache = new WeakMap<object, BareRows>();

function rowAt(view: EventView, bare: BareRows, i: number): string {
  if (view.stateAt[i] !== undefined) return fieldsOf(infoAt(view, i)).join(',');
  let head = bare.head[i];
  let tail = bare.tail[i];
  if (head === undefined || tail === undefined) {
    const fields = fieldsOf(objectInfo(view.objects[i], undefined, {}));
    head = fields.slice(0, CHANNEL_COLUMN).join(',');
    tail = fields.slice(CHANNEL_COLUMN + 1).join(',');
    bare.head[i] = head;
    bare.tail[i] = tail;
  }
  return `${head},${csvField(channelKeyOf(i, view.lookup))},${tail}`;
}

/** The CSV in chunks of text: the header row, then one row per listed object sorted by label. */
export function* eventCsvChunks(input: EventReportInput): Generator<string> {
  const view = yield* eventViewSteps(input);
  let bare = bareCache.get(view.index);
  if (!bare) {
    bare = { head: new Array(view.objects.length), tail: new Array(view.objects.length) };
    bareCache.set(view.index, bare);
  }
  yield `${CSV_COLUMNS.map(([header]) => header).join(',')}\r\n`;
  const members = yield* flatListMembersSteps(view);
  for (let start = 0; start < members.length; start += ROWS_PER_CHUNK) {
    const rows: string[] = [];
    const end = Math.min(members.length, start + ROWS_PER_CHUNK);
    for (let k = start; k < end; k++) rows.push(rowAt(view, bare, members[k]));
    yield `${rows.join('\r\n')}\r\n`;
  }
}

export function eventCsv(input: EventReportInput): string {
  return [...eventCsvChunks(input)].join('');
}
