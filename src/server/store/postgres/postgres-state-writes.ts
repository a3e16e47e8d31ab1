// The PostgreSQL statement writing the object states of several events at once (issue 27 B7): a
// season booking wrote its family's 1,001 events one statement each, which the next group of
// bookings, another company's too, waited for.
import type { StateWritePlan } from '../write-transaction';

/**
 * Every event's writes in one statement: arrays of (event, label, …) travel as parameters, and
 * each row set it touches is disjoint from the others (removed vs kept states, stale vs current
 * holds), so the parts cannot trip over each other. The deletes find each pair's rows by primary
 * key (LATERAL, kept from being flattened by OFFSET 0) and delete them by their `ctid`: a join or
 * `IN` over the pairs may be planned as a scan of the whole table while it has no statistics (a
 * new installation's on-sale), as READ_PAIRS's comment tells. The raised revisions come back in
 * the same round trip. $1–$10: WriteRows.parameters(); $11 the events to raise; $12, $13 the
 * extra data not sent yet in this transaction.
 */
export const WRITE_STATES = `WITH current_holds AS (
    SELECT event_id, label, token FROM unnest($8::bigint[], $9::text[], $10::text[])
      AS h(event_id, label, token)),
  stale_holds AS (
    DELETE FROM state_holds WHERE ctid = ANY(ARRAY(
      SELECT s.ctid FROM unnest($1::bigint[], $2::text[]) AS c(event_id, label),
        LATERAL (SELECT ctid, token FROM state_holds
          WHERE event_id = c.event_id AND label = c.label OFFSET 0) s
        WHERE NOT EXISTS (SELECT 1 FROM current_holds h
          WHERE h.event_id = c.event_id AND h.label = c.label AND h.token = s.token)))),
  removed AS (
    DELETE FROM object_states WHERE ctid = ANY(ARRAY(
      SELECT s.ctid FROM unnest($3::bigint[], $4::text[]) AS r(event_id, label),
        LATERAL (SELECT ctid FROM object_states
          WHERE event_id = r.event_id AND label = r.label LIMIT 1) s))),
  bumped AS (
    UPDATE events SET states_revision = states_revision + 1 WHERE id = ANY($11::bigint[])
      RETURNING id, states_revision),
  kept AS (
    INSERT INTO object_states (event_id, label, state)
      SELECT * FROM unnest($5::bigint[], $6::text[], $7::text[])
      ON CONFLICT (event_id, label) DO UPDATE SET state = excluded.state),
  added_holds AS (
    INSERT INTO state_holds (event_id, label, token)
      SELECT DISTINCT event_id, label, token FROM current_holds ON CONFLICT DO NOTHING),
  added_blobs AS (
    INSERT INTO extra_data (digest, data)
      SELECT * FROM unnest($12::text[], $13::text[]) ON CONFLICT DO NOTHING)
SELECT id, states_revision FROM bumped`;

/** The rows of several events' write plans as WRITE_STATES's column arrays. */
export class WriteRows {
  private readonly cleared: [number[], string[]] = [[], []];
  private readonly removed: [number[], string[]] = [[], []];
  private readonly kept: [number[], string[], string[]] = [[], [], []];
  private readonly holds: [number[], string[], string[]] = [[], [], []];
  /** Extra data the kept states refer to, of every event: digest → JSON. */
  readonly blobs = new Map<string, string>();

  add(eventId: number, plan: StateWritePlan): void {
    for (const label of plan.cleared) {
      this.cleared[0].push(eventId);
      this.cleared[1].push(label);
    }
    for (const label of plan.removed) {
      this.removed[0].push(eventId);
      this.removed[1].push(label);
    }
    for (const { label, json } of plan.kept) {
      this.kept[0].push(eventId);
      this.kept[1].push(label);
      this.kept[2].push(json);
    }
    for (const { label, token } of plan.holds) {
      this.holds[0].push(eventId);
      this.holds[1].push(label);
      this.holds[2].push(token);
    }
    for (const [digest, data] of plan.blobs) this.blobs.set(digest, data);
  }

  parameters(): unknown[] {
    return [...this.cleared, ...this.removed, ...this.kept, ...this.holds];
  }
}
