// The one judge of a status request: plain changes, best available, and anything in a season's
// family. Given the events as loaded and the states as the group sees them, it says what the
// request answers and what it writes, or throws the DomainError that refuses it (it then writes
// nothing). Pure: the service loads before and writes after (application/bookings/).
import type { BestAvailableChoice, SeatMarks } from '../best-available';
import type { ObjectState } from '../model';
import { applyStatusChanges, type ChangeResult, type EventToChange } from '../status/apply';
import type { TokenLiveness } from '../status/hold-expiry';
import type { NormalizedChange } from '../status/normalize';
import { type BestAvailableAsk, chosenChange } from './best-available-change';
import type { EventAtHand, EventFacts, LoadedFamily, StateLookup } from './event-at-hand';
import { judgeInSeason, needsSeasonJudge } from './season-judge';

/** One request as the judge reads it. */
export interface StatusAsk {
  /** Normalized changes; for best available, its one template change with no objects yet. */
  changes: NormalizedChange[];
  /** Build the object infos (`expand=objects`). */
  withInfos: boolean;
  bestAvailable?: BestAvailableAsk;
}

/** What the request sees: its events, and the group's states, tokens and clock. */
export interface GroupView {
  events: EventAtHand[];
  familyOf: (row: EventFacts) => LoadedFamily | undefined;
  stateOf: StateLookup;
  /** Labels of an event this group already wrote (a choice cannot trust the stored marks there). */
  writtenLabels: (eventId: number) => Iterable<string>;
  /** Seat marks of the events a choice is made in, as stored. */
  seatMarks: (eventId: number) => SeatMarks | undefined;
  isTokenLive: TokenLiveness;
  /** Whether the workspace issued the token: a dead one has then expired (else it never was). */
  isTokenKnown: TokenLiveness;
  now: Date;
}

/** State writes by event id; undefined removes the state. */
export type StateWrites = Map<number, Map<string, ObjectState | undefined>>;

export interface Judgement {
  results: ChangeResult[];
  choice?: BestAvailableChoice;
  writes: StateWrites;
  /** The changes judged: the request's own, or best available's chosen one (for the history). */
  changes: NormalizedChange[];
}

/** Judges one request against `view`; throws a DomainError to refuse it. */
export function judgeStatusRequest(ask: StatusAsk, view: GroupView): Judgement {
  let changes = ask.changes;
  let choice: BestAvailableChoice | undefined;
  if (ask.bestAvailable) {
    const event = view.events[0];
    const id = event.row.id;
    const marks = view.seatMarks(id);
    const known = marks && { marks, changed: view.writtenLabels(id) };
    const stateOf = (label: string) => view.stateOf(id, label);
    const chosen = chosenChange(ask.bestAvailable, event, stateOf, view.isTokenLive, known);
    changes = [chosen.change];
    choice = chosen.choice;
  }
  const withInfos = ask.withInfos || choice !== undefined;
  const { results, writes } = needsSeasonJudge(view.events, changes)
    ? judgeInSeason({
        changes,
        events: view.events,
        familyOf: view.familyOf,
        base: view.stateOf,
        isTokenLive: view.isTokenLive,
        isTokenKnown: view.isTokenKnown,
        now: view.now,
        withInfos,
      })
    : judgePlain(changes, view, withInfos);
  return choice ? { results, choice, writes, changes } : { results, writes, changes };
}

/** Changes on events in no season: the engine, on the states of the labels they name. */
function judgePlain(
  changes: NormalizedChange[],
  view: GroupView,
  withInfos: boolean,
): { results: ChangeResult[]; writes: StateWrites } {
  const events = new Map<string, EventToChange>();
  for (const { row, chart } of view.events) {
    const states = new Map<string, ObjectState>();
    for (const label of labelsOf(changes, row.key)) {
      const state = view.stateOf(row.id, label);
      if (state) states.set(label, state);
    }
    events.set(row.key, {
      key: row.key,
      chart,
      tableBookingConfig: row.tableBookingConfig,
      channels: row.channels,
      states,
    });
  }
  const outcome = applyStatusChanges(changes, {
    events,
    isTokenLive: view.isTokenLive,
    isTokenKnown: view.isTokenKnown,
    now: view.now,
    withInfos,
  });
  const writes: StateWrites = new Map();
  for (const { row } of view.events) {
    const written = outcome.writes.get(row.key);
    if (written && written.size > 0) writes.set(row.id, written);
  }
  return { results: outcome.results, writes };
}

/** Labels whose states a request reads in one event: the objects its changes name there. */
export function labelsOf(changes: readonly NormalizedChange[], key: string): string[] {
  const labels = new Set<string>();
  for (const change of changes) {
    if (change.eventKey !== key) continue;
    for (const object of change.objects) labels.add(object.label);
  }
  return [...labels];
}

/**
 * The states of a group as its requests see them: what the requests before wrote, else what was
 * stored. Each accepted request's writes are laid over it in turn.
 */
export class GroupStates {
  /** What the group wrote so far, per event id. */
  readonly written: StateWrites = new Map();

  constructor(private readonly stored: ReadonlyMap<number, ReadonlyMap<string, ObjectState>>) {}

  readonly stateOf: StateLookup = (eventId, label) => {
    const sofar = this.written.get(eventId);
    return sofar?.has(label) ? sofar.get(label) : this.stored.get(eventId)?.get(label);
  };

  readonly writtenLabels = (eventId: number): Iterable<string> =>
    this.written.get(eventId)?.keys() ?? [];

  accept(writes: StateWrites): void {
    for (const [eventId, states] of writes) {
      const sofar = this.written.get(eventId) ?? new Map<string, ObjectState | undefined>();
      for (const [label, state] of states) sofar.set(label, state);
      this.written.set(eventId, sofar);
    }
  }
}
