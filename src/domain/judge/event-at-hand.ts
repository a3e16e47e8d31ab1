// What the judge knows of an event: the facts of its record the rules read, and its chart (as
// the service loaded them for one transaction). The store's event row has these fields and more.
import type { Channel, FlatChart, ObjectState, TableBookingConfig } from '../model';
import type { SeasonFamily, SeasonLink } from '../seasons/family';

export interface EventFacts {
  id: number;
  key: string;
  tableBookingConfig: TableBookingConfig;
  channels: Channel[];
  /** Its place in a season; absent for an event that has nothing to do with seasons. */
  season?: SeasonLink;
}

export interface EventAtHand {
  row: EventFacts;
  chart: FlatChart;
}

/** A season's family as loaded for a group: its tree, and its units' records by key. */
export interface LoadedFamily {
  family: SeasonFamily;
  byKey: Map<string, EventFacts>;
}

/** A state as the group sees it now: written earlier in the group, else stored. */
export type StateLookup = (eventId: number, label: string) => ObjectState | undefined;
