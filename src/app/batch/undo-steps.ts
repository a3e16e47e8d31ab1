// The steps that take one object back to its state before a batch: seats, tables and booths by
// status (releasing first when needed), GA areas by counts of places per status, token and ticket
// type. What cannot be taken back becomes a note instead of a step.
import type { ObjectInfoWire, ObjectRef } from '../../contract/status';
import { BOOKED, FREE, HELD, NO_TICKET_TYPE } from '../../domain/model';

/** Something that cannot be undone: the object (when it is one) and a sentence saying why. */
export interface UndoNote {
  event: string;
  label?: string;
  text: string;
}

/** One object's part of the undo: phase 1 releases, phase 2 holds and books. */
export interface Step {
  phase: 1 | 2;
  event: string;
  /** `release`, or the status to give. */
  action: string;
  holdToken?: string;
  orderId?: string;
  guard?: string;
  ref: ObjectRef;
}

export interface ObjectUndo {
  event: string;
  label: string;
  name: string;
  was: ObjectInfoWire;
  after: ObjectInfoWire;
  isTokenLive: (token: string) => boolean;
}

export function objectSteps(o: ObjectUndo, steps: Step[], notes: UndoNote[]): void {
  const { event, was, after } = o;
  if (!after.forSale && (was.status === BOOKED || was.status === HELD)) {
    const verb = was.status === HELD ? 'held' : 'booked';
    notes.push(
      note(
        o,
        `${o.name} is not for sale, so it cannot be ${verb} again; it stays ${after.status}.`,
      ),
    );
    return;
  }
  const ref = restoringRef(o.label, was.ticketType, was.extraData);
  const release = (guard: string): Step => ({
    phase: 1,
    event,
    action: 'release',
    holdToken: after.status === HELD ? after.holdToken : undefined,
    orderId: was.status === FREE ? was.orderId : undefined,
    guard,
    ref,
  });
  if (was.status === FREE) {
    steps.push(release(after.status));
    return;
  }
  if (was.status === HELD) {
    const token = was.holdToken ?? '';
    if (!o.isTokenLive(token)) {
      notes.push(
        note(
          o,
          `${o.name} was held with token ${token}, which has expired; it stays ${after.status}.`,
        ),
      );
      return;
    }
    const first = after.status === FREE ? undefined : release(after.status);
    if (first) steps.push(first);
    steps.push({
      phase: 2,
      event,
      action: HELD,
      holdToken: token,
      orderId: was.orderId,
      guard: first ? FREE : after.status,
      ref,
    });
    return;
  }
  // Booked or a custom status: give it again (a held object needs its token to be booked).
  const first = after.status === was.status ? release(after.status) : undefined;
  if (first) steps.push(first);
  steps.push({
    phase: 2,
    event,
    action: was.status,
    holdToken: !first && after.status === HELD ? after.holdToken : undefined,
    orderId: was.orderId,
    guard: first ? FREE : after.status,
    ref,
  });
}

/** GA areas: places move back by count (booked) and by token and ticket type (holds). */
export function areaSteps(o: ObjectUndo, steps: Step[], notes: UndoNote[]): void {
  const { event, label, was, after } = o;
  const takesPlaces =
    (was.numBooked ?? 0) > (after.numBooked ?? 0) || (was.numHeld ?? 0) > (after.numHeld ?? 0);
  if (!after.forSale && takesPlaces) {
    notes.push(
      note(
        o,
        `${o.name} is not for sale, so its places cannot be booked or held again; it stays as it is.`,
      ),
    );
    return;
  }
  // An area booked as a whole takes no quantity: the service moves all of its places.
  const gaRef = (quantity: number, ticketType?: string): ObjectRef => ({
    objectId: label,
    ...(!after.bookAsAWhole && { quantity }),
    ...(ticketType && ticketType !== NO_TICKET_TYPE && { ticketType }),
    ...(was.extraData && { extraData: was.extraData }),
  });
  // Every step carries the area's order id and extra data from before: whichever runs last
  // leaves them as they were.
  const orderId = was.orderId;
  const before = steps.length;
  const booked = (after.numBooked ?? 0) - (was.numBooked ?? 0);
  if (booked > 0) steps.push({ phase: 1, event, action: 'release', orderId, ref: gaRef(booked) });
  if (booked < 0) steps.push({ phase: 2, event, action: 'booked', orderId, ref: gaRef(-booked) });
  const tokens = new Set([...Object.keys(was.holds ?? {}), ...Object.keys(after.holds ?? {})]);
  for (const token of tokens) {
    const types = new Set([
      ...Object.keys(was.holds?.[token] ?? {}),
      ...Object.keys(after.holds?.[token] ?? {}),
    ]);
    for (const type of types) {
      const held = (after.holds?.[token]?.[type] ?? 0) - (was.holds?.[token]?.[type] ?? 0);
      const ref = gaRef(Math.abs(held), type);
      if (held > 0) {
        steps.push({ phase: 1, event, action: 'release', holdToken: token, orderId, ref });
      } else if (held < 0 && !o.isTokenLive(token)) {
        const text = `${-held} places of ${o.name} were held with token ${token}, which has expired; they stay as they are.`;
        notes.push(note(o, text));
      } else if (held < 0) {
        steps.push({ phase: 2, event, action: HELD, holdToken: token, orderId, ref });
      }
    }
  }
  const moved = steps.length > before;
  if (!moved && (was.orderId !== after.orderId || !sameJson(was.extraData, after.extraData))) {
    const text = `${o.name}: its places are as before, but its order id and extra data cannot be put back without moving places; they stay as the batch left them.`;
    notes.push(note(o, text));
  }
}

function note(o: ObjectUndo, text: string): UndoNote {
  return { event: o.event, label: o.label, text };
}

function restoringRef(
  label: string,
  ticketType?: string,
  extraData?: Record<string, unknown>,
): ObjectRef {
  if (ticketType === undefined && extraData === undefined) return label;
  return { objectId: label, ...(ticketType && { ticketType }), ...(extraData && { extraData }) };
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
