// One status change applied to one seat, table or booth: the token, transition and for-sale rules,
// then the new state. The caller has already checked the table, channel and previous-status rules.
import { BOOKED, FREE, HELD, type ObjectState, RESALE } from '../model';
import type { NormalizedChange, ObjectRequest } from './normalize';
import { RuleError } from './rule-error';
import { compactState } from './state';

/** Refuses touching a held object without its own (live) token. */
export function assertHoldTokenMatches(
  change: NormalizedChange,
  label: string,
  heldWith: string | undefined,
): void {
  if (change.holdToken === undefined) {
    throw new RuleError(
      'HOLD_TOKEN_REQUIRED',
      `${label} is held: give the holdToken it is held with to change or release it`,
    );
  }
  if (change.holdToken !== heldWith) {
    throw new RuleError('WRONG_HOLD_TOKEN', `${label} is held with another hold token`);
  }
}

/** Booking and holding need the object to be for sale; other statuses and release do not. */
export function assertForSale(change: NormalizedChange, label: string, state?: ObjectState): void {
  if (!state?.notForSale) return;
  if (change.status !== BOOKED && change.status !== HELD) return;
  const verb = change.status === HELD ? 'held' : 'booked';
  throw new RuleError('NOT_FOR_SALE', `${label} is not for sale and cannot be ${verb}`);
}

export function changeObjectState(
  change: NormalizedChange,
  request: ObjectRequest,
  state: ObjectState | undefined,
): ObjectState | undefined {
  const label = request.label;
  const previous = state?.status ?? FREE;
  if (change.status === HELD && previous !== FREE) {
    throw new RuleError(
      'OBJECT_NOT_FREE',
      `${label} is ${previous}; only free objects can be held (release it first)`,
    );
  }
  if (previous === HELD) assertHoldTokenMatches(change, label, state?.holdToken);
  if (change.type === 'CHANGE_STATUS_TO' && change.status === previous) {
    throw new RuleError('OBJECT_ALREADY_IN_STATUS', `${label} is already ${previous}`);
  }
  assertForSale(change, label, state);

  const releasingResale = change.type === 'RELEASE' && previous === RESALE;
  const status = change.type === 'RELEASE' ? (releasingResale ? RESALE : undefined) : change.status;
  let resaleListingId: string | undefined;
  if (status === RESALE) {
    resaleListingId = releasingResale ? state?.resaleListingId : change.resaleListingId;
  }
  return compactState({
    ...state,
    status,
    holdToken: status === HELD ? change.holdToken : undefined,
    orderId: change.orderId,
    ticketType: request.ticketType,
    extraData: request.extraData ?? (change.keepExtraData ? state?.extraData : undefined),
    resaleListingId,
  });
}
