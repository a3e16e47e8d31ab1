// An event of a season with and without the season's bookings (docs/seasons.md). Each event's
// report counts what the season took as its own (every event stores the objects as seen in it),
// so "without the season" is worked out here from three flat lists: the event's, the season's and
// one other event's of the season.
//
// The rule: a seat, table or booth of the event came through the season when
//  - the event has not overridden its season status (seasonStatusOverriddenQuantity 0: an
//    overridden object shows the event's own state, e.g. sold for that night only);
//  - the season sees it with the same status, order id and hold token; and
//  - another event of the season sees it the same too, or has overridden it. An object one event
//    took itself also shows in the season (as not available, with that event's status), but its
//    sibling events do not see it: that tells the two apart. With no other event, the season's
//    match is enough.
// GA areas are not split: the places a season took and those an event took are one count there.
import type { ObjectInfoWire } from '../../../contract/status';
import { FREE as FREE_STATUS } from '../../../domain/model';
import { AVAILABLE } from '../../../domain/reports/dimensions';

type Objects = readonly ObjectInfoWire[];

const sameState = (a: ObjectInfoWire, b: ObjectInfoWire) =>
  a.status === b.status && a.orderId === b.orderId && a.holdToken === b.holdToken;

const overridden = (o: ObjectInfoWire) =>
  Number((o as { seasonStatusOverriddenQuantity?: unknown }).seasonStatusOverriddenQuantity ?? 0) >
  0;

const FREE = new Set([FREE_STATUS, AVAILABLE]);

/** Labels of the event's objects that are there through the season (the rule above). */
export function seasonTakenLabels(event: Objects, season: Objects, sibling?: Objects): Set<string> {
  const seasonBy = new Map(season.map((o) => [o.label, o]));
  const siblingBy = sibling && new Map(sibling.map((o) => [o.label, o]));
  const taken = new Set<string>();
  for (const object of event) {
    if (object.objectType === 'generalAdmission' || FREE.has(object.status)) continue;
    if (overridden(object)) continue;
    const inSeason = seasonBy.get(object.label);
    if (!inSeason || !sameState(object, inSeason)) continue;
    const inSibling = siblingBy?.get(object.label);
    if (siblingBy && !(inSibling && (sameState(object, inSibling) || overridden(inSibling)))) {
      continue;
    }
    taken.add(object.label);
  }
  return taken;
}

/**
 * Objects per status (seats, tables, booths; GA areas left out). Without the season, what the
 * season took counts as free: the event itself has not sold it.
 */
export function statusCounts(event: Objects, seasonTaken?: ReadonlySet<string>) {
  const counts = new Map<string, number>();
  for (const object of event) {
    if (object.objectType === 'generalAdmission') continue;
    const status = seasonTaken?.has(object.label) ? FREE_STATUS : object.status;
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return counts;
}
