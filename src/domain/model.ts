// The domain's shared vocabulary: a chart flattened into bookable objects, and the sparse
// per-event state of those objects. Pure types and tiny helpers; no I/O, nothing of Node.

export type ObjectType = 'seat' | 'table' | 'generalAdmission' | 'booth';
export const OBJECT_TYPES: readonly ObjectType[] = ['seat', 'generalAdmission', 'table', 'booth'];

export const FREE = 'free';
export const BOOKED = 'booked';
export const HELD = 'reservedByToken';
export const RESALE = 'resale';

export const NO_CHANNEL = 'NO_CHANNEL';
export const NO_CATEGORY = 'NO_CATEGORY';
export const NO_SECTION = 'NO_SECTION';
export const NO_ZONE = 'NO_ZONE';
export const NO_ORDER_ID = 'NO_ORDER_ID';
export const NO_TICKET_TYPE = 'NO_TICKET_TYPE';

/** A category as the chart lists it. The key keeps its type: `9` and `"9"` are distinct on the wire. */
export interface Category {
  key: string | number;
  label: string;
  color: string;
  accessible: boolean;
}

export interface Zone {
  key: string;
  label: string;
}

export interface LabelPart {
  label: string;
  type: string;
}

export interface ObjectLabels {
  own: LabelPart;
  parent?: LabelPart;
  section?: string;
}

export interface ObjectIds {
  own: string;
  parent?: string;
  section?: string;
}

export interface Floor {
  name: string;
  displayName: string;
}

/** Seat flags, in the order the wire shows them. All default to false. */
export interface SeatFlags {
  isAccessible: boolean;
  hasRestrictedView: boolean;
  isCompanionSeat: boolean;
  hasLiftUpArmrests: boolean;
  isHearingImpaired: boolean;
  isSemiAmbulatorySeat: boolean;
  hasSignLanguageInterpretation: boolean;
  isPlusSize: boolean;
}

/**
 * One object of a chart version, independent of any event. Immutable once built, so a flattened
 * chart can be cached per chart version and shared by every event on it.
 */
export interface ChartObject {
  /** The technical label: `A-1`, `Section A-A-1`, `T1`, `T1-1`, `GA1`. */
  label: string;
  objectType: ObjectType;
  labels: ObjectLabels;
  ids: ObjectIds;
  /** Category key as a string (the wire form in object infos); absent when the object has none. */
  categoryKey?: string;
  /** Label resolved from the chart's category list by key. */
  categoryLabel?: string;
  section?: string;
  entrance?: string;
  zone?: string;
  floor?: Floor;
  distanceToFocalPoint?: number;
  /** Seats only. */
  seatFlags?: SeatFlags;
  leftNeighbour?: string;
  rightNeighbour?: string;
  /** Seats at a table: the table's label. */
  table?: string;
  /** Tables only: the labels of its seats, and whether the chart books it as a whole. */
  seatLabels?: string[];
  numSeats?: number;
  /** Tables and GA areas. */
  bookAsAWhole?: boolean;
  /** GA areas only. */
  capacity?: number;
  variableOccupancy?: boolean;
  minOccupancy?: number;
  maxOccupancy?: number;
}

/** A chart version flattened: every object, tables and their seats both included. */
export interface FlatChart {
  objects: ChartObject[];
  byLabel: Map<string, ChartObject>;
  categories: Category[];
  zones: Zone[];
  /** Section labels in drawing order. */
  sections: string[];
  /** True when the drawing has `subChartFloors`. */
  hasFloors: boolean;
  /** Names of the floors holding no bookable object (chart validation), when there are any. */
  emptyFloors?: string[];
  /**
   * Labels the drawing gives to more than one object, when `objects` keeps only the first of each
   * (drawing/duplicates.ts, sellableChart).
   */
  duplicates?: Array<{ label: string; count: number }>;
}

export type TableBookingMode = 'INHERIT' | 'ALL_BY_TABLE' | 'ALL_BY_SEAT' | 'CUSTOM';

export interface TableBookingConfig {
  mode: TableBookingMode;
  tables?: Record<string, 'BY_TABLE' | 'BY_SEAT'>;
}

/** Places of a GA area that are not free. Free = capacity − booked − held − notForSale. */
export interface GaPlaces {
  /** Non-free, non-held statuses (booked, custom statuses) → number of places. */
  byStatus?: Record<string, number>;
  /** Hold token → ticket type (or NO_TICKET_TYPE) → number of places. */
  holds?: Record<string, Record<string, number>>;
  /** Places marked not for sale. */
  notForSale?: number;
}

/**
 * The state of one object in one event. Stored sparsely: an object with no row is free, for sale,
 * with nothing attached. For GA areas the status lives in `places`; `status` stays absent.
 */
export interface ObjectState {
  status?: string;
  holdToken?: string;
  orderId?: string;
  ticketType?: string;
  extraData?: Record<string, unknown>;
  notForSale?: boolean;
  resaleListingId?: string;
  places?: GaPlaces;
  /** Seasons only: what of this state comes from other events of the season (domain/seasons). */
  season?: SeasonMarks;
}

/** How a state in a season's family relates to the others (domain/seasons/propagate.ts). */
export interface SeasonMarks {
  /** Seats, tables, booths: the status fields are another event's of the season, not this one's. */
  inherited?: boolean;
  /** GA areas: the part of `places` another event of the season took. */
  places?: GaPlaces;
  /** Events in a season: places (1 for a seat) whose season status this event overrides. */
  overridden?: number;
}

export interface Channel {
  key: string;
  name: string;
  color?: string;
  index?: number;
  objects: string[];
  /** GA label → number of places of that area in this channel. */
  areaPlaces: Record<string, number>;
}

/** Which object is bookable for a table depends on the event's table booking configuration. */
export function tableBookedAsWhole(table: ChartObject, config: TableBookingConfig): boolean {
  switch (config.mode) {
    case 'ALL_BY_TABLE':
      return true;
    case 'ALL_BY_SEAT':
      return false;
    case 'CUSTOM': {
      const custom = config.tables?.[table.label];
      return custom ? custom === 'BY_TABLE' : Boolean(table.bookAsAWhole);
    }
    default:
      return Boolean(table.bookAsAWhole);
  }
}
