// Builds the object info seats.io answers from a chart object and its event state.
// Optional fields are left out, never null.
import { type ChartObject, FREE, HELD, type ObjectState } from './model';

export type ObjectInfo = Record<string, unknown>;

export interface GaCounts {
  capacity: number;
  numBooked: number;
  numHeld: number;
  numNotForSale: number;
  numFree: number;
}

export function gaCounts(obj: ChartObject, state: ObjectState | undefined): GaCounts {
  const capacity = obj.capacity ?? 0;
  const places = state?.places;
  let numBooked = 0;
  for (const n of Object.values(places?.byStatus ?? {})) numBooked += n;
  let numHeld = 0;
  for (const perType of Object.values(places?.holds ?? {})) {
    for (const n of Object.values(perType)) numHeld += n;
  }
  const numNotForSale = places?.notForSale ?? 0;
  const numFree = Math.max(0, capacity - numBooked - numHeld - numNotForSale);
  return { capacity, numBooked, numHeld, numNotForSale, numFree };
}

/**
 * The status of an object in an event. A GA area stays free while it has free places; a full
 * area takes the status most of its places have (booked and custom statuses before holds).
 */
export function statusOf(obj: ChartObject, state: ObjectState | undefined): string {
  if (obj.objectType !== 'generalAdmission') return state?.status ?? FREE;
  const counts = gaCounts(obj, state);
  if (counts.numFree > 0 || counts.numBooked + counts.numHeld === 0) return FREE;
  if (counts.numBooked === 0) return HELD;
  let best = FREE;
  let bestCount = 0;
  for (const [status, n] of Object.entries(state?.places?.byStatus ?? {})) {
    if (n > bestCount) {
      best = status;
      bestCount = n;
    }
  }
  return best;
}

export function isForSale(state: ObjectState | undefined): boolean {
  return !state?.notForSale;
}

/** A non-free object reports its status as availability reason, even when it is not for sale. */
export function availabilityReasonOf(status: string, forSale: boolean): string {
  if (status !== FREE) return status;
  return forSale ? 'available' : 'not_for_sale';
}

export interface InfoOptions {
  /** The channel key the object is in, if any. */
  channel?: string;
}

/** An object's info in an event: what the object endpoint, change results and reports show. */
export function objectInfo(
  obj: ChartObject,
  state: ObjectState | undefined,
  options: InfoOptions,
): ObjectInfo {
  return buildInfo(obj, state, options);
}

/** An object as chart reports show it: its info without any field an event decides, same order. */
export function chartObjectInfo(obj: ChartObject): ObjectInfo {
  return buildInfo(obj, undefined, undefined);
}

/** The one builder of both: `event` is undefined for a chart report, which has no event. */
function buildInfo(
  obj: ChartObject,
  state: ObjectState | undefined,
  event: InfoOptions | undefined,
): ObjectInfo {
  const status = event ? statusOf(obj, state) : FREE;
  const forSale = isForSale(state);
  const info: ObjectInfo = { label: obj.label, labels: obj.labels, ids: obj.ids };
  if (event) info.status = status;
  if (obj.categoryKey !== undefined) info.categoryKey = obj.categoryKey;
  if (obj.categoryLabel !== undefined) info.categoryLabel = obj.categoryLabel;
  if (event) {
    if (state?.ticketType !== undefined) info.ticketType = state.ticketType;
    if (state?.holdToken !== undefined) info.holdToken = state.holdToken;
    if (state?.orderId !== undefined) info.orderId = state.orderId;
    if (state?.extraData !== undefined) info.extraData = state.extraData;
    if (state?.resaleListingId !== undefined) info.resaleListingId = state.resaleListingId;
    info.forSale = forSale;
  }
  info.objectType = obj.objectType;
  if (obj.seatFlags) Object.assign(info, obj.seatFlags);
  if (obj.leftNeighbour !== undefined) info.leftNeighbour = obj.leftNeighbour;
  if (obj.rightNeighbour !== undefined) info.rightNeighbour = obj.rightNeighbour;
  if (obj.section !== undefined) info.section = obj.section;
  if (obj.entrance !== undefined) info.entrance = obj.entrance;
  if (obj.zone !== undefined) info.zone = obj.zone;
  if (obj.floor !== undefined) info.floor = obj.floor;
  if (event) {
    if (event.channel !== undefined) info.channel = event.channel;
    info.isAvailable = status === FREE && forSale;
    info.availabilityReason = availabilityReasonOf(status, forSale);
  }
  if (obj.distanceToFocalPoint !== undefined) info.distanceToFocalPoint = obj.distanceToFocalPoint;
  // Places (1 for a seat) of the season's status this event overrides (domain/seasons).
  if (event) info.seasonStatusOverriddenQuantity = state?.season?.overridden ?? 0;
  if (obj.objectType === 'generalAdmission') Object.assign(info, gaFields(obj, state, event));
  if (obj.objectType === 'table') {
    info.numSeats = obj.numSeats ?? obj.seatLabels?.length ?? 0;
    // The drawing's own choice, as seats.io answers, whatever the event's table booking: that
    // is told by which objects a report lists, not by this flag.
    info.bookAsAWhole = Boolean(obj.bookAsAWhole);
  }
  return info;
}

function gaFields(
  obj: ChartObject,
  state: ObjectState | undefined,
  event: InfoOptions | undefined,
): ObjectInfo {
  const counts = event ? gaCounts(obj, state) : { capacity: obj.capacity ?? 0 };
  const fields: ObjectInfo = { ...counts, bookAsAWhole: Boolean(obj.bookAsAWhole) };
  fields.variableOccupancy = Boolean(obj.variableOccupancy);
  if (obj.minOccupancy !== undefined) fields.minOccupancy = obj.minOccupancy;
  // An area of variable occupancy holds at most its capacity when the drawing sets no maximum.
  if (obj.variableOccupancy) fields.maxOccupancy = obj.maxOccupancy ?? obj.capacity ?? 0;
  const holds = state?.places?.holds;
  if (event && holds && Object.keys(holds).length > 0) fields.holds = holds;
  return fields;
}
