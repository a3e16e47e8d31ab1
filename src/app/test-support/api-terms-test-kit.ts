// The service's own words that must not reach what staff read (issue 28 item 11): statuses,
// options and fields of the seats.io API, and its error codes. A tooltip (title) may carry them;
// visible text may not. Used by the staff-words tests over texts and rendered pages.
import { expect } from 'vitest';

/** API terms as they would leak: the wire's names, never the staff's words for them. */
export const API_TERMS = [
  'reservedByToken',
  'channelKeys',
  'NO_CHANNEL',
  'allowedPreviousStatuses',
  'rejectedPreviousStatuses',
  'ignoreChannels',
  'bestAvailable',
  'nextToEachOther',
  'keepExtraData',
  'expiresInSeconds',
  'holdToken',
  'categoryKey',
  'objectLabel',
] as const;

/** An error code shape (`OBJECT_ALREADY_IN_STATUS`, `HOLD_TOKEN_INVALID`). */
const ERROR_CODE = /\b[A-Z]+(?:_[A-Z]+){1,}\b/;

/** The API terms (and error codes) found in `text`; empty when it reads in staff words. */
export function apiTermsIn(text: string): string[] {
  const found: string[] = API_TERMS.filter((term) => text.includes(term));
  const code = ERROR_CODE.exec(text);
  if (code) found.push(code[0]);
  return found;
}

/** Fails naming each API term in the visible text of `element` (attributes are not text). */
export function expectNoApiTerms(element: Element | string): void {
  const text = typeof element === 'string' ? element : (element.textContent ?? '');
  expect(apiTermsIn(text), `API terms in: ${text}`).toEqual([]);
}
