// The PostgreSQL adapter's part of the season read-through (store/season-read-through.ts, the rule
// in domain/seasons/event-view.ts): which units (its season, the partial seasons it is in) each
// event of a season reads its states through. Found in one statement for all the events a read
// names, and remembered for the rest of the transaction until an event row is written.
import type { EventRow } from '../port';
import type { UnitsAbove } from '../season-read-through';

/**
 * `$1`: event ids. The events of a season among them, with their season and the partial seasons
 * they are in (by id). The partial seasons are found once per season, not once per event: asked
 * per event, a season of 1,001 events would visit every event of the season 1,001 times (as the
 * SQLite read did before 342c9b2).
 */
const UNITS_ABOVE = `WITH asked AS (
    SELECT id, season_id FROM events
      WHERE id = ANY($1::bigint[]) AND season::jsonb ->> 'role' = 'eventInSeason'),
  partials AS (
    SELECT p.id, p.season::jsonb -> 'eventIds' AS members FROM events p
      WHERE p.season_id IN (SELECT season_id FROM asked)
        AND p.season::jsonb ->> 'role' = 'partialSeason')
  SELECT a.id, a.season_id AS season,
    coalesce(array_agg(p.id ORDER BY p.id) FILTER (WHERE p.id IS NOT NULL), '{}') AS partials
  FROM asked a LEFT JOIN partials p ON p.members @> to_jsonb(a.id)
  GROUP BY a.id, a.season_id`;

type Query = (
  sql: string,
  params: unknown[],
) => Promise<Array<{ id: unknown; season: unknown; partials: unknown[] }>>;

/** The units above each event a transaction read, per transaction (null: in no season). */
export class UnitsAboveLookup {
  private readonly known = new Map<number, UnitsAbove | null>();

  /** Forgotten whenever an event row is written: a partial season's members may have changed. */
  forget(): void {
    this.known.clear();
  }

  /**
   * The units above those of `eventIds` that are events of a season. `rowOf` gives the event's row
   * when the transaction holds it: an event the row says is in no season costs no round trip
   * (every plain booking on PostgreSQL would otherwise pay one).
   */
  async of(
    eventIds: Iterable<number>,
    rowOf: (id: number) => EventRow | undefined,
    query: Query,
  ): Promise<Map<number, UnitsAbove>> {
    const ids = [...new Set(eventIds)];
    const missing: number[] = [];
    for (const id of ids) {
      if (this.known.has(id)) continue;
      const row = rowOf(id);
      if (row && row.season?.role !== 'eventInSeason') this.known.set(id, null);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await query(UNITS_ABOVE, [missing]);
      for (const id of missing) this.known.set(id, null);
      for (const row of rows) {
        this.known.set(Number(row.id), {
          season: Number(row.season),
          partials: row.partials.map(Number),
        });
      }
    }
    const found = new Map<number, UnitsAbove>();
    for (const id of ids) {
      const above = this.known.get(id);
      if (above) found.set(id, above);
    }
    return found;
  }
}
