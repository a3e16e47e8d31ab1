// What an event's stored states say of each seat of its chart's lines, one byte per seat: free,
// taken, or "ask" (held with a token: whether it is free depends on the token being alive at the
// moment of the choice). Built once from every state, then moved forward over each committed
// write, so that a choice does not look up 100,000 states (that lookup was most of its cost).
import { type FlatChart, FREE, HELD, type ObjectState } from '../model';
import { linesOf } from './rows';

export const TAKEN = 0;
export const FREE_SEAT = 1;
export const ASK = 2;

/** The marks of one event's seats at one states revision; never changed once made. */
export interface SeatMarks {
  chart: FlatChart;
  marks: Uint8Array;
}

/** A seat's mark from its stored state (a seat, never a GA area: lines hold seats only). */
export function markOf(state: ObjectState | undefined): number {
  if (!state) return FREE_SEAT;
  if (state.status === HELD) return ASK;
  return (state.status ?? FREE) === FREE && !state.notForSale ? FREE_SEAT : TAKEN;
}

export function seatMarksOf(chart: FlatChart, states: ReadonlyMap<string, ObjectState>): SeatMarks {
  const { seats } = linesOf(chart);
  const marks = new Uint8Array(seats.length).fill(FREE_SEAT);
  const { position } = linesOf(chart);
  for (const [label, state] of states) {
    const at = position.get(label);
    if (at !== undefined) marks[at] = markOf(state);
  }
  return { chart, marks };
}

/** The marks after `writes` (label → new state, undefined: none): a copy, the old one stays. */
export function stepSeatMarks(
  from: SeatMarks,
  writes: ReadonlyMap<string, ObjectState | undefined>,
): SeatMarks {
  const marks = from.marks.slice();
  const { position } = linesOf(from.chart);
  for (const [label, state] of writes) {
    const at = position.get(label);
    if (at !== undefined) marks[at] = markOf(state);
  }
  return { chart: from.chart, marks };
}
