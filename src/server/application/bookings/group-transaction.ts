// One group of status requests (from the group commit, or a request retried alone) in one store
// transaction: load, judge, write. Everything the requests read is loaded up front in a few round
// trips (load-group.ts); the one judge (domain/judge/) judges them one after the other, each
// seeing what the ones before it wrote; the writes of every event go out together at the end.
// A refusal (DomainError) refuses its request only: it writes nothing and does not stop the
// others. On PostgreSQL this turns two round trips per request into a handful per group
// (docs/decisions/004-postgres-locking.md).
import type { BestAvailableChoice } from '../../../domain/best-available';
import { DomainError } from '../../../domain/errors';
import {
  type BestAvailableAsk,
  GroupStates,
  type GroupView,
  judgeStatusRequest,
} from '../../../domain/judge/judge';
import type { ObjectState } from '../../../domain/model';
import type { ChangeResult } from '../../../domain/status/apply';
import { isHoldTokenLive } from '../../../domain/status/hold-expiry';
import type { NormalizedChange } from '../../../domain/status/normalize';
import type { NewStatusChange, SeasonOverrideMark, StoredAnswer, Tx } from '../../store/port';
import { gateOfAll, type WorkDeadline } from '../../store/work-deadline';
import type { Auth, Deps } from '../context';
import type { RequestOrigin } from '../history/request-origin';
import { overrideMarks, rolesOf } from '../history/season-through';
import { entriesOfRequest } from '../history/status-entries';
import { answerInTransaction, type IdempotencyClaim } from '../idempotency/idempotency-keys';
import { type StateWriter, writingStates } from '../states/state-writer';
import { loadGroup } from './load-group';

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

/** What the group commit hears of a group's transaction before it commits. */
export interface GroupProgress {
  /** Every request is judged and written; the commit comes next. */
  judged?: () => void;
  /**
   * These requests (indexes) were left for the next group once the group was loaded, before it
   * is judged: they may join the next group while this one still runs. Told once per request.
   */
  deferred?: (indexes: number[]) => void;
}

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
  progress: GroupProgress = {},
): Promise<RequestOutcome[]> {
  const gate = gateOfAll(requests.map((request) => request.deadline));
  // Kept over the store's retries of the transaction: a request once sent on stays sent on.
  const left = new Set<number>();
  const outcomes = await writingStates(
    deps,
    async (tx, writer) => {
      const outcomes = await judgeAndWrite(deps, tx, writer, requests, left, progress);
      // Accepted or refused, the answer lands with the change: no crash can leave a booking
      // applied without the answer a retry with its Idempotency-Key must get.
      // A request deferred to the next group has no answer yet: it is stored with that group's.
      const answers = requests.flatMap(({ record }, i) =>
        record && !('deferred' in outcomes[i])
          ? [{ claim: record.claim, answer: record.answerOf(outcomes[i]) }]
          : [],
      );
      await answerInTransaction(deps, tx, answers);
      progress.judged?.();
      return outcomes;
    },
    gate,
  );
  requests.forEach(({ record }, i) => {
    if (record && !('deferred' in outcomes[i])) record.claim.answered = true;
  });
  return outcomes;
}

/** Loads, judges each request in order against what the ones before it wrote, then writes. */
async function judgeAndWrite(
  deps: Deps,
  tx: Tx,
  writer: StateWriter,
  requests: StatusRequest[],
  left: Set<number>,
  progress: GroupProgress,
): Promise<RequestOutcome[]> {
  const group = await loadGroup(deps, tx, requests, left);
  const sentOn = group.requests.flatMap((loaded, i) =>
    'deferred' in loaded && !left.has(i) ? [i] : [],
  );
  for (const i of sentOn) left.add(i);
  if (sentOn.length > 0) progress.deferred?.(sentOn);
  const states = new GroupStates(group.stored);
  const now = deps.now();
  /** The history's entries of the accepted requests, in group order (docs/history.md). */
  const history: NewStatusChange[] = [];
  const overrides: SeasonOverrideMark[] = [];
  const outcomes = requests.map((request, i): RequestOutcome => {
    const events = group.requests[i];
    if ('error' in events || 'deferred' in events) return events;
    const workspaceId = request.auth.workspace.id;
    const view: GroupView = {
      events,
      familyOf: group.familyOf,
      stateOf: states.stateOf,
      writtenLabels: states.writtenLabels,
      seatMarks: (eventId) => group.seatMarks.get(eventId),
      isTokenLive: (token) => isHoldTokenLive(group.tokenRows.get(token), workspaceId, now),
      isTokenKnown: (token) => group.tokenRows.get(token)?.workspaceId === workspaceId,
      now,
    };
    try {
      const { writes, changes, ...answer } = judgeStatusRequest(request, view);
      states.accept(writes);
      const idOf = (key: string) => events.find(({ row }) => row.key === key)?.row.id;
      const entryContext = { auth: request.auth, origin: request.origin, date: now.toISOString() };
      const roleOf = rolesOf(
        events.flatMap(({ row }) => [row, ...(group.familyOf(row)?.byKey.values() ?? [])]),
      );
      history.push(...entriesOfRequest(changes, idOf, roleOf, writes, entryContext));
      overrides.push(...overrideMarks(changes, idOf, writes));
      return answer;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { error };
    }
  });
  // The history's entries go out with the states, not after them: on PostgreSQL the driver sends
  // the next statement as soon as the last is answered, where an await between them waited for a
  // turn of the event loop (the other requests' parsing and answers) while the group held the
  // event's row lock (docs/benchmarks.md, issue 30). They touch other tables than the states.
  const entered = tx
    .appendStatusChanges(history)
    // After the group's entries: a season change in the same group as an override is left out.
    .then(() => tx.markSeasonOverrides(overrides));
  // The judge writes only labels it read, all of them read up front: `stored` is what was there.
  // Every event in one store call: a season booking writes each event of its family.
  const put = () =>
    writer.putOfEvents(
      [...states.written].map(([eventId, writes]) => ({
        eventId,
        writes,
        read: {
          labels: new Set(writes.keys()),
          states: group.stored.get(eventId) ?? new Map<string, ObjectState>(),
        },
      })),
    );
  // Both settle before the transaction goes on: a failure of one must not roll back (or commit)
  // while the other still has statements to send.
  const [entries, writes] = await Promise.allSettled([entered, put()]);
  for (const settled of [entries, writes]) if (settled.status === 'rejected') throw settled.reason;
  return outcomes;
}
