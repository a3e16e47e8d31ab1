// Undo of the last batch: the inverse batch that takes every object the batch changed back to
// what it was just before, built from the infos read before submitting and the infos the service
// answered. Releases come first, then holds and bookings, so places and seats are free when they
// are taken again. Every first step is guarded by the status the batch left, so an object someone
// changed in between makes the service refuse the undo instead of overwriting their work.
import type { ObjectInfoWire } from '../../contract/status';
import type { StatusChange as BatchChange } from '../lib/order-changes';
import type { SubmittedBatch } from './submitted-batch';
import { areaSteps, objectSteps, type Step, sameJson, type UndoNote } from './undo-steps';

export type { UndoNote };
export interface UndoPlan {
  changes: BatchChange[];
  notes: UndoNote[];
}

type Infos = Record<string, Record<string, ObjectInfoWire>>;

/** Event → label → the info the batch left (the last row touching an object wins). */
export function infosAfter(batch: SubmittedBatch): Infos {
  const after: Infos = {};
  batch.results.forEach((result, i) => {
    const event = batch.changes[i].event;
    after[event] = { ...after[event], ...result.objects };
  });
  return after;
}

export function planUndo(
  batch: SubmittedBatch,
  current: Infos,
  isTokenLive: (token: string) => boolean,
): UndoPlan {
  const steps: Step[] = [];
  const notes: UndoNote[] = [];
  for (const [event, objects] of Object.entries(infosAfter(batch))) {
    const before = batch.before[event];
    if (!before) {
      const text = `The objects of ${event} could not be read before the batch; they stay as they are.`;
      notes.push({ event, text });
      continue;
    }
    for (const [label, after] of Object.entries(objects)) {
      const was = before[label];
      const now = current[event]?.[label];
      const name = `${label} in ${event}`;
      if (!was || !now) {
        notes.push({ event, label, text: `${name} could not be read; it stays as it is.` });
      } else if (!sameInfo(now, after)) {
        const text = `${name} changed after the batch (it is ${describeInfo(now)} now); it stays as it is.`;
        notes.push({ event, label, text });
      } else if (!sameInfo(was, after)) {
        const plan = after.objectType === 'generalAdmission' ? areaSteps : objectSteps;
        plan({ event, label, name, was, after, isTokenLive }, steps, notes);
      }
    }
  }
  return { changes: group(steps), notes };
}

/** Steps with the same event, action, token, order id and guard become one change. */
function group(steps: Step[]): BatchChange[] {
  const rows = new Map<string, BatchChange>();
  for (const phase of [1, 2]) {
    for (const step of steps.filter((one) => one.phase === phase)) {
      const key = JSON.stringify([
        phase,
        step.event,
        step.action,
        step.holdToken,
        step.orderId,
        step.guard,
      ]);
      const row = rows.get(key) ?? newChange(step);
      row.objects.push(step.ref);
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}

function newChange(step: Step): BatchChange {
  const change: BatchChange = { event: step.event, objects: [], ignoreChannels: true };
  if (step.action === 'release') change.type = 'RELEASE';
  else change.status = step.action;
  if (step.holdToken) change.holdToken = step.holdToken;
  if (step.orderId) change.orderId = step.orderId;
  if (step.guard) change.allowedPreviousStatuses = [step.guard];
  return change;
}

const COMPARED = [
  'status',
  'holdToken',
  'orderId',
  'ticketType',
  'extraData',
  'numBooked',
  'holds',
] as const;

/** Equal in everything a status change can alter. */
export function sameInfo(a: ObjectInfoWire, b: ObjectInfoWire): boolean {
  return COMPARED.every((field) => sameJson(a[field], b[field]));
}

export function describeInfo(info: ObjectInfoWire): string {
  if (info.objectType === 'generalAdmission') {
    return `${info.numBooked ?? 0} booked, ${info.numHeld ?? 0} held of ${info.capacity ?? 0}`;
  }
  const order = info.orderId ? `, order ${info.orderId}` : '';
  return `${info.status}${order}`;
}
