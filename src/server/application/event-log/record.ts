// Writes the event log and audit (docs/event-log.md) inside the transaction of the change it
// records, so an entry exists exactly when its change committed. seats.io's event-log types go
// to GET /event-log; Seatdesk's audit kinds (who created, changed or deleted an event, a staff
// account's changes) only to the back office's activity.
import { type EventLogType, WIRE_EVENT_LOG_TYPES } from '../../../contract/event-log';
import type { EventRow, Tx } from '../../store/port';
import type { Auth } from '../context';

const ON_WIRE = new Set<string>(WIRE_EVENT_LOG_TYPES);

export interface LoggedChange {
  type: EventLogType;
  subjectKey: string;
  subjectName?: string | null;
  details?: Record<string, unknown>;
}

/** Records `changes` as made now by the caller of `auth`, in `tx`. */
export async function recordChanges(
  tx: Tx,
  auth: Auth,
  at: Date,
  changes: LoggedChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.appendEventLog(
    changes.map((change) => ({
      companyId: auth.company.id,
      workspaceId: auth.workspace.id,
      workspaceKey: auth.workspace.key,
      type: change.type,
      onWire: ON_WIRE.has(change.type),
      subjectKey: change.subjectKey,
      subjectName: change.subjectName ?? undefined,
      details: change.details,
      at: at.toISOString(),
      actor: auth.actor ?? { kind: 'key' },
    })),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The log's entries for an event written from `before` to `after`: one per seats.io type whose
 * field changed, and Seatdesk's `event.updated` when its key, name, date or past flag did.
 */
export function recordEventChange(
  tx: Tx,
  auth: Auth,
  at: Date,
  before: EventRow,
  after: EventRow,
): Promise<void> {
  const types: EventLogType[] = [];
  if (!same(before.forSaleConfig, after.forSaleConfig)) types.push('event.for.sale.config.updated');
  if (!same(before.channels, after.channels)) types.push('event.channels.updated');
  if (
    !same(before.objectCategories, after.objectCategories) ||
    !same(before.categories, after.categories)
  )
    types.push('event.categories.updated');
  if (!same(before.tableBookingConfig, after.tableBookingConfig))
    types.push('event.table.booking.config.updated');
  const edited =
    before.key !== after.key ||
    !same(before.name, after.name) ||
    !same(before.date, after.date) ||
    Boolean(before.isInThePast) !== Boolean(after.isInThePast);
  if (edited) types.push('event.updated');
  return recordChanges(
    tx,
    auth,
    at,
    types.map((type) => ({ type, subjectKey: after.key, subjectName: after.name })),
  );
}
