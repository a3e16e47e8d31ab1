// Overriding the season status of an object in one event (a season-ticket holder who does not
// come: the seat is sold again for that night), and using it again (docs/seasons.md). Both
// change only the event's own part; composeViews then shows what the event sees.
import { DomainError } from '../errors';
import type { ChartObject, ObjectState } from '../model';
import { compactState } from '../status/state';
import { total } from './places';

export type SeasonStatusAction = 'OVERRIDE_SEASON_STATUS' | 'USE_SEASON_STATUS';

/**
 * The event's own part after the action on `quantity` places of `obj` (1 for a seat), given
 * what the event sees (`seen`) and owns (`own`). Refuses what would mean nothing.
 */
export function seasonStatusAction(
  action: SeasonStatusAction,
  obj: ChartObject,
  quantity: number,
  seen: ObjectState | undefined,
  own: ObjectState | undefined,
  event: string,
): ObjectState | undefined {
  const isArea = obj.objectType === 'generalAdmission';
  const overridden = own?.season?.overridden ?? 0;
  if (action === 'OVERRIDE_SEASON_STATUS') {
    const fromSeason = isArea
      ? total(seen?.season?.places)
      : seen?.season?.inherited && seen.status
        ? 1
        : 0;
    if (fromSeason === 0 && !isArea && overridden > 0) {
      throw new DomainError(
        'SEASON_STATUS_ALREADY_OVERRIDDEN',
        `${obj.label}'s season status is already overridden in ${event}`,
      );
    }
    // A seat free in the season may be overridden too (seats.io's SDK test): from then on the
    // event no longer follows the season for it. GA places still count what the season took.
    if (fromSeason === 0 && !isArea) return withOverridden(own, 1);
    if (fromSeason < quantity) {
      throw new DomainError(
        'SEASON_STATUS_NOT_TAKEN',
        fromSeason === 0
          ? `${obj.label} takes no status from the season in ${event}: there is nothing to override`
          : `${obj.label}: ${quantity} places to override in ${event}, but only ${fromSeason} come from the season`,
      );
    }
    return withOverridden(own, overridden + (isArea ? quantity : 1));
  }
  if (overridden < quantity) {
    throw new DomainError(
      'SEASON_STATUS_NOT_OVERRIDDEN',
      overridden === 0
        ? `${obj.label}'s season status is not overridden in ${event}`
        : `${obj.label}: ${quantity} places to give back to the season in ${event}, but only ${overridden} are overridden`,
    );
  }
  if (!isArea && own?.status) {
    throw new DomainError(
      'OBJECT_NOT_FREE',
      `${obj.label} is ${own.status} in ${event}: release it there before it takes the season's status again`,
    );
  }
  return withOverridden(own, overridden - (isArea ? quantity : 1));
}

function withOverridden(own: ObjectState | undefined, overridden: number) {
  return compactState({ ...own, season: overridden > 0 ? { overridden } : undefined });
}
