// Seasons on the wire (application/seasons/season-records.ts, docs/seasons.md). A season is read,
// updated, listed and booked through the event routes like any event.
import { Hono } from 'hono';
import { EventSchema } from '../../contract/events';
import {
  AddEventsToPartialSeasonSchema,
  CreatePartialSeasonSchema,
  CreateSeasonEventsSchema,
  CreateSeasonFromEventsSchema,
  CreateSeasonSchema,
  SeasonEventsSchema,
} from '../../contract/seasons';
import type { Deps } from '../application/context';
import { createSeasonFromEvents } from '../application/seasons/season-from-events';
import {
  addEventsToPartialSeason,
  createPartialSeason,
  createSeason,
  createSeasonEvents,
  removeEventFromPartialSeason,
} from '../application/seasons/season-records';
import { param, readBody } from './body';
import { channelsGiven } from './channels';
import type { AppEnv } from './context';
import { registerOperations } from './openapi';

registerOperations([
  {
    method: 'post',
    path: '/seasons',
    summary:
      'Create a season (an event grouping events of one chart) with numberOfEvents or eventKeys events; answers the season with its events. Read, update, list and book it through the /events routes (docs/seasons.md)',
    request: CreateSeasonSchema,
    response: EventSchema,
  },
  {
    method: 'post',
    path: '/seasons/actions/create-from-events',
    summary:
      'Seatdesk addition: create a season of existing events (one chart, in no season); what they booked is not available for the season (docs/seasons.md)',
    request: CreateSeasonFromEventsSchema,
    response: EventSchema,
  },
  {
    method: 'post',
    path: '/seasons/{seasonKey}/actions/create-events',
    summary: 'Create events in a top-level season; they take its bookings at once',
    request: CreateSeasonEventsSchema,
    response: SeasonEventsSchema,
  },
  {
    method: 'post',
    path: '/seasons/{seasonKey}/partial-seasons',
    summary:
      'Create a partial season of events of the top-level season; answers it with its events',
    request: CreatePartialSeasonSchema,
    response: EventSchema,
  },
  {
    method: 'post',
    path: '/seasons/{seasonKey}/partial-seasons/{partialSeasonKey}/actions/add-events',
    summary: 'Add events of the top-level season to a partial season; answers the partial season',
    request: AddEventsToPartialSeasonSchema,
    response: EventSchema,
  },
  {
    method: 'delete',
    path: '/seasons/{seasonKey}/partial-seasons/{partialSeasonKey}/events/{eventKey}',
    summary: 'Remove an event from a partial season; answers the partial season',
    response: EventSchema,
  },
]);

export function seasonRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/seasons', async (c) => {
    const { channels, ...body } = await readBody(c, CreateSeasonSchema);
    const given = { ...body, channels: channelsGiven(channels, 'body.channels') };
    return c.json(await createSeason(deps, c.get('auth'), given));
  });

  app.post('/seasons/actions/create-from-events', async (c) => {
    const body = await readBody(c, CreateSeasonFromEventsSchema);
    return c.json(await createSeasonFromEvents(deps, c.get('auth'), body));
  });

  app.post('/seasons/:key/actions/create-events', async (c) => {
    const body = await readBody(c, CreateSeasonEventsSchema);
    return c.json(await createSeasonEvents(deps, c.get('auth'), param(c, 'key'), body));
  });

  app.post('/seasons/:key/partial-seasons', async (c) => {
    const body = await readBody(c, CreatePartialSeasonSchema);
    return c.json(await createPartialSeason(deps, c.get('auth'), param(c, 'key'), body));
  });

  app.post('/seasons/:key/partial-seasons/:partialKey/actions/add-events', async (c) => {
    const { eventKeys } = await readBody(c, AddEventsToPartialSeasonSchema);
    const [season, partial] = [param(c, 'key'), param(c, 'partialKey')];
    return c.json(await addEventsToPartialSeason(deps, c.get('auth'), season, partial, eventKeys));
  });

  app.delete('/seasons/:key/partial-seasons/:partialKey/events/:eventKey', async (c) => {
    const [season, partial, event] = [
      param(c, 'key'),
      param(c, 'partialKey'),
      param(c, 'eventKey'),
    ];
    return c.json(await removeEventFromPartialSeason(deps, c.get('auth'), season, partial, event));
  });

  return app;
}
