// The port's events: their records, lists, moves and season families.
import type { Channel, TableBookingConfig } from '../../../domain/model';
import type { SeasonLink } from '../../../domain/seasons/family';
import type { Page, PageQuery } from './pages';

export interface EventRow {
  id: number;
  workspaceId: number;
  key: string;
  chartId: number;
  chartKey: string;
  name: string | null;
  date: string | null;
  tableBookingConfig: TableBookingConfig;
  forSaleConfig: unknown;
  channels: Channel[];
  /** Event-level category overrides as given at creation (kept for the wire). */
  categories: unknown;
  objectCategories: unknown;
  createdOn: string;
  updatedOn: string | null;
  /** Increases on every write of the event's object states; caches of the states key on it. */
  statesRevision: number;
  /** Its place in a season (a season itself, a partial season, an event in one); absent if none. */
  season?: SeasonLink;
  /** Set by `POST /events/{key}` `isInThePast: true`; absent (false) otherwise. */
  isInThePast?: boolean;
  /** Edits of the for-sale config counted against the daily limit (events/for-sale-edits.ts). */
  forSaleEdits?: ForSaleEditCount;
}

/** How many for-sale edits an event had on `day` (UTC, `YYYY-MM-DD`). */
export interface ForSaleEditCount {
  day: string;
  count: number;
}

export type NewEvent = Omit<EventRow, 'id' | 'statesRevision'>;

export interface EventListQuery extends PageQuery {
  /** `date`: Seatdesk's order by date; newest first otherwise. */
  sort?: 'date';
  /** The first day that counts as upcoming (`YYYY-MM-DD`), for `sort: 'date'`. */
  today?: string;
  /** Only events dated on or after / on or before this day (`YYYY-MM-DD`). */
  dateFrom?: string;
  dateTo?: string;
  /** An SQL LIKE pattern over `YYYY-MM-DD`: dates that match `search` too (domain/event-dates.ts). */
  searchDate?: string;
}

/**
 * The states revision a caller's cache keeps of an event it is about to lock. PostgreSQL sends,
 * behind the locking statement and without waiting for it, the changes record above it and the
 * states it names, so that catching up under the lock (listEventChanges, getObjectStates of those
 * labels) costs no round trip; a store without row locks ignores it.
 */
export interface CatchUpFrom {
  eventId: number;
  since: number;
}

export interface EventsTx {
  insertEvent(row: NewEvent): Promise<EventRow>;
  getEvent(workspaceId: number, key: string): Promise<EventRow | undefined>;
  /**
   * Events by key, locked for the rest of the transaction where the database has row locks, so
   * two transactions changing objects of one event run one after the other.
   */
  getEventsForUpdate(
    workspaceId: number,
    keys: string[],
    catchUpFrom?: readonly CatchUpFrom[],
  ): Promise<EventRow[]>;
  listEvents(workspaceId: number, page: EventListQuery): Promise<Page<EventRow>>;
  listEventsOfChart(chartId: number): Promise<EventRow[]>;
  /**
   * A top-level season and every event and partial season in it, by id, locked (in id order)
   * for the rest of the transaction where the database has row locks.
   */
  getSeasonFamilyForUpdate(workspaceId: number, seasonId: number): Promise<EventRow[]>;
  countEventsOfChart(chartId: number): Promise<number>;
  updateEvent(row: EventRow): Promise<void>;
  /** Puts the event on another chart of its workspace (states, holds and settings stay). */
  moveEventToChart(eventId: number, chartId: number): Promise<void>;
  /**
   * Deletes the event and every state of its objects. `keepHistory`: its history entries stay,
   * read through by the events that were in it (a partial season's; docs/history.md, "Seasons").
   */
  deleteEvent(id: number, options?: { keepHistory?: boolean }): Promise<void>;
}
