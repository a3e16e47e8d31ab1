// Small helpers on object states: one canonical form, so that equal states compare equal and a
// state that carries nothing is not stored at all.
import type { ObjectState } from '../model';

/** Drops undefined fields and an empty `places`, so equal states compare equal. */
export function compactState(state: ObjectState): ObjectState | undefined {
  // A for-in loop, not Object.entries: this runs for every object of every status change, and
  // the entry arrays were most of its cost.
  const out: Record<string, unknown> = {};
  let kept = 0;
  for (const name in state) {
    let value = (state as Record<string, unknown>)[name];
    if (name === 'places' && value) value = compactPlaces(value as ObjectState['places'] & {});
    if (value === undefined) continue;
    out[name] = value;
    kept++;
  }
  return kept > 0 ? (out as ObjectState) : undefined;
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
  return sameValue(a ?? null, b ?? null);
}

/** Deep equality of JSON values, where an undefined field equals an absent one. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key in left) if (!sameValue(left[key], right[key])) return false;
  for (const key in right) if (!(key in left) && right[key] !== undefined) return false;
  return true;
}
