// Which objects best available may choose: those the request's filters let through (categories by
// key or label, zone, sections, channels as for any status change) that are free and for sale now.

import {
  type Channel,
  type ChartObject,
  type FlatChart,
  FREE,
  NO_CHANNEL,
  type ObjectState,
  type TableBookingConfig,
  tableBookedAsWhole,
} from '../model';
import { gaCounts, isForSale, statusOf } from '../object-info';
import { channelOf } from '../status/channels';
import { gaChannelPlaces } from '../status/checks';
import type { NormalizedChange } from '../status/normalize';
import type { RankedWindows } from './windows';

/** What `bestAvailable` asks for (already schema-checked). */
export interface BestAvailableSpec {
  number: number;
  categories?: ReadonlyArray<string | number>;
  zone?: string;
  sections?: readonly string[];
  accessibleSeats?: number;
  ticketTypes?: readonly string[];
  extraData?: ReadonlyArray<Record<string, unknown>>;
  tryToPreventOrphanSeats?: boolean;
}

/** The event as the choice sees it. `stateOf` answers with expired holds already dropped. */
export interface EventForChoice {
  chart: FlatChart;
  tableBookingConfig: TableBookingConfig;
  channels: readonly Channel[];
  stateOf: (label: string) => ObjectState | undefined;
  /** Window rankings made for this request before it was queued (windows.ts), by size. */
  ranked?: ReadonlyMap<number, RankedWindows>;
}

/** The channel options of the change the choice is for. */
export type ChannelRule = Pick<NormalizedChange, 'channelKeys' | 'ignoreChannels'>;

export class Candidates {
  private readonly inChannel: ReadonlyMap<string, string>;
  private readonly categories?: Set<string>;
  private readonly labels?: Set<string>;
  private readonly sections?: Set<string>;
  /** Tells apart requests whose filters may answer `passes` differently (channels aside). */
  readonly filterKey: string;

  constructor(
    readonly event: EventForChoice,
    private readonly spec: BestAvailableSpec,
    private readonly rule: ChannelRule,
  ) {
    this.inChannel = channelOf(event.channels);
    // A category is named by its key, or by its label in any letter case (seats.io, issue 32).
    if (spec.categories) this.categories = new Set(spec.categories.map(String));
    if (spec.categories) this.labels = new Set(spec.categories.map((c) => String(c).toLowerCase()));
    if (spec.sections) this.sections = new Set(spec.sections);
    this.filterKey = JSON.stringify([
      spec.categories,
      spec.zone,
      spec.sections,
      rule.channelKeys,
      rule.ignoreChannels,
    ]);
  }

  /** Free and for sale, whatever the filters say (a neighbour that strands or not). */
  isFree(obj: ChartObject): boolean {
    const state = this.event.stateOf(obj.label);
    return statusOf(obj, state) === FREE && isForSale(state);
  }

  /** Passes the request's filters and has a distance to the focal point to be ranked by. */
  passes(obj: ChartObject): boolean {
    if (obj.distanceToFocalPoint === undefined) return false;
    if (
      this.categories &&
      !(
        (obj.categoryKey !== undefined && this.categories.has(obj.categoryKey)) ||
        (obj.categoryLabel !== undefined && !!this.labels?.has(obj.categoryLabel.toLowerCase()))
      )
    ) {
      return false;
    }
    if (this.spec.zone !== undefined && obj.zone !== this.spec.zone) return false;
    if (
      this.sections &&
      !(
        (obj.section !== undefined && this.sections.has(obj.section)) ||
        (obj.labels.section !== undefined && this.sections.has(obj.labels.section))
      )
    ) {
      return false;
    }
    return obj.objectType === 'generalAdmission' || this.channelAllows(obj.label);
  }

  /** A seat, table or booth that may be chosen. */
  canTake(obj: ChartObject): boolean {
    return this.passes(obj) && this.isFree(obj);
  }

  /** A table booked as a whole in this event (its seats are not bookable one by one). */
  wholeTable(obj: ChartObject): boolean {
    const table = obj.objectType === 'table' ? obj : undefined;
    return table !== undefined && tableBookedAsWhole(table, this.event.tableBookingConfig);
  }

  /** Seats of a table booked as a whole are never chosen one by one. */
  seatOfWholeTable(seat: ChartObject): boolean {
    if (seat.table === undefined) return false;
    const table = this.event.chart.byLabel.get(seat.table);
    return table !== undefined && tableBookedAsWhole(table, this.event.tableBookingConfig);
  }

  /** Places of a GA area this change may take: free ones, within what its channels allow. */
  freePlaces(area: ChartObject): number {
    if (area.bookAsAWhole || !this.passes(area)) return 0;
    const state = this.event.stateOf(area.label);
    if (!isForSale(state)) return 0;
    const free = gaCounts(area, state).numFree;
    const channelKey = this.inChannel.get(area.label);
    if (channelKey !== undefined) return this.channelAllows(area.label) ? free : 0;
    const change = { ...this.rule } as NormalizedChange;
    return Math.min(free, gaChannelPlaces(change, area, this.event.channels));
  }

  /** The same rule as a status change: assertChannelAllows, as a question. */
  private channelAllows(label: string): boolean {
    if (this.rule.ignoreChannels) return true;
    const channelKey = this.inChannel.get(label);
    if (this.rule.channelKeys === undefined) return channelKey === undefined;
    return this.rule.channelKeys.includes(channelKey ?? NO_CHANNEL);
  }
}
