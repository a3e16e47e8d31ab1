// Failed sign-ins slowed per sign-in name and per client address (docs/staff.md). Every attempt
// counts until it succeeds (so a hundred sent at once count a hundred), and beyond the free ones
// the next must wait 1 s, 2 s, 4 s… up to LIMITS.signInMaxWaitSeconds: an attacker guessing a
// clerk's password makes the clerk wait half a minute at most, never locks them out. Kept in this
// process's memory, bounded: the least recently tried entries are forgotten first, and an entry
// is forgotten altogether a quarter of an hour after its last attempt.
import { LIMITS } from '../../../contract/limits';

const FORGET_AFTER_MS = 15 * 60_000;

interface Entry {
  attempts: number;
  lastAttemptAt: number;
  nextAllowedAt: number;
}

export class AttemptThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly freeAttempts: number,
    private readonly maxEntries: number = LIMITS.signInThrottleEntries,
  ) {}

  /** Milliseconds until `key` may try again (0: now). */
  waitMs(key: string, now: number): number {
    const entry = this.live(key, now);
    return entry ? Math.max(0, entry.nextAllowedAt - now) : 0;
  }

  /** Counts an attempt; it stays counted unless `succeeded` is called. */
  attempted(key: string, now: number): void {
    const entry = this.live(key, now) ?? { attempts: 0, lastAttemptAt: now, nextAllowedAt: now };
    entry.attempts += 1;
    this.waitFrom(entry, now);
    // Re-inserted: the Map's order is then least recently tried first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
  }

  /** The attempt was refused: its wait runs from now, after the password's check. */
  refused(key: string, now: number): void {
    const entry = this.entries.get(key);
    if (entry) this.waitFrom(entry, now);
  }

  succeeded(key: string): void {
    this.entries.delete(key);
  }

  private waitFrom(entry: Entry, now: number): void {
    entry.lastAttemptAt = now;
    const beyond = entry.attempts - this.freeAttempts;
    if (beyond <= 0) return;
    const wait = Math.min(1000 * 2 ** Math.min(beyond - 1, 30), LIMITS.signInMaxWaitSeconds * 1000);
    entry.nextAllowedAt = now + wait;
  }

  get size(): number {
    return this.entries.size;
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.lastAttemptAt > FORGET_AFTER_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** The two throttles of one service: per sign-in name and per client address. */
export class SignInThrottle {
  readonly byAccount = new AttemptThrottle(LIMITS.signInFreeAttemptsPerAccount);
  readonly byAddress = new AttemptThrottle(LIMITS.signInFreeAttemptsPerAddress);

  waitMs(signInName: string, address: string, now: number): number {
    return Math.max(this.byAccount.waitMs(signInName, now), this.byAddress.waitMs(address, now));
  }

  attempted(signInName: string, address: string, now: number): void {
    this.byAccount.attempted(signInName, now);
    this.byAddress.attempted(address, now);
  }

  refused(signInName: string, address: string, now: number): void {
    this.byAccount.refused(signInName, now);
    this.byAddress.refused(address, now);
  }

  succeeded(signInName: string, address: string): void {
    this.byAccount.succeeded(signInName);
    this.byAddress.succeeded(address);
  }
}
