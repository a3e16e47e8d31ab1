// Blocks of consecutive seats in the lines of a chart, ranked by nearness to the focal point.
import type { ChartObject } from '../model';
import { type Candidates, isAccessible } from './candidates';
import type { SeatLine } from './rows';

export interface Block {
  seats: ChartObject[];
  /** Sum of the seats' distances to the focal point: the rank (lower is better). */
  sum: number;
  /** The farthest seat's distance: the first tie-break. */
  max: number;
  /** Drawing position of the first seat: the last tie-break. */
  first: number;
  accessible: number;
}

/** Lower sum, then lower farthest seat, then earlier in the drawing. */
export function better(a: Block, b: Block): boolean {
  if (a.sum !== b.sum) return a.sum < b.sum;
  if (a.max !== b.max) return a.max < b.max;
  return a.first < b.first;
}

export function compareBlocks(a: Block, b: Block): number {
  return better(a, b) ? -1 : better(b, a) ? 1 : 0;
}

/** One line as the search sees it: which seats may be taken, which are free, their distances. */
export interface PreparedLine {
  line: SeatLine;
  take: boolean[];
  free: boolean[];
  distance: number[];
}

export function prepareLine(
  line: SeatLine,
  candidates: Candidates,
  accessibleWanted: boolean,
): PreparedLine {
  const free = line.seats.map((seat) => candidates.isFree(seat));
  const take = line.seats.map(
    (seat, i) => free[i] && candidates.passes(seat) && (accessibleWanted || !isAccessible(seat)),
  );
  const distance = line.seats.map((seat) => seat.distanceToFocalPoint ?? 0);
  return { line, take, free, distance };
}

export interface BlockSearch {
  size: number;
  /** Exactly this many accessible seats in the block; undefined: any number. */
  accessible?: number;
  /** Refuse a block that leaves a single free seat between it and a taken seat or the row's end. */
  preventOrphans: boolean;
  /** Drawing position by label. */
  order: ReadonlyMap<string, number>;
}

/** Every block of `size` takeable consecutive seats of one line that the search accepts. */
export function blocksOf(prepared: PreparedLine, search: BlockSearch): Block[] {
  const { take, free, distance, line } = prepared;
  const { size } = search;
  const length = take.length;
  const blocks: Block[] = [];
  if (size > length) return blocks;
  const runLeft = new Array<number>(length).fill(0);
  const runRight = new Array<number>(length).fill(0);
  for (let i = 0; i < length; i++) runLeft[i] = free[i] ? (runLeft[i - 1] ?? 0) + 1 : 0;
  for (let i = length - 1; i >= 0; i--) runRight[i] = free[i] ? (runRight[i + 1] ?? 0) + 1 : 0;
  let blocked = 0;
  for (let end = 0; end < length; end++) {
    if (!take[end]) blocked = end + 1;
    const start = end - size + 1;
    if (start < blocked || start < 0) continue;
    if (search.preventOrphans) {
      if (start > 0 && runLeft[start - 1] === 1) continue;
      if (end + 1 < length && runRight[end + 1] === 1) continue;
    }
    const seats = line.seats.slice(start, end + 1);
    const accessible = seats.filter(isAccessible).length;
    if (search.accessible !== undefined && accessible !== search.accessible) continue;
    let sum = 0;
    let max = 0;
    for (let i = start; i <= end; i++) {
      sum += distance[i];
      if (distance[i] > max) max = distance[i];
    }
    blocks.push({ seats, sum, max, first: search.order.get(seats[0].label) ?? 0, accessible });
  }
  return blocks;
}

/** The best block of the lines, or undefined. */
export function bestBlock(lines: PreparedLine[], search: BlockSearch): Block | undefined {
  let best: Block | undefined;
  for (const line of lines) {
    for (const block of blocksOf(line, search)) {
      if (!best || better(block, best)) best = block;
    }
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
  order: ReadonlyMap<string, number>,
): Block[] | undefined {
  if (number < 2) return undefined;
  const sizes =
    number % 2 === 1 ? [3, ...Array((number - 3) / 2).fill(2)] : Array(number / 2).fill(2);
  const ranked = new Map<number, Block[]>();
  for (const size of new Set(sizes)) {
    const all = lines.flatMap((line) => blocksOf(line, { size, preventOrphans: false, order }));
    ranked.set(size, all.sort(compareBlocks));
  }
  const taken = new Set<string>();
  const chosen: Block[] = [];
  const open = [...sizes];
  let missing = accessible;
  const pick = (size: number, fits: (block: Block) => boolean): Block | undefined =>
    ranked
      .get(size)
      ?.find((block) => fits(block) && block.seats.every((seat) => !taken.has(seat.label)));
  const place = (block: Block) => {
    chosen.push(block);
    for (const seat of block.seats) taken.add(seat.label);
    missing -= block.accessible;
  };
  for (let i = 0; i < open.length && missing > 0; ) {
    const block = pick(open[i], (b) => b.accessible > 0 && b.accessible <= missing);
    if (!block) {
      i++;
      continue;
    }
    place(block);
    open.splice(i, 1);
  }
  if (missing > 0) return undefined;
  for (const size of open) {
    const block = pick(size, (b) => b.accessible === 0);
    if (!block) return undefined;
    place(block);
  }
  return chosen;
}
