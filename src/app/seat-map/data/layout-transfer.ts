// A laid-out chart packed for the trip from the layout worker to the page. Structured cloning
// 100,000 seat objects costs about a second on this kind of machine (each object and string is
// written and read one by one); columns of numbers in transferred buffers and one string per text
// field cost a few milliseconds to send and about a tenth of that second to unpack. Objects that
// are not plain round seats (tables, areas, booths: a few per chart) travel as they are.
import { withByLabel } from '../../../domain/drawing/by-label';
import type { MapObject, MapObjectKind, SeatMapLayout } from '../../../domain/seat-map/types';
import type { LaidOutChart } from './chart-map';
import { giveRepeats, repeatsFit } from './label-index';
import { type JoinedLabels, SEP } from './label-walk';

export const KINDS: readonly MapObjectKind[] = ['seat', 'table', 'generalAdmission', 'booth'];
const OPTIONAL = ['section', 'rowKey', 'rowLabel', 'table', 'categoryKey', 'zone'] as const;
type OptionalField = (typeof OPTIONAL)[number];

interface Column {
  /** Distinct values; `at[i]` is an index into it, or -1 for absent. */
  values: string[];
  at: Int32Array;
}

export interface PackedChart {
  rest: Omit<SeatMapLayout, 'objects' | 'byLabel'>;
  tables: LaidOutChart['tables'];
  count: number;
  /** Positions in `objects` of the ones that travel whole, and those objects. */
  wholeAt: number[];
  whole: MapObject[];
  kind: Uint8Array;
  floor: Uint16Array;
  xyr: Float64Array;
  labels: string;
  displayLabels: string;
  columns: Record<OptionalField, Column>;
  /** The digest of the label order (chart-map.ts): kept with the layout, so "again" has it. */
  labelsDigest?: string;
  /** Objects repeating an earlier label (chart-map.ts): kept with it too. */
  repeats?: number[];
}

/** Writes one optional field's column: each distinct value once, then its index per object. */
class ColumnWriter {
  readonly values: string[] = [];
  readonly at: Int32Array;
  private readonly index = new Map<string, number>();
  // Neighbouring seats share their section, row and category: the last value is checked first.
  private lastValue: string | undefined;
  private lastAt = -1;

  constructor(n: number) {
    this.at = new Int32Array(n).fill(-1);
  }

  write(i: number, value: string | undefined): void {
    if (value === undefined) return;
    if (value !== this.lastValue) {
      let at = this.index.get(value);
      if (at === undefined) {
        at = this.values.push(value) - 1;
        this.index.set(value, at);
      }
      this.lastValue = value;
      this.lastAt = at;
    }
    this.at[i] = this.lastAt;
  }
}

function packable(o: MapObject): boolean {
  return (
    o.shape.type === 'circle' &&
    o.shape.cx === o.x &&
    o.shape.cy === o.y &&
    o.capacity === undefined &&
    !o.label.includes(SEP) &&
    !o.displayLabel.includes(SEP)
  );
}

/**
 * `joined`: every object's label joined by SEP (label-walk.ts joinedLabels), when the worker made
 * it for the label walk already: sent as it is (an object travelling whole is read from `whole`).
 */
export function packChart(
  chart: LaidOutChart,
  joined?: JoinedLabels,
): { packed: PackedChart; transfer: ArrayBuffer[] } {
  // Field by field: `byLabel` is made on first read (domain/drawing/by-label.ts), and the worker
  // has no use for it.
  const { objects, floors, sections, decorations, categories, zones, skipped } = chart.layout;
  const rest: PackedChart['rest'] = { floors, sections, decorations, categories, zones, skipped };
  if (chart.layout.seatRadius !== undefined) rest.seatRadius = chart.layout.seatRadius;
  if (chart.layout.trees !== undefined) rest.trees = chart.layout.trees;
  if (chart.layout.rows !== undefined) rest.rows = chart.layout.rows;
  const n = objects.length;
  const kind = new Uint8Array(n);
  const floor = new Uint16Array(n);
  const xyr = new Float64Array(n * 3);
  const labels: string[] = joined === undefined ? new Array(n) : [];
  const displayLabels: string[] = new Array(n);
  const wholeAt: number[] = [];
  const whole: MapObject[] = [];
  const writers = {
    section: new ColumnWriter(n),
    rowKey: new ColumnWriter(n),
    rowLabel: new ColumnWriter(n),
    table: new ColumnWriter(n),
    categoryKey: new ColumnWriter(n),
    zone: new ColumnWriter(n),
  } satisfies Record<OptionalField, ColumnWriter>;
  for (let i = 0; i < n; i++) {
    const o = objects[i] as MapObject;
    if (!packable(o)) {
      wholeAt.push(i);
      whole.push(o);
      if (joined === undefined) labels[i] = '';
      displayLabels[i] = '';
      continue;
    }
    kind[i] = KINDS.indexOf(o.kind);
    floor[i] = o.floor;
    xyr[i * 3] = o.x;
    xyr[i * 3 + 1] = o.y;
    xyr[i * 3 + 2] = o.shape.type === 'circle' ? o.shape.r : 0;
    if (joined === undefined) labels[i] = o.label;
    displayLabels[i] = o.displayLabel;
    // Field by field, not in a loop over their names: this runs 100,000 times.
    writers.section.write(i, o.section);
    writers.rowKey.write(i, o.rowKey);
    writers.rowLabel.write(i, o.rowLabel);
    writers.table.write(i, o.table);
    writers.categoryKey.write(i, o.categoryKey);
    writers.zone.write(i, o.zone);
  }
  const columns = Object.fromEntries(
    OPTIONAL.map((field) => [field, { values: writers[field].values, at: writers[field].at }]),
  ) as Record<OptionalField, Column>;
  const packed: PackedChart = {
    rest,
    tables: chart.tables,
    count: n,
    wholeAt,
    whole,
    kind,
    floor,
    xyr,
    labels: joined?.text ?? labels.join(SEP),
    displayLabels: displayLabels.join(SEP),
    columns,
    ...(chart.labelsDigest ? { labelsDigest: chart.labelsDigest } : {}),
    ...(chart.repeats ? { repeats: chart.repeats } : {}),
  };
  return { packed, transfer: buffersOf(packed) };
}

