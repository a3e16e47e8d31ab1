// This process's committed writes that the states cache could not follow: on PostgreSQL, once
// another instance commits to an event, the kept entry is behind and each later commit of this
// process starts from a revision the entry does not have. Until a reader catches the entry up
// (states-catch-up.ts), those writes are kept here: the catch-up then reads from the store only
// the states the other instances wrote, not every state both wrote (a dashboard's summary beside
// bookings on two instances read twice as many as it had to).
import { LIMITS } from '../../../contract/limits';
import type { Writes } from './states-cache-entry';

/**
 * Revisions kept per event: a catch-up goes at most one changes page back, and an entry further
 * behind is read afresh anyway.
 */
const KEPT_REVISIONS = LIMITS.feedChangesPerPage;

export class OwnWrites {
  /** Per event: the revision each commit made (its `to`) → what it wrote, oldest first. */
  private readonly byEvent = new Map<number, Map<number, Writes>>();

  /** A committed write of this process to `eventId` that made revision `to`. */
  keep(eventId: number, to: number, writes: Writes): void {
    let kept = this.byEvent.get(eventId);
    if (!kept) {
      kept = new Map();
      this.byEvent.set(eventId, kept);
    }
    kept.set(to, writes);
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_REVISIONS) break;
      kept.delete(oldest);
    }
  }

  /** The writes kept for `eventId`, by the revision they made. */
  of(eventId: number): ReadonlyMap<number, Writes> | undefined {
    return this.byEvent.get(eventId);
  }

  /** The entry reached `revision`: what it covers is no longer needed. */
  reached(eventId: number, revision: number): void {
    const kept = this.byEvent.get(eventId);
    if (!kept) return;
    for (const made of kept.keys()) if (made <= revision) kept.delete(made);
    if (kept.size === 0) this.byEvent.delete(eventId);
  }

  forget(eventId: number): void {
    this.byEvent.delete(eventId);
  }
}
