// The storage port: everything the service keeps, behind one interface that both the SQLite and
// the PostgreSQL adapter implement. Nothing above this file knows which database it talks to.
// All methods are async so that a networked database fits; the SQLite adapter answers at once.
import type { Actor } from '../../domain/actor';
import type { Channel, ObjectState, TableBookingConfig } from '../../domain/model';
import type { SeasonLink } from '../../domain/seasons/family';
import type { ChangesListener, EventChangeRow } from './change-log';
import type { CommitGate } from './work-deadline';

export interface CompanyRow {
  id: number;
  name: string;
  /** sha256 hex of the company admin secret key. */
  adminKeyHash: string;
  designerKey: string;
  /** Companies created before 2022-07-12 count a whole-bookable table as 1 in event reports. */
  tablesCountAsOne: boolean;
  createdAt: string;
}

export interface WorkspaceRow {
  id: number;
  companyId: number;
  /** The workspace public key (sent as X-Workspace-Key). */
  key: string;
  secretKeyHash: string;
  name: string;
  isTest: boolean;
  isActive: boolean;
  isDefault: boolean;
}

export interface ChartRow {
  id: number;
  workspaceId: number;
  key: string;
  name: string;
  venueType: string;
  archived: boolean;
  tags: string[];
  /** Increases on every change of either drawing; caches of flattened charts key on it. */
  revision: number;
  hasDraft: boolean;
  createdAt: string;
}

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

/** One ticket buyer ID of a company; `id` orders the list and is its paging cursor. */
export interface TicketBuyerRow {
  id: number;
  ticketBuyerId: string;
}

export interface HoldTokenRow {
  token: string;
  workspaceId: number;
  createdAt: string;
  expiresAt: string;
}

/** A hold token the back office marked as the box office's (Seatdesk addition, docs/holds.md). */
export interface BoxOfficeTokenRow extends HoldTokenRow {
  /** The staff name given when it was marked; null when none was given. */
  madeBy: string | null;
}

export interface ListBoxOfficeTokens {
  workspaceId: number;
  now: string;
  createdAfter: string;
  /** Only tokens older than this one (by creation, then token), for the next page. */
  before?: { createdAt: string; token: string };
  limit: number;
}

/** One object a token holds: the event's key and the object's label. */
export interface HeldByToken {
  token: string;
  eventKey: string;
  label: string;
}

export interface PageQuery {
  limit: number;
  startAfterId?: number;
  endBeforeId?: number;
  /** Case-insensitive substring of the key or the name. */
  search?: string;
}

/** Which workspaces `GET /workspaces`, `/active` and `/inactive` list. */
export type WorkspaceListing = 'all' | 'active' | 'inactive';

export interface ChartListQuery extends PageQuery {
  /** Only charts carrying exactly this tag. */
  tag?: string;
}

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

export interface Page<T> {
  items: T[];
  /** Id of the last item when more follow. */
  nextPageStartsAfter?: number;
  /** Id of the first item when earlier items exist. */
  previousPageEndsBefore?: number;
}

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

export type DrawingVersion = 'published' | 'draft';

/** A write's answer as it was sent, kept to answer a retry with the same Idempotency-Key. */
export interface StoredAnswer {
  status: number;
  contentType?: string;
  body: string;
}

/** An answer to store for the attempt `owner` holding a key. */
export interface IdempotentAnswer {
  workspaceId: number;
  key: string;
  owner: string;
  answer: StoredAnswer;
  expiresAt: string;
}

/** One Idempotency-Key of a workspace (docs/retries.md). */
export interface IdempotencyRecord {
  workspaceId: number;
  key: string;
  /** sha256 of the method, the path with its query and the body. */
  fingerprint: string;
  /** The attempt running the request, until its answer is stored. */
  owner?: string;
  /** A running attempt not answered by then is presumed dead: another may take the key over. */
  leaseUntil: string;
  expiresAt: string;
  answer?: StoredAnswer;
}

/** A staff member's account (docs/staff.md); the password only as its scrypt hash. */
export interface StaffRow {
  id: number;
  workspaceId: number;
  displayName: string;
  /** Lower-case, unique across the service. */
  signInName: string;
  passwordHash: string;
  role: 'clerk' | 'manager' | 'admin';
  enabled: boolean;
  createdAt: string;
}

/** A signed-in staff session, found by the sha256 of its cookie's value. */
export interface StaffSessionRow {
  idHash: string;
  staffId: number;
  createdAt: string;
  lastSeenAt: string;
}

/** A session with what decides whether it may still be used: its account and workspace. */
export interface JoinedStaffSession {
  session: StaffSessionRow;
  staff: StaffRow;
  /** The account's workspace is active (a deactivated one ends its staff's sessions). */
  workspaceActive: boolean;
}

