// Seasons over HTTP: create, retrieve, update, list, events in a season, partial seasons, and the
// bad input that changes nothing (docs/seasons.md). On SQLite, and on PostgreSQL with
// TEST_STORE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSchema } from '../../../contract/events';
import { startTestService, type TestService } from '../../service-test-kit';
import { type Call, caller, expectError, upload, workspaceSnapshot } from '../http-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
  await upload(call, 'otherChart');
});
afterAll(() => svc.close());

async function ok(method: string, path: string, body?: unknown) {
  const reply = await call(method, path, body);
  expect(reply.status, reply.text).toBeLessThan(300);
  return reply.body;
}

describe('POST /seasons', () => {
  it('creates a season with generated events, answered as an event', async () => {
    const season = await ok('POST', '/seasons', {
      chartKey: 'sampleChart',
      key: 'season-a',
      name: 'Season A',
      numberOfEvents: 2,
      tableBookingConfig: { mode: 'ALL_BY_SEAT' },
    });
    EventSchema.parse(season);
    expect(season).toMatchObject({
      key: 'season-a',
      name: 'Season A',
      chartKey: 'sampleChart',
      isSeason: true,
      isTopLevelSeason: true,
      isPartialSeason: false,
      isEventInSeason: false,
      partialSeasonKeys: [],
      forSalePropagated: true,
      tableBookingConfig: { mode: 'ALL_BY_SEAT' },
    });
    expect(season.events).toHaveLength(2);
    for (const event of season.events) {
      expect(event).toMatchObject({
        isSeason: false,
        isEventInSeason: true,
        topLevelSeasonKey: 'season-a',
        partialSeasonKeysForEvent: [],
        tableBookingConfig: { mode: 'ALL_BY_SEAT' },
      });
    }
  });

  it('creates one event per given key, and more later', async () => {
    const season = await ok('POST', '/seasons', {
      chartKey: 'sampleChart',
      key: 'season-b',
      eventKeys: ['b1', 'b2'],
    });
    expect(season.events.map((e: { key: string }) => e.key)).toEqual(['b1', 'b2']);
    const created = await ok('POST', '/seasons/season-b/actions/create-events', {
      eventKeys: ['b3'],
    });
    expect(created.events).toMatchObject([{ key: 'b3', topLevelSeasonKey: 'season-b' }]);
    const more = await ok('POST', '/seasons/season-b/actions/create-events', { numberOfEvents: 2 });
    expect(more.events).toHaveLength(2);
    expect(more.events[0].id).toBeGreaterThan(more.events[1].id);
    // Created by keys: newest first, the reverse of the request (seats.io's SDK test).
    const byKeys = await ok('POST', '/seasons/season-b/actions/create-events', {
      eventKeys: ['b6', 'b7'],
    });
    expect(byKeys.events.map((e: { key: string }) => e.key)).toEqual(['b7', 'b6']);
    const read = await ok('GET', '/events/season-b');
    expect(read.events).toHaveLength(7);
    // Reading the season keeps creation order.
    expect(read.events.slice(-2).map((e: { key: string }) => e.key)).toEqual(['b6', 'b7']);
    expect(read.isSeason).toBe(true);
    const event = await ok('GET', '/events/b3');
    expect(event).toMatchObject({ isEventInSeason: true, topLevelSeasonKey: 'season-b' });
  });

  it('partial seasons: create, add and remove events', async () => {
    await ok('POST', '/seasons', {
      chartKey: 'sampleChart',
      key: 'season-c',
      eventKeys: ['c1', 'c2', 'c3'],
    });
    const partial = await ok('POST', '/seasons/season-c/partial-seasons', {
      key: 'half-c',
      name: 'First half',
      eventKeys: ['c1'],
    });
    expect(partial).toMatchObject({
      key: 'half-c',
      name: 'First half',
      isSeason: true,
      isPartialSeason: true,
      isTopLevelSeason: false,
      topLevelSeasonKey: 'season-c',
    });
    expect(partial.events.map((e: { key: string }) => e.key)).toEqual(['c1']);
    const added = await ok('POST', '/seasons/season-c/partial-seasons/half-c/actions/add-events', {
      eventKeys: ['c2'],
    });
    expect(added.events.map((e: { key: string }) => e.key)).toEqual(['c1', 'c2']);
    expect((await ok('GET', '/events/c2')).partialSeasonKeysForEvent).toEqual(['half-c']);
    expect((await ok('GET', '/events/season-c')).partialSeasonKeys).toEqual(['half-c']);
    const removed = await ok('DELETE', '/seasons/season-c/partial-seasons/half-c/events/c1');
    expect(removed.events.map((e: { key: string }) => e.key)).toEqual(['c2']);
    expect((await ok('GET', '/events/c1')).partialSeasonKeysForEvent).toEqual([]);
  });

  it('updates a season like an event, and lists it among the events', async () => {
    await ok('POST', '/seasons', { chartKey: 'sampleChart', key: 'season-d' });
    await ok('POST', '/events/season-d', {
      eventKey: 'season-d2',
      name: 'Renamed',
      forSalePropagated: false,
    });
    const read = await ok('GET', '/events/season-d2');
    expect(read).toMatchObject({
      name: 'Renamed',
      isSeason: true,
      forSalePropagated: false,
      events: [],
    });
    const list = await ok('GET', '/events?limit=100');
    const listed = list.items.find((e: { key: string }) => e.key === 'season-d2');
    expect(listed).toMatchObject({ isSeason: true, isTopLevelSeason: true });
    expect(listed.events).toBeUndefined();
    expect(listed.partialSeasonKeys).toBeUndefined();
  });
});

