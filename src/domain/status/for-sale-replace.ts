// seats.io's mark-as-not-for-sale / mark-as-for-sale: the body REPLACES the event's whole
// for-sale config (the incremental edit is edit-for-sale-config). Put in force as "everything
// back on sale, then mark what the new config keeps off sale", so no mark of an earlier config
// survives.
import type { FlatChart, ObjectState } from '../model';
import { gaCounts } from '../object-info';
import {
  type ForSaleInput,
  forSaleLabels,
  markEverythingForSale,
  markNotForSale,
  type StateWrites,
} from './for-sale';
import type { TokenLiveness } from './hold-expiry';
import { sameState } from './state';

/** The config a replace leaves, as GET /events/{key} shows it. */
export function replacedConfig(forSale: boolean, input: ForSaleInput) {
  return {
    forSale,
    objects: input.objects ?? [],
    areaPlaces: input.areaPlaces ?? {},
    categories: input.categories ?? [],
  };
}

/**
 * The writes that make `states` (all of the event's states) say what the replaced config says.
 * `forSale:false`: only what `input` names is off sale. `forSale:true`: only what it names is on
 * sale (an area in `areaPlaces` keeps that many of its free places on sale, the rest go off).
 */
export function replaceForSale(
  chart: FlatChart,
  states: ReadonlyMap<string, ObjectState>,
  forSale: boolean,
  input: ForSaleInput,
  isTokenLive: TokenLiveness,
): StateWrites {
  const cleared = new Map(states);
  for (const [label, state] of markEverythingForSale(states)) {
    if (state) cleared.set(label, state);
    else cleared.delete(label);
  }
  const offSale = forSale ? complementOf(chart, cleared, input) : input;
  const marked = markNotForSale(chart, cleared, offSale, isTokenLive);
  const writes: StateWrites = new Map();
  for (const label of new Set([...cleared.keys(), ...states.keys(), ...marked.keys()])) {
    const next = marked.has(label) ? marked.get(label) : cleared.get(label);
    if (!sameState(next, states.get(label))) writes.set(label, next);
  }
  return writes;
}

/** What a `forSale:true` config keeps off sale: every object it does not name. */
function complementOf(
  chart: FlatChart,
  cleared: ReadonlyMap<string, ObjectState>,
  input: ForSaleInput,
): ForSaleInput {
  // Checks the named objects, areas and categories exactly as a not-for-sale mark would.
  markNotForSale(
    chart,
    cleared,
    { objects: input.objects, categories: input.categories },
    () => false,
  );
  const onSale = new Set(forSaleLabels(chart, { ...input, areaPlaces: undefined }));
  const areaPlaces: Record<string, number> = {};
  for (const [label, n] of Object.entries(input.areaPlaces ?? {})) {
    const area = chart.byLabel.get(label);
    if (area?.objectType !== 'generalAdmission') {
      // The not-for-sale mark names the refusal (OBJECT_NOT_FOUND, NOT_A_GA_AREA).
      markNotForSale(chart, cleared, { areaPlaces: { [label]: 0 } }, () => false);
      continue;
    }
    onSale.add(label);
    const off = gaCounts(area, cleared.get(label)).numFree - n;
    if (off > 0) areaPlaces[label] = off;
  }
  const objects = chart.objects.map((obj) => obj.label).filter((label) => !onSale.has(label));
  return { objects, areaPlaces };
}
