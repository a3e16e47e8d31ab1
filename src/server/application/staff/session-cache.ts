// The staff sessions this instance read lately (docs/staff.md, "Sessions"), so that a clerk's
// booking costs no database read for the session, as a key's costs none for the key
// (http/auth.ts). Only where one process owns the store (SQLite): there every change that ends a
// session (sign-out, an account disabled, its password reset or role changed, its workspace
// deactivated) is made by this process, which forgets every entry synchronously before answering,
// so a cached entry is never wrong. Where several instances share the store (PostgreSQL), a change
// made through another instance is heard only by NOTIFY, late or never (LISTEN down), and a session
// must end at once everywhere: there nothing is cached and every request reads the session, its
// account and its workspace in one indexed statement (Store.readStaffSessionNow; the requests
// waiting for a read share the next one: store/postgres/session-reads.ts).
// Keyed by the sha256 of the session id (the id itself is never kept), bounded
// (LIMITS.staffSessionCacheEntries, the least recently used forgotten first), and an entry is
// trusted for LIMITS.staffSessionCacheSeconds at most (a session deleted by hand, behind the
// service's back, is refused after that).
import { LIMITS } from '../../../contract/limits';
import type { JoinedStaffSession } from '../../store/port';
import { keysChanged, onKeysChanged } from '../accounts/key-changes';
import type { Deps } from '../context';

export type KnownSession = JoinedStaffSession;

const TRUSTED_MS = LIMITS.staffSessionCacheSeconds * 1000;

/**
 * What an instance read lately, trusted for `trustedMs`, at most `maxEntries` (the least recently
 * used forgotten first), and forgotten all at once by `clear` (wired to key-changes by its owner).
 */
export class RecentReads<K, V> {
  private readonly entries = new Map<K, { value: V; readAt: number }>();
  // A read that began before a `clear` must not put what it read back.
  private generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly trustedMs: number,
  ) {}

  /** The value as read at most `trustedMs` ago, if this instance still knows it. */
  get(key: K, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now - entry.readAt > this.trustedMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** A token to hand back to `remember`, taken before the read. */
  beginRead(): number {
    return this.generation;
  }

  remember(key: K, value: V, readAt: number, token: number): void {
    if (token !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
    this.entries.set(key, { value, readAt });
  }

  forget(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export type SessionCache = RecentReads<string, KnownSession>;

const caches = new WeakMap<Deps, SessionCache>();

/**
 * The one session cache of this service instance; none where other instances share the store
 * (see the top of this file: a session ended through another one must be refused at once).
 */
export function sessionCacheOf(deps: Deps): SessionCache | undefined {
  if (deps.store.readStaffSessionNow) return undefined;
  let cache = caches.get(deps);
  if (!cache) {
    const made: SessionCache = new RecentReads(LIMITS.staffSessionCacheEntries, TRUSTED_MS);
    onKeysChanged(deps, () => made.clear());
    caches.set(deps, made);
    cache = made;
  }
  return cache;
}

/** The session, its account and its workspace's active flag, as committed now. */
export function readSession(deps: Deps, idHash: string): Promise<KnownSession | undefined> {
  const { store } = deps;
  if (store.readStaffSessionNow) return store.readStaffSessionNow(idHash);
  return store.read((tx) => tx.getStaffSession(idHash));
}

/**
 * Called once a change that ends sessions or alters an account is committed: every instance
 * forgets its cached sessions. Awaited, so the notification is sent before the change is answered.
 */
export function staffSessionsChanged(deps: Deps): Promise<void> {
  return keysChanged(deps);
}