describe('bad input changes nothing', () => {
  it('refuses each with a code naming the problem', async () => {
    await ok('POST', '/seasons', {
      chartKey: 'sampleChart',
      key: 'season-x',
      eventKeys: ['x1', 'x2'],
    });
    await ok('POST', '/seasons', { chartKey: 'sampleChart', key: 'season-y', eventKeys: ['y1'] });
    await ok('POST', '/events', { chartKey: 'otherChart', eventKey: 'other-event' });
    await ok('POST', '/events', { chartKey: 'sampleChart', eventKey: 'loose-event' });
    await ok('POST', '/seasons/season-x/partial-seasons', { key: 'half-x' });
    const before = await workspaceSnapshot(call);

    expectError(await call('POST', '/seasons', { chartKey: 'nope' }), 404, 'CHART_NOT_FOUND');
    expectError(await call('POST', '/seasons', {}), 400, 'GENERAL_ERROR', /chartKey/);
    const path = '/seasons/season-x/partial-seasons/half-x/actions/add-events';
    expectError(
      await call('POST', path, { eventKeys: ['other-event'] }),
      400,
      'EVENT_OF_ANOTHER_CHART',
    );
    expectError(await call('POST', path, { eventKeys: ['y1'] }), 400, 'EVENT_NOT_IN_SEASON');
    expectError(
      await call('POST', path, { eventKeys: ['loose-event'] }),
      400,
      'EVENT_NOT_IN_SEASON',
    );
    expectError(
      await call('POST', path, { eventKeys: ['x1', 'season-x'] }),
      400,
      'SEASON_KEY_NOT_ALLOWED',
    );
    expectError(await call('POST', path, { eventKeys: ['nobody'] }), 404, 'EVENT_NOT_FOUND');
    expectError(
      await call('POST', '/seasons/season-x/partial-seasons', { key: 'half-2', eventKeys: ['y1'] }),
      400,
      'EVENT_NOT_IN_SEASON',
    );
    expectError(
      await call('POST', '/seasons/x1/actions/create-events', { numberOfEvents: 1 }),
      400,
      'NOT_A_SEASON',
    );
    expectError(
      await call('POST', '/seasons/season-x/actions/create-events', { eventKeys: ['x1'] }),
      400,
      'EVENT_KEY_ALREADY_EXISTS',
    );
    expectError(
      await call('POST', '/events/x1', { forSalePropagated: false }),
      400,
      'NOT_A_SEASON',
    );
    expect(await workspaceSnapshot(call)).toEqual(before);
  });
});

describe('GET /openapi.json', () => {
  it('describes every season route with its parameters and answers', async () => {
    const { paths } = (await call('GET', '/openapi.json', undefined, { key: null })).body;
    const routes: Record<string, string> = {
      '/seasons': 'post',
      '/seasons/{seasonKey}/actions/create-events': 'post',
      '/seasons/{seasonKey}/partial-seasons': 'post',
      '/seasons/{seasonKey}/partial-seasons/{partialSeasonKey}/actions/add-events': 'post',
      '/seasons/{seasonKey}/partial-seasons/{partialSeasonKey}/events/{eventKey}': 'delete',
      '/events/{eventKey}/actions/override-season-status': 'post',
      '/events/{eventKey}/actions/use-season-status': 'post',
    };
    for (const [path, method] of Object.entries(routes)) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(names);
    }
    const create = paths['/seasons'].post.requestBody.content['application/json'].schema;
    expect(create.required).toEqual(['chartKey']);
  });
});