export interface Tx {
  // accounts
  insertCompany(row: Omit<CompanyRow, 'id'>): Promise<CompanyRow>;
  getCompany(id: number): Promise<CompanyRow | undefined>;
  updateCompany(row: CompanyRow): Promise<void>;
  countCompanies(): Promise<number>;
  findCompanyByAdminKeyHash(hash: string): Promise<CompanyRow | undefined>;
  insertWorkspace(row: Omit<WorkspaceRow, 'id'>): Promise<WorkspaceRow>;
  findWorkspaceBySecretKeyHash(hash: string): Promise<WorkspaceRow | undefined>;
  getDefaultWorkspace(companyId: number): Promise<WorkspaceRow | undefined>;
  getWorkspaceByKey(companyId: number, key: string): Promise<WorkspaceRow | undefined>;
  /** Writes the secret key hash, name and flags (h-wirea, issue 32). */
  updateWorkspace(row: WorkspaceRow): Promise<void>;
  /** The company's workspaces that were not deleted, newest first (issue 32.1). */
  listWorkspaces(
    companyId: number,
    which: WorkspaceListing,
    page: PageQuery,
  ): Promise<Page<WorkspaceRow>>;
  /** Makes `workspaceId` the company's one default workspace, in one statement. */
  setDefaultWorkspace(companyId: number, workspaceId: number): Promise<void>;
  /** Marks the workspace deleted: no key finds it and no list shows it from then on. */
  deleteWorkspace(workspaceId: number): Promise<void>;
  /** Small key/value table for service-level facts (e.g. the demo company's keys). */
  getSetting(name: string): Promise<string | undefined>;
  putSetting(name: string, value: string): Promise<void>;

  // charts
  insertChart(
    row: Omit<ChartRow, 'id' | 'revision' | 'hasDraft'>,
    publishedDrawing: unknown,
  ): Promise<ChartRow>;
  getChart(workspaceId: number, key: string): Promise<ChartRow | undefined>;
  getChartById(id: number): Promise<ChartRow | undefined>;
  /** Name, venue type, archived and tags; bumps nothing. */
  updateChartMeta(row: ChartRow): Promise<void>;
  listCharts(workspaceId: number, archived: boolean, page: ChartListQuery): Promise<Page<ChartRow>>;
  /** Every tag a chart of the workspace carries, once each, in the order first used. */
  listChartTags(workspaceId: number): Promise<string[]>;
  getDrawing(chartId: number, version: DrawingVersion): Promise<unknown | undefined>;
  /** Writes one version's drawing and bumps the chart's revision. */
  putDrawing(chartId: number, version: DrawingVersion, drawing: unknown): Promise<void>;
  /** Moves the draft into the published slot and bumps the revision. */
  publishDraft(chartId: number): Promise<void>;
  /** Drops the draft version and bumps the revision. */
  discardDraft(chartId: number): Promise<void>;

  // events
  insertEvent(row: NewEvent): Promise<EventRow>;
  getEvent(workspaceId: number, key: string): Promise<EventRow | undefined>;
  /**
   * Events by key, locked for the rest of the transaction where the database has row locks, so
   * two transactions changing objects of one event run one after the other.
   */
  getEventsForUpdate(workspaceId: number, keys: string[]): Promise<EventRow[]>;
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

  // object states (sparse: a missing row is a free, for-sale, bare object)
  getObjectStates(eventId: number, labels: string[]): Promise<Map<string, ObjectState>>;
  getAllObjectStates(eventId: number): Promise<Map<string, ObjectState>>;
  /**
   * getObjectStates for several events at once (a season's family): PostgreSQL reads them in one
   * round trip instead of one per event. Every event asked for has an entry, empty or not.
   */
  getObjectStatesOfEvents(
    labelsByEvent: ReadonlyMap<number, readonly string[]>,
  ): Promise<Map<number, Map<string, ObjectState>>>;
  /**
   * `undefined` deletes the row (the object went back to bare). `previous`, when the caller has
   * it, holds the stored states of these labels as read earlier in the same transaction (absent:
   * no row); an adapter may use it to skip cleaning up what was never there. Resolves to the
   * event's states revision after the write (what getEvent would now read), or undefined when
   * `states` is empty and nothing was written. A transaction's first write to an event raises
   * the revision by exactly one, and its later writes to the event leave it there.
   */
  putObjectStates(
    eventId: number,
    states: Map<string, ObjectState | undefined>,
    previous?: ReadonlyMap<string, ObjectState>,
  ): Promise<number | undefined>;
  /** Labels held with this token, per event id. */
  findStatesByHoldToken(token: string): Promise<Array<{ eventId: number; label: string }>>;

