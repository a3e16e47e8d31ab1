// Status changes of several requests in one store transaction (a group of the group commit, or a
// request retried alone), with the round trips paid once: the events, the states of every label
// any request names and the hold tokens they mention are read up front; the engine then judges
// the requests one after the other, each seeing what the ones before it wrote; the writes go out
// per event in one statement at the end. A refusal
// (DomainError) refuses its request only: it writes nothing and does not stop the others. On
// PostgreSQL this turns two round trips per request into a handful per group
// (docs/decisions/004-postgres-locking.md).

import { LIMITS } from '../../../contract/limits';
import {
  type BestAvailableChoice,
  labelsToRead,
  type SeatMarks,
} from '../../../domain/best-available';
import { DomainError } from '../../../domain/errors';
import type { ObjectState } from '../../../domain/model';
import {
  applyStatusChanges,
  type ChangeResult,
  type EventToChange,
} from '../../../domain/status/apply';
import { holdTokensOf, isHoldTokenLive } from '../../../domain/status/hold-expiry';
import type { NormalizedChange } from '../../../domain/status/normalize';
import type { EventRow, HoldTokenRow, NewStatusChange, StoredAnswer, Tx } from '../../store/port';
import { gateOfAll, type WorkDeadline } from '../../store/work-deadline';
import type { Auth, Deps } from '../context';
import type { RequestOrigin } from '../history/request-origin';
import { entriesOfRequest } from '../history/status-entries';
import { answerInTransaction, type IdempotencyClaim } from '../idempotency/idempotency-keys';
import { type StateWriter, writingStates } from '../states/state-writer';
import { type BestAvailableAsk, chosenChange, storedSeatMarks } from './best-available';
import { type LoadedEvent, loadEvents, newGroupMemo } from './load-events';
import { type FamilyMemo, familyIdOf, loadFamilies } from './season-families';
import { judgeInSeason, needsSeasonJudge } from './season-judge';
import { assertStateBudget, HEAVY_REQUEST_STATES } from './state-budget';

export interface StatusRequest {
  auth: Auth;
  changes: NormalizedChange[];
  /** Build the object infos (`expand=objects`). */
  withInfos: boolean;
  /** Best available: `changes` holds the one change on its event, with no objects yet. */
  bestAvailable?: BestAvailableAsk;
  /** Idempotency-Key: the request's answer, stored in the transaction of its change. */
  record?: AnswerRecord;
  /** The request's deadline: the transaction commits only if no request's has passed. */
  deadline?: WorkDeadline;
  /** Where it came from, for the status-change history. */
  origin?: RequestOrigin;
}

export interface AnswerRecord {
  claim: IdempotencyClaim;
  /** The answer the route sends for this outcome. */
  answerOf(outcome: RequestOutcome): StoredAnswer;
}

/**
 * What became of one request of a group: its results (and choice), why it was refused, or that
 * it waits for the next group (the group's states would pass the bound: group-commit.ts).
 */
export type RequestOutcome =
  | { results: ChangeResult[]; choice?: BestAvailableChoice }
  | { error: unknown }
  | { deferred: true };

/**
 * Runs `requests` in order in one store transaction and answers once it committed. `judged` is
 * called when every request is judged and written, before the commit. Anything but a refusal
 * escapes, and the transaction rolls back every write of the group. Once committed, the states
 * cache moves forward over the writes (writingStates): reports reading these events next need
 * not read all their states again. That happens before any reader runs, or a reader would see a
 * revision the cache does not have yet and read every state again (each dashboard read during an
 * on-sale did, before).
 */
export async function commitStatusRequests(
  deps: Deps,
  requests: StatusRequest[],
  judged: () => void = () => {},
): Promise<RequestOutcome[]> {
  const gate = gateOfAll(requests.map((request) => request.deadline));
  const outcomes = await writingStates(
    deps,
    async (tx, writer) => {
      const outcomes = await judgeAndWrite(deps, tx, writer, requests);
      // Accepted or refused, the answer lands with the change: no crash can leave a booking
      // applied without the answer a retry with its Idempotency-Key must get.
      // A request deferred to the next group has no answer yet: it is stored with that group's.
      const answers = requests.flatMap(({ record }, i) =>
        record && !('deferred' in outcomes[i])
          ? [{ claim: record.claim, answer: record.answerOf(outcomes[i]) }]
          : [],
      );
      await answerInTransaction(deps, tx, answers);
      judged();
      return outcomes;
    },
    gate,
  );
  requests.forEach(({ record }, i) => {
    if (record && !('deferred' in outcomes[i])) record.claim.answered = true;
  });
  return outcomes;
}

