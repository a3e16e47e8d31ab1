// Blocks of consecutive seats in the lines of a chart, ranked by nearness to the focal point.
// Searched without building an object per window: a stadium has 100,000 windows per size, and
// the search runs inside the group commit, so it must cost milliseconds, not a tenth of a second.
import type { ChartObject } from '../model';
import type { Candidates } from './candidates';
import type { SeatLine } from './rows';

/** One line as the search sees it: which seats may be taken, which are free, their distances. */
export interface PreparedLine {
  line: SeatLine;
  take: Uint8Array;
  free: Uint8Array;
  /** Free seats in a run ending at i (from the left) and starting at i (to the right). */
  runLeft: Int32Array;
  runRight: Int32Array;
}

export interface Block {
  line: PreparedLine;
  start: number;
  size: number;
  /** Sum of the seats' distances to the focal point: the rank (lower is better). */
  sum: number;
  /** The farthest seat's distance: the first tie-break. */
  max: number;
  /** Drawing position of the first seat: the last tie-break. */
  first: number;
  accessible: number;
}

/** Lower sum, then lower farthest seat, then earlier in the drawing. */
export function compareBlocks(a: Block, b: Block): number {
  if (a.sum !== b.sum) return a.sum - b.sum;
  if (a.max !== b.max) return a.max - b.max;
  return a.first - b.first;
}

export function seatsOf(block: Block): ChartObject[] {
  return block.line.line.seats.slice(block.start, block.start + block.size);
}

export function prepareLine(
  line: SeatLine,
  candidates: Candidates,
  accessibleWanted: boolean,
): PreparedLine {
  const n = line.seats.length;
  const prepared: PreparedLine = {
    line,
    take: new Uint8Array(n),
    free: new Uint8Array(n),
    runLeft: new Int32Array(n),
    runRight: new Int32Array(n),
  };
  for (let i = 0; i < n; i++) {
    const seat = line.seats[i];
    const free = candidates.isFree(seat);
    prepared.free[i] = free ? 1 : 0;
    prepared.take[i] =
      free && (accessibleWanted || !line.accessible[i]) && candidates.passes(seat) ? 1 : 0;
  }
  for (let i = 0; i < n; i++)
    prepared.runLeft[i] = prepared.free[i] ? (i > 0 ? prepared.runLeft[i - 1] : 0) + 1 : 0;
  for (let i = n - 1; i >= 0; i--)
    prepared.runRight[i] = prepared.free[i] ? (i + 1 < n ? prepared.runRight[i + 1] : 0) + 1 : 0;
  return prepared;
}

export interface BlockSearch {
  size: number;
  /** Exactly this many accessible seats in the block; undefined: any number. */
  accessible?: number;
  /** Refuse a block that leaves a single free seat between it and a taken seat or the row's end. */
  preventOrphans: boolean;
}

/** Calls `visit` with the start of every block of `size` takeable seats the search accepts. */
function eachBlock(
  line: PreparedLine,
  search: BlockSearch,
  visit: (start: number, accessible: number) => void,
): void {
  const { take, runLeft, runRight } = line;
  const { size } = search;
  const length = take.length;
  let blocked = 0;
  let accessible = 0;
  for (let end = 0; end < length; end++) {
    if (!take[end]) blocked = end + 1;
    accessible += line.line.accessible[end];
    const start = end - size + 1;
    if (start > 0) accessible -= line.line.accessible[start - 1];
    if (start < blocked || start < 0) continue;
    if (search.preventOrphans) {
      if (start > 0 && runLeft[start - 1] === 1) continue;
      if (end + 1 < length && runRight[end + 1] === 1) continue;
    }
    if (search.accessible !== undefined && accessible !== search.accessible) continue;
    visit(start, accessible);
  }
}

function block(line: PreparedLine, start: number, size: number, accessible: number): Block {
  const { distance, order } = line.line;
  let sum = 0;
  let max = 0;
  for (let i = start; i < start + size; i++) {
    sum += distance[i];
    if (distance[i] > max) max = distance[i];
  }
  return { line, start, size, sum, max, first: order[start], accessible };
}

/** The best block of the lines, or undefined. Allocates only for a block better than the best. */
export function bestBlock(lines: PreparedLine[], search: BlockSearch): Block | undefined {
  let best: Block | undefined;
  for (const line of lines) {
    const { distance } = line.line;
    eachBlock(line, search, (start, accessible) => {
      let sum = 0;
      for (let i = start; i < start + search.size; i++) sum += distance[i];
      if (best && sum > best.sum) return;
      const candidate = block(line, start, search.size, accessible);
      if (!best || compareBlocks(candidate, best) < 0) best = candidate;
    });
  }
  return best;
}

/**
 * N seats that are not all adjacent but never leave one person alone: blocks of two (and one of
 * three when N is odd), the nearest first. Blocks holding accessible seats are placed first, until
 * exactly `accessible` are chosen; the other blocks hold none. Undefined when that cannot be met.
 */
export function pairedBlocks(
  lines: PreparedLine[],
  number: number,
  accessible: number,
): Block[] | undefined {
  if (number < 2) return undefined;
  const sizes: number[] =
    number % 2 === 1 ? [3, ...Array((number - 3) / 2).fill(2)] : Array(number / 2).fill(2);
  const ranked = new Map<number, Block[]>();
  for (const size of new Set(sizes)) {
    const all: Block[] = [];
    for (const line of lines) {
      eachBlock(line, { size, preventOrphans: false }, (start, acc) => {
        all.push(block(line, start, size, acc));
      });
    }
    ranked.set(size, nearestFirst(all, sizes.length * (size + 3)));
  }
  const taken = new Set<string>();
  const chosen: Block[] = [];
  const open = [...sizes];
  let missing = accessible;
  const pick = (size: number, fits: (block: Block) => boolean): Block | undefined =>
    ranked.get(size)?.find((b) => fits(b) && seatsOf(b).every((seat) => !taken.has(seat.label)));
  const place = (b: Block) => {
    chosen.push(b);
    for (const seat of seatsOf(b)) taken.add(seat.label);
    missing -= b.accessible;
  };
  for (let i = 0; i < open.length && missing > 0; ) {
    const found = pick(open[i], (b) => b.accessible > 0 && b.accessible <= missing);
    if (!found) {
      i++;
      continue;
    }
    place(found);
    open.splice(i, 1);
  }
  if (missing > 0) return undefined;
  for (const size of open) {
    const found = pick(size, (b) => b.accessible === 0);
    if (!found) return undefined;
    place(found);
  }
  return chosen;
}

/**
 * The blocks the greedy placement can reach, nearest first: every block with an accessible seat
 * (few), and of the others those within the `reach` nearest (each placed block rules out at most
 * size + 1 others of a size, so the placement never looks further), ties at the edge included.
 */
function nearestFirst(blocks: Block[], reach: number): Block[] {
  if (blocks.length > reach * 4) {
    const sums = Float64Array.from(
      blocks.filter((b) => b.accessible === 0),
      (b) => b.sum,
    ).sort();
    const limit = sums[Math.min(reach, sums.length) - 1] ?? Number.POSITIVE_INFINITY;
    blocks = blocks.filter((b) => b.accessible > 0 || b.sum <= limit);
  }
  return blocks.sort(compareBlocks);
}