/** The buffers a packed chart holds: what is transferred with it, not copied. */
export function buffersOf(packed: PackedChart): ArrayBuffer[] {
  const { kind, floor, xyr, columns, rest } = packed;
  return [
    kind.buffer,
    floor.buffer,
    xyr.buffer,
    ...OPTIONAL.map((f) => columns[f].at.buffer),
    ...treeBuffers(rest.trees),
  ] as ArrayBuffer[];
}

export function treeBuffers(trees: SeatMapLayout['trees']): ArrayBuffer[] {
  return (trees ?? []).flatMap((t) => (t ? [t.boxes, t.centres] : []));
}

/** The hit-testing trees with their buffers copied (kept while the originals are transferred). */
export function copyOfTrees(
  trees: NonNullable<SeatMapLayout['trees']>,
): NonNullable<SeatMapLayout['trees']> {
  return trees.map((t) => t && { boxes: t.boxes.slice(0), centres: t.centres.slice(0) });
}

/**
 * A packed chart whose buffers are copies (a memcpy each, milliseconds): kept in the browser's
 * store after the original's buffers were transferred away.
 */
export function copyOfPacked(packed: PackedChart): PackedChart {
  const columns = Object.fromEntries(
    OPTIONAL.map((f) => [f, { ...packed.columns[f], at: packed.columns[f].at.slice() }]),
  ) as Record<OptionalField, Column>;
  const trees = packed.rest.trees && copyOfTrees(packed.rest.trees);
  return {
    ...packed,
    rest: { ...packed.rest, ...(trees ? { trees } : {}) },
    kind: packed.kind.slice(),
    floor: packed.floor.slice(),
    xyr: packed.xyr.slice(),
    columns,
  };
}

export function unpackChart(packed: PackedChart): LaidOutChart {
  const n = packed.count;
  const labels = n > 0 ? packed.labels.split(SEP) : [];
  const displayLabels = n > 0 ? packed.displayLabels.split(SEP) : [];
  const { section, rowKey, rowLabel, table, categoryKey, zone } = packed.columns;
  const { xyr, kind, floor } = packed;
  const objects: MapObject[] = new Array(n);
  // Written out field by field (no loop over field names): this runs 100,000 times on the page's
  // thread, and one object shape with monomorphic stores is several times faster.
  for (let i = 0; i < n; i++) {
    const x = xyr[i * 3] as number;
    const y = xyr[i * 3 + 1] as number;
    const o: MapObject = {
      label: labels[i] as string,
      kind: KINDS[kind[i] as number] as MapObjectKind,
      floor: floor[i] as number,
      x,
      y,
      shape: { type: 'circle', cx: x, cy: y, r: xyr[i * 3 + 2] as number },
      displayLabel: displayLabels[i] as string,
    };
    let at = section.at[i] as number;
    if (at >= 0) o.section = section.values[at];
    at = rowKey.at[i] as number;
    if (at >= 0) o.rowKey = rowKey.values[at];
    at = rowLabel.at[i] as number;
    if (at >= 0) o.rowLabel = rowLabel.values[at];
    at = table.at[i] as number;
    if (at >= 0) o.table = table.values[at];
    at = categoryKey.at[i] as number;
    if (at >= 0) o.categoryKey = categoryKey.values[at];
    at = zone.at[i] as number;
    if (at >= 0) o.zone = zone.values[at];
    objects[i] = o;
  }
  packed.wholeAt.forEach((at, j) => {
    objects[at] = packed.whole[j] as MapObject;
  });
  // `byLabel` as layoutSeatMap gives it: made on first read, the first of duplicate labels.
  const layout = withByLabel({ ...packed.rest, objects }, objects);
  // A layout kept by a build before the repeats were sent has none: label-index.ts walks it.
  if (repeatsFit(packed.repeats, n)) giveRepeats(layout, packed.repeats);
  return {
    layout,
    tables: packed.tables,
    ...(packed.labelsDigest ? { labelsDigest: packed.labelsDigest } : {}),
  };
}

/**
 * Whether a value read back from the browser's store has the packed chart's shape (a store shared
 * with other code, or written by a build that packed differently, must never reach unpackChart).
 */
export function isPackedChart(value: unknown): value is PackedChart {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<PackedChart>;
  const n = p.count;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return false;
  const columns = p.columns as Partial<Record<OptionalField, Column>> | undefined;
  return (
    typeof p.rest === 'object' &&
    p.rest !== null &&
    Array.isArray(p.tables) &&
    Array.isArray(p.wholeAt) &&
    Array.isArray(p.whole) &&
    p.whole.length === p.wholeAt.length &&
    p.kind instanceof Uint8Array &&
    p.kind.length === n &&
    p.floor instanceof Uint16Array &&
    p.floor.length === n &&
    p.xyr instanceof Float64Array &&
    p.xyr.length === n * 3 &&
    typeof p.labels === 'string' &&
    typeof p.displayLabels === 'string' &&
    typeof columns === 'object' &&
    columns !== null &&
    OPTIONAL.every((field) => {
      const column = columns[field];
      return (
        Array.isArray(column?.values) && column.at instanceof Int32Array && column.at.length === n
      );
    })
  );
}
