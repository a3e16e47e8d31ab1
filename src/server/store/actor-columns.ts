// Who made a change, as the history and the event log both store it: three columns
// (actor_kind, staff_id, staff_name), the staff member's only for a staff sign-in.
import type { Actor } from '../../domain/actor';

/** The actor's values, in the order actor_kind, staff_id, staff_name. */
export function actorValues(actor: Actor): unknown[] {
  const staff = actor.kind === 'staff' ? actor : undefined;
  return [actor.kind, staff?.staffId ?? null, staff?.name ?? null];
}

export function actorOf(row: Record<string, unknown>): Actor {
  return row.actor_kind === 'staff'
    ? { kind: 'staff', staffId: String(row.staff_id), name: String(row.staff_name) }
    : { kind: row.actor_kind === 'service' ? 'service' : 'key' };
}
