// The event rows a PostgreSQL transaction holds locked, and what it writes for them besides their
// states: the states revision, raised once per transaction, and the feed's rows, written just
// before COMMIT (change-log.ts). Locking: postgres-tx.ts and docs/decisions/004-postgres-locking.md.
import { type EventChangeRow, type FeedObject, PendingChanges, pruneBelow } from '../change-log';
import type { EventRow } from '../port';
import { PostgresEventLogQueries } from './postgres-event-log';

/** NOTIFY payloads stay under PostgreSQL's 8000 bytes: a season's change touches 1,000 events. */
function notifyPayloads(rows: EventChangeRow[]): string[] {
  const payloads: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    payloads.push(
      rows
        .slice(i, i + 200)
        .map((row) => `${row.eventId}:${row.revision}`)
        .join(','),
    );
  }
  return payloads;
}

export abstract class PostgresEventChangeQueries extends PostgresEventLogQueries {
  /** Events whose row lock this transaction holds. */
  protected readonly locked = new Set<number>();
  /**
   * Rows of locked events as this transaction last read or wrote them. Nobody else can change a
   * locked row before we commit, so a group commit asking for the same event request after
   * request gets it without a round trip. Handed out as copies: callers may mutate theirs.
   */
  protected readonly lockedRows = new Map<number, EventRow>();

  /** Takes an event's row lock once per transaction (writes only). */
  protected async lockEvent(eventId: number): Promise<void> {
    if (!this.writing || this.locked.has(eventId)) return;
    await this.all('SELECT id FROM events WHERE id = $1 FOR UPDATE', [eventId]);
    this.locked.add(eventId);
  }

  /** Takes the row locks of these events this transaction lacks, in one statement in id order. */
  protected async lockEvents(eventIds: readonly number[]): Promise<void> {
    const unlocked = [...new Set(eventIds)].filter((id) => !this.locked.has(id));
    if (!this.writing || unlocked.length === 0) return;
    await this.all('SELECT id FROM events WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [
      unlocked,
    ]);
    for (const id of unlocked) this.locked.add(id);
  }

  /**
   * The states_revision of each event this transaction bumped, after the bump: once per commit is
   * enough.
   */
  protected readonly bumped = new Map<number, number>();

  /** The feed's changes of this transaction, written just before COMMIT (change-log.ts). */
  protected readonly changes = new PendingChanges();

  /** Notes the event's raised revision (the remembered row too). */
  protected raised(eventId: number, revision: number): void {
    this.bumped.set(eventId, revision);
    const remembered = this.lockedRows.get(eventId);
    if (remembered) remembered.statesRevision = revision;
  }

  /** A change of what objects are that is not their state (channel, event category). */
  protected async changeObjects(eventId: number, objects: Map<string, FeedObject>) {
    if (objects.size === 0) return;
    let revision = this.bumped.get(eventId);
    if (revision === undefined) {
      const row = await this.one(
        'UPDATE events SET states_revision = states_revision + 1 WHERE id = $1 RETURNING states_revision',
        [eventId],
      );
      if (!row) throw new Error(`No event with id ${eventId}`);
      revision = Number(row.states_revision);
      this.raised(eventId, revision);
    }
    this.changes.add(eventId, revision, objects);
  }

  /**
   * Sends the transaction's changes and the wake-up of the other instances' feeds (NOTIFY is
   * delivered at COMMIT, and not at all on a rollback); called by the store just before COMMIT,
   * which it sends without waiting for this statement's answer (`sent`: the store awaits both).
   */
  flushChanges(channel: string): { rows: EventChangeRow[]; sent: Promise<unknown> } {
    const rows = this.changes.rows();
    this.changes.clear();
    if (rows.length === 0) return { rows, sent: Promise.resolve() };
    const sent = this.all(
      `WITH added AS (
          INSERT INTO event_changes (event_id, revision, objects)
            SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[])),
        pruned AS (
          DELETE FROM event_changes c USING unnest($1::bigint[], $4::bigint[]) AS p(event_id, below)
            WHERE c.event_id = p.event_id AND c.revision <= p.below)
      SELECT pg_notify($5, payload) FROM unnest($6::text[]) AS n(payload)`,
      [
        rows.map((row) => row.eventId),
        rows.map((row) => row.revision),
        rows.map((row) => row.objects),
        rows.map((row) => pruneBelow(row.revision)),
        channel,
        notifyPayloads(rows),
      ],
    );
    return { rows, sent };
  }

  async listEventChanges(eventId: number, since: number, limit: number) {
    const rows = await this.all(
      'SELECT revision, objects FROM event_changes WHERE event_id = $1 AND revision > $2 ORDER BY revision LIMIT $3',
      [eventId, since, limit],
    );
    return rows.map((row) => ({
      eventId,
      revision: Number(row.revision),
      objects: String(row.objects),
    }));
  }
}
