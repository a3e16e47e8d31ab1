// Best available as one change of the group: the choice is made against the states as the
// requests before it in the same group left them, then becomes an ordinary change of the chosen
// labels, judged by the same engine. Two requests of one group therefore never get the same seat.
import {
  type BestAvailableChoice,
  type BestAvailableSpec,
  chooseBestAvailable,
  type RankedWindows,
  type SeatMarks,
} from '../best-available';
import type { FlatChart, ObjectState } from '../model';
import { normalizeExpiredHolds, type TokenLiveness } from '../status/hold-expiry';
import {
  type ChangeAction,
  type NormalizedChange,
  normalizeChange,
  type WireChange,
} from '../status/normalize';
import type { EventAtHand } from './event-at-hand';

/** A change on one event whose objects the service chooses. */
export interface BestAvailableAsk {
  eventKey: string;
  spec: BestAvailableSpec;
  /** The change's other fields, as the wire gave them (without objects). */
  wire: Omit<WireChange, 'objects'>;
  action: ChangeAction;
  /** The change it stands for, with no objects yet: normalized (and refused) before queuing. */
  template: NormalizedChange;
  /** The windows ranked for it before it was queued, and the chart they were ranked on. */
  prepared?: { chart: FlatChart; ranked: ReadonlyMap<number, RankedWindows> };
}

/**
 * A best-available request, normalized where every change is (before it is queued): the same
 * refusals as any change (a hold without token, conflicting options).
 */
export function bestAvailableAsk(
  eventKey: string,
  spec: BestAvailableSpec,
  wire: Omit<WireChange, 'objects'>,
  action: ChangeAction,
): BestAvailableAsk {
  const template = normalizeChange(eventKey, { ...wire, objects: [] }, action);
  return { eventKey, spec, wire, action, template };
}

/**
 * Chooses against `stateOf` (what the group wrote so far, else what is stored) and answers with
 * the ordinary change of the chosen objects. Throws a DomainError when nothing fits.
 */
export function chosenChange(
  ask: BestAvailableAsk,
  event: EventAtHand,
  stateOf: (label: string) => ObjectState | undefined,
  isTokenLive: TokenLiveness,
  /** The event's seat marks as stored, and the labels this group wrote since (read by stateOf). */
  known?: { marks: SeatMarks; changed: Iterable<string> },
): { change: NormalizedChange; choice: BestAvailableChoice } {
  const choice = chooseBestAvailable(
    {
      chart: event.chart,
      tableBookingConfig: event.row.tableBookingConfig,
      channels: event.row.channels,
      stateOf: (label) => normalizeExpiredHolds(stateOf(label), isTokenLive),
      // Made for the chart it was read with: another version (or view) has other windows.
      ranked: ask.prepared?.chart === event.chart ? ask.prepared.ranked : undefined,
    },
    ask.spec,
    ask.template,
    known,
  );
  const change = normalizeChange(ask.eventKey, { ...ask.wire, objects: choice.refs }, ask.action);
  return { change, choice };
}
