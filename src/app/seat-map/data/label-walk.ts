// One walk of a drawing's labels for what the layout worker sends ahead of the layout: which
// objects repeat an earlier label, and the digest of the label order (the first object of each
// label) the status snapshot is asked with. The labels come out of the layout as concatenated
// strings; a Set of 100,000 of them (each flattened, hashed and inserted) cost the worker some
// 350 ms before it could answer. Here they are joined once into one flat string (which the packed
// layout carries anyway, layout-transfer.ts), each label hashed in place and kept in a table of
// positions: two labels are compared only when their hashes meet.
import { digestOf } from '../../../domain/status-snapshot/label-digest';

/** Separates packed labels: a control character no label of a drawing carries. */
export const SEP = '\u0000';

export interface LabelFacts {
  /** The digest of the label order (label-digest.ts labelOrderDigest of the first of each). */
  labelsDigest: string;
  /** Ascending positions of the objects whose label an earlier object has. */
  repeats: number[];
}

/** Every label of a layout in one flat string, and where each starts. */
export interface JoinedLabels {
  /** The labels joined by SEP. */
  text: string;
  /** Where each of the n labels starts; `starts[n]` is one past the end of the text. */
  starts: Int32Array;
}

/** The objects' labels joined by SEP, or undefined when a label itself holds SEP. */
export function joinedLabels(objects: readonly { label: string }[]): JoinedLabels | undefined {
  const n = objects.length;
  const labels: string[] = new Array(n);
  for (let i = 0; i < n; i++) labels[i] = (objects[i] as { label: string }).label;
  // Joined as they are (asking each whether it holds SEP would flatten each first): a label
  // holding it shows as one separator too many.
  const text = labels.join(SEP);
  const starts = new Int32Array(n + 1);
  let k = 1;
  for (let j = 0; j < text.length; j++) {
    if (text.charCodeAt(j) !== 0) continue;
    if (k >= n) return undefined;
    starts[k++] = j + 1;
  }
  starts[n] = text.length + 1;
  return { text, starts };
}

function sameLabel({ text, starts }: JoinedLabels, i: number, k: number): boolean {
  const a = starts[i] as number;
  const b = starts[k] as number;
  const length = (starts[i + 1] as number) - a;
  if ((starts[k + 1] as number) - b !== length) return false;
  for (let j = 0; j < length - 1; j++) {
    if (text.charCodeAt(a + j) !== text.charCodeAt(b + j)) return false;
  }
  return true;
}

/** Positions of the labels that an earlier label repeats. */
export function repeatsInJoined(joined: JoinedLabels): number[] {
  const { text, starts } = joined;
  const n = starts.length - 1;
  let size = 16;
  while (size < n * 2) size *= 2;
  // Open addressing: each slot holds a position + 1 (0: empty), found by the label's hash.
  const slots = new Int32Array(size);
  const hashes = new Int32Array(n);
  const repeats: number[] = [];
  for (let i = 0; i < n; i++) {
    let h = 0x811c9dc5 | 0;
    const end = (starts[i + 1] as number) - 1;
    for (let j = starts[i] as number; j < end; j++) h = Math.imul(h ^ text.charCodeAt(j), 16777619);
    hashes[i] = h;
    let slot = (h ^ (h >>> 15)) & (size - 1);
    for (;;) {
      const at = slots[slot] as number;
      if (at === 0) {
        slots[slot] = i + 1;
        break;
      }
      if (hashes[at - 1] === h && sameLabel(joined, at - 1, i)) {
        repeats.push(i);
        break;
      }
      slot = (slot + 1) & (size - 1);
    }
  }
  return repeats;
}

/** The repeats and the label order's digest of the joined labels. */
export function labelFactsOfJoined(joined: JoinedLabels): LabelFacts {
  const { text, starts } = joined;
  const n = starts.length - 1;
  const repeats = repeatsInJoined(joined);
  const labelsDigest = digestOf(n - repeats.length, (take) => {
    let next = 0;
    for (let i = 0; i < n; i++) {
      if (repeats[next] === i) next++;
      else take(text.slice(starts[i] as number, (starts[i + 1] as number) - 1));
    }
  });
  return { labelsDigest, repeats };
}
