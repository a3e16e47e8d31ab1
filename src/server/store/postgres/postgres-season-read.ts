// The PostgreSQL adapter's part of the season read-through (store/season-read-through.ts, the rule
// in domain/seasons/event-view.ts): which units (its season, the partial seasons it is in) each
// event of a season reads its states through. Found in one statement for all the events a read
// names, and remembered for the rest of the transaction until an event row is written.
import type { EventRow } from '../port';
import type { UnitsAbove } from '../season-read-through';

/**
 * `$1`: event ids. The events of a season among them (`partial` null), then the partial seasons
 * of their seasons with their members (`members`, JSON): read once per season, not once per event.
 * Asked per event (a correlated subquery), a season of 1,001 events visited every event of the
 * season for each; and resyncing a season's family reads its events one by one, which the
 * family's rows, held by the transaction, then answer with these partial seasons and no statement.
 */
const UNITS_ABOVE = `WITH asked AS (
    SELECT id, season_id FROM events
      WHERE id = ANY($1::bigint[]) AND season::jsonb ->> 'role' = 'eventInSeason')
  SELECT id, season_id AS season, NULL AS members FROM asked
  UNION ALL
  SELECT p.id, p.season_id, p.season::jsonb ->> 'eventIds' FROM events p
    WHERE p.season_id IN (SELECT season_id FROM asked)
      AND p.season::jsonb ->> 'role' = 'partialSeason'`;

interface UnitRow {
  id: unknown;
  season: unknown;
  members: string | null;
}

type Query = (sql: string, params: unknown[]) => Promise<UnitRow[]>;

/** The units above each event a transaction read, per transaction (null: in no season). */
export class UnitsAboveLookup {
  private readonly known = new Map<number, UnitsAbove | null>();
  /** Per season, its partial seasons (in id order) with their members. */
  private readonly partialsOf = new Map<number, Array<{ id: number; members: number[] }>>();

  /** Forgotten whenever an event row is written: a partial season's members may have changed. */
  forget(): void {
    this.known.clear();
    this.partialsOf.clear();
  }

  private above(eventId: number, season: number): UnitsAbove {
    const partials = (this.partialsOf.get(season) ?? [])
      .filter((partial) => partial.members.includes(eventId))
      .map((partial) => partial.id);
    return { season, partials };
  }

  /**
   * The units above those of `eventIds` that are events of a season. `rowOf` gives the event's row
   * when the transaction holds it: an event it says is in no season costs no round trip (every
   * plain booking on PostgreSQL would otherwise pay one), nor one of a season already looked up.
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
      const link = row?.season;
      if (row && link?.role !== 'eventInSeason') this.known.set(id, null);
      else if (link?.seasonId !== undefined && this.partialsOf.has(link.seasonId)) {
        this.known.set(id, this.above(id, link.seasonId));
      } else missing.push(id);
    }
    if (missing.length > 0) await this.lookUp(missing, query);
    const found = new Map<number, UnitsAbove>();
    for (const id of ids) {
      const above = this.known.get(id);
      if (above) found.set(id, above);
    }
    return found;
  }

  private async lookUp(missing: number[], query: Query): Promise<void> {
    const rows = await query(UNITS_ABOVE, [missing]);
    const seasonOf = new Map<number, number>();
    const partialsOf = new Map<number, Array<{ id: number; members: number[] }>>();
    for (const row of rows) {
      const season = Number(row.season);
      const partials = partialsOf.get(season) ?? [];
      partialsOf.set(season, partials);
      if (row.members === null) seasonOf.set(Number(row.id), season);
      else {
        const members = (JSON.parse(row.members) as number[]).map(Number);
        partials.push({ id: Number(row.id), members });
      }
    }
    for (const [season, partials] of partialsOf) {
      this.partialsOf.set(
        season,
        partials.sort((a, b) => a.id - b.id),
      );
    }
    for (const id of missing) {
      const season = seasonOf.get(id);
      this.known.set(id, season === undefined ? null : this.above(id, season));
    }
  }
}
