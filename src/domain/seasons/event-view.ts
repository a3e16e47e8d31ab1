// An event of a season, seen through its season: the one rule of what an event shows of an object
// the season (or one of the event's partial seasons) takes. composeViews (propagate.ts) runs it for
// every event after a write in the family; the stores run it on read, since an event of a season
// stores only its own part (docs/seasons.md, "How an event's states are stored").
import { FREE, type ObjectState, type SeasonMarks } from '../model';
import { compactState } from '../status/state';
import { add, isEmpty, subtract, type Taken, takenOf, total, without } from './places';

/** A GA area's state carries `places`; a seat's, table's or booth's never does. */
function looksLikeArea(state: ObjectState | undefined): boolean {
  return state?.places !== undefined;
}

/** Whether a unit whose own part is `own` takes the object (a status, or taken places). */
export function ownTakes(area: boolean, own: ObjectState | undefined): boolean {
  return area ? total(takenOf(own?.places)) > 0 : (own?.status ?? FREE) !== FREE;
}

/** `source`'s status fields seen in a unit whose own part is `own`. */
export function seenFrom(source: ObjectState | undefined, own: ObjectState | undefined) {
  return compactState({
    status: source?.status,
    holdToken: source?.holdToken,
    orderId: source?.orderId,
    ticketType: source?.ticketType,
    extraData: source?.extraData,
    resaleListingId: source?.resaleListingId,
    notForSale: own?.notForSale,
    season: { inherited: true },
  });
}

/** A seat in an event: overridden → its own; else the taker's status over its own for-sale mark. */
export function eventSeatView(
  own: ObjectState | undefined,
  taker: ObjectState | undefined,
): ObjectState | undefined {
  const overridden = (own?.season?.overridden ?? 0) > 0;
  // An override stands while the season holds nothing too (seats.io overrides a seat free in the
  // season): the event keeps its own state and the mark, until use-season-status.
  if (!taker || overridden) return own;
  return seenFrom(taker, own);
}

/** A GA area in a unit: its own places plus `foreign`, with the marks saying which are whose. */
export function areaView(
  own: ObjectState | undefined,
  foreign: Taken,
  overridden: number,
): ObjectState | undefined {
  const taken = add(takenOf(own?.places), foreign);
  const season: SeasonMarks = {};
  if (!isEmpty(foreign)) season.places = foreign;
  if (overridden > 0) season.overridden = overridden;
  return compactState({
    ...own,
    places: { ...taken, notForSale: own?.places?.notForSale },
    season: Object.keys(season).length > 0 ? season : undefined,
  });
}

/** A GA area in an event: what its season and partial seasons took, less what it overrides. */
export function eventAreaView(
  own: ObjectState | undefined,
  inherited: Taken,
): ObjectState | undefined {
  // Overrides beyond what the season now takes lapse.
  const overridden = Math.min(own?.season?.overridden ?? 0, total(inherited));
  return areaView(own, without(inherited, overridden), overridden);
}

/**
 * The part of a stored state that is the unit's own, told from the state alone (a GA area's has
 * `places`): what the marks say came from elsewhere is left out.
 */
export function storedOwnPart(seen: ObjectState | undefined): ObjectState | undefined {
  if (!seen) return undefined;
  const { inherited, places: foreign, overridden } = seen.season ?? {};
  const season = overridden ? { overridden } : undefined;
  if (!looksLikeArea(seen)) {
    if (inherited) return compactState({ notForSale: seen.notForSale, season });
    return compactState({ ...seen, season });
  }
  const { rest } = subtract(takenOf(seen.places), foreign);
  return compactState({
    ...seen,
    places: { ...rest, notForSale: seen.places?.notForSale },
    season,
  });
}

/**
 * An event's view of one object from its own stored part and the stored states (views) of the
 * units above it: its season first, then the partial seasons it is in. The judge never lets two of
 * them take one seat where the event sees both, so the first that takes it is the one.
 */
export function eventViewThrough(
  own: ObjectState | undefined,
  above: ReadonlyArray<ObjectState | undefined>,
): ObjectState | undefined {
  // Rows written before events stored only their own part hold their view: the same own part.
  const mine = storedOwnPart(own);
  const owns = above.map(storedOwnPart);
  const area = looksLikeArea(mine) || owns.some(looksLikeArea);
  const taker = owns.find((part) => ownTakes(false, part));
  if (!area) return eventSeatView(mine, taker);
  let inherited: Taken = {};
  for (const part of owns) inherited = add(inherited, takenOf(part?.places));
  return eventAreaView(mine, inherited);
}
