// Marking objects, GA places and whole categories (not) for sale. Objects are for sale by default;
// the calls are incremental: marking A-1 leaves the other objects as they were.
import type { FlatChart, ObjectState } from '../model';
import { gaCounts } from '../object-info';
import { normalizeExpiredHolds, type TokenLiveness } from './hold-expiry';
import { RuleError } from './rule-error';
import { compactState, sameState } from './state';

export interface ForSaleInput {
  objects?: string[];
  /** GA label → number of places to mark. */
  areaPlaces?: Record<string, number>;
  /** Category keys; every object of the category is marked. `9` and `"9"` both match key 9. */
  categories?: Array<string | number>;
}

export type StateWrites = Map<string, ObjectState | undefined>;

/** The labels a for-sale call reads: its objects, its areas and every object of its categories. */
export function forSaleLabels(chart: FlatChart, input: ForSaleInput): string[] {
  const labels = new Set<string>([
    ...(input.objects ?? []),
    ...Object.keys(input.areaPlaces ?? {}),
  ]);
  for (const label of categoryLabels(chart, input.categories ?? [])) labels.add(label);
  return [...labels];
}

export function markNotForSale(
  chart: FlatChart,
  states: ReadonlyMap<string, ObjectState>,
  input: ForSaleInput,
  isTokenLive: TokenLiveness,
): StateWrites {
  return mark(chart, states, input, isTokenLive, false);
}

export function markForSale(
  chart: FlatChart,
  states: ReadonlyMap<string, ObjectState>,
  input: ForSaleInput,
  isTokenLive: TokenLiveness,
): StateWrites {
  return mark(chart, states, input, isTokenLive, true);
}

/** Every object and every GA place back on sale; `states` must be all of the event's states. */
export function markEverythingForSale(states: ReadonlyMap<string, ObjectState>): StateWrites {
  const writes: StateWrites = new Map();
  for (const [label, state] of states) {
    if (!state.notForSale && !state.places?.notForSale) continue;
    const places = state.places ? { ...state.places, notForSale: undefined } : undefined;
    writes.set(label, compactState({ ...state, notForSale: undefined, places }));
  }
  return writes;
}

function mark(
  chart: FlatChart,
  states: ReadonlyMap<string, ObjectState>,
  input: ForSaleInput,
  isTokenLive: TokenLiveness,
  forSale: boolean,
): StateWrites {
  const current = new Map<string, ObjectState | undefined>();
  const read = (label: string) =>
    current.has(label) ? current.get(label) : normalizeExpiredHolds(states.get(label), isTokenLive);
  for (const label of input.objects ?? []) {
    if (!chart.byLabel.has(label))
      throw new RuleError('OBJECT_NOT_FOUND', `Object not found: ${label}`);
  }
  const whole = [...(input.objects ?? []), ...categoryLabels(chart, input.categories ?? [])];
  for (const label of whole) {
    const state = read(label);
    const places =
      forSale && state?.places ? { ...state.places, notForSale: undefined } : state?.places;
    current.set(label, compactState({ ...state, notForSale: forSale ? undefined : true, places }));
  }
  for (const [label, n] of Object.entries(input.areaPlaces ?? {})) {
    const area = chart.byLabel.get(label);
    if (!area) throw new RuleError('OBJECT_NOT_FOUND', `Object not found: ${label}`);
    if (area.objectType !== 'generalAdmission') {
      throw new RuleError('NOT_A_GA_AREA', `areaPlaces: ${label} is not a general admission area`);
    }
    const state = read(label);
    const counts = gaCounts(area, state);
    const notForSale = counts.numNotForSale + (forSale ? -n : n);
    if (forSale && notForSale < 0) {
      throw new RuleError(
        'GA_NOT_ENOUGH_PLACES',
        `${label} has ${counts.numNotForSale} places not for sale; ${n} cannot be marked for sale`,
      );
    }
    if (!forSale && n > counts.numFree) {
      throw new RuleError(
        'GA_CAPACITY_EXCEEDED',
        `${label} has ${counts.numFree} free places; ${n} cannot be marked not for sale`,
      );
    }
    current.set(label, compactState({ ...state, places: { ...state?.places, notForSale } }));
  }
  const writes: StateWrites = new Map();
  for (const [label, state] of current) {
    if (!sameState(state, states.get(label))) writes.set(label, state);
  }
  return writes;
}

function categoryLabels(chart: FlatChart, categories: ReadonlyArray<string | number>): string[] {
  const labels: string[] = [];
  for (const category of categories) {
    // By key, or by label in any letter case (seats.io, issue 32).
    const name = String(category);
    const found = chart.categories.find(
      (one) => String(one.key) === name || one.label.toLowerCase() === name.toLowerCase(),
    );
    if (!found) {
      throw new RuleError('CATEGORY_NOT_FOUND', `Category not found on the chart: ${name}`);
    }
    const key = String(found.key);
    for (const obj of chart.objects) {
      if (obj.categoryKey === key) labels.push(obj.label);
    }
  }
  return labels;
}
