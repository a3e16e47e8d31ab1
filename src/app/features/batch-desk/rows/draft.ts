// The batch being composed: rows as the form holds them (text as typed), and the operations on
// the list. The rows are the desk's own work in progress, not server data, so they live in the
// page's state (and in sessionStorage, so a look at the object lookup does not lose them).
import { z } from 'zod';
import { statusFromWord } from '../../../lib/status-names';

export const ROW_ACTIONS = ['book', 'hold', 'release', 'custom'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

export const DraftRowSchema = z.object({
  id: z.string(),
  eventKey: z.string(),
  objects: z.string(),
  action: z.enum(ROW_ACTIONS),
  customStatus: z.string(),
  holdToken: z.string(),
  orderId: z.string(),
  keepExtraData: z.boolean(),
  /** Channel keys the objects may be in; `NO_CHANNEL` for objects in none. */
  channelKeys: z.array(z.string()),
  ignoreChannels: z.boolean(),
  /** Comma-separated statuses, as typed. */
  allowedPrevious: z.string(),
  rejectedPrevious: z.string(),
});
export type DraftRow = z.infer<typeof DraftRowSchema>;

let counter = 0;
function nextId(): string {
  counter += 1;
  return `row-${Date.now().toString(36)}-${counter}`;
}

export function newRow(fields: Partial<Omit<DraftRow, 'id'>> = {}): DraftRow {
  return {
    id: nextId(),
    eventKey: '',
    objects: '',
    action: 'book',
    customStatus: '',
    holdToken: '',
    orderId: '',
    keepExtraData: false,
    channelKeys: [],
    ignoreChannels: false,
    allowedPrevious: '',
    rejectedPrevious: '',
    ...fields,
  };
}

export type RowsAction =
  | { type: 'add'; fields?: Partial<Omit<DraftRow, 'id'>> }
  | { type: 'update'; id: string; fields: Partial<Omit<DraftRow, 'id'>> }
  | { type: 'duplicate'; id: string }
  | { type: 'move'; id: string; by: -1 | 1 }
  | { type: 'remove'; id: string }
  | { type: 'replace'; rows: DraftRow[] };

export function rowsReducer(rows: DraftRow[], action: RowsAction): DraftRow[] {
  switch (action.type) {
    case 'add':
      return [...rows, newRow(action.fields)];
    case 'update':
      return rows.map((row) => (row.id === action.id ? { ...row, ...action.fields } : row));
    case 'duplicate': {
      const at = rows.findIndex((row) => row.id === action.id);
      if (at < 0) return rows;
      const copy = { ...rows[at], id: nextId(), channelKeys: [...rows[at].channelKeys] };
      return [...rows.slice(0, at + 1), copy, ...rows.slice(at + 1)];
    }
    case 'move': {
      const at = rows.findIndex((row) => row.id === action.id);
      const to = at + action.by;
      if (at < 0 || to < 0 || to >= rows.length) return rows;
      const next = [...rows];
      [next[at], next[to]] = [next[to], next[at]];
      return next;
    }
    case 'remove': {
      const next = rows.filter((row) => row.id !== action.id);
      // The desk always shows one row to start from.
      return next.length > 0 ? next : [newRow({ eventKey: rows[0]?.eventKey ?? '' })];
    }
    case 'replace':
      return action.rows.length > 0 ? action.rows : [newRow()];
  }
}

/** True when the row holds nothing typed yet (a flow may fill it instead of adding one). */
export function isBlankRow(row: DraftRow): boolean {
  return (
    row.objects.trim() === '' &&
    row.holdToken.trim() === '' &&
    row.orderId.trim() === '' &&
    row.customStatus.trim() === ''
  );
}

/** Comma-separated statuses (staff words or the service's) → the service's list, without blanks or repeats. */
export function statusList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(statusFromWord),
    ),
  ];
}

export const ACTION_LABELS: Record<RowAction, string> = {
  book: 'Book',
  hold: 'Hold',
  release: 'Release',
  custom: 'Custom status',
};

/** The same objects of the same event, changed the same way with the same token. */
const sameWork = (a: DraftRow, b: DraftRow) =>
  a.eventKey.trim() === b.eventKey.trim() &&
  a.action === b.action &&
  a.customStatus.trim() === b.customStatus.trim() &&
  a.objects.trim() === b.objects.trim() &&
  a.holdToken.trim() === b.holdToken.trim();

/**
 * The rows once a flow adds its rows: blank rows give way, and a row that does the same work as
 * one already there (the flow run a second time) takes its place instead of being added again.
 */
export function withFlowRows(rows: readonly DraftRow[], added: readonly DraftRow[]): DraftRow[] {
  const next = rows.filter((row) => !isBlankRow(row));
  for (const row of added) {
    const at = next.findIndex((one) => sameWork(one, row));
    if (at >= 0) next[at] = row;
    else next.push(row);
  }
  return next;
}
