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
  /** How many seats are marked "ask" or free with a state: those a choice may read. */
  readable: number;
  /** Counts the marks that followed one another by steps; 0 when built from the states. */
  seq: number;
  /**
   * Per window size (and number of accessible seats in them, when a search wants an exact number),
   * the ranked windows (windows.ts) not known to hold a taken seat: shared with
   * the marks that follow while no taken seat comes free (taking seats only kills windows), and
   * cut down by the searches as they find windows dead (see `aliveWindows`).
   */
  alive: Map<string, AliveWindows>;
}

/** Indices into a size's ranked windows, best first: the first `length` count. */
export interface AliveWindows {
  ks: Int32Array;
  length: number;
  /** The newest marks (`seq`) it was cut down against. */
  seq: number;
}

/** Alive lists kept (sizes, accessible counts): each costs 4 bytes per seat at most. */
const ALIVE_SIZES = 8;

/**
 * The windows kept under `key` still worth looking at on `marks` (`windows` builds the list the
 * first time: the indices of the ranked windows it covers), or undefined when the list was already
 * cut down against newer marks (it may lack windows alive in these older ones): search them all.
 */
export function aliveWindows(
  marks: SeatMarks,
  key: string,
  windows: () => Int32Array,
): AliveWindows | undefined {
  let list = marks.alive.get(key);
  if (!list) {
    const ks = windows();
    list = { ks, length: ks.length, seq: marks.seq };
    if (marks.alive.size >= ALIVE_SIZES) marks.alive.clear();
    marks.alive.set(key, list);
  }
  if (list.seq > marks.seq) return undefined;
  list.seq = marks.seq;
  return list;
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
  let readable = 0;
  for (const [label, state] of states) {
    const at = position.get(label);
    if (at === undefined) continue;
    marks[at] = markOf(state);
    if (marks[at] >= ASK) readable++;
  }
  return { chart, marks, readable, seq: 0, alive: new Map() };
}

/** The marks after `writes` (label → new state, undefined: none): a copy, the old one stays. */
export function stepSeatMarks(
  from: SeatMarks,
  writes: ReadonlyMap<string, ObjectState | undefined>,
): SeatMarks {
  const marks = from.marks.slice();
  const { position } = linesOf(from.chart);
  let freed = false;
  let readable = from.readable;
  for (const [label, state] of writes) {
    const at = position.get(label);
    if (at === undefined) continue;
    const mark = markOf(state);
    if (marks[at] === TAKEN && mark !== TAKEN) freed = true;
    readable += (mark >= ASK ? 1 : 0) - (marks[at] >= ASK ? 1 : 0);
    marks[at] = mark;
  }
  // Taking seats only makes more windows dead: the alive lists stay supersets.
  const alive = freed ? new Map() : from.alive;
  return { chart: from.chart, marks, readable, seq: from.seq + 1, alive };
}

/**
 * The labels whose stored states a choice may read, when the marks alone cannot tell: held seats,
 * free seats with a state (a chosen one keeps its extra data), and every object outside the lines
 * (tables booked as a whole, booths, GA areas). Every other seat is either taken (never read) or
 * has no stored state. Undefined when those are more than a quarter of the seats: reading every
 * state costs less than reading that many one by one.
 */
export function labelsToRead(marks: SeatMarks): string[] | undefined {
  const { seats, outside } = linesOf(marks.chart);
  if (outside.length + marks.readable > seats.length / 4) return undefined;
  const labels = outside.map((obj) => obj.label);
  if (marks.readable === 0) return labels;
  for (let at = 0; at < marks.marks.length; at++) {
    if (marks.marks[at] >= ASK) labels.push(seats[at].label);
  }
  return labels;
}
