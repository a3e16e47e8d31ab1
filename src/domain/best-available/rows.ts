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
}

export interface ChartLines {
  lines: SeatLine[];
  /** Label → position in the drawing: the last tie-break, so that the choice is deterministic. */
  order: Map<string, number>;
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
        line = { section: obj.section ?? '', seats: [], ...NO_FACTS };
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
    lines.push({ section: obj.section ?? '', seats, ...NO_FACTS });
  }
  for (const line of lines) {
    line.distance = Float64Array.from(line.seats, (seat) => seat.distanceToFocalPoint ?? 0);
    line.accessible = Uint8Array.from(line.seats, (seat) => (seat.seatFlags?.isAccessible ? 1 : 0));
    line.order = Int32Array.from(line.seats, (seat) => order.get(seat.label) ?? 0);
  }
  return { lines, order };
}
