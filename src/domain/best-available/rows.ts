// The lines of seats best available looks for adjacent seats in: each row of the drawing with its
// seats in drawing order (followed through the neighbours flatten gives them), and the seats of
// each table in drawing order (a table booked by seat keeps its party together like a short row).
import type { ChartObject, FlatChart } from '../model';

export interface SeatLine {
  /** The section's technical label; '' outside sections. */
  section: string;
  seats: ChartObject[];
  /** Per seat, fixed by the chart: distance to the focal point, accessible flag, drawing position. */
  distance: Float64Array;
  accessible: Uint8Array;
  order: Int32Array;
  /** Position of the line's first seat among all the lines' seats (`ChartLines.seats`). */
  offset: number;
}

export interface ChartLines {
  lines: SeatLine[];
  /** Label → position in the drawing: the last tie-break, so that the choice is deterministic. */
  order: Map<string, number>;
  /** Every line's seats one after the other; a seat's index here is its position. */
  seats: ChartObject[];
  /** Per position: its line, the line's first position and the position after its last. */
  lineOf: Int32Array;
  lineStart: Int32Array;
  lineEnd: Int32Array;
  /** Per position: distance to the focal point, accessible flag, drawing position. */
  distance: Float64Array;
  accessible: Uint8Array;
  drawn: Int32Array;
  /** Label → position. */
  position: Map<string, number>;
  /** The objects that are not seats of a line (tables, booths, GA areas...), in drawing order. */
  outside: ChartObject[];
  /** Whether any object of the chart has a distance to the focal point. */
  focal: boolean;
}

/** The chart is immutable once flattened: its lines are computed once per chart version. */
const cache = new WeakMap<FlatChart, ChartLines>();

export function linesOf(chart: FlatChart): ChartLines {
  let lines = cache.get(chart);
  if (!lines) {
    lines = buildLines(chart);
    cache.set(chart, lines);
  }
  return lines;
}

const NO_FACTS = {
  distance: new Float64Array(),
  accessible: new Uint8Array(),
  order: new Int32Array(),
};

function buildLines(chart: FlatChart): ChartLines {
  const lines: SeatLine[] = [];
  const order = new Map<string, number>();
  const tables = new Map<string, SeatLine>();
  chart.objects.forEach((obj, i) => {
    if (!order.has(obj.label)) order.set(obj.label, i);
  });
  for (const obj of chart.objects) {
    if (obj.objectType !== 'seat' || chart.byLabel.get(obj.label) !== obj) continue;
    if (obj.table !== undefined) {
      let line = tables.get(obj.table);
      if (!line) {
        line = { section: obj.section ?? '', seats: [], ...NO_FACTS, offset: 0 };
        tables.set(obj.table, line);
        lines.push(line);
      }
      line.seats.push(obj);
      continue;
    }
    if (obj.leftNeighbour !== undefined) continue;
    // A row starts at its leftmost seat; its right neighbours follow in drawing order.
    const seats: ChartObject[] = [];
    let seat: ChartObject | undefined = obj;
    while (seat && seats.length <= chart.objects.length) {
      seats.push(seat);
      seat = seat.rightNeighbour === undefined ? undefined : chart.byLabel.get(seat.rightNeighbour);
    }
    lines.push({ section: obj.section ?? '', seats, ...NO_FACTS, offset: 0 });
  }
  const all: ChartObject[] = [];
  const lineOf: number[] = [];
  const lineStart: number[] = [];
  const lineEnd: number[] = [];
  lines.forEach((line, i) => {
    line.offset = all.length;
    line.distance = Float64Array.from(line.seats, (seat) => seat.distanceToFocalPoint ?? 0);
    line.accessible = Uint8Array.from(line.seats, (seat) => (seat.seatFlags?.isAccessible ? 1 : 0));
    line.order = Int32Array.from(line.seats, (seat) => order.get(seat.label) ?? 0);
    for (const seat of line.seats) {
      all.push(seat);
      lineOf.push(i);
      lineStart.push(line.offset);
      lineEnd.push(line.offset + line.seats.length);
    }
  });
  const position = new Map(all.map((seat, i) => [seat.label, i]));
  return {
    lines,
    order,
    seats: all,
    lineOf: Int32Array.from(lineOf),
    lineStart: Int32Array.from(lineStart),
    lineEnd: Int32Array.from(lineEnd),
    distance: Float64Array.from(all, (seat) => seat.distanceToFocalPoint ?? 0),
    accessible: Uint8Array.from(all, (seat) => (seat.seatFlags?.isAccessible ? 1 : 0)),
    drawn: Int32Array.from(all, (seat) => order.get(seat.label) ?? 0),
    position,
    outside: chart.objects.filter((obj) => !position.has(obj.label)),
    focal: chart.objects.some((obj) => obj.distanceToFocalPoint !== undefined),
  };
}
