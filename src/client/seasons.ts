// Seasons (docs/seasons.md): a season is an event grouping events of one chart. Retrieving one is
// `events.retrieve` (it answers `events` and `partialSeasonKeys` for a season).
import { EventSchema } from '../contract/events';
import {
  type CreatePartialSeason,
  type CreateSeason,
  type CreateSeasonEvents,
  SeasonEventsSchema,
} from '../contract/seasons';
import type { SeasonStatusRequest } from '../contract/status';
import { seg, type Transport } from './transport';

export class SeasonsApi {
  constructor(private readonly t: Transport) {}

  create(body: CreateSeason) {
    return this.t.json({ method: 'POST', path: '/seasons', body }, EventSchema);
  }
  createEvents(seasonKey: string, body: CreateSeasonEvents) {
    const path = `/seasons/${seg(seasonKey)}/actions/create-events`;
    return this.t.json({ method: 'POST', path, body }, SeasonEventsSchema);
  }
  createPartialSeason(seasonKey: string, body: CreatePartialSeason) {
    const path = `/seasons/${seg(seasonKey)}/partial-seasons`;
    return this.t.json({ method: 'POST', path, body }, EventSchema);
  }
  addEventsToPartialSeason(seasonKey: string, partialKey: string, eventKeys: string[]) {
    const path = `/seasons/${seg(seasonKey)}/partial-seasons/${seg(partialKey)}/actions/add-events`;
    return this.t.json({ method: 'POST', path, body: { eventKeys } }, EventSchema);
  }
  removeEventFromPartialSeason(seasonKey: string, partialKey: string, eventKey: string) {
    const path = `/seasons/${seg(seasonKey)}/partial-seasons/${seg(partialKey)}/events/${seg(eventKey)}`;
    return this.t.json({ method: 'DELETE', path }, EventSchema);
  }
  /** Frees, in this event only, what the season took (the seat can then be sold that night). */
  overrideSeasonStatus(eventKey: string, body: SeasonStatusRequest) {
    const path = `/events/${seg(eventKey)}/actions/override-season-status`;
    return this.t.empty({ method: 'POST', path, body });
  }
  /** `use-season-status` (not named so: it is no React hook). Undoes an override: the event sees the season's status again (the object must be free). */
  restoreSeasonStatus(eventKey: string, body: SeasonStatusRequest) {
    const path = `/events/${seg(eventKey)}/actions/use-season-status`;
    return this.t.empty({ method: 'POST', path, body });
  }
}
