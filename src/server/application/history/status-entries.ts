// The status-change history's entries of one accepted request (docs/history.md): one per object
// per event per change, in request order, written in the transaction of the change. The caller's
// changes name who acted; what a season's events receive from the season (propagation) and what
// the hold sweep releases are the service's own doing. A season's (or partial season's) own entry
// is written once, at that unit, with the status its events show (`throughStatus`): its events
// read it through (store/status-change-sql.ts) instead of each getting a copy.
import type { Actor } from '../../../domain/actor';
import { FREE, type ObjectState } from '../../../domain/model';
import type { SeasonRole } from '../../../domain/seasons/family';
import type { NormalizedChange } from '../../../domain/status/normalize';
import type { NewStatusChange } from '../../store/port';
import type { Auth } from '../context';
import type { RequestOrigin } from './request-origin';

export const API_CALL = 'API_CALL';
export const HOLD_EXPIRED = 'HOLD_EXPIRED';
const SERVICE: Actor = { kind: 'service' };

export interface EntryContext {
  auth: Auth;
  origin?: RequestOrigin;
  date: string;
}

/** Per event id: label → the state the request left (undefined: back to bare). */
export type WritesById = ReadonlyMap<number, ReadonlyMap<string, ObjectState | undefined>>;

/**
 * Entries of the request's own changes, then one for each object a season or partial season
 * received from an event of it (`writes` of units the changes do not name). What an event of a
 * season receives from its units is not written: it reads their own entries. Season status
 * overrides write none.
 */
export function entriesOfRequest(
  changes: readonly NormalizedChange[],
  eventIdOf: (key: string) => number | undefined,
  roleOf: (eventId: number) => SeasonRole | undefined,
  writes: WritesById,
  ctx: EntryContext,
): NewStatusChange[] {
  const entries: NewStatusChange[] = [];
  const isUnit = (eventId: number) => {
    const role = roleOf(eventId);
    return role === 'season' || role === 'partialSeason';
  };
  const named = new Set<number>();
  const actor = ctx.auth.actor ?? { kind: 'key' };
  const origin = { originType: API_CALL, originIp: ctx.origin?.ip };
  for (const change of changes) {
    const eventId = eventIdOf(change.eventKey);
    if (eventId === undefined) continue;
    named.add(eventId);
    if (change.type !== 'CHANGE_STATUS_TO' && change.type !== 'RELEASE') continue;
    const unit = isUnit(eventId);
    for (const [label, quantity] of quantitiesOf(change)) {
      const after = writes.get(eventId)?.get(label);
      entries.push({
        eventId,
        label,
        status: change.status,
        quantity,
        date: ctx.date,
        orderId: change.orderId,
        holdToken: change.holdToken,
        extraData: after?.extraData,
        ...origin,
        actor,
        // What the unit's events see: its status, or free for a GA area (its places are counts).
        ...(unit ? { throughStatus: after?.status ?? FREE } : {}),
      });
    }
  }
  for (const [eventId, states] of writes) {
    if (named.has(eventId) || !isUnit(eventId)) continue;
    for (const [label, state] of states) {
      const status = state?.status ?? FREE;
      entries.push({
        eventId,
        label,
        status,
        quantity: 1,
        date: ctx.date,
        ...origin,
        actor: SERVICE,
      });
    }
  }
  return entries;
}

/** The hold sweep's entries: each object an expired token held, now free again. */
export function expiryEntries(
  eventId: number,
  released: ReadonlyArray<{ label: string; token: string; quantity: number; after?: ObjectState }>,
  date: string,
): NewStatusChange[] {
  return released.map(({ label, token, quantity, after }) => ({
    eventId,
    label,
    status: after?.status ?? FREE,
    quantity,
    date,
    holdToken: token,
    extraData: after?.extraData,
    originType: HOLD_EXPIRED,
    actor: SERVICE,
  }));
}

/** One count per label in first-named order: a GA area named twice adds up its places. */
function quantitiesOf(change: NormalizedChange): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const { label, quantity } of change.objects) {
    quantities.set(label, (quantities.get(label) ?? 0) + quantity);
  }
  return quantities;
}

/** What expired of a state: each dead token with the places it held (1 for a seat). */
export function expiredHolds(
  state: ObjectState,
  isDead: (token: string) => boolean,
): Array<{ token: string; quantity: number }> {
  const found: Array<{ token: string; quantity: number }> = [];
  if (state.holdToken && isDead(state.holdToken))
    found.push({ token: state.holdToken, quantity: 1 });
  for (const [token, byType] of Object.entries(state.places?.holds ?? {})) {
    if (!isDead(token)) continue;
    found.push({ token, quantity: Object.values(byType).reduce((sum, n) => sum + n, 0) });
  }
  return found;
}
