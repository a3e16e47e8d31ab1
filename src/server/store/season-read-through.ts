// An event of a season stores only its own part of each object (what it took, its for-sale mark,
// its overrides); what its season and partial seasons took is read through from their rows and
// composed here, before any reader sees a state (docs/seasons.md, "How an event's states are
// stored"). Both adapters do the same with their own SQL: they find the units above the events
// they read (SQLite: two statements, sqlite/object-states.ts; PostgreSQL: one,
// postgres/postgres-season-read.ts), read those units' rows of the same labels in the same
// statement as the event's own, and hand both to these functions.
import type { ObjectState } from '../../domain/model';
import { eventViewThrough, storedOwnPart } from '../../domain/seasons/event-view';
import { holdTokensOf } from '../../domain/status/hold-expiry';
import { sameState } from '../../domain/status/state';
import type { StatesOfEvent } from './tx/object-states';
import { planHoldIndex, planStateWrites, type StateWritePlan } from './write-transaction';

/** The units an event of a season reads through: its season, then the partial seasons it is in. */
export interface UnitsAbove {
  season: number;
  partials: number[];
}

/** What unitsAboveInFamily needs of an event row. */
export interface FamilyRow {
  id: number;
  season?: { role: string; seasonId?: number; eventIds?: number[] };
}

/**
 * The units above each unit of one whole season family (its rows, any order): what the stores'
 * units-above statements answer for them, told from rows the transaction already read. The
 * season and its partial seasons read through nothing (null).
 */
export function unitsAboveInFamily(family: readonly FamilyRow[]): Map<number, UnitsAbove | null> {
  const rows = [...family].sort((a, b) => a.id - b.id);
  const partialsOf = new Map<number, number[]>();
  for (const row of rows) {
    if (row.season?.role !== 'partialSeason') continue;
    for (const member of row.season.eventIds ?? []) {
      const list = partialsOf.get(member) ?? [];
      list.push(row.id);
      partialsOf.set(member, list);
    }
  }
  const above = new Map<number, UnitsAbove | null>();
  for (const { id, season } of rows) {
    above.set(
      id,
      season?.role === 'eventInSeason' && season.seasonId !== undefined
        ? { season: season.seasonId, partials: partialsOf.get(id) ?? [] }
        : null,
    );
  }
  return above;
}

export function unitIds(above: UnitsAbove): number[] {
  return [above.season, ...above.partials];
}

/** The labels to read per unit: the ones asked for, and the same ones in every unit above. */
export function labelsWithUnitsAbove(
  labelsByEvent: ReadonlyMap<number, readonly string[]>,
  aboveOf: ReadonlyMap<number, UnitsAbove>,
): Map<number, Set<string>> {
  const wanted = new Map<number, Set<string>>();
  const add = (unit: number, labels: readonly string[]) => {
    const set = wanted.get(unit) ?? new Set<string>();
    for (const label of labels) set.add(label);
    wanted.set(unit, set);
  };
  for (const [eventId, labels] of labelsByEvent) {
    add(eventId, labels);
    const above = aboveOf.get(eventId);
    if (above) for (const unit of unitIds(above)) add(unit, labels);
  }
  return wanted;
}

/**
 * Views of events that have no row of their own, by their units above and the label: events
 * read together that see the same units share one view object (views are never changed in place).
 * A season booking reads 9 labels in 1,001 events, nearly all with no own row: composed once
 * instead of 1,001 times each.
 */
export type BareViews = Map<string, ObjectState | undefined>;

/** The view of `label` for an event whose own row is `mine`, through `units` (their rows). */
function viewThrough(
  mine: ObjectState | undefined,
  units: ReadonlyArray<ReadonlyMap<string, ObjectState>>,
  label: string,
): ObjectState | undefined {
  const above: Array<ObjectState | undefined> = [];
  for (const states of units) above.push(states.get(label));
  return eventViewThrough(mine, above);
}

/**
 * The event's states as it sees them: its own rows with its units' above composed in, for
 * `labels` (every label stored in any of them when absent). `bare`: shared by the calls of one read.
 */
export function composeThrough(
  own: ReadonlyMap<string, ObjectState>,
  above: UnitsAbove,
  stored: (unit: number) => ReadonlyMap<string, ObjectState> | undefined,
  labels?: Iterable<string>,
  bare: BareViews = new Map(),
): Map<string, ObjectState> {
  const ids = unitIds(above);
  const units = ids.map((unit) => stored(unit) ?? new Map<string, ObjectState>());
  const every =
    labels ??
    new Set([own.keys(), ...units.map((states) => states.keys())].flatMap((keys) => [...keys]));
  const unitsKey = ids.join(',');
  const views = new Map<string, ObjectState>();
  for (const label of every) {
    const mine = own.get(label);
    let view: ObjectState | undefined;
    if (mine) view = viewThrough(mine, units, label);
    else {
      const key = `${unitsKey}\u0000${label}`;
      if (bare.has(key)) view = bare.get(key);
      else {
        view = viewThrough(undefined, units, label);
        bare.set(key, view);
      }
    }
    if (view) views.set(label, view);
  }
  return views;
}

