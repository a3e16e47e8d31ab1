// Seasons (docs/seasons.md): a season is read, updated, listed and booked through EventsApi and
// StatusApi like any event; these are the calls only seasons have.
import { EventSchema } from '../contract/events';
import {
  type CreatePartialSeason,
  type CreateSeason,
  type CreateSeasonEvents,
  type CreateSeasonFromEvents,
  SeasonEventsSchema,
} from '../contract/seasons';
import type { SeasonStatusRequest } from '../contract/status';
import { seg, type Transport } from './transport';

export class SeasonsApi {
  constructor(private readonly t: Transport) {}

  create(body: CreateSeason) {
    return this.t.json({ method: 'POST', path: '/seasons', body }, EventSchema);
  }
  /** Seatdesk addition (docs/seasons.md): a season of existing events; a seats.io region answers 404. */
  createFromEvents(body: CreateSeasonFromEvents) {
    const path = '/seasons/actions/create-from-events';
    return this.t.json({ method: 'POST', path, body }, EventSchema);
  }
  createEvents(season: string, body: CreateSeasonEvents) {
    const path = `/seasons/${seg(season)}/actions/create-events`;
    return this.t.json({ method: 'POST', path, body }, SeasonEventsSchema);
  }
  createPartialSeason(season: string, body: CreatePartialSeason) {
    const path = `/seasons/${seg(season)}/partial-seasons`;
    return this.t.json({ method: 'POST', path, body }, EventSchema);
  }
  addEventsToPartialSeason(season: string, partial: string, eventKeys: string[]) {
    const path = `/seasons/${seg(season)}/partial-seasons/${seg(partial)}/actions/add-events`;
    return this.t.json({ method: 'POST', path, body: { eventKeys } }, EventSchema);
  }
  removeEventFromPartialSeason(season: string, partial: string, event: string) {
    const path = `/seasons/${seg(season)}/partial-seasons/${seg(partial)}/events/${seg(event)}`;
    return this.t.json({ method: 'DELETE', path }, EventSchema);
  }
  /** Frees, in this one event, objects its season (or partial season `season`) took. */
  overrideSeasonStatus(event: string, body: SeasonStatusRequest) {
    const path = `/events/${seg(event)}/actions/override-season-status`;
    return this.t.empty({ method: 'POST', path, body });
  }
  /** Undoes overrideSeasonStatus: the objects take the season status again. */
  useSeasonStatus(event: string, body: SeasonStatusRequest) {
    const path = `/events/${seg(event)}/actions/use-season-status`;
    return this.t.empty({ method: 'POST', path, body });
  }
}
