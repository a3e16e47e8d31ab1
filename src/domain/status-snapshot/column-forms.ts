// A column of the compact status snapshot in the shortest of three forms, chosen per answer by
// the service and read by the seat map with this one pair of functions (docs/live-feed.md):
// - dense: one fixed-width code per object (columns.ts), for states scattered without pattern;
// - exceptions: a default index, then only the objects that differ from it, as the gaps between
//   them and their codes: a venue before its sale is mostly free, so 100,000 seats cost their
//   5,000 holds, not 100,000 digits;
// - runs: the lengths of runs of equal indexes and their codes: a category covers whole sections.
// Gaps and lengths are variable-length numbers in the same JSON-safe alphabet as the codes.
import { decodeColumn, encodeColumn } from './columns';

export type DenseColumn = string;
export interface ExceptionsColumn {
  /** The index of every object not listed (-1: none). */
  default: number;
  /** Before each listed object, how many objects since the previous listed one were skipped. */
  gaps: string;
  codes: string;
}
export interface RunsColumn {
  /** Each run's length, less one. */
  runs: string;
  codes: string;
}
export type PackedColumn = DenseColumn | ExceptionsColumn | RunsColumn;

/** '#' to '~' without the backslash, as columns.ts: nothing JSON escapes. */
const DIGITS = Array.from({ length: 92 }, (_, i) => String.fromCharCode(0x23 + i)).filter(
  (c) => c !== '\\',
);
// A number's last digit is one of FINAL, the ones before it of MORE (least significant first).
const MORE = DIGITS.slice(0, 45);
const FINAL = DIGITS.slice(45);
const MORE_OF = new Map(MORE.map((digit, value) => [digit, value]));
const FINAL_OF = new Map(FINAL.map((digit, value) => [digit, value]));

/** `numbers` (each ≥ 0) as self-delimiting digits: one digit below 46, two below 2,116, three below 95,266. */
export function encodeNumbers(numbers: Iterable<number>): string {
  const parts: string[] = [];
  for (let n of numbers) {
    // Each digit before the last takes FINAL.length off, so no two spellings of one number.
    while (n >= FINAL.length) {
      n -= FINAL.length;
      parts.push(MORE[n % MORE.length]);
      n = Math.floor(n / MORE.length);
    }
    parts.push(FINAL[n]);
  }
  return parts.join('');
}

/** The numbers back; undefined on an unknown digit or a number cut short. */
export function decodeNumbers(digits: string): number[] | undefined {
  const numbers: number[] = [];
  let more: number[] = [];
  for (const digit of digits) {
    const before = MORE_OF.get(digit);
    if (before !== undefined) {
      if (more.length >= 9) return undefined; // past 2^53
      more.push(before);
      continue;
    }
    const final = FINAL_OF.get(digit);
    if (final === undefined) return undefined;
    let n = final;
    for (let k = more.length - 1; k >= 0; k--) n = n * MORE.length + more[k] + FINAL.length;
    numbers.push(n);
    more = [];
  }
  return more.length === 0 ? numbers : undefined;
}

/** The index most objects have (the first of equals when tied). */
function mostCommon(indexes: ArrayLike<number>): number {
  const counts = new Map<number, number>();
  let best = -1;
  let bestCount = 0;
  for (let i = 0; i < indexes.length; i++) {
    const count = (counts.get(indexes[i]) ?? 0) + 1;
    counts.set(indexes[i], count);
    if (count > bestCount) [best, bestCount] = [indexes[i], count];
  }
  return best;
}

export function encodeExceptions(indexes: ArrayLike<number>, values: number): ExceptionsColumn {
  const fallback = mostCommon(indexes);
  const gaps: number[] = [];
  const listed: number[] = [];
  let previous = -1;
  for (let i = 0; i < indexes.length; i++) {
    if (indexes[i] === fallback) continue;
    gaps.push(i - previous - 1);
    listed.push(indexes[i]);
    previous = i;
  }
  return { default: fallback, gaps: encodeNumbers(gaps), codes: encodeColumn(listed, values) };
}

export function encodeRuns(indexes: ArrayLike<number>, values: number): RunsColumn {
  const lengths: number[] = [];
  const listed: number[] = [];
  for (let i = 0; i < indexes.length; ) {
    let end = i + 1;
    while (end < indexes.length && indexes[end] === indexes[i]) end++;
    lengths.push(end - i - 1);
    listed.push(indexes[i]);
    i = end;
  }
  return { runs: encodeNumbers(lengths), codes: encodeColumn(listed, values) };
}

const sizeOf = (column: PackedColumn) =>
  typeof column === 'string' ? column.length : JSON.stringify(column).length;

/** `indexes` (-1: none) into a dictionary of `values` entries, in the form of fewest characters. */
export function encodePacked(indexes: ArrayLike<number>, values: number): PackedColumn {
  const forms: PackedColumn[] = [
    encodeColumn(indexes, values),
    encodeExceptions(indexes, values),
    encodeRuns(indexes, values),
  ];
  return forms.reduce((best, form) => (sizeOf(form) < sizeOf(best) ? form : best));
}

/** The indexes of `count` objects back (-1: none), from any form; undefined when malformed. */
export function decodePacked(
  column: PackedColumn,
  values: number,
  count: number,
): Int32Array | undefined {
  if (typeof column === 'string') return decodeColumn(column, values, count);
  const numbers = decodeNumbers('runs' in column ? column.runs : column.gaps);
  const listed = numbers && decodeColumn(column.codes, values, numbers.length);
  if (!numbers || !listed) return undefined;
  const indexes = new Int32Array(count);
  let at = 0;
  if ('runs' in column) {
    numbers.forEach((less, k) => {
      indexes.fill(listed[k], at, at + less + 1);
      at += less + 1;
    });
    return at === count ? indexes : undefined;
  }
  if (!Number.isInteger(column.default) || column.default < -1 || column.default >= values) {
    return undefined;
  }
  indexes.fill(column.default);
  for (let k = 0; k < numbers.length; k++) {
    at += numbers[k];
    if (at >= count) return undefined;
    indexes[at++] = listed[k];
  }
  return indexes;
}
