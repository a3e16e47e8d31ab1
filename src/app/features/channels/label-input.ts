// Typed assignments: labels separated by commas, semicolons or new lines, and ranges written
// `A-1..A-8` (or `A-1..8`). Labels may hold spaces (`Section A-A-1`), so spaces never separate.

/** A range longer than this is almost certainly a typo (`A-1..A-10000`). */
export const MAX_RANGE = 2000;

export interface ParsedLabels {
  labels: string[];
  errors: string[];
}

const TRAILING_NUMBER = /^(.*?)(\d+)$/;

export function parseLabelInput(text: string): ParsedLabels {
  const labels: string[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  const add = (label: string) => {
    if (!seen.has(label)) {
      seen.add(label);
      labels.push(label);
    }
  };

  for (const raw of text.split(/[,;\n]/)) {
    const token = raw.trim();
    if (!token) continue;
    if (!token.includes('..')) {
      add(token);
      continue;
    }
    const expanded = expandRange(token);
    if (typeof expanded === 'string') errors.push(expanded);
    else expanded.forEach(add);
  }
  return { labels, errors };
}

/** The labels of `A-1..A-8`, or a sentence saying why the range is not one. */
export function expandRange(token: string): string[] | string {
  const parts = token.split('..');
  if (parts.length !== 2) return `"${token}" is not a range: write it as A-1..A-8.`;
  const [left, right] = parts.map((part) => part.trim());
  const start = TRAILING_NUMBER.exec(left);
  if (!start) return `"${token}": the range must start with a label ending in a number, like A-1.`;
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
