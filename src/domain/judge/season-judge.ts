// Status changes in a season's family (docs/seasons.md), judged one change at a time: the engine
// applies the change to the event it names, as it sees the objects; then the propagation rule
// (domain/seasons/propagate.ts) shows the result in every event of the family, or refuses it
// (a seat taken in the season and in one of its events, more places than the area has). The
// season status overrides are applied here too. Everything is judged against what the group
// wrote so far (`base`), and written into an overlay that becomes the group's only when the
// whole request is accepted.
import { DomainError } from '../errors';
import type { ObjectState } from '../model';
import { objectInfo } from '../object-info';
import { seasonStatusAction } from '../seasons/override';
import { assertOwnStatus, composeViews, ownPart } from '../seasons/propagate';
import { applyStatusChanges, type ChangeResult } from '../status/apply';
import { channelOf } from '../status/channels';
import { normalizeExpiredHolds, type TokenLiveness } from '../status/hold-expiry';
import {
  isSeasonStatusType,
  type NormalizedChange,
  type SeasonStatusType,
} from '../status/normalize';
import { RuleError } from '../status/rule-error';
import { compactPlaces, compactState, sameState } from '../status/state';
import type { EventAtHand, EventFacts, LoadedFamily, StateLookup } from './event-at-hand';

export interface SeasonJudgeInput {
  changes: NormalizedChange[];
  events: EventAtHand[];
  /** The family of a row in one (undefined for an event in no season). */
  familyOf: (row: EventFacts) => LoadedFamily | undefined;
  base: StateLookup;
  isTokenLive: TokenLiveness;
  /** Whether the workspace issued the token: a dead one has then expired (else it never was). */
  isTokenKnown?: TokenLiveness;
  now: Date;
  withInfos: boolean;
}

export interface SeasonJudgement {
  results: ChangeResult[];
  writes: Map<number, Map<string, ObjectState | undefined>>;
}

/** True when a request needs this path: it touches a season's family or overrides a status. */
export function needsSeasonJudge(events: EventAtHand[], changes: NormalizedChange[]): boolean {
  return (
    events.some(({ row }) => row.season !== undefined) ||
    changes.some((change) => isSeasonStatusType(change.type))
  );
}

export function judgeInSeason(input: SeasonJudgeInput): SeasonJudgement {
  const family = new FamilyOverlay(input);
  const byKey = new Map(input.events.map((event) => [event.row.key, event]));
  const results: ChangeResult[] = [];
  for (const change of input.changes) {
    const event = byKey.get(change.eventKey) as EventAtHand;
    results.push(
      ...(isSeasonStatusType(change.type)
        ? [overrideSeasonStatus(change, event, family, input)]
        : engineChange(change, event, family, input)),
    );
  }
  return { results, writes: family.overlay };
}

/**
 * The family's states as this request sees them: what it wrote so far (`overlay`), else what the
 * group wrote or stored (`base`); expired holds and their stale marks are dropped when read.
 */
class FamilyOverlay {
  readonly overlay = new Map<number, Map<string, ObjectState | undefined>>();

  constructor(private readonly input: SeasonJudgeInput) {}

  current(eventId: number, label: string): ObjectState | undefined {
    const mine = this.overlay.get(eventId);
    return mine?.has(label) ? mine.get(label) : this.input.base(eventId, label);
  }

  seen(eventId: number, label: string): ObjectState | undefined {
    return this.fresh(this.current(eventId, label));
  }

  /** `state` without its expired holds and the marks they left. */
  fresh(state: ObjectState | undefined): ObjectState | undefined {
    const { isTokenLive } = this.input;
    return withoutStaleMarks(normalizeExpiredHolds(state, isTokenLive), isTokenLive);
  }

  put(eventId: number, label: string, state: ObjectState | undefined): void {
    const mine = this.overlay.get(eventId) ?? new Map<string, ObjectState | undefined>();
    this.overlay.set(eventId, mine.set(label, state));
  }

  /** Whether `row` sees `label` from its season (or a partial season) rather than an event. */
  fromAbove(row: EventFacts, loaded: LoadedFamily, label: string): boolean {
    if (row.season?.role === 'eventInSeason') return true;
    if (row.season?.role !== 'partialSeason') return false;
    const season = loaded.byKey.get(loaded.family.season) as EventFacts;
    const state = this.seen(season.id, label);
    return state?.status !== undefined && !state.season?.inherited;
  }

