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

/** Sizes ranked per chart version: a venue sees a handful of party sizes (1–10 mostly). */
const SIZES_KEPT = 12;
const cache = new WeakMap<ChartLines, Map<number, RankedWindows>>();

export function rankedWindows(lines: ChartLines, size: number): RankedWindows {
  let bySize = cache.get(lines);
  if (!bySize) {
    bySize = new Map();
    cache.set(lines, bySize);
  }
  let ranked = bySize.get(size);
  if (ranked) {
    // Most recently used last: the oldest size goes first when the map is full.
    bySize.delete(size);
  } else {
    ranked = rank(lines, size);
    if (bySize.size >= SIZES_KEPT) bySize.delete(bySize.keys().next().value as number);
  }
  bySize.set(size, ranked);
  return ranked;
}

function rank(lines: ChartLines, size: number): RankedWindows {
  const { distance, drawn, lineEnd } = lines;
  const count = lines.seats.length;
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
