// Arriving at the desk with `?event=…&objects=…` (the event page's "Open in batch
// desk"): which row takes the objects. Never over what a row already holds: a row of the event
// with other objects typed keeps them, and a new row takes the link's.
import { type DraftRow, newRow, type RowsAction } from './draft';

export interface Prefill {
  /** Absent: a row already names exactly these objects. */
  dispatch?: RowsAction;
  /** The row that has the objects now (shown on the map). */
  rowId: string;
}

export function prefillAction(
  rows: readonly DraftRow[],
  eventKey: string,
  objects: string,
): Prefill | undefined {
  const text = objects.trim();
  if (!text) return undefined;
  const same = rows.find((row) => row.eventKey.trim() === eventKey && row.objects.trim() === text);
  if (same) return { rowId: same.id };
  const empty = rows.find((row) => row.eventKey.trim() === eventKey && !row.objects.trim());
  if (empty) {
    return {
      dispatch: { type: 'update', id: empty.id, fields: { objects: text } },
      rowId: empty.id,
    };
  }
  const added = newRow({ eventKey, objects: text });
  return { dispatch: { type: 'replace', rows: [...rows, added] }, rowId: added.id };
}
