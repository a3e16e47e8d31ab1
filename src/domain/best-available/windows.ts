// Every window of `size` consecutive seats in the chart's lines, ranked once per chart version and
// size as the search ranks blocks (sum of distances, then the farthest seat, then drawing order).
// A choice then walks them best first and stops at the first one it may take, instead of scanning
// and ranking 100,000 windows per request. Sums are added in the same order as `bestBlock` adds
// them, so equal blocks stay equal and the order is exactly the search's.
import type { ChartLines } from './rows';

export interface RankedWindows {
  /** Positions of the windows' first seats, best first. */
  starts: Int32Array;
  /** Their sums of distances, in the same order. */
  sums: Float64Array;
  maxes: Float64Array;
}

/** What ranking reads of the lines: typed arrays only, so that it can run on another thread. */
export interface WindowFacts {
  /** Per position: distance to the focal point, drawing position, the position after its line. */
  distance: Float64Array;
  drawn: Int32Array;
  lineEnd: Int32Array;
}

/** Sizes ranked per chart version: a venue sees a handful of party sizes (1–10 mostly). */
const SIZES_KEPT = 12;
const cache = new WeakMap<ChartLines, Map<number, RankedWindows>>();

/**
 * The windows of `size`, ranked: those `prepared` for the request (ranked before it was queued,
 * see application/bookings/window-ranking.ts), else those kept for the chart, else ranked here.
 */
export function rankedWindows(
  lines: ChartLines,
  size: number,
  prepared?: ReadonlyMap<number, RankedWindows>,
): RankedWindows {
  const given = prepared?.get(size);
  if (given) return given;
  return keepRankedWindows(lines, size, keptRankedWindows(lines, size) ?? rankWindows(lines, size));
}

/** The ranking of `size` kept for these lines, if any (never ranks). */
export function keptRankedWindows(lines: ChartLines, size: number): RankedWindows | undefined {
  return cache.get(lines)?.get(size);
}

/** Keeps a ranking of `size` for these lines (made here or elsewhere) as the most recently used. */
export function keepRankedWindows(
  lines: ChartLines,
  size: number,
  ranked: RankedWindows,
): RankedWindows {
  let bySize = cache.get(lines);
  if (!bySize) {
    bySize = new Map();
    cache.set(lines, bySize);
  }
  // Most recently used last: the oldest size goes first when the map is full.
  bySize.delete(size);
  if (bySize.size >= SIZES_KEPT) bySize.delete(bySize.keys().next().value as number);
  bySize.set(size, ranked);
  return ranked;
}

/**
 * The ranking itself. Self-contained (it reads nothing but its arguments and names no other
 * function) because its source is also what the ranking thread runs.
 */
export function rankWindows(facts: WindowFacts, size: number): RankedWindows {
  const { distance, drawn, lineEnd } = facts;
  const count = distance.length;
  const starts: number[] = [];
  for (let p = 0; p + size <= count; p++) if (p + size <= lineEnd[p]) starts.push(p);
  const sum = new Float64Array(count);
  const max = new Float64Array(count);
  for (const p of starts) {
    let s = 0;
    let m = 0;
    for (let i = p; i < p + size; i++) {
      s += distance[i];
      if (distance[i] > m) m = distance[i];
    }
    sum[p] = s;
    max[p] = m;
  }
  const order = Int32Array.from(starts).sort((a, b) => {
    if (sum[a] !== sum[b]) return sum[a] - sum[b];
    if (max[a] !== max[b]) return max[a] - max[b];
    return drawn[a] - drawn[b];
  });
  return {
    starts: order,
    sums: Float64Array.from(order, (p) => sum[p]),
    maxes: Float64Array.from(order, (p) => max[p]),
  };
}
