// Blocks of consecutive seats of one line, and how steps 3 and 4 place several of them so that
// nobody sits alone. Finding the blocks is the scan's job (scan.ts).
import type { ChartObject } from '../model';

export interface Block {
  seats: ChartObject[];
  /** The section of the block's line ('' outside sections). */
  section: string;
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
  return block.seats;
}

/** The sizes of the blocks of N seats in steps 3 and 4: pairs, and one trio when N is odd. */
export function pairSizes(number: number): number[] {
  return number % 2 === 1 ? [3, ...Array((number - 3) / 2).fill(2)] : Array(number / 2).fill(2);
}

/**
 * How far down the ranking of a size the greedy placement can look: every block holding an
 * accessible seat (few), and of the others the `reach` nearest, ties at the edge included. Each
 * placed block rules out at most size + 1 others of a size, so the placement never looks further.
 */
export function reachOf(sizes: readonly number[], size: number): number {
  return sizes.length * (size + 3);
}

/**
 * N seats that are not all adjacent but never leave one person alone: blocks of two (and one of
 * three when N is odd), the nearest first. Blocks holding accessible seats are placed first, until
 * exactly `accessible` are chosen; the other blocks hold none. Undefined when that cannot be met.
 * `rankedOf(size)` gives the blocks of a size the placement may reach, nearest first.
 */
export function pairedBlocks(
  number: number,
  accessible: number,
  rankedOf: (size: number) => readonly Block[],
): Block[] | undefined {
  if (number < 2) return undefined;
  const sizes = pairSizes(number);
  const ranked = new Map<number, readonly Block[]>();
  for (const size of new Set(sizes)) ranked.set(size, rankedOf(size));
  const taken = new Set<string>();
  const chosen: Block[] = [];
  const open = [...sizes];
  let missing = accessible;
  const pick = (size: number, fits: (block: Block) => boolean): Block | undefined =>
    ranked.get(size)?.find((b) => fits(b) && b.seats.every((seat) => !taken.has(seat.label)));
  const place = (b: Block) => {
    chosen.push(b);
    for (const seat of b.seats) taken.add(seat.label);
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
