// The status engine: applies normalized changes in order, each object checked against the state
// the earlier changes of the same request produced, and answers with the states to write. Any
// refusal throws before anything is returned, so a request applies entirely or not at all.
import type { Channel, ChartObject, FlatChart, ObjectState, TableBookingConfig } from '../model';
import { type ObjectInfo, objectInfo, statusOf } from '../object-info';
import { channelOf } from './channels';
import { assertChannelAllows, assertGaChannelPlaces, assertPreviousStatus } from './checks';
import { changeGaState, placesToChange } from './ga-change';
import { deadTokenMessage, normalizeExpiredHolds, type TokenLiveness } from './hold-expiry';
import type { NormalizedChange, ObjectRequest } from './normalize';
import { changeObjectState } from './object-change';
import { RuleError } from './rule-error';
import { sameState } from './state';
import { assertBookableTablePart } from './tables';

/**
 * An event as the engine judges a change on it: its chart, rules and the stored states of the
 * labels asked (unlike the reports' EventView, an index over every state of the event).
 */
export interface EventToChange {
  key: string;
  chart: FlatChart;
  tableBookingConfig: TableBookingConfig;
  channels: Channel[];
  /** Stored states of (at least) the labels the changes name. Never mutated. */
  states: ReadonlyMap<string, ObjectState>;
}

export interface StatusContext {
  events: ReadonlyMap<string, EventToChange>;
  /** True when the token exists in the request's workspace and has not expired. */
  isTokenLive: TokenLiveness;
  /** True when the token was issued in the request's workspace (live or not): a dead token is
   * then said to have expired, else not to exist. Absent: the refusal says it is either. */
  isTokenKnown?: TokenLiveness;
  /** The moment the request is judged at; liveness of tokens already reflects it. */
  now?: Date;
  /** Build the object infos of each change (`expand=objects`). Default true. */
  withInfos?: boolean;
}

/** The `expand=objects` answer of one change: infos of the objects it touched, after it. */
export interface ChangeResult {
  objects: Record<string, ObjectInfo>;
}

export interface StatusOutcome {
  /** Event key → label → new state; `undefined` means the object went back to bare. */
  writes: Map<string, Map<string, ObjectState | undefined>>;
  results: ChangeResult[];
}

interface WorkingEvent {
  view: EventToChange;
  channelOf: ReadonlyMap<string, string>;
  /** Touched labels → their current state (dead holds already dropped). */
  current: Map<string, ObjectState | undefined>;
}

export function applyStatusChanges(
  changes: readonly NormalizedChange[],
  ctx: StatusContext,
): StatusOutcome {
  const working = new Map<string, WorkingEvent>();
  const results: ChangeResult[] = [];
  for (const change of changes) {
    const event = workingEvent(working, ctx, change.eventKey);
    if (change.holdToken !== undefined && !ctx.isTokenLive(change.holdToken)) {
      const known = ctx.isTokenKnown?.(change.holdToken);
      throw new RuleError('HOLD_TOKEN_INVALID', deadTokenMessage(change.holdToken, known));
    }
    const objects: Record<string, ObjectInfo> = {};
    const seen = new Set<string>();
    for (const request of change.objects) {
      const obj = chartObject(event, request, seen);
      const before = stateOf(event, ctx, obj.label);
      const after = applyToObject(change, event, obj, request, before);
      event.current.set(obj.label, after);
      if (ctx.withInfos === false) continue;
      objects[obj.label] = objectInfo(obj, after, { channel: event.channelOf.get(obj.label) });
    }
    results.push({ objects });
  }
  return { writes: changedStates(working), results };
}

function applyToObject(
  change: NormalizedChange,
  event: WorkingEvent,
  obj: ChartObject,
  request: ObjectRequest,
  state: ObjectState | undefined,
): ObjectState | undefined {
  const { view } = event;
  assertBookableTablePart(obj, view.chart, view.tableBookingConfig);
  const channelKey = event.channelOf.get(obj.label);
  const isArea = obj.objectType === 'generalAdmission';
  // A GA area's places may be shared out over channels (areaPlaces) instead of the whole area.
  if (!isArea || channelKey !== undefined) assertChannelAllows(change, obj.label, channelKey);
  assertPreviousStatus(change, obj.label, statusOf(obj, state));
  if (!isArea) return changeObjectState(change, request, state);
  const quantity = placesToChange(obj, request, state, change);
  if (channelKey === undefined) assertGaChannelPlaces(change, obj, view.channels, quantity);
  return changeGaState(change, obj, request, state, quantity);
}

function workingEvent(
  working: Map<string, WorkingEvent>,
  ctx: StatusContext,
  key: string,
): WorkingEvent {
  let event = working.get(key);
  if (event) return event;
  const view = ctx.events.get(key);
  if (!view) throw new RuleError('EVENT_NOT_FOUND', `Event not found: ${key}`, 'not-found');
  event = { view, channelOf: channelOf(view.channels), current: new Map() };
  working.set(key, event);
  return event;
}

function chartObject(event: WorkingEvent, request: ObjectRequest, seen: Set<string>): ChartObject {
  const obj = event.view.chart.byLabel.get(request.label);
  if (!obj) throw new RuleError('OBJECT_NOT_FOUND', `Object not found: ${request.label}`);
  if (obj.objectType === 'generalAdmission') return obj;
  if (request.quantity !== 1) {
    throw new RuleError(
      'QUANTITY_NOT_ALLOWED',
      `${obj.label} is a ${obj.objectType}: list it once, without a quantity (only GA areas take one)`,
    );
  }
  if (seen.has(obj.label)) {
    throw new RuleError(
      'DUPLICATE_OBJECT',
      `${obj.label} is listed twice in one status change (with different ticket types)`,
    );
  }
  seen.add(obj.label);
  return obj;
}

function stateOf(event: WorkingEvent, ctx: StatusContext, label: string): ObjectState | undefined {
  if (event.current.has(label)) return event.current.get(label);
  return normalizeExpiredHolds(event.view.states.get(label), ctx.isTokenLive);
}

/** Only states that differ from what is stored are written. */
function changedStates(working: Map<string, WorkingEvent>): StatusOutcome['writes'] {
  const writes: StatusOutcome['writes'] = new Map();
  for (const [key, event] of working) {
    const changed = new Map<string, ObjectState | undefined>();
    for (const [label, state] of event.current) {
      if (!sameState(event.view.states.get(label), state)) changed.set(label, state);
    }
    writes.set(key, changed);
  }
  return writes;
}
