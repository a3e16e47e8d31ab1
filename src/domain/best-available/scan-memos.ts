// What the scans of best available keep per chart version between requests (scan.ts): facts of
// the lines per table booking, one scratch buffer, and the answers of the request filters. Each is
// keyed by the chart's lines (a WeakMap: a chart the chart cache lets go takes them along).
import type { Candidates } from './candidates';
import type { ChartLines } from './rows';

/** Per chart and table booking: the lines that are tables booked as a whole, and the sections. */
export interface LineFacts {
  /** Per line: 1 when it is a table booked as a whole (its seats are not chosen one by one). */
  whole: Uint8Array;
  /** Sections of the lines that may be chosen in, in the order of their first line. */
  sections: string[];
}

const lineFacts = new WeakMap<ChartLines, Map<string, LineFacts>>();

export function factsOf(lines: ChartLines, candidates: Candidates): LineFacts {
  const key = JSON.stringify(candidates.event.tableBookingConfig);
  let byConfig = lineFacts.get(lines);
  if (!byConfig) {
    byConfig = new Map();
    lineFacts.set(lines, byConfig);
  }
  let facts = byConfig.get(key);
  if (!facts) {
    const whole = Uint8Array.from(lines.lines, (line) =>
      candidates.seatOfWholeTable(line.seats[0]) ? 1 : 0,
    );
    const sections = new Set<string>();
    lines.lines.forEach((line, i) => {
      if (!whole[i]) sections.add(line.section);
    });
    facts = { whole, sections: [...sections] };
    if (byConfig.size >= 4) byConfig.clear();
    byConfig.set(key, facts);
  }
  return facts;
}

/**
 * Buffers of one choice, reused by the next on the same chart: a choice runs to its end without
 * yielding, so one pair per chart is enough, and a request allocates nothing of the chart's size.
 */
const buffers = new WeakMap<ChartLines, Uint8Array>();

export function scanBuffer(lines: ChartLines): Uint8Array {
  let buffer = buffers.get(lines);
  if (!buffer) {
    buffer = new Uint8Array(lines.seats.length);
    buffers.set(lines, buffer);
  }
  return buffer;
}

/**
 * Whether each seat passes a request's filters depends on the chart, the event's channels (the
 * same list while they are unchanged) and the filters only: asked once per seat, kept for the
 * next requests with the same filters.
 */
const passMemos = new WeakMap<ChartLines, WeakMap<object, Map<string, Uint8Array>>>();
const FILTERS_KEPT = 8;

export function passesMemo(lines: ChartLines, candidates: Candidates): Uint8Array {
  let byChannels = passMemos.get(lines);
  if (!byChannels) {
    byChannels = new WeakMap();
    passMemos.set(lines, byChannels);
  }
  let byFilters = byChannels.get(candidates.event.channels);
  if (!byFilters) {
    byFilters = new Map();
    byChannels.set(candidates.event.channels, byFilters);
  }
  let memo = byFilters.get(candidates.filterKey);
  if (!memo) {
    memo = new Uint8Array(lines.seats.length);
    if (byFilters.size >= FILTERS_KEPT) byFilters.clear();
    byFilters.set(candidates.filterKey, memo);
  }
  return memo;
}