  /** Shows `label` as every unit of the family sees it, `own` being the new own part of `event`. */
  propagate(event: EventAtHand, label: string, own: ObjectState | undefined): void {
    const { row, chart } = event;
    const loaded = this.input.familyOf(row);
    const obj = chart.byLabel.get(label);
    if (!loaded || !obj) {
      this.put(row.id, label, own);
      return;
    }
    // Own parts by the state read: the events of a season share their view objects (the stores'
    // read-through, composeViews), so a season's 1,001 events are a handful of distinct states,
    // each made fresh of stale holds and split into its own part once, not once per event.
    const owns = new Map<ObjectState | undefined, ObjectState | undefined>();
    const views = composeViews(obj, loaded.family, (unit) => {
      if (unit === row.key) return own;
      const state = this.current((loaded.byKey.get(unit) as EventFacts).id, label);
      if (owns.has(state)) return owns.get(state);
      const part = ownPart(obj, this.fresh(state));
      owns.set(state, part);
      return part;
    });
    for (const [unit, view] of views) {
      const unitRow = loaded.byKey.get(unit) as EventFacts;
      if (!sameState(this.current(unitRow.id, label), view)) this.put(unitRow.id, label, view);
    }
  }
}

/** A season status overridden in one event of the season, or used there again. */
function overrideSeasonStatus(
  change: NormalizedChange,
  { row, chart }: EventAtHand,
  family: FamilyOverlay,
  input: SeasonJudgeInput,
): ChangeResult {
  assertEventInSeason(row, input.familyOf(row), change.season);
  const objects: ChangeResult['objects'] = {};
  for (const request of change.objects) {
    const obj = chart.byLabel.get(request.label);
    if (!obj) throw new RuleError('OBJECT_NOT_FOUND', `Object not found: ${request.label}`);
    const before = family.seen(row.id, obj.label);
    const own = ownPart(obj, before);
    const type = change.type as SeasonStatusType;
    const after = seasonStatusAction(type, obj, request.quantity, before, own, row.key);
    family.propagate({ row, chart }, obj.label, after);
    if (input.withInfos) {
      objects[obj.label] = objectInfo(obj, family.seen(row.id, obj.label), {
        channel: channelOf(row.channels).get(obj.label),
      });
    }
  }
  return { objects };
}

/** An ordinary change judged by the engine as the event sees its objects, then propagated. */
function engineChange(
  change: NormalizedChange,
  event: EventAtHand,
  family: FamilyOverlay,
  input: SeasonJudgeInput,
): ChangeResult[] {
  const { row, chart } = event;
  const loaded = input.familyOf(row);
  const states = new Map<string, ObjectState>();
  for (const { label } of change.objects) {
    const state = family.seen(row.id, label);
    const obj = chart.byLabel.get(label);
    if (loaded && obj) assertOwnStatus(obj, state, row.key, family.fromAbove(row, loaded, label));
    if (state) states.set(label, state);
  }
  const { tableBookingConfig, channels } = row;
  const outcome = applyStatusChanges([change], {
    events: new Map([[row.key, { key: row.key, chart, tableBookingConfig, channels, states }]]),
    isTokenLive: input.isTokenLive,
    isTokenKnown: input.isTokenKnown,
    now: input.now,
    withInfos: input.withInfos,
  });
  for (const [label, state] of outcome.writes.get(row.key) ?? []) {
    const obj = chart.byLabel.get(label);
    family.propagate(event, label, loaded && obj ? ownPart(obj, state, { unit: row.key }) : state);
  }
  return outcome.results;
}

/**
 * Marks of what came from elsewhere that an expired hold left behind (normalizeExpiredHolds
 * drops the hold, not the mark): a seat whose status is gone is simply free here, and GA places
 * held with a dead token no longer count as the season's.
 */
function withoutStaleMarks(
  state: ObjectState | undefined,
  isTokenLive: TokenLiveness,
): ObjectState | undefined {
  const marks = state?.season;
  if (!state || !marks) return state;
  let next = marks;
  if (marks.inherited && state.status === undefined) {
    const { inherited: _, ...rest } = marks;
    next = rest;
  }
  const holds = marks.places?.holds;
  if (holds && Object.keys(holds).some((token) => !isTokenLive(token))) {
    const live = Object.fromEntries(Object.entries(holds).filter(([token]) => isTokenLive(token)));
    next = { ...next, places: compactPlaces({ ...marks.places, holds: live }) };
  }
  if (next === marks) return state;
  const kept = compactState({ ...next }) as ObjectState['season'];
  return compactState({ ...state, season: kept });
}

function assertEventInSeason(
  row: EventFacts,
  loaded: LoadedFamily | undefined,
  season: string | undefined,
): void {
  if (row.season?.role === 'season' || row.season?.role === 'partialSeason') {
    throw new DomainError(
      'SEASON_KEY_NOT_ALLOWED',
      `${row.key} is a season: a season status is overridden or used in one event of the season`,
    );
  }
  if (!loaded || row.season?.role !== 'eventInSeason') {
    throw new DomainError('EVENT_NOT_IN_SEASON', `Event ${row.key} is in no season`);
  }
  if (season === undefined || season === loaded.family.season) return;
  if (loaded.family.partials.get(season)?.includes(row.key)) return;
  throw new DomainError(
    'EVENT_NOT_IN_SEASON',
    `Event ${row.key} is not in season ${season}: give its season or one of its partial seasons`,
  );
}
