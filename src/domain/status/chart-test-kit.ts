// A tiny hand-built chart and a harness for the status engine's tests: every kind of object, with
// numbers small enough to reason about (GA1 holds 5 places, GA2 3 places booked as a whole).
import type { Channel, ChartObject, FlatChart, ObjectState, TableBookingConfig } from '../model';
import { applyStatusChanges, type StatusOutcome } from './apply';
import { type ChangeAction, normalizeChange, type WireChange } from './normalize';
import { RuleError } from './rule-error';

function obj(
  label: string,
  objectType: ChartObject['objectType'],
  extra: Partial<ChartObject> = {},
) {
  const [parent, own] = label.includes('-') ? label.split('-') : [undefined, label];
  const result: ChartObject = {
    label,
    objectType,
    labels: { own: { label: own, type: objectType } },
    ids: { own },
    categoryKey: '1',
    categoryLabel: 'Cat1',
    ...extra,
  };
  if (parent !== undefined) {
    const type = extra.table ? 'table' : 'row';
    result.labels = { own: { label: own, type: objectType }, parent: { label: parent, type } };
    result.ids = { own, parent };
  }
  return result;
}

export function testChart(): FlatChart {
  const objects: ChartObject[] = [
    obj('A-1', 'seat', { rightNeighbour: 'A-2' }),
    obj('A-2', 'seat', { leftNeighbour: 'A-1', rightNeighbour: 'A-3' }),
    obj('A-3', 'seat', { leftNeighbour: 'A-2', rightNeighbour: 'A-4' }),
    obj('A-4', 'seat', { leftNeighbour: 'A-3' }),
    obj('B-1', 'seat', { categoryKey: '2', categoryLabel: 'Cat2' }),
    obj('B-2', 'seat', { categoryKey: '2', categoryLabel: 'Cat2' }),
    obj('GA1', 'generalAdmission', { capacity: 5, bookAsAWhole: false }),
    obj('GA2', 'generalAdmission', { capacity: 3, bookAsAWhole: true, categoryKey: '2' }),
    obj('T1', 'table', { seatLabels: ['T1-1', 'T1-2'], numSeats: 2, bookAsAWhole: false }),
    obj('T1-1', 'seat', { table: 'T1' }),
    obj('T1-2', 'seat', { table: 'T1' }),
    obj('T2', 'table', { seatLabels: ['T2-1', 'T2-2'], numSeats: 2, bookAsAWhole: true }),
    obj('T2-1', 'seat', { table: 'T2' }),
    obj('T2-2', 'seat', { table: 'T2' }),
    obj('BO1', 'booth'),
  ];
  return {
    objects,
    byLabel: new Map(objects.map((o) => [o.label, o])),
    categories: [
      { key: 1, label: 'Cat1', color: '#111', accessible: false },
      { key: 2, label: 'Cat2', color: '#222', accessible: false },
    ],
    zones: [],
    sections: [],
    hasFloors: false,
  };
}

export interface Scenario {
  states?: Record<string, ObjectState>;
  channels?: Channel[];
  tableBookingConfig?: TableBookingConfig;
  /** Tokens that exist and have not expired. Default: `live`, `other`. */
  liveTokens?: string[];
}

export type TestChange = WireChange & { event?: string; action?: ChangeAction };

export const EVENT = 'ev1';

export function channel(key: string, objects: string[], areaPlaces = {}): Channel {
  return { key, name: `Channel ${key}`, objects, areaPlaces };
}

/** Runs changes on the test chart; each change goes to `ev1` unless it names an event. */
export function run(scenario: Scenario, changes: TestChange[]): StatusOutcome {
  const chart = testChart();
  const live = new Set(scenario.liveTokens ?? ['live', 'other']);
  const view = (key: string) => ({
    key,
    chart,
    tableBookingConfig: scenario.tableBookingConfig ?? { mode: 'INHERIT' as const },
    channels: scenario.channels ?? [],
    states: new Map(Object.entries(key === EVENT ? (scenario.states ?? {}) : {})),
  });
  const normalized = changes.map(({ event, action, ...wire }) =>
    normalizeChange(event ?? EVENT, wire, action),
  );
  return applyStatusChanges(normalized, {
    events: new Map([EVENT, 'ev2'].map((key) => [key, view(key)])),
    isTokenLive: (token) => live.has(token),
  });
}

/** The state of `label` in `ev1` after the changes (stored state when it was not written). */
export function stateAfter(
  scenario: Scenario,
  changes: TestChange[],
  label: string,
): ObjectState | undefined {
  const writes = run(scenario, changes).writes.get(EVENT);
  if (writes?.has(label)) return writes.get(label);
  return scenario.states?.[label];
}

/** The RuleError `fn` throws; fails when it throws nothing or something else. */
export function catchRuleError(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error('expected a RuleError, but nothing was thrown');
}
