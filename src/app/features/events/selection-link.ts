// A map selection carried to the batch desk and the object lookup in the URL, written the way staff
// type labels (`A-1..A-8, B-3`, lib/label-ranges.ts reads it back), so a block of a few hundred
// seats stays a short link.
import { MAX_RANGE } from '../../lib/label-ranges';

/** Longer links are refused with a sentence: servers and proxies cut URLs of about 8 KB. */
export const MAX_LINK_TEXT = 4000;

const TRAILING_NUMBER = /^(.*?)(0|[1-9]\d*)$/;

/** `A-1, A-2, A-3, A-10, B-1` → `A-1..A-3, A-10, B-1`, in natural label order. */
export function compactLabels(labels: Iterable<string>): string {
  const parsed = [...new Set(labels)].map((label) => {
    const match = TRAILING_NUMBER.exec(label);
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

export type SelectionLink = { ok: true; search: string } | { ok: false; problem: string };

/** `?event=…&objects=…` for the batch desk, or why the selection is too large for a link. */
export function batchDeskLink(eventKey: string, selection: Iterable<string>): SelectionLink {
  const objects = compactLabels(selection);
  if (objects.length > MAX_LINK_TEXT) {
    return {
      ok: false,
      problem:
        'This selection is too large to take to the batch desk in one go; select a smaller block (a few hundred seats) at a time.',
    };
  }
  return { ok: true, search: `?${new URLSearchParams({ event: eventKey, objects })}` };
}

/** The object lookup for one or a few objects of the event. */
export function lookupLink(eventKey: string, labels: Iterable<string>): string {
  return `/batch/lookup?${new URLSearchParams({ event: eventKey, labels: compactLabels(labels) })}`;
}
