// The SQLite adapter's part of the season read-through (store/season-read-through.ts, the rule in
// domain/seasons/event-view.ts): which units (its season, the partial seasons it is in) each event
// of a season reads its states through. Found in two statements for all the events a read or
// write names, and remembered for the rest of the transaction until an event row is written.
import type Database from 'better-sqlite3';
import { type FamilyRow, type UnitsAbove, unitsAboveInFamily } from '../season-read-through';

/** `?`: a JSON array of event ids; the events of a season among them, with the units above each. */
const SEASONS_OF = `SELECT e.id, e.season_id AS season
  FROM json_each(?) AS w JOIN events AS e ON e.id = w.value
  WHERE e.season ->> '$.role' = 'eventInSeason'`;

/**
 * The partial seasons of these seasons with their members, read once: asked per event (a
 * correlated subquery), a season of 1,001 events visited every event of the season 1,001 times.
 */
const PARTIALS_OF = `SELECT p.id, p.season ->> '$.eventIds' AS members
  FROM json_each(?) AS s JOIN events AS p ON p.season_id = s.value
  WHERE p.season ->> '$.role' = 'partialSeason' ORDER BY p.id`;

export class SqliteUnitsAbove {
  /**
   * Per event id, the units it reads through (null: none), as of this transaction: forgotten
   * when it begins and whenever an event row is written (a partial season's members may change).
   */
  private readonly above = new Map<number, UnitsAbove | null>();

  constructor(private readonly prepare: (sql: string) => Database.Statement) {}

  forget(): void {
    this.above.clear();
  }

  /**
   * What a season's family, just read whole in this transaction (getSeasonFamilyForUpdate), says
   * of its units: the two statements of `of` would read the same 1,001 rows again for a season
   * booking (season-statements.test.ts counts them).
   */
  know(family: readonly FamilyRow[]): void {
    for (const [id, above] of unitsAboveInFamily(family)) this.above.set(id, above);
  }

  /** The units above each of these events that is an event of a season (season-read-through.ts). */
  of(eventIds: Iterable<number>): Map<number, UnitsAbove> {
    const ids = [...eventIds];
    const missing = [...new Set(ids)].filter((id) => !this.above.has(id));
    if (missing.length > 0) {
      for (const id of missing) this.above.set(id, null);
      const rows = this.prepare(SEASONS_OF).all(JSON.stringify(missing)) as Array<{
        id: number;
        season: number;
      }>;
      const seasons = [...new Set(rows.map((row) => Number(row.season)))];
      const partialsOf = new Map<number, number[]>();
      if (seasons.length > 0) {
        const partials = this.prepare(PARTIALS_OF).all(JSON.stringify(seasons)) as Array<{
          id: number;
          members: string | null;
        }>;
        for (const partial of partials) {
          for (const member of JSON.parse(partial.members ?? '[]') as number[]) {
            const list = partialsOf.get(Number(member)) ?? [];
            list.push(Number(partial.id));
            partialsOf.set(Number(member), list);
          }
        }
      }
      for (const row of rows) {
        const id = Number(row.id);
        this.above.set(id, { season: Number(row.season), partials: partialsOf.get(id) ?? [] });
      }
    }
    const found = new Map<number, UnitsAbove>();
    for (const id of ids) {
      const above = this.above.get(id);
      if (above) found.set(id, above);
    }
    return found;
  }
}
