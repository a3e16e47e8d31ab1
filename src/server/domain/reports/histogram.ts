// One pass over a chart's objects with a lookup into the event's sparse states, counting places
// per distinct (static class, status, for sale, channel). Every event summary and deep summary is
// then read off these few cells, so no summary allocates per object.
import { FREE, type Channel, type FlatChart, type ObjectState, type TableBookingConfig } from '../model';
import { type ChartIndex, chartIndex, chartPlaces, chartSelection, eventPlaces, eventSelection } from './chart-index';
import type { BookWholeTables } from './chart-index';
import { type ChannelLookup, channelLookup, gaPlaceCells } from './event-places';

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

export function eventHistogram(input: EventReportInput): Histogram {
  const index = chartIndex(input.chart);
  const objects = input.chart.objects;
  const lookup = channelLookup(input.channels);
  const included = eventSelection(index, input.tableBookingConfig);
  const channelCount = lookup.keys.length;
  const classCount = index.classes.length;
  // Objects without a state row (most of them) are free and for sale: a dense counter suffices.
  const bare = new Float64Array(classCount * channelCount);
  const cells = new Map<number, number>();
  const statusIds = new Map<string, number>([[FREE, 0]]);
  const statuses = [FREE];
  const add = (cls: number, status: string, forSale: boolean, channel: number, n: number) => {
    let statusId = statusIds.get(status);
    if (statusId === undefined) {
      statusId = statuses.length;
      statuses.push(status);
      statusIds.set(status, statusId);
    }
    const key = ((statusId * 2 + (forSale ? 1 : 0)) * channelCount + channel) * classCount + cls;
    cells.set(key, (cells.get(key) ?? 0) + n);
  };
  const states = input.states;
  const byLabel = lookup.byLabel;
  for (let i = 0; i < objects.length; i++) {
    if (included[i] === 0) continue;
    const obj = objects[i];
    const cls = index.classOf[i];
    const state = states.get(obj.label);
    if (obj.objectType === 'generalAdmission') {
      for (const cell of gaPlaceCells(obj, state, lookup)) {
        add(cls, cell.status, cell.forSale, cell.channel, cell.places);
      }
      continue;
    }
    const channel = byLabel.get(obj.label) ?? lookup.none;
    const n = eventPlaces(obj, input.tablesCountAsOne);
    if (state === undefined) bare[cls * channelCount + channel] += n;
    else add(cls, state.status ?? FREE, !state.notForSale, channel, n);
  }
  for (let cls = 0; cls < classCount; cls++) {
    for (let channel = 0; channel < channelCount; channel++) {
      const n = bare[cls * channelCount + channel];
      if (n > 0) add(cls, FREE, true, channel, n);
    }
  }
  return decode(index, lookup, statuses, cells);
}

function decode(
  index: ChartIndex,
  lookup: ChannelLookup,
  statuses: string[],
  cells: Map<number, number>,
): Histogram {
  const classCount = index.classes.length;
  const channelCount = lookup.keys.length;
  const histogram: Histogram = {
    index,
    statuses,
    channels: lookup.keys,
    classOf: [],
    statusOf: [],
    forSale: [],
    channelOf: [],
    places: [],
  };
  for (const [key, places] of cells) {
    if (places <= 0) continue;
    const cls = key % classCount;
    let rest = (key - cls) / classCount;
    const channel = rest % channelCount;
    rest = (rest - channel) / channelCount;
    histogram.classOf.push(cls);
    histogram.channelOf.push(channel);
    histogram.forSale.push(rest % 2 === 1);
    histogram.statusOf.push(Math.floor(rest / 2));
    histogram.places.push(places);
  }
  return histogram;
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
  const histogram: Histogram = {
    index,
    statuses: [FREE],
    channels: [],
    classOf: [],
    statusOf: [],
    forSale: [],
    channelOf: [],
    places: [],
  };
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
