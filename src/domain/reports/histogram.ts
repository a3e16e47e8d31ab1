// One pass over a chart's objects with a lookup into the event's sparse states, counting places
// per distinct (static class, status, for sale, channel). Every event summary and deep summary is
// then read off these few cells, so no summary allocates per object.
import {
  type Channel,
  type FlatChart,
  FREE,
  type ObjectState,
  type TableBookingConfig,
} from '../model';
import {
  type BookWholeTables,
  type ChartIndex,
  chartIndex,
  chartPlaces,
  chartSelection,
  eventSelection,
} from './chart-index';
import { channelLookup, gaPlaceCells } from './event-places';

export interface EventReportInput {
  chart: FlatChart;
  /** Sparse states by label, with expired holds already released by the caller. */
  states: ReadonlyMap<string, ObjectState>;
  channels: readonly Channel[];
  tableBookingConfig: TableBookingConfig;
  /** The company's table-counting setting: a table booked as a whole counts 1, not its seats. */
  tablesCountAsOne: boolean;
}

/** Parallel arrays, one entry per distinct combination that holds places. */
export interface Histogram {
  index: ChartIndex;
  statuses: string[];
  channels: string[];
  classOf: number[];
  statusOf: number[];
  forSale: boolean[];
  channelOf: number[];
  places: number[];
}

/**
 * Counts places by cell. Objects without a state row are free and for sale, so their places come
 * from the chart's cached per-class totals; the pass touches only the objects in channels, the
 * state rows and the GA areas: no work at all for the bare majority of objects.
 */
export function eventHistogram(input: EventReportInput): Histogram {
  const index = chartIndex(input.chart);
  const objects = input.chart.objects;
  const selection = eventSelection(index, input.tableBookingConfig);
  const lookup = channelLookup(input.channels, index);
  const channelOf = lookup.channelOf;
  const channelCount = lookup.keys.length;
  const classCount = index.classes.length;
  const asOne = input.tablesCountAsOne;
  const size = classCount * channelCount;
  // One dense counter per (status, for sale), indexed by class × channel. Objects without a state
  // row are free and for sale: counter 1 starts with all places in NO_CHANNEL, and the few
  // objects in channels or with a state move their places out of it.
  const counters: Float64Array[] = [new Float64Array(size), new Float64Array(size)];
  const statuses = [FREE];
  const statusIds = new Map<string, number>([[FREE, 0]]);
  let lastStatus = FREE;
  let lastCounter = 0;
  const counterOf = (status: string, forSale: boolean): Float64Array => {
    if (status !== lastStatus) {
      let id = statusIds.get(status);
      if (id === undefined) {
        id = statuses.length;
        statuses.push(status);
        statusIds.set(status, id);
        counters.push(new Float64Array(size), new Float64Array(size));
      }
      lastStatus = status;
      lastCounter = id * 2;
    }
    return counters[lastCounter + (forSale ? 1 : 0)];
  };
  const freeForSale = counters[1];
  const base = asOne ? selection.placesAsOne : selection.placesAsSeats;
  for (let cls = 0; cls < classCount; cls++)
    freeForSale[cls * channelCount + lookup.none] = base[cls];
  const places = asOne ? selection.objectPlacesAsOne : selection.objectPlacesAsSeats;
  for (const i of lookup.listed) {
    // GA areas (and objects not listed in this event) have 0 here; GA places are counted below.
    const at = index.classOf[i] * channelCount;
    freeForSale[at + lookup.none] -= places[i];
    freeForSale[at + channelOf[i]] += places[i];
  }
  for (const [label, state] of input.states) {
    const i = index.positionOf.get(label);
    if (i === undefined || places[i] === 0) continue;
    const at = index.classOf[i] * channelCount + channelOf[i];
    const n = places[i];
    freeForSale[at] -= n;
    counterOf(state.status ?? FREE, !state.notForSale)[at] += n;
  }
  for (const i of index.gaPositions) {
    const obj = objects[i];
    for (const cell of gaPlaceCells(i, obj, input.states.get(obj.label), lookup)) {
      counterOf(cell.status, cell.forSale)[index.classOf[i] * channelCount + cell.channel] +=
        cell.places;
    }
  }
  const histogram = emptyHistogram(index, statuses, lookup.keys);
  counters.forEach((counter, c) => {
    for (let at = 0; at < size; at++) {
      if (counter[at] <= 0) continue;
      histogram.classOf.push(Math.floor(at / channelCount));
      histogram.channelOf.push(at % channelCount);
      histogram.statusOf.push(c >> 1);
      histogram.forSale.push((c & 1) === 1);
      histogram.places.push(counter[at]);
    }
  });
  return histogram;
}

function emptyHistogram(index: ChartIndex, statuses: string[], channels: string[]): Histogram {
  return {
    index,
    statuses,
    channels,
    classOf: [],
    statusOf: [],
    forSale: [],
    channelOf: [],
    places: [],
  };
}

/** Chart reports: places per static class, for the objects `bookWholeTables` selects. */
export function chartHistogram(chart: FlatChart, mode: BookWholeTables | undefined): Histogram {
  const index = chartIndex(chart);
  const included = chartSelection(index, mode);
  const perClass = new Float64Array(index.classes.length);
  const objects = chart.objects;
  for (let i = 0; i < objects.length; i++) {
    if (included[i] === 1) perClass[index.classOf[i]] += chartPlaces(objects[i]);
  }
  const histogram = emptyHistogram(index, [FREE], []);
  perClass.forEach((places, cls) => {
    if (places <= 0) return;
    histogram.classOf.push(cls);
    histogram.statusOf.push(0);
    histogram.forSale.push(true);
    histogram.channelOf.push(-1);
    histogram.places.push(places);
  });
  return histogram;
}
