// Status propagation in a season (docs/seasons.md). Every event of a season's family — the
// season, its partial seasons, its events — keeps the states of its objects as they are *seen*
// in it, so that reports, object infos and the status engine read one event's states and need
// nothing else. A state marks (`season`) which part of it came from elsewhere: taken down from
// the season or a partial season, or up from an event. From the stored states we recover each
// event's own part (ownPart), and from the own parts every event's view (composeViews): the
// one rule, run after any write in a family, for the objects the write touched.
import { DomainError } from '../errors';
import { type ChartObject, FREE, type ObjectState, type SeasonMarks } from '../model';
import { compactState } from '../status/state';
import { areaView, eventAreaView, eventSeatView, seenFrom } from './event-view';
import type { SeasonFamily } from './family';
import { add, subtract, type Taken, takenOf, total } from './places';

const isArea = (obj: ChartObject) => obj.objectType === 'generalAdmission';

function marks(state: ObjectState | undefined): SeasonMarks {
  return state?.season ?? {};
}

/** A seat's status in a state, free when it has none. */
function statusOf(state: ObjectState | undefined): string {
  return state?.status ?? FREE;
}

function takes(obj: ChartObject, own: ObjectState | undefined): boolean {
  return isArea(obj) ? total(takenOf(own?.places)) > 0 : statusOf(own) !== FREE;
}

/**
 * The part of a stored (seen) state that is the event's own. `strict`: the state was just
 * changed by a status change on this event, which may not have touched what came from
 * elsewhere (a GA place the season booked cannot be released in one event).
 */
export function ownPart(
  obj: ChartObject,
  seen: ObjectState | undefined,
  strict?: { unit: string },
): ObjectState | undefined {
  if (!seen) return undefined;
  const { inherited, places: foreign, overridden } = marks(seen);
  const season = overridden ? { overridden } : undefined;
  if (!isArea(obj)) {
    if (inherited) return compactState({ notForSale: seen.notForSale, season });
    return compactState({ ...seen, season });
  }
  const { rest, short } = subtract(takenOf(seen.places), foreign);
  if (strict && short > 0) {
    throw new DomainError(
      'SEASON_PLACES_NOT_OWN',
      `${obj.label} in ${strict.unit}: ${short} of the places this change needs are taken through the season (or one of its events), not in ${strict.unit} itself`,
    );
  }
  const places = { ...rest, notForSale: seen.places?.notForSale };
  return compactState({ ...seen, places, season });
}

/**
 * A change on a seat that `unit` sees from another event of the season (booked through the
 * season or a partial season — `fromAbove` —, or taken in one of the season's events) is refused: it is changed where it was taken,
 * or its season status is overridden first.
 */
export function assertOwnStatus(
  obj: ChartObject,
  seen: ObjectState | undefined,
  unit: string,
  fromAbove: boolean,
): void {
  if (isArea(obj) || !marks(seen).inherited || statusOf(seen) === FREE) return;
  const status = statusOf(seen);
  if (!fromAbove) {
    throw new DomainError(
      'OBJECT_TAKEN_IN_SEASON_EVENT',
      `${obj.label} is ${status} in an event of season ${unit}: it is not available for the whole season`,
    );
  }
  throw new DomainError(
    'OBJECT_STATUS_FROM_SEASON',
    `${obj.label} is ${status} through the season in ${unit}: override its season status first, or change it in the season`,
  );
}

/** Events of the family that see partial season `key`'s objects. */
function eventsOf(family: SeasonFamily, partial: string): string[] {
  return family.partials.get(partial) ?? [];
}

/** Every unit of the family: the season, its partial seasons, its events. */
export function unitsOf(family: SeasonFamily): string[] {
  return [family.season, ...family.partials.keys(), ...family.events];
}

/**
 * Every unit's view of one object from every unit's own part (expired holds already dropped).
 * Throws when two units take the same seat where one would see the other's, or when a GA area
 * would hold more than its capacity in some unit.
 */
export function composeViews(
  obj: ChartObject,
  family: SeasonFamily,
  ownOf: (unit: string) => ObjectState | undefined,
): Map<string, ObjectState | undefined> {
  return isArea(obj) ? composeArea(obj, family, ownOf) : composeSeat(obj, family, ownOf);
}

function conflict(obj: ChartObject, a: string, b: string, status: string): DomainError {
  return new DomainError(
    'SEASON_CONFLICT',
    `${obj.label} is already ${status} in ${b}, which ${a} shares it with: it cannot be taken in both`,
  );
}

