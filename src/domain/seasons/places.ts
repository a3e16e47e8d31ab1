// Arithmetic on the taken places of a GA area (booked and custom statuses, holds per token and
// ticket type), as the season rules add and subtract them. Not-for-sale places are never
// shared between the events of a season, so they are left out here.
import { BOOKED, type GaPlaces } from '../model';
import { compactPlaces } from '../status/state';

export type Taken = Pick<GaPlaces, 'byStatus' | 'holds'>;

export function takenOf(places: GaPlaces | undefined): Taken {
  return { byStatus: places?.byStatus, holds: places?.holds };
}

export function total(places: Taken | undefined): number {
  let n = 0;
  for (const count of Object.values(places?.byStatus ?? {})) n += count;
  for (const perType of Object.values(places?.holds ?? {})) {
    for (const count of Object.values(perType)) n += count;
  }
  return n;
}

export function add(a: Taken | undefined, b: Taken | undefined): Taken {
  const byStatus: Record<string, number> = { ...a?.byStatus };
  for (const [status, n] of Object.entries(b?.byStatus ?? {})) {
    byStatus[status] = (byStatus[status] ?? 0) + n;
  }
  const holds: Record<string, Record<string, number>> = {};
  for (const source of [a?.holds, b?.holds]) {
    for (const [token, perType] of Object.entries(source ?? {})) {
      const into = { ...holds[token] };
      for (const [type, n] of Object.entries(perType)) into[type] = (into[type] ?? 0) + n;
      holds[token] = into;
    }
  }
  return tidy({ byStatus, holds });
}

/** `a − b` per status, token and ticket type; `short` counts what `a` did not have. */
export function subtract(
  a: Taken | undefined,
  b: Taken | undefined,
): { rest: Taken; short: number } {
  let short = 0;
  const byStatus: Record<string, number> = { ...a?.byStatus };
  for (const [status, n] of Object.entries(b?.byStatus ?? {})) {
    const left = (byStatus[status] ?? 0) - n;
    if (left < 0) short -= left;
    byStatus[status] = Math.max(0, left);
  }
  const holds: Record<string, Record<string, number>> = {};
  for (const [token, perType] of Object.entries(a?.holds ?? {})) holds[token] = { ...perType };
  for (const [token, perType] of Object.entries(b?.holds ?? {})) {
    const from = holds[token] ?? {};
    for (const [type, n] of Object.entries(perType)) {
      const left = (from[type] ?? 0) - n;
      if (left < 0) short -= left;
      from[type] = Math.max(0, left);
    }
    holds[token] = from;
  }
  return { rest: tidy({ byStatus, holds }), short };
}

/** Takes `n` places away, booked first, then the other statuses, then holds. */
export function without(places: Taken, n: number): Taken {
  let left = n;
  const byStatus: Record<string, number> = { ...places.byStatus };
  const order = [BOOKED, ...Object.keys(byStatus).filter((status) => status !== BOOKED)];
  for (const status of order) {
    const take = Math.min(left, byStatus[status] ?? 0);
    if (take > 0) byStatus[status] -= take;
    left -= take;
  }
  const holds: Record<string, Record<string, number>> = {};
  for (const [token, perType] of Object.entries(places.holds ?? {})) {
    holds[token] = {};
    for (const [type, count] of Object.entries(perType)) {
      const take = Math.min(left, count);
      holds[token][type] = count - take;
      left -= take;
    }
  }
  return tidy({ byStatus, holds });
}

function tidy(places: Taken): Taken {
  const compact = compactPlaces(places);
  return { byStatus: compact?.byStatus, holds: compact?.holds };
}

export function isEmpty(places: Taken | undefined): boolean {
  return total(places) === 0;
}