  // hold tokens
  insertHoldToken(row: HoldTokenRow): Promise<void>;
  getHoldToken(workspaceId: number, token: string): Promise<HoldTokenRow | undefined>;
  /** Tokens of any workspace by token value (for the expiry sweep and for reading states). */
  getHoldTokens(tokens: string[]): Promise<HoldTokenRow[]>;
  updateHoldTokenExpiry(token: string, expiresAt: string): Promise<void>;
  /** Tokens whose expiry is at or before `now` and whose holds have not been swept yet. */
  listExpiredHoldTokens(now: string, limit: number): Promise<HoldTokenRow[]>;
  markHoldTokenSwept(token: string): Promise<void>;

  // the box office's hold tokens (Seatdesk addition, application/hold-tokens/box-office-tokens.ts)
  /** Marks the token as the box office's (`madeBy` only if it was not yet); answers its madeBy. */
  markBoxOfficeToken(token: string, madeBy: string | null): Promise<string | null>;
  unmarkBoxOfficeToken(token: string): Promise<void>;
  /** The workspace's marked tokens created after `createdAfter` and expiring after `now`, newest first. */
  listBoxOfficeTokens(query: ListBoxOfficeTokens): Promise<BoxOfficeTokenRow[]>;
  /** Per token, the number of objects it holds in the workspace's events. */
  countHeldByTokens(workspaceId: number, tokens: string[]): Promise<Map<string, number>>;
  /** Per token, at most `perToken` of the objects it holds, by event id then label. */
  listHeldByTokens(workspaceId: number, tokens: string[], perToken: number): Promise<HeldByToken[]>;

  // status-change history (docs/history.md), written in the transaction of the change
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
  // the event log and audit (docs/event-log.md), written in the change's transaction
  appendEventLog(rows: NewEventLogEntry[]): Promise<void>;
  listEventLog(query: EventLogQuery): Promise<Page<EventLogRow>>;
  /** Deletes up to `limit` entries written before `before`; returns how many. */
  deleteEventLogBefore(before: string, limit: number): Promise<number>;
  // ticket buyer IDs of a company (application/ticket-buyers)
  /** Adds the IDs not yet listed; answers those it added. */
  addTicketBuyerIds(companyId: number, ids: string[]): Promise<string[]>;
  /** Removes the listed IDs; answers those it removed. */
  removeTicketBuyerIds(companyId: number, ids: string[]): Promise<string[]>;
  countTicketBuyerIds(companyId: number): Promise<number>;
  listTicketBuyerIds(companyId: number, page: PageQuery): Promise<Page<TicketBuyerRow>>;
  hasTicketBuyerId(companyId: number, id: string): Promise<boolean>;
  /** Records the ticket buyer ID a hold token was created for. */
  tagHoldToken(token: string, ticketBuyerId: string): Promise<void>;
  /** The ticket buyer ID the workspace's token was created for; null when none (or no token). */
  holdTokenTicketBuyer(workspaceId: number, token: string): Promise<string | null>;
  /** The company's hold tokens created for the ID that expire after `now`. */
  countLiveHoldTokensOfTicketBuyer(companyId: number, id: string, now: string): Promise<number>;
  /** Makes the company's live tokens created for these IDs expire at `now`; returns how many. */
  expireHoldTokensOfTicketBuyers(companyId: number, ids: string[], now: string): Promise<number>;

  // idempotency keys (docs/retries.md)
  /** The key's record, locked for the rest of the transaction where the database has row locks. */
  getIdempotencyRecord(workspaceId: number, key: string): Promise<IdempotencyRecord | undefined>;
  /**
   * A new record, unless the key has one (then false; a concurrent insert of the key is waited
   * for). Saves reading first for the common case, a key never seen.
   */
  insertIdempotencyRecord(row: IdempotencyRecord): Promise<boolean>;
  /** Overwrites the record read (and locked) earlier in this transaction: a claim taken over. */
  replaceIdempotencyRecord(row: IdempotencyRecord): Promise<void>;
  /**
   * Stores each answer whose `owner` still holds its key unanswered, in one statement where the
   * database allows (a group commit answers many); resolves to how many were stored.
   */
  answerIdempotencyRecords(answers: IdempotentAnswer[]): Promise<number>;
  /** Deletes the record if `owner` still holds it unanswered (its request applied nothing). */
  releaseIdempotencyRecord(workspaceId: number, key: string, owner: string): Promise<void>;
  /** Deletes up to `limit` records that expired at or before `now`; returns how many. */
  deleteExpiredIdempotencyRecords(now: string, limit: number): Promise<number>;

