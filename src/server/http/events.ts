// Events: create, read, update, delete, list, as seats.io does them.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { ChannelInputSchema } from '../../contract/channels';
import type { NewCategory } from '../../contract/charts';
import { PageQuerySchema } from '../../contract/common';
import { CreateEventSchema, UpdateEventSchema } from '../../contract/events';
import {
  checkObjectCategories,
  type ObjectCategories,
} from '../../domain/drawing/object-categories';
import type { Category, Channel, FlatChart } from '../../domain/model';
import { replaceChannels } from '../../domain/status/channels';
import { findChart } from '../application/charts/charts';
import type { Deps } from '../application/context';
import { applyCreationForSale, eventToWire, findEvent } from '../application/events/events';
import type { EventRow, Tx } from '../store/port';
import { param, readBody, validate } from './body';
import { withDefaults } from './charts';
import type { AppEnv } from './context';
import { badRequest, HTTP } from './errors';
import { pageToWire } from './paging';

export function eventRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { store } = deps;

  async function chartOfEvent(tx: Tx, event: EventRow) {
    const chart = await tx.getChartById(event.chartId);
    return chart ? deps.charts.get(tx, chart) : undefined;
  }

  async function categoriesOf(tx: Tx, event: EventRow) {
    return (await chartOfEvent(tx, event))?.categories;
  }

  app.post('/events', async (c) => {
    const body = await readBody(c, CreateEventSchema);
    const auth = c.get('auth');
    const wire = await store.transaction(async (tx) => {
      const chart = await findChart(tx, auth, body.chartKey);
      const flat = await deps.charts.get(tx, chart);
      const categories = body.categories ? eventCategories(body.categories, flat) : null;
      const objectCategories = givenObjectCategories(body.objectCategories, flat, categories);
      // The chart as this event will see it: channels and for-sale categories resolve on it.
      const view = await deps.charts.forEvent(tx, chart, { objectCategories, categories });
      const key = body.eventKey ?? randomUUID();
      if (await tx.getEvent(auth.workspace.id, key)) {
        throw badRequest(`Event key already in use: ${key}`, 'EVENT_KEY_ALREADY_EXISTS');
      }
      const inserted = await tx.insertEvent({
        workspaceId: auth.workspace.id,
        key,
        chartId: chart.id,
        chartKey: chart.key,
        name: body.name ?? null,
        date: body.date ?? null,
        tableBookingConfig: body.tableBookingConfig ?? { mode: 'INHERIT' },
        forSaleConfig: null,
        channels: initialChannels(body.channels ?? [], view),
        categories,
        objectCategories,
        createdOn: deps.now().toISOString(),
        updatedOn: null,
      });
      const event = view
        ? await applyCreationForSale(tx, inserted, view, body.forSaleConfig)
        : inserted;
      return eventToWire(event, flat?.categories);
    });
    return c.json(wire);
  });

  app.get('/events', async (c) => {
    const query = validate(
      PageQuerySchema.extend({ filter: z.string().optional() }),
      c.req.query(),
      'query',
    );
    const auth = c.get('auth');
    const page = await store.read(async (tx) => {
      const found = await tx.listEvents(auth.workspace.id, {
        limit: query.limit,
        startAfterId: query.start_after_id,
        endBeforeId: query.end_before_id,
        search: query.filter,
      });
      return { ...found, items: found.items.map((event) => eventToWire(event)) };
    });
    return c.json(pageToWire(page));
  });

  app.get('/events/:key', async (c) => {
    const auth = c.get('auth');
    const wire = await store.read(async (tx) => {
      const event = await findEvent(tx, auth, param(c, 'key'));
      return eventToWire(event, await categoriesOf(tx, event));
    });
    return c.json(wire);
  });

  app.post('/events/:key', async (c) => {
    const body = await readBody(c, UpdateEventSchema);
    const auth = c.get('auth');
    await store.transaction(async (tx) => {
      const event = await findEvent(tx, auth, param(c, 'key'));
      if (
        body.eventKey &&
        body.eventKey !== event.key &&
        (await tx.getEvent(auth.workspace.id, body.eventKey))
      ) {
        throw badRequest(`Event key already in use: ${body.eventKey}`, 'EVENT_KEY_ALREADY_EXISTS');
      }
      const flat = await chartOfEvent(tx, event);
      const categories = body.categories
        ? eventCategories(body.categories, flat)
        : (event.categories as Category[] | null);
      // The objects' categories must still resolve against the categories the event will have.
      const objectCategories = givenObjectCategories(
        body.objectCategories ?? (event.objectCategories as ObjectCategories | null) ?? undefined,
        flat,
        categories,
      );
      await tx.updateEvent({
        ...event,
        key: body.eventKey ?? event.key,
        name: body.name === undefined ? event.name : body.name,
        date: body.date === undefined ? event.date : body.date,
        tableBookingConfig: body.tableBookingConfig ?? event.tableBookingConfig,
        categories,
        objectCategories,
        updatedOn: deps.now().toISOString(),
      });
    });
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.delete('/events/:key', async (c) => {
    const auth = c.get('auth');
    await store.transaction(
      async (tx) => {
        const event = await findEvent(tx, auth, param(c, 'key'));
        await tx.deleteEvent(event.id);
        return event.id;
      },
      { committed: (id) => deps.states.forget(id) },
    );
    return c.body(null, HTTP.NO_CONTENT);
  });

  return app;
}

/** Per-event categories of objects, checked against the chart; null when none are given. */
function givenObjectCategories(
  given: ObjectCategories | undefined,
  chart: FlatChart | undefined,
  categories: Category[] | null,
): ObjectCategories | null {
  if (!given || Object.keys(given).length === 0) return null;
  if (chart) checkObjectCategories(chart, given, categories ?? []);
  return given;
}

/** Event-level categories with the chart's defaults; a key may not repeat one of the chart's. */
function eventCategories(given: NewCategory[], chart: FlatChart | undefined): Category[] {
  const categories = withDefaults(given);
  const taken = new Set((chart?.categories ?? []).map((category) => String(category.key)));
  categories.forEach((category, index) => {
    if (taken.has(String(category.key))) {
      throw badRequest(
        `categories[${index}].key: ${category.key} is already a category of the chart`,
        'CATEGORY_ALREADY_EXISTS',
      );
    }
  });
  return categories;
}

/** Channels given at creation follow exactly the rules of a channel replacement. */
function initialChannels(raw: unknown[], chart: FlatChart | undefined): Channel[] {
  const inputs = raw.map((item, i) => validate(ChannelInputSchema, item, `body.channels.${i}`));
  if (!chart) return [];
  return replaceChannels(chart, inputs);
}
