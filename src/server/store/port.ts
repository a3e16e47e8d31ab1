// The storage port: everything the service keeps, behind one interface that both the SQLite and
// the PostgreSQL adapter implement. Nothing above this file knows which database it talks to.
// All methods are async so that a networked database fits; the SQLite adapter answers at once.
// The rows and the calls of one transaction (Tx) stand by concern in tx/, each part with the rows
// it carries; this file puts them together and is the one path the rest of the service imports.
import type { ChangesListener } from './change-log';
import type { AccountsTx } from './tx/accounts';
import type { ChartsTx } from './tx/charts';
import type { EventLogTx } from './tx/event-log';
import type { EventsTx } from './tx/events';
import type { HistoryTx } from './tx/history';
import type { HoldTokensTx } from './tx/hold-tokens';
import type { IdempotencyTx } from './tx/idempotency';
import type { ObjectStatesTx } from './tx/object-states';
import type { JoinedStaffSession, StaffTx } from './tx/staff';
import type { TicketBuyersTx } from './tx/ticket-buyers';
import type { CommitGate } from './work-deadline';

export type * from './tx/accounts';
export type * from './tx/charts';
export type * from './tx/event-log';
export type * from './tx/events';
export type * from './tx/history';
export type * from './tx/hold-tokens';
export type * from './tx/idempotency';
export type * from './tx/object-states';
export type * from './tx/pages';
export type * from './tx/staff';
export type * from './tx/ticket-buyers';

/** Everything one transaction reads and writes. */
export interface Tx
  extends AccountsTx,
    ChartsTx,
    EventsTx,
    ObjectStatesTx,
    HoldTokensTx,
    HistoryTx,
    EventLogTx,
    TicketBuyersTx,
    IdempotencyTx,
    StaffTx {}

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
