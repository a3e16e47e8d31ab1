// A chart that repeats a seat's label (seats.io accepts such drawings; only the first can be
// sold): for the map's tests of what it sells and of its label order.
import { fixture } from '../../test-support/app-service-test-kit';

type Seat = { label: string; x: number };
type Drawing = { subChart: { rows: Array<{ label: string; seats: Seat[] }> } };

/** The sample chart with a second seat labelled A-1 (a copy of A-8, relabelled), last in row A. */
export function withDuplicateA1(): Drawing {
  const drawing = fixture('sampleChart') as Drawing;
  const rowA = drawing.subChart.rows.find((row) => row.label === 'A');
  if (!rowA) throw new Error('no row A');
  rowA.seats.push({ ...(rowA.seats.at(-1) as Seat), label: '1', x: 999 });
  return drawing;
}
