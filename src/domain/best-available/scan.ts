// One choice's view of the seats: which are free (from the event's seat marks, asking `stateOf`
// only for held seats and those the marks do not know), which may be taken (the request's filters,
// asked once per seat and only for free seats), and the searches of steps 1 to 4 over the windows
// ranked once per chart (windows.ts). A scan lives for one request (a later one sees other states);
// what outlives it is kept with the marks (alive windows) and per chart (scan-memos.ts).
import type { ChartObject } from '../model';
import type { Block } from './blocks';
import type { Candidates } from './candidates';
import type { ChartLines } from './rows';
import { factsOf, passesMemo, scanBuffer } from './scan-memos';
import { ASK, aliveWindows, FREE_SEAT, type SeatMarks, TAKEN } from './seat-marks';
import { rankedWindows } from './windows';

/** The marks of the event as stored, and the labels written since (read through `stateOf`). */
export interface KnownMarks {
  marks: SeatMarks;
  changed: Iterable<string>;
}

export class SeatScan {
  /** Per position: the mark, with "ask" replaced by the answer once asked. */
  private readonly state: Uint8Array;
  /** Per position: 0 not asked yet, 1 passes the request's filters, 2 does not (passesMemo). */
  private readonly passes: Uint8Array;
  private readonly whole: Uint8Array;
  readonly sections: string[];
  /** The stored marks, when the windows they know to be dead may be skipped. */
  private readonly skipping?: SeatMarks;

  constructor(
    private readonly lines: ChartLines,
    private readonly candidates: Candidates,
    private readonly accessibleWanted: boolean,
    known?: KnownMarks,
  ) {
    const count = lines.seats.length;
    this.state = scanBuffer(lines);
    this.passes = passesMemo(lines, candidates);
    if (
      known &&
      known.marks.chart === candidates.event.chart &&
      known.marks.marks.length === count
    ) {
      const { marks } = known.marks;
      this.state.set(marks);
      let freed = false;
      for (const label of known.changed) {
        const at = lines.position.get(label);
        if (at === undefined) continue;
        if (marks[at] === TAKEN) freed = true;
        this.state[at] = ASK;
      }
      // A seat taken in the marks but written since may be free again: nothing is skipped then.
      if (!freed) this.skipping = known.marks;
    } else {
      this.state.fill(ASK);
    }
    ({ whole: this.whole, sections: this.sections } = factsOf(lines, candidates));
  }

  /**
   * Calls `visit(k)` on the ranked windows of `size` not known to be dead, best first, until it
   * answers true. With the stored marks, the windows found to hold a seat they say is taken are
   * dropped from their alive list on the way, for every later choice.
   */
  private eachAlive(
    size: number,
    starts: Int32Array,
    visit: (k: number) => boolean,
    accessible?: number,
  ): void {
    const stored = this.skipping;
    const key = accessible === undefined ? `${size}` : `${size}/${accessible}`;
    const list = stored && aliveWindows(stored, key, () => this.windows(size, starts, accessible));
    if (!stored || !list) {
      for (let k = 0; k < starts.length; k++) {
        if (accessible !== undefined && this.accessibleIn(starts[k], size) !== accessible) continue;
        if (visit(k)) return;
      }
      return;
    }
    const { marks } = stored;
    const { ks } = list;
    let write = 0;
    let read = 0;
    let stop = false;
    for (; read < list.length && !stop; read++) {
      const k = ks[read];
      const at = starts[k];
      let dead = false;
      for (let i = at; i < at + size; i++) {
        if (marks[i] === TAKEN) {
          dead = true;
          break;
        }
      }
      if (dead) continue;
      ks[write++] = k;
      stop = visit(k);
    }
    ks.copyWithin(write, read, list.length);
    list.length -= read - write;
  }

  /** The ranked windows of `size` (holding exactly `accessible` accessible seats, if given). */
  private windows(size: number, starts: Int32Array, accessible?: number): Int32Array {
    const ks: number[] = [];
    for (let k = 0; k < starts.length; k++) {
      if (accessible === undefined || this.accessibleIn(starts[k], size) === accessible) ks.push(k);
    }
    return Int32Array.from(ks);
  }

  /** Free and for sale, whatever the filters say. */
  free(at: number): boolean {
    let mark = this.state[at];
    if (mark === ASK) {
      mark = this.candidates.isFree(this.lines.seats[at]) ? FREE_SEAT : TAKEN;
      this.state[at] = mark;
    }
    return (mark & 1) === 1;
  }

