// The family of a season by key, from its rows (season-wire.ts reads them).
import type { SeasonFamily } from '../../../domain/seasons/family';
import type { EventRow } from '../../store/port';
import { familyByKey } from './season-wire';

export function familyByKeyOrThrow(rows: EventRow[]): SeasonFamily {
  const family = familyByKey(rows);
  if (!family) throw new Error('A season family without its top-level season');
  return family;
}
