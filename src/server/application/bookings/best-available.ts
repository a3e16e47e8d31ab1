// Best available inside the group commit: the choice is made against the states as the requests
// before it in the same group left them, then becomes an ordinary change of the chosen labels,
// judged by the same engine. Two requests of one group therefore never get the same seat.
import {
  type BestAvailableChoice,
  type BestAvailableSpec,
  chooseBestAvailable,
  type SeatMarks,
  seatMarksOf,
  stepSeatMarks,
} from '../../../domain/best-available';
import type { ObjectState } from '../../../domain/model';
import { normalizeExpiredHolds, type TokenLiveness } from '../../../domain/status/hold-expiry';
import {
  type ChangeAction,
  type NormalizedChange,
  normalizeChange,
  type WireChange,
} from '../../../domain/status/normalize';
import type { Tx } from '../../store/port';
import type { Deps } from '../context';
import type { LoadedEvent } from './load-events';
import type { PreparedWindows } from './window-ranking';

/** A change on one event whose objects the service chooses. */
export interface BestAvailableAsk {
  eventKey: string;
  spec: BestAvailableSpec;
  /** The change's other fields, as the wire gave them (without objects). */
  wire: Omit<WireChange, 'objects'>;
  action: ChangeAction;
  /** The windows ranked for it before it was queued (window-ranking.ts). */
  prepared?: PreparedWindows;
}

/**
 * The change a best-available request stands for, checked up front: the same refusals as any
 * change (a hold without token, conflicting options) come before anything is queued.
 */
export function templateChange(ask: BestAvailableAsk): NormalizedChange {
  return normalizeChange(ask.eventKey, { ...ask.wire, objects: [] }, ask.action);
}

/**
 * Chooses against `stateOf` (what the group wrote so far, else what is stored) and answers with
 * the ordinary change of the chosen objects. Throws a DomainError when nothing fits.
 */
export function chosenChange(
  ask: BestAvailableAsk,
  event: LoadedEvent,
  stateOf: (label: string) => ObjectState | undefined,
  isTokenLive: TokenLiveness,
  /** The event's seat marks as stored, and the labels this group wrote since (read by stateOf). */
  known?: { marks: SeatMarks; changed: Iterable<string> },
): { change: NormalizedChange; choice: BestAvailableChoice } {
  const template = templateChange(ask);
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
    template,
    known,
  );
  const change = normalizeChange(ask.eventKey, { ...ask.wire, objects: choice.refs }, ask.action);
  return { change, choice };
}

/**
 * The seat marks of the events best-available requests choose in, as stored: kept with the states
 * cache and moved forward over each committed group, so that a choice need not look up every
 * state of the event (100,000 lookups cost some 40 ms a request).
 */
export async function storedSeatMarks(
  deps: Deps,
  tx: Tx,
  events: readonly LoadedEvent[],
): Promise<Map<number, SeatMarks>> {
  const marks = new Map<number, SeatMarks>();
  for (const { row, chart } of events) {
    if (marks.has(row.id)) continue;
    const stored = await deps.states.lazy(tx, row);
    const value = await deps.states.derive(
      tx,
      row,
      'best-available seat marks',
      [chart],
      () => seatMarksOf(chart, stored()),
      stepSeatMarks,
    );
    marks.set(row.id, value);
  }
  return marks;
}
