// Where instances share PostgreSQL, every staff request reads its session as committed now
// (application/staff/session-cache.ts: a sign-out or a disabled account must end the session at
// once on every instance). Read one by one, that is a statement, a snapshot and a round trip per
// request, which made a clerk's booking cost 1.4 × a key's (docs/benchmarks.md, "Staff").
// Here the requests arriving while a read is on its way wait for the next one, which reads all
// their sessions in one statement. That read starts after each of them arrived, so it sees every
// change committed before they arrived, exactly as a read of their own would; a request arriving
// when none is on its way is read at once, alone. How many wait together is bounded by the
// requests in flight (the lanes, http/lanes.ts), never by this file.
import type { JoinedStaffSession } from '../port';

interface Waiter {
  resolve(found: JoinedStaffSession | undefined): void;
  reject(error: unknown): void;
}

export class CoalescedSessionReads {
  private waiting = new Map<string, Waiter[]>();
  private reading = false;

  constructor(
    /** The sessions of these hashes as committed now, in one statement (absent ones left out). */
    private readonly readMany: (idHashes: string[]) => Promise<JoinedStaffSession[]>,
  ) {}

  read(idHash: string): Promise<JoinedStaffSession | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(idHash);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(idHash, [{ resolve, reject }]);
      if (!this.reading) void this.readWaiting();
    });
  }

  private async readWaiting(): Promise<void> {
    this.reading = true;
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const rows = await this.readMany([...batch.keys()]);
        const found = new Map(rows.map((row) => [row.session.idHash, row]));
        // The requests of one session share its row: the first that writes its last use
        // (staff-sessions.ts) moves the shared copy on, so the others do not write it again.
        for (const [idHash, waiters] of batch) {
          for (const waiter of waiters) waiter.resolve(found.get(idHash));
        }
      } catch (error) {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.reading = false;
  }
}