/** Loads, judges in order, then writes what the accepted requests changed, through `writer`. */
async function judgeAndWrite(
  deps: Deps,
  tx: Tx,
  writer: StateWriter,
  requests: StatusRequest[],
): Promise<RequestOutcome[]> {
  const memo = newGroupMemo();
  const loaded: Array<LoadedEvent[] | { error: unknown } | { deferred: true }> = [];
  const families: FamilyMemo = new Map();
  // One group writes about as many states as one request may (the first request always goes in):
  // ten season bookings at the bound in one transaction held everyone's bookings for seconds.
  let groupStates = 0;
  for (const request of requests) {
    const keys = request.changes.map((change) => change.eventKey);
    let states = 0;
    const events = await refusalOr(async () => {
      const events = await loadEvents(deps, tx, request.auth, keys, memo);
      await loadFamilies(tx, events, families);
      const familyOf = (row: EventRow) => families.get(familyIdOf(row) ?? -1);
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
    if (!deferred) groupStates += states;
  }
  const choosingIn = loaded.flatMap((events, i) =>
    requests[i].bestAvailable && Array.isArray(events) ? events : [],
  );
  const marks = await storedSeatMarks(deps, tx, choosingIn);
  const { stored, tokenRows } = await readUpFront(tx, requests, loaded, families, marks);

  const now = deps.now();
  /** What the group wrote so far, per event id: later requests read these first. */
  const written = new Map<number, Map<string, ObjectState | undefined>>();
  /** The history's entries of the accepted requests, in group order (docs/history.md). */
  const history: NewStatusChange[] = [];
  const entryContext = (request: StatusRequest) => ({
    auth: request.auth,
    origin: request.origin,
    date: now.toISOString(),
  });
  const outcomes: RequestOutcome[] = requests.map((request, i) => {
    const events = loaded[i];
    if ('error' in events || 'deferred' in events) return events;
    const workspaceId = request.auth.workspace.id;
    const isTokenLive = (token: string) => isHoldTokenLive(tokenRows.get(token), workspaceId, now);
    const isTokenKnown = (token: string) => tokenRows.get(token)?.workspaceId === workspaceId;
    let changes = request.changes;
    let choice: BestAvailableChoice | undefined;
    const ask = request.bestAvailable;
    if (ask) {
      // The states the choice may read were read up front; what this group wrote comes first.
      const event = events[0];
      const sofar = written.get(event.row.id);
      const all = stored.get(event.row.id);
      const stateOf = (label: string) => (sofar?.has(label) ? sofar.get(label) : all?.get(label));
      try {
        const eventMarks = marks.get(event.row.id);
        const known = eventMarks && { marks: eventMarks, changed: sofar?.keys() ?? [] };
        const chosen = chosenChange(ask, event, stateOf, isTokenLive, known);
        changes = [chosen.change];
        choice = chosen.choice;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { error };
      }
    }
    if (needsSeasonJudge(events, changes)) {
      try {
        const judged = judgeInSeason({
          changes,
          events,
          familyOf: (row) => families.get(familyIdOf(row) ?? -1),
          base: (eventId, label) => {
            const sofar = written.get(eventId);
            return sofar?.has(label) ? sofar.get(label) : stored.get(eventId)?.get(label);
          },
          isTokenLive,
          isTokenKnown,
          now,
          withInfos: request.withInfos || choice !== undefined,
        });
        for (const [eventId, writes] of judged.writes) {
          const sofar = written.get(eventId) ?? new Map<string, ObjectState | undefined>();
          for (const [label, state] of writes) sofar.set(label, state);
          written.set(eventId, sofar);
        }
        const idOf = (key: string) => events.find(({ row }) => row.key === key)?.row.id;
        history.push(...entriesOfRequest(changes, idOf, judged.writes, entryContext(request)));
        return choice ? { results: judged.results, choice } : { results: judged.results };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { error };
      }
    }
    const views = new Map<string, EventToChange>();
    for (const { row, chart } of events) {
      views.set(row.key, {
        key: row.key,
        chart,
        tableBookingConfig: row.tableBookingConfig,
        channels: row.channels,
        states: currentStates(labelsOf(changes, row.key), written.get(row.id), stored.get(row.id)),
      });
    }
    let outcome: ReturnType<typeof applyStatusChanges>;
    try {
      outcome = applyStatusChanges(changes, {
        events: views,
        isTokenLive,
        isTokenKnown,
        now,
        withInfos: request.withInfos || choice !== undefined,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { error };
    }
    const byId = new Map<number, Map<string, ObjectState | undefined>>();
    for (const { row } of events) byId.set(row.id, outcome.writes.get(row.key) ?? new Map());
    const idOf = (key: string) => events.find(({ row }) => row.key === key)?.row.id;
    history.push(...entriesOfRequest(changes, idOf, byId, entryContext(request)));
    for (const { row } of events) {
      const writes = outcome.writes.get(row.key);
      if (!writes || writes.size === 0) continue;
      const sofar = written.get(row.id) ?? new Map<string, ObjectState | undefined>();
      for (const [label, state] of writes) sofar.set(label, state);
      written.set(row.id, sofar);
    }
    return choice ? { results: outcome.results, choice } : { results: outcome.results };
  });

  // The engine writes only labels it read, all of them prefetched: `stored` is what was there.
  for (const [eventId, writes] of written) {
    const states = stored.get(eventId) ?? new Map<string, ObjectState>();
    await writer.put(eventId, writes, { labels: new Set(writes.keys()), states });
  }
  await tx.appendStatusChanges(history);
  return outcomes;
}

/**
 * Everything the requests will read, in one round trip per event plus one for the hold tokens:
 * the named labels' stored states, and the rows of the tokens the changes give or the states hold.
 */
async function readUpFront(
  tx: Tx,
  requests: StatusRequest[],
  loaded: Array<LoadedEvent[] | { error: unknown } | { deferred: true }>,
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
  const stored = new Map<number, Map<string, ObjectState>>();
  const tokens = requests.flatMap((r) => r.changes.flatMap((c) => c.holdToken ?? []));
  for (const [eventId, labels] of wanted) {
    // Where a choice is made, the seat marks tell which states it may read (labelsToRead).
    const eventMarks = marks.get(eventId);
    const toRead = whole.has(eventId) && eventMarks ? labelsToRead(eventMarks) : undefined;
    const states =
      whole.has(eventId) && !toRead
        ? await tx.getAllObjectStates(eventId)
        : await tx.getObjectStates(eventId, [...labels, ...(toRead ?? [])]);
    stored.set(eventId, states);
    for (const state of states.values()) tokens.push(...holdTokensOf(state));
  }
  const tokenRows = new Map<string, HoldTokenRow>();
  if (tokens.length > 0) {
    for (const row of await tx.getHoldTokens([...new Set(tokens)])) tokenRows.set(row.token, row);
  }
  return { stored, tokenRows };
}

/** Labels whose states a request reads in one event: the objects its changes name there. */
function labelsOf(changes: NormalizedChange[], key: string): string[] {
  const labels = new Set<string>();
  for (const change of changes) {
    if (change.eventKey !== key) continue;
    for (const object of change.objects) labels.add(object.label);
  }
  return [...labels];
}

/** What a request sees of `labels`: what the group wrote so far, else what was stored. */
function currentStates(
  labels: string[],
  written: Map<string, ObjectState | undefined> | undefined,
  stored: Map<string, ObjectState> | undefined,
): Map<string, ObjectState> {
  const states = new Map<string, ObjectState>();
  for (const label of labels) {
    const state = written?.has(label) ? written.get(label) : stored?.get(label);
    if (state) states.set(label, state);
  }
  return states;
}

async function refusalOr<T>(run: () => Promise<T>): Promise<T | { error: unknown }> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { error };
  }
}
