// The port's status-change history (docs/history.md), written in the transaction of the change.
import type { Actor } from '../../../domain/actor';
import type { Page } from './pages';

/** One entry of an event's status-change history (docs/history.md). */
export interface StatusChangeRow {
  id: number;
  eventId: number;
  label: string;
  status: string;
  /** 1 for a seat, table or booth; the places changed for a GA area. */
  quantity: number;
  /** ISO time of the change. */
  date: string;
  orderId?: string;
  holdToken?: string;
  /** The object's extra data after the change. */
  extraData?: Record<string, unknown>;
  /** `API_CALL` or `HOLD_EXPIRED` (seats.io's origin types). */
  originType: string;
  originIp?: string;
  actor: Actor;
  /**
   * Entries a season or partial season made itself: the status its events show for it (they read
   * it through: docs/history.md, "Seasons"). Absent on every other entry, and on what a unit
   * received from an event.
   */
  throughStatus?: string;
}

export type NewStatusChange = Omit<StatusChangeRow, 'id'>;

/** An event's membership of a season or partial season, as its history reads through it. */
export interface SeasonHistorySpan {
  unitId: number;
  /** The unit's entries after this id (its join; at least the migration's watermark)… */
  afterId: number;
  /** …up to this one (it left the partial season), if it did. */
  untilId?: number;
}

/** An event starts (or ends) overriding a label's season status: the read leaves those entries out. */
export interface SeasonOverrideMark {
  eventId: number;
  label: string;
  overridden: boolean;
}

/** A staff member named in an event's history, with the name on their newest entry. */
export interface HistoryPerson {
  staffId: string;
  name: string;
}

export type StatusChangeFilterType = 'CONTAINS' | 'MATCHES' | 'BEGINS_WITH' | 'ENDS_WITH';

export interface StatusChangeQuery {
  eventId: number;
  limit: number;
  startAfterId?: number;
  endBeforeId?: number;
  /** One object's history: its exact label. */
  label?: string;
  /** A match on the label (case-sensitive), as `filterType` says. */
  filter?: string;
  filterType: StatusChangeFilterType;
  /**
   * The labels `filter` matches, when the caller found them (application/history/label-filter.ts):
   * then their entries are read through the (event, label, id) index and `filter` is not applied again.
   */
  labels?: readonly string[];
  sort: 'date' | 'objectLabel' | 'status';
  descending: boolean;
  /** An event of a season: also its units' own entries in these spans (season-history-sql.ts). */
  through?: readonly SeasonHistorySpan[];
  /** Seatdesk's: entries of one kind of change (held, booked, released, or any other status). */
  action?: 'booked' | 'held' | 'released' | 'other';
  /** Seatdesk's: entries by one staff member (their id), by the secret key, or by the service. */
  actor?: string;
  /** Seatdesk's: entries at or after this ISO time, and before `to`. */
  from?: string;
  to?: string;
}

export interface HistoryTx {
  appendStatusChanges(rows: NewStatusChange[]): Promise<void>;
  /** One page, in the query's order (store/paging.ts); a cursor no entry of the event has: 400. */
  listStatusChanges(query: StatusChangeQuery): Promise<Page<StatusChangeRow>>;
  /** The staff among the event's newest `scanned` entries, newest first (history-people-sql.ts). */
  listHistoryPeople(eventId: number, scanned: number, listed: number): Promise<HistoryPerson[]>;
  /** The labels of an event's entries with an id above `afterId`, and the last id read. */
  statusChangeLabelsSince(
    eventId: number,
    afterId: number,
  ): Promise<{ labels: string[]; lastId: number }>;
  /** The seasons and partial seasons whose entries an event's history reads through. */
  seasonHistorySpans(eventId: number): Promise<SeasonHistorySpan[]>;
  /**
   * Brings the family's spans in step with `members` (event → the units it is in now): opens a
   * span from the newest entry for a new membership, ends one that is gone.
   */
  syncSeasonHistorySpans(
    familyEventIds: number[],
    members: Array<{ eventId: number; unitId: number }>,
  ): Promise<void>;
  /** Starts or ends override periods at the newest entry written so far. */
  markSeasonOverrides(marks: SeasonOverrideMark[]): Promise<void>;
  /** Deletes up to `limit` entries dated before `before`; returns how many. */
  deleteStatusChangesBefore(before: string, limit: number): Promise<number>;
}
