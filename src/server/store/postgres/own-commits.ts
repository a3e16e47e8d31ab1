// This instance's own commits, as its LISTEN connection hears them. PostgreSQL delivers a
// transaction's NOTIFY to every listening session, this instance's too, and that connection can
// hear it before COMMIT's answer reaches the committing one. Told then, an own commit looks like
// another instance's: the states cache read back the states this process had just written (a
// catch-up for nothing; catch-up-instances.test.ts counted one now and then under load). The store
// tells its own commits itself once COMMIT answers (postgres-store.ts), so each is told once.

/** `eventId:revision` names one commit's change of an event: revisions only grow. */
type Change = { eventId: number; revision: number };

const keyOf = (change: Change) => `${change.eventId}:${change.revision}`;

export class OwnCommits {
  /** Changes committed (or being committed) here whose NOTIFY was not heard yet, oldest first. */
  private readonly unheard = new Set<string>();

  /** `most` bounds the set: a NOTIFY lost with the LISTEN connection never comes to remove one. */
  constructor(private readonly most = 4_096) {}

  /** The transaction's changes are this instance's: marked before COMMIT is sent. */
  mark(changes: readonly Change[]): void {
    for (const change of changes) this.unheard.add(keyOf(change));
    for (const oldest of this.unheard) {
      if (this.unheard.size <= this.most) break;
      this.unheard.delete(oldest);
    }
  }

  /**
   * COMMIT failed or its outcome is unknown: a rolled-back revision is taken again by the next
   * commit, which may be another instance's, so it must not be mistaken for this one's.
   */
  unmark(changes: readonly Change[]): void {
    for (const change of changes) this.unheard.delete(keyOf(change));
  }

  /** The changes heard that are other instances'; an own change heard is forgotten. */
  foreign<T extends Change>(changes: readonly T[]): T[] {
    return changes.filter((change) => !this.unheard.delete(keyOf(change)));
  }
}
