// The staff sessions this instance read lately (docs/staff.md, "Sessions"), so that a clerk's
// booking costs no database read for the session, as a key's costs none for the key
// (http/auth.ts). Keyed by the sha256 of the session id (the id itself is never kept), bounded
// (LIMITS.staffSessionCacheEntries, the least recently used forgotten first), and an entry is
// trusted for LIMITS.staffSessionCacheSeconds at most. Ending a session or changing an account
// (sign-out, disabled, password reset, role) forgets every entry at once on this instance and,
// through the key caches' NOTIFY (accounts/key-changes.ts), on every instance sharing PostgreSQL;
// should that notification be lost (LISTEN connection down), an entry runs out within the window.
import { LIMITS } from '../../../contract/limits';
import type { StaffRow, StaffSessionRow } from '../../store/port';
import { keysChanged, onKeysChanged } from '../accounts/key-changes';
import type { Deps } from '../context';

export interface KnownSession {
  session: StaffSessionRow;
  staff: StaffRow;
}

const TRUSTED_MS = LIMITS.staffSessionCacheSeconds * 1000;

export class SessionCache {
  private readonly entries = new Map<string, KnownSession & { readAt: number }>();
  // A read that began before sessions changed must not put what it read back.
  private generation = 0;

  /** The session as read at most TRUSTED_MS ago, if this instance still knows it. */
  get(idHash: string, now: number): KnownSession | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    this.entries.delete(idHash);
    if (now - entry.readAt > TRUSTED_MS) return undefined;
    this.entries.set(idHash, entry);
    return entry;
  }

  /** A token to hand back to `remember`, taken before the read. */
  beginRead(): number {
    return this.generation;
  }

  remember(idHash: string, known: KnownSession, readAt: number, token: number): void {
    if (token !== this.generation) return;
    this.entries.delete(idHash);
    if (this.entries.size >= LIMITS.staffSessionCacheEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(idHash, { ...known, readAt });
  }

  forget(idHash: string): void {
    this.entries.delete(idHash);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Deps, SessionCache>();

/** The one session cache of this service instance. */
export function sessionCacheOf(deps: Deps): SessionCache {
  let cache = caches.get(deps);
  if (!cache) {
    const made = new SessionCache();
    onKeysChanged(deps, () => made.clear());
    caches.set(deps, made);
    cache = made;
  }
  return cache;
}

/**
 * Called once a change that ends sessions or alters an account is committed: every instance
 * forgets its cached sessions. Awaited, so the notification is sent before the change is answered.
 */
export function staffSessionsChanged(deps: Deps): Promise<void> {
  return keysChanged(deps);
}
