// A map selection carried to the batch desk and the object lookup in the URL, written the way staff
// type labels (`A-1..A-8, B-3`, lib/label-ranges.ts reads it back), so a block of a few hundred
// seats stays a short link.
import { compactLabels } from '../../lib/label-ranges';

export { compactLabels };

/** Longer links are refused with a sentence: servers and proxies cut URLs of about 8 KB. */
export const MAX_LINK_TEXT = 4000;

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
