// The port's event log and audit (docs/event-log.md), written in the change's transaction.
import type { Actor } from '../../../domain/actor';
import type { Page } from './pages';

/**
 * One entry of the event log and audit (docs/event-log.md): what changed (`type`, on
 * `subjectKey`), in which workspace, when and by whom. `onWire` entries are seats.io's event-log
 * types (GET /event-log); the others are Seatdesk's audit alone.
 */
export interface EventLogRow {
  id: number;
  companyId: number;
  workspaceId: number;
  workspaceKey: string;
  type: string;
  onWire: boolean;
  subjectKey: string;
  /** The event's, chart's or staff member's name when it was written, for people to read. */
  subjectName?: string;
  /** A few facts of the change (e.g. a staff member's new role); never a secret. */
  details?: Record<string, unknown>;
  /** ISO time of the change. */
  at: string;
  actor: Actor;
}

export type NewEventLogEntry = Omit<EventLogRow, 'id'>;

/** One page of the log: a company's wire entries (GET /event-log) or a workspace's audit. */
export interface EventLogQuery {
  companyId?: number;
  workspaceId?: number;
  onWireOnly: boolean;
  /** Only entries at or after / before this ISO time. */
  from?: string;
  until?: string;
  types?: string[];
  /** `staff:<id>`, `key` or `service`. */
  actor?: string;
  subjectKey?: string;
  newestFirst: boolean;
  limit: number;
  startAfterId?: number;
  endBeforeId?: number;
}

export interface EventLogTx {
  appendEventLog(rows: NewEventLogEntry[]): Promise<void>;
  listEventLog(query: EventLogQuery): Promise<Page<EventLogRow>>;
  /** Deletes up to `limit` entries written before `before`; returns how many. */
  deleteEventLogBefore(before: string, limit: number): Promise<number>;
}