  /** Free, passes the filters, and not an accessible seat unless the request wants them. */
  take(at: number): boolean {
    if (!this.free(at)) return false;
    if (!this.accessibleWanted && this.lines.accessible[at]) return false;
    let passes = this.passes[at];
    if (passes === 0) {
      passes = this.candidates.passes(this.lines.seats[at]) ? 1 : 2;
      this.passes[at] = passes;
    }
    return passes === 1;
  }

  /** All `size` seats from `at` may be taken, in a line that may be chosen in. */
  private takeable(at: number, size: number): boolean {
    if (this.whole[this.lines.lineOf[at]]) return false;
    for (let i = at; i < at + size; i++) if (!this.take(i)) return false;
    return true;
  }

  /** A single free seat between the window and a taken seat or the line's end. */
  private strands(at: number, size: number): boolean {
    const start = this.lines.lineStart[at];
    const end = this.lines.lineEnd[at];
    if (at - 1 >= start && this.free(at - 1) && !(at - 2 >= start && this.free(at - 2))) {
      return true;
    }
    const after = at + size;
    return after < end && this.free(after) && !(after + 1 < end && this.free(after + 1));
  }

  private accessibleIn(at: number, size: number): number {
    let count = 0;
    for (let i = at; i < at + size; i++) count += this.lines.accessible[i];
    return count;
  }

  /**
   * Steps 1 and 2: the best window of `size` takeable seats with exactly `accessible` accessible
   * seats that strands no seat (`unstranded`, looked for when `preventOrphans`), and the best one
   * whatever it strands (`any`): the first takeable window of the same walk, so that step 2 does
   * not walk the windows again when step 1 finds nothing (the end of a sell-out).
   */
  bestBlocks(
    size: number,
    accessible: number,
    preventOrphans: boolean,
  ): { unstranded?: Block; any?: Block } {
    const { starts, sums, maxes } = rankedWindows(this.lines, size, this.candidates.event.ranked);
    const found: { unstranded?: Block; any?: Block } = {};
    this.eachAlive(
      size,
      starts,
      (k) => {
        const at = starts[k];
        if (!this.takeable(at, size)) return false;
        const block = () => this.block(at, size, sums[k], maxes[k], accessible);
        found.any ??= block();
        if (preventOrphans && this.strands(at, size)) return false;
        found.unstranded = found.any.seats[0] === this.lines.seats[at] ? found.any : block();
        return true;
      },
      accessible,
    );
    return found;
  }

  /**
   * Steps 3 and 4: the takeable windows of `size` the placement may reach, nearest first, per
   * section and over all sections: those holding accessible seats, and of the others the `reach`
   * nearest, ties at the edge included.
   */
  nearest(size: number, reach: number): { bySection: Map<string, Block[]>; all: Block[] } {
    const { starts, sums, maxes } = rankedWindows(this.lines, size, this.candidates.event.ranked);
    const bySection = new Map<string, Block[]>(this.sections.map((s) => [s, []]));
    const all: Block[] = [];
    /** Lists that hold their `reach` nearest non-accessible blocks: the sum of the last. */
    const edge = new Map<Block[], number>();
    const counted = new Map<Block[], number>();
    const full = (list: Block[], sum: number) => {
      const limit = edge.get(list);
      return limit !== undefined && sum > limit;
    };
    let open = bySection.size + 1;
    let farthestEdge = Number.NEGATIVE_INFINITY;
    this.eachAlive(size, starts, (k) => {
      // Once every list has its edge, only ties at an edge (and accessible blocks) still count.
      if (open === 0 && !this.accessibleWanted && sums[k] > farthestEdge) return true;
      const at = starts[k];
      const list = bySection.get(this.lines.lines[this.lines.lineOf[at]].section);
      if (!list) return false;
      if (full(list, sums[k]) && full(all, sums[k]) && !this.accessibleWanted) return false;
      if (!this.takeable(at, size)) return false;
      const acc = this.accessibleIn(at, size);
      const found = this.block(at, size, sums[k], maxes[k], acc);
      for (const l of [list, all]) {
        if (acc > 0) {
          l.push(found);
          continue;
        }
        if (full(l, sums[k])) continue;
        l.push(found);
        const count = (counted.get(l) ?? 0) + 1;
        counted.set(l, count);
        if (count === reach) {
          edge.set(l, sums[k]);
          farthestEdge = Math.max(farthestEdge, sums[k]);
          open--;
        }
      }
      return false;
    });
    return { bySection, all };
  }

  private block(at: number, size: number, sum: number, max: number, acc: number): Block {
    const seats: ChartObject[] = this.lines.seats.slice(at, at + size);
    const section = this.lines.lines[this.lines.lineOf[at]].section;
    return { seats, section, sum, max, first: this.lines.drawn[at], accessible: acc };
  }
}
