// Label ranges as staff type them: `A-1..A-8`, `A-1..8`, `R-03..R-01` (descending, zero padding
// kept). Shared by the channels editor and the batch desk.

/** A range longer than this is almost certainly a typo (`A-1..A-10000`). */
export const MAX_RANGE = 2000;

const TRAILING_NUMBER = /^(.*?)(\d+)$/;

/** The labels of `A-1..A-8`, or a sentence saying why the range is not one. */
export function expandRange(token: string): string[] | string {
  const parts = token.split('..');
  if (parts.length !== 2) return `"${token}" is not a range: write it as A-1..A-8.`;
  const [left, right] = parts.map((part) => part.trim());
  const start = TRAILING_NUMBER.exec(left);
  if (!start) return `"${token}": a range must start with a label ending in a number, like A-1.`;
  const [, prefix, fromText] = start;
  let toText: string;
  if (/^\d+$/.test(right)) {
    toText = right;
  } else {
    const end = TRAILING_NUMBER.exec(right);
    if (!end || end[1] !== prefix) {
      return `"${token}": both ends of a range must share the part before the number ("${prefix}").`;
    }
    toText = end[2];
  }
  const from = Number(fromText);
  const to = Number(toText);
  const count = Math.abs(to - from) + 1;
  if (count > MAX_RANGE) return `"${token}" spans ${count} labels; at most ${MAX_RANGE} at once.`;
  // `A-01..A-12` keeps its zero padding.
  const width = fromText.length > 1 && fromText.startsWith('0') ? fromText.length : 0;
  const step = to >= from ? 1 : -1;
  const out: string[] = [];
  for (let n = from; n !== to + step; n += step)
    out.push(`${prefix}${String(n).padStart(width, '0')}`);
  return out;
}
