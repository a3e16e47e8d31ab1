// A kept histogram moved forward by a group of writes, instead of counted again over every object:
// each written object's places leave the cells of the state it had and join those of its new one.
// During an on-sale a dashboard then pays for the bookings since its last read, not for the event.
import { FREE, type ObjectState } from '../model';
import { chartIndex, eventSelection } from './chart-index';
import { channelLookup, gaPlaceCells } from './event-places';
import type { EventReportInput, Histogram } from './histogram';

/** What a histogram is counted from, but the states. */
export type HistogramBasis = Omit<EventReportInput, 'states'>;

type States = ReadonlyMap<string, ObjectState | undefined>;

/** Status ids a cell key makes room for (an event has a handful: free, booked, held, custom…). */
const STATUS_SLOTS = 1 << 16;

/** True when a state holds with some token: such places count by the token's liveness. */
export function holdsWithToken(state: ObjectState | undefined): boolean {
  return state?.holdToken !== undefined || state?.places?.holds !== undefined;
}

/**
 * `histogram` (counted over `basis` and some states) after `writes` replaced `before` (the states
 * the written labels had; absent or undefined: none). Undefined when a write involves a hold:
 * the caller counted holds by their liveness, which only a fresh count can apply again.
 */
export function advanceHistogram(
  histogram: Histogram,
  basis: HistogramBasis,
  writes: States,
  before: States,
): Histogram | undefined {
  const index = chartIndex(basis.chart);
  if (index !== histogram.index) return undefined;
  const lookup = channelLookup(basis.channels, index);
  const selection = eventSelection(index, basis.tableBookingConfig);
  const places = basis.tablesCountAsOne
    ? selection.objectPlacesAsOne
    : selection.objectPlacesAsSeats;
  const statuses = [...histogram.statuses];
  const statusIds = new Map(statuses.map((status, id) => [status, id]));
  // Cells keyed by one number, not a string: a dashboard read during an on-sale moves some ten
  // thousand writes, two cells each, and string keys made that 20–30 ms.
  const channelCount = Math.max(1, histogram.channels.length, lookup.keys.length);
  const cellKey = (cls: number, channel: number, status: number, forSale: boolean) =>
    ((cls * channelCount + channel) * STATUS_SLOTS + status) * 2 + (forSale ? 1 : 0);
  const cells = new Map<number, number>();
  histogram.places.forEach((n, c) => {
    const key = cellKey(
      histogram.classOf[c],
      histogram.channelOf[c],
      histogram.statusOf[c],
      histogram.forSale[c],
    );
    cells.set(key, n);
  });
  const add = (cls: number, channel: number, status: string, forSale: boolean, n: number) => {
    let id = statusIds.get(status);
    if (id === undefined) {
      id = statuses.length;
      if (id >= STATUS_SLOTS) throw new Error(`more than ${STATUS_SLOTS} statuses in one event`);
      statuses.push(status);
      statusIds.set(status, id);
    }
    const key = cellKey(cls, channel, id, forSale);
    cells.set(key, (cells.get(key) ?? 0) + n);
  };
  for (const [label, after] of writes) {
    const previous = before.get(label);
    if (holdsWithToken(previous) || holdsWithToken(after)) return undefined;
    const i = index.positionOf.get(label);
    if (i === undefined) continue;
    const cls = index.classOf[i];
    const obj = index.chart.objects[i];
    if (obj.objectType === 'generalAdmission') {
      for (const cell of gaPlaceCells(i, obj, previous, lookup)) {
        add(cls, cell.channel, cell.status, cell.forSale, -cell.places);
      }
      for (const cell of gaPlaceCells(i, obj, after, lookup)) {
        add(cls, cell.channel, cell.status, cell.forSale, cell.places);
      }
      continue;
    }
    const n = places[i];
    if (n === 0) continue;
    const channel = lookup.channelOf[i];
    add(cls, channel, previous?.status ?? FREE, !previous?.notForSale, -n);
    add(cls, channel, after?.status ?? FREE, !after?.notForSale, n);
  }
  return fromCells(histogram, statuses, cells, channelCount);
}

/** The parallel arrays of a histogram, cells with places only. */
function fromCells(
  kept: Histogram,
  statuses: string[],
  cells: Map<number, number>,
  channelCount: number,
): Histogram {
  const histogram: Histogram = {
    index: kept.index,
    statuses,
    channels: kept.channels,
    classOf: [],
    statusOf: [],
    forSale: [],
    channelOf: [],
    places: [],
  };
  for (const [key, n] of cells) {
    if (n <= 0) continue;
    const forSale = key % 2;
    const status = Math.floor(key / 2) % STATUS_SLOTS;
    const classAndChannel = Math.floor(key / 2 / STATUS_SLOTS);
    histogram.classOf.push(Math.floor(classAndChannel / channelCount));
    histogram.channelOf.push(classAndChannel % channelCount);
    histogram.statusOf.push(status);
    histogram.forSale.push(forSale === 1);
    histogram.places.push(n);
  }
  return histogram;
}
