// Seasons on the wire (application/seasons/season-records.ts, docs/seasons.md). A season is read,
// updated, listed and booked through the event routes like any event.
import { Hono } from 'hono';
import { ChannelInputSchema } from '../../contract/channels';
import {
  AddEventsToPartialSeasonSchema,
  CreatePartialSeasonSchema,
  CreateSeasonEventsSchema,
  CreateSeasonSchema,
} from '../../contract/seasons';
import type { Deps } from '../application/context';
import {
  addEventsToPartialSeason,
  createPartialSeason,
  createSeason,
  createSeasonEvents,
  removeEventFromPartialSeason,
} from '../application/seasons/season-records';
import { param, readBody, validate } from './body';
import type { AppEnv } from './context';

export function seasonRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/seasons', async (c) => {
    const { channels, ...body } = await readBody(c, CreateSeasonSchema);
    const given = {
      ...body,
      channels: channels?.map((item, i) =>
        validate(ChannelInputSchema, item, `body.channels.${i}`),
      ),
    };
    return c.json(await createSeason(deps, c.get('auth'), given));
  });

  app.post('/seasons/:season/actions/create-events', async (c) => {
    const body = await readBody(c, CreateSeasonEventsSchema);
    return c.json(await createSeasonEvents(deps, c.get('auth'), param(c, 'season'), body));
  });

  app.post('/seasons/:season/partial-seasons', async (c) => {
    const body = await readBody(c, CreatePartialSeasonSchema);
    return c.json(await createPartialSeason(deps, c.get('auth'), param(c, 'season'), body));
  });

  app.post('/seasons/:season/partial-seasons/:partial/actions/add-events', async (c) => {
    const { eventKeys } = await readBody(c, AddEventsToPartialSeasonSchema);
    const [season, partial] = [param(c, 'season'), param(c, 'partial')];
    return c.json(await addEventsToPartialSeason(deps, c.get('auth'), season, partial, eventKeys));
  });

  app.delete('/seasons/:season/partial-seasons/:partial/events/:event', async (c) => {
    const [season, partial, event] = [param(c, 'season'), param(c, 'partial'), param(c, 'event')];
    return c.json(await removeEventFromPartialSeason(deps, c.get('auth'), season, partial, event));
  });

  return app;
}
