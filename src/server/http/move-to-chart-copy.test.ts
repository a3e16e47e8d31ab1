// POST /events/{key}/actions/move-to-new-chart-copy over HTTP, in-process; on PostgreSQL too when
// TEST_STORE_URL is set (issue 32.8).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSchema } from '../../contract/events';
import { startTestService, type TestService } from '../service-test-kit';
import {
  type Call,
  caller,
  createEvent,
  expectError,
  upload,
  workspaceSnapshot,
} from './http-test-kit';
import { info, ok, season } from './seasons/season-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
});
afterAll(() => svc.close());

describe('moving an event to a new copy of its chart', () => {
  it('keeps the event, its statuses, holds and channels; later drafts touch only it', async () => {
    const chartKey = `move-${randomUUID()}`;
    await upload(call, chartKey);
    const event = await createEvent(call, chartKey);
    const other = await createEvent(call, chartKey);
    await ok(call, 'POST', `/events/${event.key}/channels`, [
      { key: 'ch1', name: 'One', color: '#FF0000', index: 1, objects: ['B-1'] },
    ]);
    await ok(call, 'POST', `/events/${event.key}/actions/book`, { objects: ['A-1'] });
    const token = (await ok(call, 'POST', '/hold-tokens', {})).holdToken;
    await ok(call, 'POST', `/events/${event.key}/actions/hold`, {
      objects: ['A-2'],
      holdToken: token,
    });

    const moved = await call('POST', `/events/${event.key}/actions/move-to-new-chart-copy`);
    expect(moved.status, moved.text).toBe(200);
    EventSchema.parse(moved.body);
    expect(moved.body).toMatchObject({ key: event.key, id: event.id });
    expect(moved.body.chartKey).not.toBe(chartKey);
    expect(moved.body.channels.map((c: { key: string }) => c.key)).toEqual(['ch1']);
    expect((await info(call, event.key, 'A-1')).status).toBe('booked');
    expect(await info(call, event.key, 'A-2')).toMatchObject({
      status: 'reservedByToken',
      holdToken: token,
    });

    const copy = (await call('GET', `/charts/${moved.body.chartKey}?expand=events`)).body;
    expect(copy).toMatchObject({ name: 'Sample chart (copy)', status: 'PUBLISHED' });
    expect(copy.events.map((e: { key: string }) => e.key)).toEqual([event.key]);
    const old = (await call('GET', `/charts/${chartKey}?expand=events`)).body;
    expect(old.events.map((e: { key: string }) => e.key)).toEqual([other.key]);

    // A draft of the copy, published, renames a seat for the moved event only.
    await ok(call, 'POST', `/charts/${moved.body.chartKey}`, { name: 'Moved venue' });
    await ok(call, 'POST', `/charts/${moved.body.chartKey}/version/draft/actions/publish`);
    expect((await call('GET', `/charts/${chartKey}`)).body.name).toBe('Sample chart');
    // The event books on its new chart like before.
    await ok(call, 'POST', `/events/${event.key}/actions/book`, { objects: ['A-3'] });
    expect((await info(call, other.key, 'A-3')).status).toBe('free');
  });

  it('leaves the old chart NOT_USED when its last event moves', async () => {
    const chart = (await ok(call, 'POST', '/charts', {})) as { key: string };
    const event = await createEvent(call, chart.key);
    const moved = await ok(call, 'POST', `/events/${event.key}/actions/move-to-new-chart-copy`);
    expect((await call('GET', `/charts/${chart.key}`)).body.status).toBe('NOT_USED');
    expect((await call('GET', `/charts/${moved.chartKey}`)).body.name).toBe(
      'Untitled chart (copy)',
    );
  });

  it('refuses an unknown event (404) and an event of a season (400), changing nothing', async () => {
    await upload(call, 'sampleChart');
    const [inSeason] = await season(call, `s-${randomUUID()}`, 1);
    const before = await workspaceSnapshot(call);
    expectError(
      await call('POST', '/events/nope/actions/move-to-new-chart-copy'),
      404,
      'EVENT_NOT_FOUND',
    );
    expectError(
      await call('POST', `/events/${inSeason}/actions/move-to-new-chart-copy`),
      400,
      'EVENT_IN_SEASON',
    );
    expect(await workspaceSnapshot(call)).toEqual(before);
  });
});
