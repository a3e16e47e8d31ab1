// One event seen by the detailed reports: the chart's index, which objects are listed, each
// object's channel, and each object's state by position (one lookup per state row, not per object).
import type { ChartObject, ObjectState } from '../model';
import { type ChartIndex, chartIndex, eventSelection } from './chart-index';
import { type ChannelLookup, channelLookup } from './event-places';
import type { EventReportInput } from './histogram';
import { finish, PAUSE, SLICE, type Steps } from './steps';

export interface EventView {
  input: EventReportInput;
  index: ChartIndex;
  objects: ChartObject[];
  /** Per object index: 1 when the event's reports list the object. */
  included: Uint8Array;
  lookup: ChannelLookup;
  /** Per object index: its state, undefined for the (many) objects without a row. */
  stateAt: Array<ObjectState | undefined>;
}

export function eventView(input: EventReportInput): EventView {
  return finish(eventViewSteps(input));
}

/** The view, pausing every SLICE states (an event can hold hundreds of thousands). */
export function* eventViewSteps(input: EventReportInput): Steps<EventView> {
  const index = chartIndex(input.chart);
  const stateAt: Array<ObjectState | undefined> = new Array(index.chart.objects.length);
  let n = 0;
  for (const [label, state] of input.states) {
    const position = index.positionOf.get(label);
    if (position !== undefined) stateAt[position] = state;
    if (++n % SLICE === 0) yield PAUSE;
  }
  return {
    input,
    index,
    objects: index.chart.objects,
    included: eventSelection(index, input.tableBookingConfig).included,
    lookup: channelLookup(input.channels, index),
    stateAt,
  };
}
