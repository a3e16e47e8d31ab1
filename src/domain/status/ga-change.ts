// One status change applied to a general admission area: places move between free, held (per
// token and ticket type), booked/custom statuses and not-for-sale, and
// booked + held + notForSale never exceeds the capacity.
import {
  BOOKED,
  type ChartObject,
  type GaPlaces,
  HELD,
  NO_TICKET_TYPE,
  type ObjectState,
  RESALE,
} from '../model';
import { gaCounts } from '../object-info';
import type { NormalizedChange, ObjectRequest } from './normalize';
import { assertForSale } from './object-change';
import { RuleError } from './rule-error';
import { compactState } from './state';

type Holds = Record<string, Record<string, number>>;

/** The number of places a change moves: the quantity, or the whole area for `bookAsAWhole`. */
export function placesToChange(
  area: ChartObject,
  request: ObjectRequest,
  state: ObjectState | undefined,
  change: NormalizedChange,
): number {
  if (!area.bookAsAWhole) return request.quantity;
  if (request.quantity !== 1) {
    throw new RuleError(
      'QUANTITY_NOT_ALLOWED',
      `${area.label} is booked as a whole: list it once, without a quantity`,
    );
  }
  if (change.type === 'CHANGE_STATUS_TO') return area.capacity ?? 0;
  return releasable(state?.places, change.holdToken);
}

export function changeGaState(
  change: NormalizedChange,
  area: ChartObject,
  request: ObjectRequest,
  state: ObjectState | undefined,
  quantity: number,
): ObjectState | undefined {
  assertForSale(change, area.label, state);
  const byStatus = { ...state?.places?.byStatus };
  const holds: Holds = {};
  for (const [token, perType] of Object.entries(state?.places?.holds ?? {})) {
    holds[token] = { ...perType };
  }
  const ticketKey = request.ticketType ?? NO_TICKET_TYPE;
  const free = gaCounts(area, state).numFree;

  if (change.type === 'RELEASE') {
    let remaining = quantity - takeHeld(holds, change.holdToken, ticketKey, quantity);
    for (const status of releaseOrder(byStatus)) {
      const taken = Math.min(remaining, byStatus[status] ?? 0);
      byStatus[status] -= taken;
      remaining -= taken;
    }
    if (remaining > 0) {
      const held = quantity - remaining;
      throw new RuleError(
        'GA_NOT_ENOUGH_PLACES',
        `${area.label}: ${quantity} places to release, but only ${held} are booked, in a custom status or held with the given token`,
      );
    }
  } else if (change.status === HELD) {
    assertFree(area, free, quantity);
    const token = change.holdToken as string;
    holds[token] = { ...holds[token], [ticketKey]: (holds[token]?.[ticketKey] ?? 0) + quantity };
  } else {
    const fromHold = takeHeld(holds, change.holdToken, ticketKey, quantity);
    assertFree(area, free, quantity - fromHold);
    byStatus[change.status] = (byStatus[change.status] ?? 0) + quantity;
  }

  const places: GaPlaces = { byStatus, holds, notForSale: state?.places?.notForSale };
  return compactState({
    ...state,
    places,
    orderId: change.orderId,
    extraData: request.extraData ?? (change.keepExtraData ? state?.extraData : undefined),
  });
}

function assertFree(area: ChartObject, free: number, needed: number): void {
  if (needed <= free) return;
  throw new RuleError(
    'GA_CAPACITY_EXCEEDED',
    `${area.label} has ${free} free places; ${needed} requested (capacity ${area.capacity ?? 0})`,
  );
}

/** Takes up to `quantity` places held with `token`, its own ticket type first; returns how many. */
function takeHeld(
  holds: Holds,
  token: string | undefined,
  ticketKey: string,
  quantity: number,
): number {
  const perType = token === undefined ? undefined : holds[token];
  if (!perType) return 0;
  let taken = 0;
  const order = [ticketKey, ...Object.keys(perType).filter((key) => key !== ticketKey)];
  for (const key of order) {
    const n = Math.min(quantity - taken, perType[key] ?? 0);
    if (n > 0) perType[key] -= n;
    taken += n;
  }
  return taken;
}

/**
 * Release takes booked places first, then places in custom statuses (in the order the statuses
 * were first used). Resale places stay resale, as a released resale seat does.
 */
function releaseOrder(byStatus: Record<string, number>): string[] {
  const custom = Object.keys(byStatus).filter((status) => status !== BOOKED && status !== RESALE);
  return BOOKED in byStatus ? [BOOKED, ...custom] : custom;
}

function releasable(places: GaPlaces | undefined, token: string | undefined): number {
  let n = 0;
  for (const count of Object.values(token === undefined ? {} : (places?.holds?.[token] ?? {}))) {
    n += count;
  }
  for (const status of releaseOrder(places?.byStatus ?? {})) n += places?.byStatus?.[status] ?? 0;
  return n;
}
