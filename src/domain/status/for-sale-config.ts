// The event's `forSaleConfig` as the wire shows it on GET /events/{key}: a record of what was
// marked not for sale, kept in step with the for-sale calls (null when everything is for sale).
// A config a replace made `forSale:true` lists what IS for sale, so an edit works the other way.
import type { ForSaleInput } from './for-sale';

export interface ForSaleConfig {
  forSale: boolean;
  objects: string[];
  areaPlaces: Record<string, number>;
  categories: Array<string | number>;
}

export function nextForSaleConfig(
  config: unknown,
  forSale: boolean,
  input: ForSaleInput,
): ForSaleConfig | null {
  const now = readConfig(config);
  const objects = new Set(now.objects);
  const areaPlaces = { ...now.areaPlaces };
  const categories = new Map(now.categories.map((key) => [String(key), key]));
  const listing = now.forSale === forSale;
  for (const label of input.objects ?? []) {
    if (listing) objects.add(label);
    else objects.delete(label);
  }
  for (const [label, n] of Object.entries(input.areaPlaces ?? {})) {
    const left = (areaPlaces[label] ?? 0) + (listing ? n : -n);
    if (left > 0) areaPlaces[label] = left;
    else delete areaPlaces[label];
  }
  for (const key of input.categories ?? []) {
    if (listing) categories.set(String(key), key);
    else categories.delete(String(key));
  }
  const next: ForSaleConfig = {
    forSale: now.forSale,
    objects: [...objects],
    areaPlaces,
    categories: [...categories.values()],
  };
  const empty =
    next.objects.length === 0 &&
    next.categories.length === 0 &&
    Object.keys(next.areaPlaces).length === 0;
  return empty && !next.forSale ? null : next;
}

/** Tolerates whatever was stored (null, an event-creation body, an earlier config). */
function readConfig(config: unknown): ForSaleConfig {
  const raw = (config && typeof config === 'object' ? config : {}) as Partial<ForSaleConfig>;
  return {
    forSale: raw.forSale === true,
    objects: Array.isArray(raw.objects) ? raw.objects.filter((x) => typeof x === 'string') : [],
    areaPlaces: raw.areaPlaces && typeof raw.areaPlaces === 'object' ? { ...raw.areaPlaces } : {},
    categories: Array.isArray(raw.categories) ? [...raw.categories] : [],
  };
}