  // the live feed (store/change-log.ts, docs/live-feed.md)
  /** The event's recorded changes after revision `since`, in revision order, at most `limit`. */
  listEventChanges(eventId: number, since: number, limit: number): Promise<EventChangeRow[]>;
  // staff accounts and sessions (h-staffsvc, docs/staff.md)
  /** The workspace a staff account belongs to. */
  getWorkspaceById(id: number): Promise<WorkspaceRow | undefined>;
  /** A new account, unless its sign-in name is taken (then undefined). */
  insertStaff(row: Omit<StaffRow, 'id'>): Promise<StaffRow | undefined>;
  getStaff(workspaceId: number, id: number): Promise<StaffRow | undefined>;
  findStaffBySignInName(signInName: string): Promise<StaffRow | undefined>;
  listStaff(workspaceId: number): Promise<StaffRow[]>;
  updateStaff(row: StaffRow): Promise<void>;
  insertStaffSession(row: StaffSessionRow): Promise<void>;
  /** The session, its account and its workspace's active flag, in one indexed read. */
  getStaffSession(idHash: string): Promise<JoinedStaffSession | undefined>;
  touchStaffSession(idHash: string, lastSeenAt: string): Promise<void>;
  deleteStaffSession(idHash: string): Promise<void>;
  /** Ends every session of the account; resolves to how many there were. */
  deleteStaffSessionsOf(staffId: number): Promise<number>;
}

export interface TransactionOptions<T> {
  /**
   * Called with `fn`'s result once the writes are committed. SQLite: before any reader of this
   * process can see them, and before they are durable (the transaction resolves then).
   * PostgreSQL: when COMMIT returns (a reader on another connection may see them a moment
   * earlier; the states cache's revision check covers that). In-memory mirrors of the store
   * (the states cache) move forward here.
   */
  committed?: (value: T) => void;
  /**
   * The deadline the transaction answers to (work-deadline.ts): checked when the transaction is
   * taken and before each statement, claimed just before COMMIT; a passed deadline drops the work
   * (rolled back, DeadlinePassedError). Default: the running request's deadline, if any.
   */
  gate?: CommitGate;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** Runs `fn` in one transaction: all its writes land, or none (a throw rolls back). */
  transaction<T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions<T>): Promise<T>;
  /** Runs `fn` on a consistent snapshot; writes are not allowed. Dropped once the deadline passed. */
  read<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Throws when the store could not serve a booking now: a trivial read, and on PostgreSQL the
   * table locks a booking takes, each waited for at most `timeoutMs` (the readiness probe).
   */
  probe(timeoutMs: number): Promise<void>;
  /**
   * Tells `listener` of every committed change of object states (the feed, docs/live-feed.md):
   * this process's once durable; on PostgreSQL, other instances' too. Answers the unsubscribe.
   */
  watchChanges(listener: ChangesListener): () => void;
  /**
   * Whether other instances' commits are heard as they happen (PostgreSQL's LISTEN connection is
   * up); absent on SQLite, where one instance hears all its own. While not, the feed's poll
   * carries them, late by up to FEED_POLL_MS.
   */
  feedLive?(): boolean;
  /** Calls `listener` whenever that changes; answers the unsubscribe. */
  watchFeedLiveness?(listener: (live: boolean) => void): () => void;
  /**
   * Tells the other instances sharing the database that keys were replaced, so that their key
   * caches forget at once (PostgreSQL NOTIFY). Absent on SQLite: one instance only.
   */
  announceKeysChanged?(): Promise<void>;
  /** Calls `listener` whenever an instance announced replaced keys; answers the unsubscribe. */
  watchKeysChanged?(listener: () => void): () => void;
  /**
   * Tx.getStaffSession as committed now, in one statement without a transaction around it (one
   * round trip): every staff request asks where several instances share the store
   * (application/staff/session-cache.ts); requests waiting while a read is on its way share the
   * next one (postgres/session-reads.ts). Absent on SQLite, where sessions are cached.
   */
  readStaffSessionNow?(idHash: string): Promise<JoinedStaffSession | undefined>;
  /** How long the oldest transaction or read still running has been at it (0: none running). */
  busyForMs(): number;
  close(): Promise<void>;
  /** Its connections now, for the metrics (read when scraped). */
  gauges?(): StoreGauges;
}

/** On SQLite, the one connection (in use: 0 or 1) and the transactions queued behind it. */
export interface StoreGauges {
  kind: 'sqlite' | 'postgres';
  inUse: number;
  waiting: number;
  /** SQLite: the database file (its `-wal` beside it); absent in memory. */
  sqliteFile?: string;
}
