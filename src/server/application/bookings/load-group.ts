// What a group of status requests reads before it is judged, in a few round trips: each
// request's events (and their season families), locked where the store locks; whether it fits
// the group's budget of states; the seat marks of events a choice is made in; then, once, the
// stored states of every label any request names and the rows of every hold token involved.
import { LIMITS } from '../../../contract/limits';
import {
  labelsToRead,
  type SeatMarks,
  seatMarksOf,
  stepSeatMarks,
} from '../../../domain/best-available';
import { DomainError } from '../../../domain/errors';
import type { EventFacts, LoadedFamily } from '../../../domain/judge/event-at-hand';
import { type BestAvailableAsk, labelsOf } from '../../../domain/judge/judge';
import type { ObjectState } from '../../../domain/model';
import { holdTokensOf } from '../../../domain/status/hold-expiry';
import type { NormalizedChange } from '../../../domain/status/normalize';
import type { EventRow, HoldTokenRow, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { familyByKeyOrThrow } from '../seasons/season-family';
import { topLevelSeasonId } from '../seasons/season-wire';
import { type LoadedEvent, loadEvents, newGroupMemo } from '../shared/load-events';
import { assertStateBudget, HEAVY_REQUEST_STATES } from './state-budget';

/** What loading reads of a request (group-transaction.ts's StatusRequest). */
export interface RequestToLoad {
  auth: Auth;
  changes: NormalizedChange[];
  bestAvailable?: BestAvailableAsk;
}

/** A request's events as loaded, why it was refused while loading, or that it waits. */
export type LoadedRequest = LoadedEvent[] | { error: unknown } | { deferred: true };

export interface LoadedGroup {
  requests: LoadedRequest[];
  familyOf: (row: EventFacts) => LoadedFamily | undefined;
  /** The stored states read, per event id. */
  stored: Map<number, Map<string, ObjectState>>;
  tokenRows: Map<string, HoldTokenRow>;
  seatMarks: Map<number, SeatMarks>;
}

/**
 * Loads the group's requests; `left` holds the indexes of requests already sent to the next group
 * (an earlier attempt of this transaction deferred them): they are deferred again, unread.
 */
export async function loadGroup(
  deps: Deps,
  tx: Tx,
  requests: RequestToLoad[],
  left: ReadonlySet<number> = new Set(),
): Promise<LoadedGroup> {
  const memo = newGroupMemo();
  const loaded: LoadedRequest[] = [];
  const families: FamilyMemo = new Map();
  const familyOf = (row: EventFacts) => families.get(familyIdOf(row) ?? -1);
  // One group writes about as many states as one request may (the first request always goes in):
  // ten season bookings at the bound in one transaction held everyone's bookings for seconds.
  let groupStates = 0;
  /** The company of the group's first request when that one is heavy. */
  let heavyLeader: number | undefined;
  for (const [index, request] of requests.entries()) {
    // A heavy request first in the group takes no other company's request: another company's
    // small booking that shared its transaction waited for all of it (issue 27 B7). Its own
    // company's may join, within the budget: that company waits for its own work.
    const company = request.auth.company.id;
    if (left.has(index) || (heavyLeader !== undefined && heavyLeader !== company)) {
      loaded.push({ deferred: true });
      continue;
    }
    const keys = request.changes.map((change) => change.eventKey);
    let states = 0;
    const events = await refusalOr(async () => {
      // A choice reads the states cache under the lock, caught up over what committed before.
      const catchUpAlong = Boolean(request.bestAvailable);
      const events = await loadEvents(deps, tx, request.auth, keys, memo, { catchUpAlong });
      await loadFamilies(tx, events, families);
      const chosen = request.bestAvailable?.spec.number;
      states = assertStateBudget(request.changes, events, familyOf, chosen);
      return events;
    });
    // A heavy request goes first in a group or waits for the next one: another company's small
    // booking that the queue put ahead of it must not share (and wait for) its transaction.
    const deferred =
      groupStates > 0 &&
      (groupStates + states > LIMITS.statesPerRequest || states > HEAVY_REQUEST_STATES);
    loaded.push(deferred ? { deferred: true } : events);
    if (!deferred && groupStates === 0 && states > HEAVY_REQUEST_STATES) heavyLeader = company;
    if (!deferred) groupStates += states;
  }
  const choosingIn = loaded.flatMap((events, i) =>
    requests[i].bestAvailable && Array.isArray(events) ? events : [],
  );
  const seatMarks = await storedSeatMarks(deps, tx, choosingIn);
  const { stored, tokenRows } = await readUpFront(tx, requests, loaded, families, seatMarks);
  return { requests: loaded, familyOf, stored, tokenRows, seatMarks };
}

/**
 * The seat marks of the events best-available requests choose in, as stored: kept with the states
 * cache and moved forward over each committed group, so that a choice need not look up every
 * state of the event (100,000 lookups cost some 40 ms a request).
 */
async function storedSeatMarks(
  deps: Deps,
  tx: Tx,
  events: readonly LoadedEvent[],
): Promise<Map<number, SeatMarks>> {
  const marks = new Map<number, SeatMarks>();
  for (const { row, chart } of events) {
    if (marks.has(row.id)) continue;
    const stored = await deps.states.lazy(tx, row);
    const value = await deps.states.derive(
      tx,
      row,
      'best-available seat marks',
      [chart],
      () => seatMarksOf(chart, stored()),
      stepSeatMarks,
    );
    marks.set(row.id, value);
  }
  return marks;
}

/**
 * Everything the requests will read, in one round trip per event plus one for the hold tokens:
 * the named labels' stored states, and the rows of the tokens the changes give or the states hold.
 */
async function readUpFront(
  tx: Tx,
  requests: RequestToLoad[],
  loaded: LoadedRequest[],
  families: FamilyMemo,
  marks: ReadonlyMap<number, SeatMarks>,
) {
  const wanted = new Map<number, Set<string>>();
  /** Events a best-available request chooses in: all the states it may read are read. */
  const whole = new Set<number>();
  requests.forEach((request, i) => {
    const events = loaded[i];
    if ('error' in events || 'deferred' in events) return;
    for (const { row } of events) {
      if (request.bestAvailable) whole.add(row.id);
      const labels = wanted.get(row.id) ?? new Set<string>();
      for (const label of labelsOf(request.changes, row.key)) labels.add(label);
      wanted.set(row.id, labels);
      // A change in a season's family shows in every event of it: their states are read too.
      const family = families.get(familyIdOf(row) ?? -1);
      for (const unit of family?.byKey.values() ?? []) {
        const unitLabels = wanted.get(unit.id) ?? new Set<string>();
        for (const label of labels) unitLabels.add(label);
        wanted.set(unit.id, unitLabels);
      }
    }
  });
  const tokens = requests.flatMap((r) => r.changes.flatMap((c) => c.holdToken ?? []));
  const readWhole = new Map<number, Map<string, ObjectState>>();
  /** The events read by label, all at once (a season's family is one round trip, not 1,001). */
  const byLabel = new Map<number, string[]>();
  for (const [eventId, labels] of wanted) {
    // Where a choice is made, the seat marks tell which states it may read (labelsToRead).
    const eventMarks = marks.get(eventId);
    const toRead = whole.has(eventId) && eventMarks ? labelsToRead(eventMarks) : undefined;
    if (whole.has(eventId) && !toRead) readWhole.set(eventId, await tx.getAllObjectStates(eventId));
    else byLabel.set(eventId, [...labels, ...(toRead ?? [])]);
  }
  const readByLabel = await tx.getObjectStatesOfEvents(byLabel);
  const stored = new Map<number, Map<string, ObjectState>>();
  for (const eventId of wanted.keys()) {
    const states = readWhole.get(eventId) ?? readByLabel.get(eventId) ?? new Map();
    stored.set(eventId, states);
    for (const state of states.values()) tokens.push(...holdTokensOf(state));
  }
  const tokenRows = new Map<string, HoldTokenRow>();
  if (tokens.length > 0) {
    for (const row of await tx.getHoldTokens([...new Set(tokens)])) tokenRows.set(row.token, row);
  }
  return { stored, tokenRows };
}

/** The refusal (a DomainError) as a value; anything else escapes and aborts the group. */
async function refusalOr<T>(run: () => Promise<T>): Promise<T | { error: unknown }> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { error };
  }
}

// The season families a group touches are read once per group and locked with the events
// (store port: getSeasonFamilyForUpdate), so a season booking and an event booking of the same
// season run one after the other.
/** Top-level season id → its family. */
export type FamilyMemo = Map<number, LoadedFamily>;

export const familyIdOf = (row: Pick<EventRow, 'id' | 'season'>): number | undefined =>
  topLevelSeasonId(row);

export async function loadFamilies(tx: Tx, events: LoadedEvent[], memo: FamilyMemo): Promise<void> {
  for (const { row } of events) {
    const id = familyIdOf(row);
    if (id === undefined || memo.has(id)) continue;
    const rows = await tx.getSeasonFamilyForUpdate(row.workspaceId, id);
    memo.set(id, {
      family: familyByKeyOrThrow(rows),
      byKey: new Map(rows.map((unit) => [unit.key, unit])),
    });
  }
}
