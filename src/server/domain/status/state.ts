// Small helpers on object states: one canonical form, so that equal states compare equal and a
// state that carries nothing is not stored at all.
import { isBareState, type ObjectState } from '../model';

/** Drops undefined fields and an empty `places`, so equal states compare equal. */
export function compactState(state: ObjectState): ObjectState | undefined {
  const out: ObjectState = {};
  for (const [name, value] of Object.entries(state) as Array<[keyof ObjectState, unknown]>) {
    if (value !== undefined) (out as Record<string, unknown>)[name] = value;
  }
  if (out.places) {
    const places = compactPlaces(out.places);
    if (places) out.places = places;
    else delete out.places;
  }
  return isBareState(out) ? undefined : out;
}

export function compactPlaces(places: NonNullable<ObjectState['places']>): ObjectState['places'] {
  const out: NonNullable<ObjectState['places']> = {};
  const byStatus = Object.entries(places.byStatus ?? {}).filter(([, n]) => n > 0);
  if (byStatus.length > 0) out.byStatus = Object.fromEntries(byStatus);
  const holds: Record<string, Record<string, number>> = {};
  for (const [token, perType] of Object.entries(places.holds ?? {})) {
    const kept = Object.entries(perType).filter(([, n]) => n > 0);
    if (kept.length > 0) holds[token] = Object.fromEntries(kept);
  }
  if (Object.keys(holds).length > 0) out.holds = holds;
  if (places.notForSale) out.notForSale = places.notForSale;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** True when both states say the same, whatever the key order or undefined fields. */
export function sameState(a: ObjectState | undefined, b: ObjectState | undefined): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(inner).sort()) {
      const field = (inner as Record<string, unknown>)[name];
      if (field !== undefined) sorted[name] = field;
    }
    return sorted;
  });
}
