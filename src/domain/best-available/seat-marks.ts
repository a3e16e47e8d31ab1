// What an event's stored states say of each seat of its chart's lines, one byte per seat: free
// (with no stored state, or with one), taken, or "ask" (held with a token: whether it is free
// depends on the token being alive at the moment of the choice). Built once from every state, then moved forward over each committed
// write, so that a choice does not look up 100,000 states (that lookup was most of its cost).
import { type FlatChart, FREE, HELD, type ObjectState } from '../model';
import { linesOf } from './rows';

export const TAKEN = 0;
/** Free, no stored state. Free marks are odd: `mark & 1`. */
export const FREE_SEAT = 1;
export const ASK = 2;
/** Free and for sale, with a stored state (extra data, an order id kept...). */
export const FREE_STATE = 3;

/** The marks of one event's seats at one states revision; never changed once made. */
export interface SeatMarks {
  chart: FlatChart;
  marks: Uint8Array;
  /**
   * Per window size: how many of the best-ranked windows (windows.ts) hold a taken seat, as far as
   * a search has looked. Those can be skipped by every later choice on these marks, and on the
   * marks that follow them while no taken seat comes free.
   */
  dead: Map<number, number>;
}

/** A seat's mark from its stored state (a seat, never a GA area: lines hold seats only). */
export function markOf(state: ObjectState | undefined): number {
  if (!state) return FREE_SEAT;
  if (state.status === HELD) return ASK;
  return (state.status ?? FREE) === FREE && !state.notForSale ? FREE_STATE : TAKEN;
}

export function seatMarksOf(chart: FlatChart, states: ReadonlyMap<string, ObjectState>): SeatMarks {
  const { seats, position } = linesOf(chart);
  const marks = new Uint8Array(seats.length).fill(FREE_SEAT);
  for (const [label, state] of states) {
    const at = position.get(label);
    if (at !== undefined) marks[at] = markOf(state);
  }
  return { chart, marks, dead: new Map() };
}

/** The marks after `writes` (label → new state, undefined: none): a copy, the old one stays. */
export function stepSeatMarks(
  from: SeatMarks,
  writes: ReadonlyMap<string, ObjectState | undefined>,
): SeatMarks {
  const marks = from.marks.slice();
  const { position } = linesOf(from.chart);
  let freed = false;
  for (const [label, state] of writes) {
    const at = position.get(label);
    if (at === undefined) continue;
    const mark = markOf(state);
    if (marks[at] === TAKEN && mark !== TAKEN) freed = true;
    marks[at] = mark;
  }
  // Taking seats only makes more windows dead: what was skipped stays skippable.
  return { chart: from.chart, marks, dead: freed ? new Map() : new Map(from.dead) };
}

/**
 * The labels whose stored states a choice may read, when the marks alone cannot tell: held seats,
 * free seats with a state (a chosen one keeps its extra data), and every object outside the lines
 * (tables booked as a whole, booths, GA areas). Every other seat is either taken (never read) or
 * has no stored state. Undefined when that is a large part of the event: reading all is cheaper.
 */
export function labelsToRead(marks: SeatMarks): string[] | undefined {
  const { seats, outside } = linesOf(marks.chart);
  const labels = [...outside];
  const limit = seats.length / 4;
  for (let at = 0; at < marks.marks.length; at++) {
    if (marks.marks[at] < ASK) continue;
    labels.push(seats[at].label);
    if (labels.length > limit) return undefined;
  }
  return labels;
}