/**
 * Each event's states as it sees them, from `stored`: the rows, by unit, of the labels
 * labelsWithUnitsAbove named. An event in no season (absent from `aboveOf`) sees its own rows.
 * Events with no row of the labels read, seeing the same units, share one composition: each gets
 * a copy of the same views (a season booking at the bound: 1,000 of its 1,001 events), so what is
 * composed follows the distinct (units, labels) read, not the events
 * (`src/server/store/season-read-counts.test.ts`).
 */
export function composeEventsThrough(
  labelsByEvent: ReadonlyMap<number, readonly string[]>,
  aboveOf: ReadonlyMap<number, UnitsAbove>,
  stored: ReadonlyMap<number, Map<string, ObjectState>>,
): Map<number, Map<string, ObjectState>> {
  const states = new Map<number, Map<string, ObjectState>>();
  // The events with no row of a label share one composed view of it (BareViews).
  const bare: BareViews = new Map();
  /** By units and labels: the views of an event with no row of them. */
  const bareEvents = new Map<string, Map<string, ObjectState>>();
  const none = new Map<string, ObjectState>();
  const unitRows = (unit: number) => stored.get(unit);
  for (const [eventId, labels] of labelsByEvent) {
    const own = stored.get(eventId) ?? none;
    const above = aboveOf.get(eventId);
    if (!above) {
      states.set(eventId, own === none ? new Map() : own);
      continue;
    }
    if (own.size > 0) {
      states.set(eventId, composeThrough(own, above, unitRows, new Set(labels), bare));
      continue;
    }
    const key = `${unitIds(above).join(',')}\u0001${labels.join('\u0000')}`;
    let shared = bareEvents.get(key);
    if (!shared) {
      shared = composeThrough(own, above, unitRows, new Set(labels), bare);
      bareEvents.set(key, shared);
    }
    // A map of its own: callers may add to it; the views in it are shared and never changed.
    states.set(eventId, new Map(shared));
  }
  return states;
}

/**
 * storedOwnPart and holdTokensOf of each state object once per call: the events of a season
 * booking share their view objects (composeViews, composeEventsThrough), so 9,009 views at the
 * bound are a handful of distinct objects, and own parts built once each are compared by identity
 * before deeply (`src/server/store/season-read-counts.test.ts`).
 */
export class OwnParts {
  private readonly owns = new Map<ObjectState, ObjectState | undefined>();
  private readonly tokens = new Map<ObjectState, string[]>();

  of(view: ObjectState | undefined): ObjectState | undefined {
    if (!view) return undefined;
    if (this.owns.has(view)) return this.owns.get(view);
    const own = storedOwnPart(view);
    this.owns.set(view, own);
    return own;
  }

  holdTokens = (state: ObjectState): string[] => {
    let tokens = this.tokens.get(state);
    if (!tokens) {
      tokens = holdTokensOf(state);
      this.tokens.set(state, tokens);
    }
    return tokens;
  };
}

/**
 * The writes of an event of a season, given its new views (and the views read before, when the
 * caller has them): its hold index follows the views (a season's hold lapses in each event, as
 * the hold sweep finds it there), its rows only its own part, and a label whose own part did not
 * change is not written at all (a season booking leaves every event's rows alone).
 */
export function planSeasonEventWrites(
  views: Map<string, ObjectState | undefined>,
  previousViews?: ReadonlyMap<string, ObjectState>,
  parts: OwnParts = new OwnParts(),
): StateWritePlan {
  const { cleared, holds } = planHoldIndex(views, previousViews, parts.holdTokens);
  const owns = new Map<string, ObjectState | undefined>();
  const previousOwns = previousViews ? new Map<string, ObjectState>() : undefined;
  for (const [label, view] of views) {
    const own = parts.of(view);
    if (previousViews && previousOwns) {
      const before = parts.of(previousViews.get(label));
      if (before === own || sameState(before, own)) continue;
      if (before) previousOwns.set(label, before);
    }
    owns.set(label, own);
  }
  if (owns.size === 0) return { cleared, holds, removed: [], kept: [], blobs: new Map() };
  const { removed, kept, blobs } = planStateWrites(owns, previousOwns);
  return { cleared, holds, removed, kept, blobs };
}

/**
 * The events of one putObjectStatesOfEvents call that write anything (each named once), with
 * their plans: an event of a season (`inSeason`) stores only its own part. Both stores.
 */
export function planEventsWrites(
  writes: readonly StatesOfEvent[],
  inSeason: (eventId: number) => boolean,
): Array<StatesOfEvent & { plan: StateWritePlan }> {
  const parts = new OwnParts();
  return writes.map((write) => ({
    ...write,
    plan: inSeason(write.eventId)
      ? planSeasonEventWrites(write.states, write.previous, parts)
      : planStateWrites(write.states, write.previous),
  }));
}

/** The events of a putObjectStatesOfEvents call that write anything; naming one twice is a bug. */
export function eventsWriting(writes: readonly StatesOfEvent[]): StatesOfEvent[] {
  const writing = writes.filter(({ states }) => states.size > 0);
  if (new Set(writing.map(({ eventId }) => eventId)).size < writing.length) {
    throw new Error('An event written twice in one call');
  }
  return writing;
}

/** putObjectStatesOfEvents's answer: each event's raised revision, none where nothing was written. */
export function revisionsWritten(
  writes: readonly StatesOfEvent[],
  bumped: ReadonlyMap<number, number>,
): Array<number | undefined> {
  return writes.map(({ eventId, states }) => (states.size > 0 ? bumped.get(eventId) : undefined));
}
