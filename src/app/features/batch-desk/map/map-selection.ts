// A row's objects as text and the desk map's selection, kept one: the map shows the labels the
// text names, and a change on the map edits the text as little as it can. What the map cannot
// show is never dropped: a GA quantity, a ticket type, a label that is not on the chart, an entry
// that does not read (the row's own check says what is wrong with it).

import type { ObjectRef } from '../../../../contract/status';
import { compactLabels } from '../../../lib/label-ranges';
import { formatObjects, parseObjectInput } from '../../../lib/object-input';

/** The entries of the text as staff separate them (the same separators as object-input.ts). */
function entriesOf(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

interface Entry {
  text: string;
  /** The labels it names; empty when it does not read. */
  labels: string[];
  refs: ObjectRef[];
  /** Labels only (a label or a range), with no quantity or ticket type. */
  plain: boolean;
}

const labelOf = (ref: ObjectRef) => (typeof ref === 'string' ? ref : ref.objectId);

function readEntry(text: string): Entry {
  const parsed = parseObjectInput(text);
  if (parsed.errors.length > 0) return { text, labels: [], refs: [], plain: false };
  return {
    text,
    labels: parsed.labels,
    refs: parsed.refs,
    plain: parsed.refs.every((ref) => typeof ref === 'string'),
  };
}

/** The labels of the text that are on the map: what the map shows selected. */
export function selectionOfText(text: string, onMap: (label: string) => boolean): Set<string> {
  return new Set(parseObjectInput(text).labels.filter(onMap));
}

/**
 * The text after the map's selection became `next`. Entries the map did not touch stay as typed;
 * a range that lost some of its labels is written again without them (each remaining label keeps
 * its ticket type); labels new to the selection are added at the end, as ranges where they follow
 * each other.
 */
export function textWithSelection(
  text: string,
  next: ReadonlySet<string>,
  onMap: (label: string) => boolean,
): string {
  const entries = entriesOf(text).map(readEntry);
  const named = new Set(entries.flatMap((entry) => entry.labels));
  const kept: string[] = [];
  for (const entry of entries) {
    const gone = entry.labels.filter((label) => onMap(label) && !next.has(label));
    if (gone.length === 0) kept.push(entry.text);
    else if (gone.length < entry.labels.length) {
      const left = entry.refs.filter((ref) => !gone.includes(labelOf(ref)));
      kept.push(entry.plain ? compactLabels(left.map(labelOf)) : formatObjects(left));
    }
  }
  const added = [...next].filter((label) => !named.has(label));
  if (added.length > 0) kept.push(compactLabels(added));
  const joined = kept.join(', ');
  // Nothing changed: the text stays exactly as typed (its own separators and spacing).
  return joined === entries.map((entry) => entry.text).join(', ') ? text : joined;
}
