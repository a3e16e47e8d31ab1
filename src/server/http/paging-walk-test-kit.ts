// Walks a paged list (the wire's `items`, `next_page_starts_after`, `previous_page_ends_before`)
// to its end forward and then back to its start, adding an item before every page read: each
// item must be seen once, none skipped.
import { expect } from 'vitest';

export interface WirePage<T> {
  items: T[];
  next_page_starts_after?: number | string;
  previous_page_ends_before?: number | string;
}

export interface Walk<T> {
  /** Reads one page; `cursor` is `start_after_id=…`, `end_before_id=…` or empty. */
  page: (cursor: string) => Promise<WirePage<T>>;
  /** Adds one item to the list meanwhile (it lands at the newest end). */
  add: () => Promise<void>;
  /** How an item is told apart from the others. */
  name: (item: T) => string;
}

export async function walkBothWays<T>(
  walk: Walk<T>,
): Promise<{ forward: string[]; backward: string[] }> {
  const forward: string[] = [];
  let page = await walk.page('');
  forward.push(...page.items.map(walk.name));
  while (page.next_page_starts_after !== undefined) {
    await walk.add();
    page = await walk.page(`start_after_id=${page.next_page_starts_after}`);
    forward.push(...page.items.map(walk.name));
  }
  // Back from the last page towards the newest end: items added meanwhile are met there.
  const backward: string[] = [...page.items.map(walk.name)].reverse();
  while (page.previous_page_ends_before !== undefined) {
    await walk.add();
    page = await walk.page(`end_before_id=${page.previous_page_ends_before}`);
    backward.push(...[...page.items.map(walk.name)].reverse());
  }
  return { forward, backward: backward.reverse() };
}

/**
 * The checks every list route must pass: forward the list as it was when the walk began, each
 * once, in order; backward that list with the items added meanwhile in front, each once.
 */
export function expectWholeWalk(
  walked: { forward: string[]; backward: string[] },
  before: string[],
  after: string[],
) {
  expect(walked.forward).toEqual(before);
  expect(new Set(walked.backward).size).toBe(walked.backward.length);
  expect(walked.backward).toEqual(after);
}
