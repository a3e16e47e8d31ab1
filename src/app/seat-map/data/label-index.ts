// Which object each label of the map names, in the drawing's order, without the label → object
// Map: that Map is 100,000 insertions on the page's thread, and the map's first frame needs only
// the drawing's order (the status snapshot lists the first object of each label in it) and which
// objects repeat an earlier label (never sold, drawn faded). The layout worker finds those while
// it digests the labels and sends them with the layout; a layout made elsewhere (the inline
// layout of tests and chart pages) is walked here once. `layout.byLabel` is still built when a
// seat is first looked up by label (domain/drawing/by-label.ts).
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import { joinedLabels, repeatsInJoined } from './label-walk';

export interface LabelIndex {
  /** The first object of each label, in the drawing's order: the status snapshot's order. */
  firsts: readonly MapObject[];
  /** Their labels (`firsts[i].label`). */
  labels: readonly string[];
  /** The later objects of a repeated label (usually none). */
  repeated: ReadonlySet<MapObject>;
}

/** Positions of the objects whose label an earlier object has. */
export function repeatsOf(objects: readonly { label: string }[]): number[] {
  const joined = joinedLabels(objects);
  if (joined !== undefined) return repeatsInJoined(joined);
  // A label holding the separator (never in a real drawing): the plain way.
  const seen = new Set<string>();
  const repeats: number[] = [];
  for (let i = 0; i < objects.length; i++) {
    const label = (objects[i] as { label: string }).label;
    if (seen.has(label)) repeats.push(i);
    else seen.add(label);
  }
  return repeats;
}

/** Ascending positions past the first in a layout of `n` objects (a kept layout is read back
 * from a store other code may write). */
export function repeatsFit(repeats: unknown, n: number): repeats is number[] {
  return (
    Array.isArray(repeats) &&
    repeats.every(
      (at, i) => Number.isInteger(at) && at > 0 && at < n && (i === 0 || at > repeats[i - 1]),
    )
  );
}

const givenRepeats = new WeakMap<SeatMapLayout, readonly number[]>();
const indexes = new WeakMap<SeatMapLayout, LabelIndex>();

/** The repeats the layout worker found for this layout (read by labelIndexOf, not checked). */
export function giveRepeats(layout: SeatMapLayout, repeats: readonly number[]): void {
  givenRepeats.set(layout, repeats);
}

export function labelIndexOf(layout: SeatMapLayout): LabelIndex {
  let index = indexes.get(layout);
  if (!index) {
    const { objects } = layout;
    const repeats = givenRepeats.get(layout) ?? repeatsOf(objects);
    const repeated = new Set<MapObject>();
    for (const at of repeats) {
      const object = objects[at];
      if (object) repeated.add(object);
    }
    const firsts = repeated.size === 0 ? objects : objects.filter((o) => !repeated.has(o));
    index = { firsts, labels: firsts.map((o) => o.label), repeated };
    indexes.set(layout, index);
  }
  return index;
}
