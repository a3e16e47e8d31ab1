// The one judge of a status request: plain changes, best available, and anything in a season's
// family. Given the events as loaded and the states as the group sees them, it says what the
// request answers and what it writes, or throws the DomainError that refuses it (it then writes
// nothing). Pure: the service loads before and writes after (application/bookings/).
import {
  type BestAvailableChoice,
  type BestAvailableSpec,
  chooseBestAvailable,
  type RankedWindows,
  type SeatMarks,
} from '../best-available';
import type { FlatChart, ObjectState } from '../model';
import { applyStatusChanges, type ChangeResult, type EventToChange } from '../status/apply';
import { normalizeExpiredHolds, type TokenLiveness } from '../status/hold-expiry';
import {
  type ChangeAction,
  type NormalizedChange,
  normalizeChange,
  type WireChange,
} from '../status/normalize';
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

// Best available as one change of the group: the choice is made against the states as the
// requests before it in the same group left them, then becomes an ordinary change of the chosen
// labels, judged by the same engine. Two requests of one group therefore never get the same seat.

/** A change on one event whose objects the service chooses. */
export interface BestAvailableAsk {
  eventKey: string;
  spec: BestAvailableSpec;
  /** The change's other fields, as the wire gave them (without objects). */
  wire: Omit<WireChange, 'objects'>;
  action: ChangeAction;
  /** The change it stands for, with no objects yet: normalized (and refused) before queuing. */
  template: NormalizedChange;
  /** The windows ranked for it before it was queued, and the chart they were ranked on. */
  prepared?: { chart: FlatChart; ranked: ReadonlyMap<number, RankedWindows> };
}

/**
 * A best-available request, normalized where every change is (before it is queued): the same
 * refusals as any change (a hold without token, conflicting options).
 */
export function bestAvailableAsk(
  eventKey: string,
  spec: BestAvailableSpec,
  wire: Omit<WireChange, 'objects'>,
  action: ChangeAction,
): BestAvailableAsk {
  const template = normalizeChange(eventKey, { ...wire, objects: [] }, action);
  return { eventKey, spec, wire, action, template };
}

/**
 * Chooses against `stateOf` (what the group wrote so far, else what is stored) and answers with
 * the ordinary change of the chosen objects. Throws a DomainError when nothing fits.
 */
export function chosenChange(
  ask: BestAvailableAsk,
  event: EventAtHand,
  stateOf: (label: string) => ObjectState | undefined,
  isTokenLive: TokenLiveness,
  /** The event's seat marks as stored, and the labels this group wrote since (read by stateOf). */
  known?: { marks: SeatMarks; changed: Iterable<string> },
): { change: NormalizedChange; choice: BestAvailableChoice } {
  const choice = chooseBestAvailable(
    {
      chart: event.chart,
      tableBookingConfig: event.row.tableBookingConfig,
      channels: event.row.channels,
      stateOf: (label) => normalizeExpiredHolds(stateOf(label), isTokenLive),
      // Made for the chart it was read with: another version (or view) has other windows.
      ranked: ask.prepared?.chart === event.chart ? ask.prepared.ranked : undefined,
    },
    ask.spec,
    ask.template,
    known,
  );
  const change = normalizeChange(ask.eventKey, { ...ask.wire, objects: choice.refs }, ask.action);
  return { change, choice };
}
