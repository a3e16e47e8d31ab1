// Label ranges as staff type them: `A-1..A-8`, `A-1..8`, `R-03..R-01` (descending, zero padding
// kept). Shared by the channels editor, the event page's selection links and the batch desk.

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

/** A label's own number, without zero padding (`A-01` is not written as part of a range). */
const PLAIN_TRAILING_NUMBER = /^(.*?)(0|[1-9]\d*)$/;

/** `A-1, A-2, A-3, A-10, B-1` → `A-1..A-3, A-10, B-1`, in natural label order. */
export function compactLabels(labels: Iterable<string>): string {
  const parsed = [...new Set(labels)].map((label) => {
    const match = PLAIN_TRAILING_NUMBER.exec(label);
    return match
      ? { label, prefix: match[1], n: Number(match[2]) }
      : { label, prefix: label, n: -1 };
  });
  parsed.sort((a, b) => a.prefix.localeCompare(b.prefix, 'en') || a.n - b.n);
  const parts: string[] = [];
  let i = 0;
  while (i < parsed.length) {
    const first = parsed[i];
    let j = i;
    while (
      first.n >= 0 &&
      j + 1 < parsed.length &&
      parsed[j + 1].prefix === first.prefix &&
      parsed[j + 1].n === parsed[j].n + 1 &&
      parsed[j + 1].n - first.n < MAX_RANGE
    ) {
      j += 1;
    }
    // Two in a row are clearer written out than as a range.
    if (j - i >= 2) parts.push(`${first.label}..${parsed[j].label}`);
    else for (let k = i; k <= j; k += 1) parts.push(parsed[k].label);
    i = j + 1;
  }
  return parts.join(', ');
}