function composeSeat(
  obj: ChartObject,
  family: SeasonFamily,
  ownOf: (unit: string) => ObjectState | undefined,
): Map<string, ObjectState | undefined> {
  const views = new Map<string, ObjectState | undefined>();
  const seasonOwn = ownOf(family.season);
  const seasonTakes = takes(obj, seasonOwn);
  const takingPartials = [...family.partials.keys()].filter((p) => takes(obj, ownOf(p)));
  if (seasonTakes && takingPartials.length > 0) {
    throw conflict(obj, takingPartials[0], family.season, statusOf(seasonOwn));
  }
  /** Per event: the unit it sees the object from, if any. */
  const takerOf = new Map<string, string>();
  for (const partial of takingPartials) {
    for (const event of eventsOf(family, partial)) {
      const other = takerOf.get(event);
      if (other) throw conflict(obj, partial, other, statusOf(ownOf(other)));
      takerOf.set(event, partial);
    }
  }
  let takenBelow: string | undefined;
  const takenInPartial = new Map<string, string>();
  /**
   * Per taker, the view of an event with no own part: one object shared by those events (views
   * are never changed in place). A season booking composes 1,001 events per seat, nearly all bare,
   * and the store turns each view into the feed's JSON once per object (change-log.ts).
   */
  const bareViews = new Map<string | undefined, ObjectState | undefined>();
  const viewOf = (own: ObjectState | undefined, taker: string | undefined) => {
    if (own) return eventSeatView(own, taker ? ownOf(taker) : undefined);
    if (!bareViews.has(taker)) {
      bareViews.set(taker, eventSeatView(undefined, taker ? ownOf(taker) : undefined));
    }
    return bareViews.get(taker);
  };
  for (const event of family.events) {
    const own = ownOf(event);
    const taker = seasonTakes ? family.season : takerOf.get(event);
    const overridden = (own?.season?.overridden ?? 0) > 0;
    if (taker && !overridden && takes(obj, own)) {
      throw conflict(obj, taker, event, statusOf(own));
    }
    views.set(event, viewOf(own, taker));
    if (!taker && takes(obj, own)) {
      takenBelow ??= event;
      for (const [partial, events] of family.partials) {
        if (events.includes(event) && !takenInPartial.has(partial))
          takenInPartial.set(partial, event);
      }
    }
  }
  for (const [partial, events] of family.partials) {
    const own = ownOf(partial);
    // Not available when one of its events took it, or sees it from another partial season.
    const other = events.map((event) => takerOf.get(event)).find((p) => p && p !== partial);
    const below = takenInPartial.get(partial) ?? other;
    if (seasonTakes) views.set(partial, seenFrom(seasonOwn, own));
    else if (takes(obj, own)) views.set(partial, own);
    else views.set(partial, below ? seenFrom(ownOf(below), own) : own);
  }
  const from = takingPartials[0] ?? takenBelow;
  views.set(family.season, seasonTakes || !from ? seasonOwn : seenFrom(ownOf(from), seasonOwn));
  return views;
}

function composeArea(
  obj: ChartObject,
  family: SeasonFamily,
  ownOf: (unit: string) => ObjectState | undefined,
): Map<string, ObjectState | undefined> {
  const views = new Map<string, ObjectState | undefined>();
  const takenBy = (unit: string) => takenOf(ownOf(unit)?.places);
  const seasonTaken = takenBy(family.season);
  for (const event of family.events) {
    let inherited = seasonTaken;
    for (const [partial, events] of family.partials) {
      if (events.includes(event)) inherited = add(inherited, takenBy(partial));
    }
    views.set(event, withinCapacity(obj, eventAreaView(ownOf(event), inherited), event));
  }
  /** The places a unit sees taken, not counting `minus` (what it takes itself). */
  const busiest = (units: string[], minus: Taken): Taken | undefined => {
    let best: Taken | undefined;
    for (const unit of units) {
      const seen = views.get(unit)?.places;
      const { rest } = subtract(takenOf(seen), minus);
      if (!best || total(rest) > total(best)) best = rest;
    }
    return best;
  };
  for (const [partial, events] of family.partials) {
    const own = ownOf(partial);
    const foreign = events.length > 0 ? busiest(events, takenBy(partial)) : seasonTaken;
    views.set(partial, withinCapacity(obj, areaView(own, foreign ?? {}, 0), partial));
  }
  const members = [...family.partials.keys(), ...family.events];
  const foreign = busiest(members, seasonTaken) ?? {};
  views.set(
    family.season,
    withinCapacity(obj, areaView(ownOf(family.season), foreign, 0), family.season),
  );
  return views;
}

function withinCapacity(
  obj: ChartObject,
  view: ObjectState | undefined,
  unit: string,
): ObjectState | undefined {
  const used = total(takenOf(view?.places)) + (view?.places?.notForSale ?? 0);
  const capacity = obj.capacity ?? 0;
  if (used > capacity) {
    throw new DomainError(
      'GA_CAPACITY_EXCEEDED',
      `${obj.label} would hold ${used} places in ${unit} (capacity ${capacity}): the season and its events share its places`,
    );
  }
  return view;
}
