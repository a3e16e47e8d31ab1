// The preview on the desk's map: every object the batch names in the map's event, coloured as the
// batch would leave it, refused objects marked with the reason in words. Pure: built from the
// event map's states (as they are now) and the preview's prediction.

import type { ObjectInfoWire } from '../../../../contract/status';
import type { MapObject } from '../../../../domain/seat-map/types';
import type { BatchPrediction } from '../../../batch/predict';
import { staffRefusal } from '../../../lib/refusal-text';
import { statusName } from '../../../lib/status-names';
import {
  AVAILABLE,
  describeEventObject,
  type EventMapInput,
  FREE,
  HELD,
  type MapPaint,
  NOT_FOR_SALE,
  paintFor,
} from '../../../seat-map';
import type { BatchChange } from '../rows/row-check';

export interface ObjectOutcome {
  /** The batch's rows (numbered from 1) that name the object. */
  rows: number[];
  /** As the preview read it, before the first row naming it. */
  before?: ObjectInfoWire;
  /** As the batch leaves it; absent when no row naming it would change it. */
  after?: ObjectInfoWire;
  /** Why the service would refuse it, in the words of its rules: "A-3 is already booked". */
  refused?: string;
  /** The object is in a refused row, though it is not what the service refuses. */
  rowRefused?: { row: number; message: string };
  /** The status a row books it in (booked or a custom status): a GA area's booked places' status. */
  bookedAs?: string;
}

/** What the batch would do to each object it names in `eventKey`, by label. */
export function outcomesFor(
  eventKey: string,
  changes: readonly BatchChange[],
  prediction: BatchPrediction,
): Map<string, ObjectOutcome> {
  const outcomes = new Map<string, ObjectOutcome>();
  changes.forEach((change, i) => {
    const row = prediction.rows[i];
    if (change.event !== eventKey || !row) return;
    for (const object of row.objects) {
      const outcome = outcomes.get(object.label) ?? { rows: [], before: object.before };
      if (!outcome.rows.includes(i + 1)) outcome.rows.push(i + 1);
      if (object.refusal) outcome.refused ??= staffRefusal(object.refusal).text;
      else if (row.refusal) {
        outcome.rowRefused ??= { row: i + 1, message: staffRefusal(row.refusal).text };
      } else if (object.after) {
        outcome.after = object.after;
        if (change.status && change.status !== HELD) outcome.bookedAs = change.status;
      }
      outcomes.set(object.label, outcome);
    }
  });
  return outcomes;
}

/** An object's state in staff words: "Held", "Not for sale", a GA area's "12 of 100 free". */
export function stateWords(info: ObjectInfoWire | undefined, capacity?: number): string {
  if (!info) return capacity === undefined ? 'Free' : `${capacity} of ${capacity} free`;
  if (info.objectType === 'generalAdmission') {
    return `${info.numFree ?? 0} of ${info.capacity ?? capacity ?? 0} free`;
  }
  if (info.status === FREE && !info.forSale) return statusName(NOT_FOR_SALE);
  return statusName(info.status);
}

function areaCapacity(object: MapObject): number | undefined {
  return object.kind === 'generalAdmission' ? (object.capacity ?? 0) : undefined;
}

/**
 * The event with the batch's objects as the preview read them (`before`, fresher than the map's
 * periodic read) or as the batch would leave them (`after`).
 */
export function inputWith(
  input: EventMapInput,
  outcomes: ReadonlyMap<string, ObjectOutcome>,
  which: 'before' | 'after',
): EventMapInput {
  const infos = new Map(input.states.infos);
  const areaGroups = new Map(input.states.areaGroups);
  for (const [label, outcome] of outcomes) {
    const info = outcome[which];
    if (!info) continue;
    infos.set(label, info);
    if (info.objectType === 'generalAdmission') {
      areaGroups.set(label, areaGroupsOf(info, areaGroups.get(label), outcome.bookedAs));
    }
  }
  return { ...input, states: { ...input.states, infos, areaGroups } };
}

const PLACE_GROUPS = new Set([AVAILABLE, NOT_FOR_SALE, HELD]);

/**
 * The report groups a GA area would be listed in (the map reads the status of its booked places
 * from them): from its counts, with the status its places were or are being booked in.
 */
function areaGroupsOf(
  info: ObjectInfoWire,
  groupsNow: ReadonlySet<string> | undefined,
  bookedAs: string | undefined,
): Set<string> {
  const groups = new Set<string>();
  if ((info.numFree ?? 0) > 0) groups.add(info.forSale ? AVAILABLE : NOT_FOR_SALE);
  if ((info.numNotForSale ?? 0) > 0) groups.add(NOT_FOR_SALE);
  if ((info.numHeld ?? 0) > 0) groups.add(HELD);
  if ((info.numBooked ?? 0) > 0) {
    for (const group of groupsNow ?? []) if (!PLACE_GROUPS.has(group)) groups.add(group);
    if (bookedAs) groups.add(bookedAs);
  }
  return groups;
}

/** Does the batch change what staff would see of the object? */
export function changes(
  input: EventMapInput,
  object: MapObject,
  outcome: ObjectOutcome | undefined,
): boolean {
  if (!outcome?.after) return false;
  const now = input.states.infos.get(object.label);
  const capacity = areaCapacity(object);
  return stateWords(now, capacity) !== stateWords(outcome.after, capacity);
}

/**
 * The map coloured after the batch; refused objects crossed, changed ones ringed. `input` is the
 * event as it is now (`inputWith(…, 'before')`).
 */
export function previewPaint(
  input: EventMapInput,
  outcomes: ReadonlyMap<string, ObjectOutcome>,
): MapPaint {
  const after = paintFor('status', inputWith(input, outcomes, 'after'));
  const marks = new Map<string, 'refused' | 'changed'>();
  for (const [label, outcome] of outcomes) {
    const object = input.layout.byLabel.get(label);
    if (outcome.refused) marks.set(label, 'refused');
    else if (object && changes(input, object, outcome)) marks.set(label, 'changed');
  }
  return { ...after, mark: (label) => marks.get(label) };
}

/** What the batch would do to the object, in one sentence; undefined when the batch leaves it out. */
export function outcomeSentence(
  input: EventMapInput,
  object: MapObject,
  outcome: ObjectOutcome | undefined,
): string | undefined {
  if (!outcome) return undefined;
  const rows = `row ${outcome.rows.join(', ')}`;
  if (outcome.refused) return `Refused (${rows}): ${outcome.refused}`;
  if (outcome.rowRefused) {
    // The sentence's own full stop would end up inside the brackets.
    const reason = outcome.rowRefused.message.replace(/\.$/, '');
    return `Unchanged: row ${outcome.rowRefused.row} is refused (${reason})`;
  }
  const capacity = areaCapacity(object);
  const now = stateWords(input.states.infos.get(object.label), capacity);
  if (!outcome.after || !changes(input, object, outcome)) return `Stays ${now} (${rows})`;
  return `${now} → ${stateWords(outcome.after, capacity)} (${rows})`;
}

/** The map's line for an object (live region, list view): as it is now, then the batch's effect. */
export function describeWithOutcome(
  input: EventMapInput,
  outcomes: ReadonlyMap<string, ObjectOutcome> | undefined,
) {
  const now = describeEventObject(input);
  return (object: MapObject) => {
    const sentence = outcomes && outcomeSentence(input, object, outcomes.get(object.label));
    return sentence ? `${now(object)}. ${sentence}` : now(object);
  };
}
