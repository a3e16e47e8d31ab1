// The compact status snapshot read where the layout is: the layout worker holds the objects,
// their labels and the label order's digest, so it decodes the snapshot's columns, digests the
// event's channels and makes their label → channel Map (30,000 labels), and walks the 100,000
// rows there, while the page unpacks the layout. The page gets only the rows it keeps a state
// for (not plain free: live/plain-free.ts), as transferred typed columns in the label order, and
// makes their infos without a look-up (map-states.ts statesFromColumns). The same code reads
// inline where there is no Worker (tests), so both ways give the same rows.
import type { CompactStatusSnapshot } from '../../../contract/live-feed';
import type { MapObject } from '../../../domain/seat-map/types';
import type { ChannelObjects } from '../../../domain/status-snapshot/channel-digest';
import { eachSnapshotRow, type SnapshotRow } from '../../../domain/status-snapshot/snapshot-rows';
import { isPlainFree } from '../live/plain-free';
import { repeatsFit, repeatsOf } from './label-index';
import { SEP } from './label-walk';
import { KINDS, type PackedChart } from './layout-transfer';

/** The snapshot's kept rows: the k-th kept row is row `rows[k]` of the label order. */
export interface SnapshotColumns {
  revision: number;
  /** The label order's digest the rows were read against. */
  labelsDigest: string;
  rows: Int32Array;
  /** Per kept row, an index into `strings` (-1: absent). */
  status: Int32Array;
  holdToken: Int32Array;
  channel: Int32Array;
  category: Int32Array;
  forSale: Uint8Array;
  /** The distinct statuses, tokens, channels and categories the kept rows name. */
  strings: string[];
}

/** The label order (the first object of each label) with what the reading asks of its objects. */
export interface SnapshotOrder {
  labels: readonly string[];
  digest: string;
  /** The drawing's own category of the i-th object of the order. */
  categoryOf(i: number): string | undefined;
  /** Whether it is a GA area (always kept: its places are counted). */
  isArea(i: number): boolean;
}

/** The order of objects laid out (label-index.ts `firsts`). */
export function orderOfObjects(
  firsts: readonly MapObject[],
  labels: readonly string[],
  digest: string,
): SnapshotOrder {
  return {
    labels,
    digest,
    categoryOf: (i) => firsts[i]?.categoryKey,
    isArea: (i) => firsts[i]?.kind === 'generalAdmission',
  };
}

/**
 * The order of a packed layout (a kept one, whose buffers the page was sent), read from its
 * columns without making its 100,000 objects.
 */
export function orderOfPacked(packed: PackedChart, digest: string): SnapshotOrder {
  const n = packed.count;
  const all = n > 0 ? packed.labels.split(SEP) : [];
  const whole = new Map<number, MapObject>();
  packed.wholeAt.forEach((at, j) => {
    const object = packed.whole[j] as MapObject;
    whole.set(at, object);
    all[at] = object.label;
  });
  const objects = all.map((label) => ({ label }));
  const repeats = new Set(repeatsFit(packed.repeats, n) ? packed.repeats : repeatsOf(objects));
  const positions =
    repeats.size === 0 ? undefined : all.flatMap((_, i) => (repeats.has(i) ? [] : [i]));
  const at = (i: number) => (positions ? (positions[i] as number) : i);
  const { categoryKey } = packed.columns;
  const area = KINDS.indexOf('generalAdmission');
  return {
    labels: positions ? positions.map((i) => all[i] as string) : all,
    digest,
    categoryOf(i) {
      const object = whole.get(at(i));
      if (object) return object.categoryKey;
      const value = categoryKey.at[at(i)] as number;
      return value >= 0 ? categoryKey.values[value] : undefined;
    },
    isArea(i) {
      const object = whole.get(at(i));
      return object ? object.kind === 'generalAdmission' : packed.kind[at(i)] === area;
    },
  };
}

/** The kept rows of a compact snapshot; throws as eachSnapshotRow does when it does not fit. */
export function snapshotColumns(
  snapshot: CompactStatusSnapshot,
  order: SnapshotOrder,
  channels: readonly ChannelObjects[],
): SnapshotColumns {
  const kept: number[] = [];
  const fields: number[][] = [[], [], [], [], []];
  const strings: string[] = [];
  const index = new Map<string, number>();
  const at = (value: string | undefined) => {
    if (value === undefined) return -1;
    let i = index.get(value);
    if (i === undefined) {
      i = strings.push(value) - 1;
      index.set(value, i);
    }
    return i;
  };
  // One holder for the object's category, filled anew per row.
  const object: { categoryKey?: string } = {};
  const visit = (row: SnapshotRow, i: number) => {
    object.categoryKey = order.categoryOf(i);
    if (!order.isArea(i) && row.places === undefined && isPlainFree(row, object)) return;
    kept.push(i);
    fields[0]?.push(at(row.status));
    fields[1]?.push(at(row.holdToken));
    fields[2]?.push(at(row.channel));
    fields[3]?.push(at(row.category));
    fields[4]?.push(row.forSale ? 1 : 0);
  };
  eachSnapshotRow(snapshot, order.labels, channels, order.digest, visit);
  const [status, holdToken, channel, category, forSale] = fields as number[][];
  return {
    revision: snapshot.revision,
    labelsDigest: order.digest,
    rows: Int32Array.from(kept),
    status: Int32Array.from(status ?? []),
    holdToken: Int32Array.from(holdToken ?? []),
    channel: Int32Array.from(channel ?? []),
    category: Int32Array.from(category ?? []),
    forSale: Uint8Array.from(forSale ?? []),
    strings,
  };
}

/** The buffers the columns hold: transferred from the worker, not copied. */
export const columnBuffers = (c: SnapshotColumns): ArrayBuffer[] =>
  [c.rows, c.status, c.holdToken, c.channel, c.category, c.forSale].map(
    (column) => column.buffer as ArrayBuffer,
  );

/** Whether a worker's answer has the columns' shape, each column as long as `rows`. */
export function isSnapshotColumns(value: unknown): value is SnapshotColumns {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Partial<SnapshotColumns>;
  const n = c.rows instanceof Int32Array ? c.rows.length : -1;
  const fits = (column: unknown) => column instanceof Int32Array && column.length === n;
  return (
    n >= 0 &&
    typeof c.revision === 'number' &&
    typeof c.labelsDigest === 'string' &&
    Array.isArray(c.strings) &&
    fits(c.status) &&
    fits(c.holdToken) &&
    fits(c.channel) &&
    fits(c.category) &&
    c.forSale instanceof Uint8Array &&
    c.forSale.length === n
  );
}

/**
 * Each kept row as the snapshot's reading hands it (one row object filled anew: a visitor copies
 * what it keeps), with its position in the label order. `places`: the snapshot's, by position.
 */
export function eachColumnsRow(
  columns: SnapshotColumns,
  labels: readonly string[],
  places: Record<string, unknown>,
  visit: (row: SnapshotRow, i: number) => void,
): void {
  const { rows, strings } = columns;
  const pick = (at: number) => (at < 0 ? undefined : strings[at]);
  const row: SnapshotRow = { label: '', status: 'free', forSale: true };
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k] as number;
    row.label = labels[i] as string;
    row.status = pick(columns.status[k] as number) ?? 'free';
    row.forSale = columns.forSale[k] === 1;
    row.holdToken = pick(columns.holdToken[k] as number);
    row.channel = pick(columns.channel[k] as number);
    row.category = pick(columns.category[k] as number);
    row.places = places[i];
    visit(row, i);
  }
}
