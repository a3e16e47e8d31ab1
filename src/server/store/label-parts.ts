// The history's label index (docs/history.md, "Label filters"): every suffix of each label an
// event's history holds, in status_change_label_parts. A label CONTAINS a text when one of its
// suffixes begins with it, so seats.io's substring filter becomes a prefix range on the index;
// BEGINS_WITH is that range on the whole label (at = 0), ENDS_WITH an equal suffix. Both stores
// compare bytes (SQLite's BINARY, PostgreSQL's "C"), so UTF-8 order is code point order.
import type { Dialect } from './event-list-sql';
import type { NewStatusChange, StatusChangeFilterType } from './port';

/**
 * Up to this many matching (label, suffix) pairs, a filtered page reads those labels' entries
 * through their own index; beyond it the matches are so common that reading the event's entries
 * newest first fills a page sooner.
 */
export const FEW_LABEL_MATCHES = 2_000;

/** The (event, label) pairs of new entries, each once, in label order (one lock order). */
export function distinctLabels(rows: NewStatusChange[]) {
  const seen = new Map<string, { eventId: number; label: string }>();
  for (const { eventId, label } of rows) seen.set(`${eventId} ${label}`, { eventId, label });
  return [...seen.values()].sort(
    (a, b) => a.eventId - b.eventId || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
  );
}

/** The suffixes of a label, by code point (as SQLite's substr and PostgreSQL's substr count). */
export function labelSuffixes(label: string): Array<{ suffix: string; at: number }> {
  const chars = Array.from(label);
  return chars.map((_, at) => ({ suffix: chars.slice(at).join(''), at }));
}

/**
 * The least text above every text that begins with `prefix` (the range's open end), or undefined
 * when there is none (a prefix of only U+10FFFF).
 */
export function prefixEnd(prefix: string): string | undefined {
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = chars.pop()?.codePointAt(0) ?? 0;
    if (last < 0x10ffff) {
      const next = last === 0xd7ff ? 0xe000 : last + 1;
      return chars.join('') + String.fromCodePoint(next);
    }
  }
  return undefined;
}

/**
 * The condition on status_change_label_parts (after `WHERE event_id = …`) for the labels a
 * filter matches (not MATCHES, which the entries' own label index answers).
 */
export function labelPartsMatch(
  dialect: Dialect,
  type: StatusChangeFilterType,
  needle: string,
  ph: (value: unknown) => string,
): string {
  if (type === 'ENDS_WITH') return `suffix = ${ph(needle)}`;
  if (type === 'MATCHES') return `suffix = ${ph(needle)} AND at = 0`;
  const end = prefixEnd(needle);
  // The range finds the candidates through the index; the equality keeps only true prefixes.
  const length = Array.from(needle).length;
  const head = dialect === 'sqlite' ? 'substr(suffix, 1, ' : 'left(suffix, ';
  let sql = `suffix >= ${ph(needle)}${end === undefined ? '' : ` AND suffix < ${ph(end)}`}`;
  sql += ` AND ${head}${length}) = ${ph(needle)}`;
  return type === 'BEGINS_WITH' ? `${sql} AND at = 0` : sql;
}
