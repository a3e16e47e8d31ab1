// The service stores sparse object states; the browser sees object infos. To run the service's
// rules in the browser, an info is turned back into the state it was built from. Exact for seats,
// tables and booths. For a GA area the info says how many places are booked but not in which
// status (booked or custom), so all of them count as the area's own status when it is full and as
// booked otherwise: every rule that looks at counts, holds and the area's status agrees.
import type { ObjectInfoWire } from '../../contract/status';
import { BOOKED, type ChartObject, FREE, HELD, type ObjectState } from '../../domain/model';
import { compactState } from '../../domain/status/state';

export function stateFromInfo(obj: ChartObject, info: ObjectInfoWire): ObjectState | undefined {
  const common: ObjectState = {
    orderId: info.orderId,
    extraData: info.extraData,
    notForSale: info.forSale ? undefined : true,
    resaleListingId: info.resaleListingId,
  };
  if (obj.objectType !== 'generalAdmission') {
    return compactState({
      ...common,
      status: info.status === FREE ? undefined : info.status,
      holdToken: info.holdToken,
      ticketType: info.ticketType,
    });
  }
  const booked = info.numBooked ?? 0;
  const placesStatus = info.status === FREE || info.status === HELD ? BOOKED : info.status;
  return compactState({
    ...common,
    places: {
      byStatus: booked > 0 ? { [placesStatus]: booked } : undefined,
      holds: info.holds,
      notForSale: info.numNotForSale || undefined,
    },
  });
}

/** Hold tokens an info shows. The service drops expired holds from infos, so these are live. */
export function tokensOfInfo(info: ObjectInfoWire): string[] {
  return [...(info.holdToken ? [info.holdToken] : []), ...Object.keys(info.holds ?? {})];
}
