// Events over HTTP, in-process: create, read, list with paging and filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventPageSchema, EventSchema } from '../../contract/events';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError, upload, workspaceSnapshot } from './http-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
});
afterAll(() => svc.close());

const chartCategories = [
  { key: 9, label: 'Cat1', color: '#87A9CD', accessible: false },
  { key: 10, label: 'Cat2', color: '#5E42ED', accessible: false },
  { key: 'string11', label: 'Cat3', color: '#5E42BB', accessible: false },
];

describe('POST /events', () => {
  it('creates an event with the seats.io defaults (null name and date, INHERIT table booking)', async () => {
    const before = Date.now();
    const reply = await call('POST', '/events', { chartKey: 'sampleChart' });
    expect(reply.status).toBe(200);
    const event = EventSchema.parse(reply.body);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      chartKey: 'sampleChart',
      name: null,
      date: null,
      tableBookingConfig: { mode: 'INHERIT' },
      supportsBestAvailable: true,
      forSaleConfig: null,
      createdOn: expect.any(String),
      updatedOn: null,
      channels: [],
      categories: chartCategories,
      isSeason: false,
      isTopLevelSeason: false,
      isPartialSeason: false,
      isEventInSeason: false,
      isInThePast: false,
    });
    expect(Date.parse(event.createdOn)).toBeGreaterThanOrEqual(before - 1000);
    expect((await call('GET', '/charts/sampleChart')).body.status).toBe('PUBLISHED');
  });

  it('takes a key, name, date, table booking and event-level categories', async () => {
    const reply = await call('POST', '/events', {
      chartKey: 'sampleChart',
      eventKey: 'concert-1',
      name: 'Concert',
      date: '2030-05-17',
      tableBookingConfig: { mode: 'CUSTOM', tables: { T1: 'BY_SEAT' } },
      categories: [{ key: 'event-only', label: 'Event only', color: '#123456' }],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      key: 'concert-1',
      name: 'Concert',
      date: '2030-05-17',
      tableBookingConfig: { mode: 'CUSTOM', tables: { T1: 'BY_SEAT' } },
    });
    const ownCategory = {
      key: 'event-only',
      label: 'Event only',
      color: '#123456',
      accessible: false,
    };
    expect(reply.body.categories).toEqual([...chartCategories, ownCategory]);
    const read = await call('GET', '/events/concert-1');
    expect(read.body).toEqual(reply.body);
  });

  it('refuses an event key in use, and an event category repeating a chart category', async () => {
    await call('POST', '/events', { chartKey: 'sampleChart', eventKey: 'taken' });
    const before = await workspaceSnapshot(call);
    expectError(
      await call('POST', '/events', { chartKey: 'sampleChart', eventKey: 'taken' }),
      400,
      'EVENT_KEY_ALREADY_EXISTS',
      'Event key already in use: taken',
    );
    expectError(
      await call('POST', '/events', {
        chartKey: 'sampleChart',
        categories: [{ key: '9', label: 'Clash' }],
      }),
      400,
      'CATEGORY_ALREADY_EXISTS',
      /^categories\[0\]\.key: 9/,
    );
    expect(await workspaceSnapshot(call)).toEqual(before);
  });

  it('answers 404 CHART_NOT_FOUND with the wire message for an unknown chart', async () => {
    const reply = await call('POST', '/events', { chartKey: 'no-such-chart' });
    expectError(
      reply,
      404,
      'CHART_NOT_FOUND',
      `Chart not found: no-such-chart was not found in workspace ${svc.company.workspace.key}`,
    );
  });

  it('names the field of a body that does not fit', async () => {
    const before = await workspaceSnapshot(call);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^body\.chartKey: /],
      [{ chartKey: 7 }, /^body\.chartKey: /],
      [{ chartKey: 'sampleChart', date: '17/05/2030' }, /^body\.date: /],
      [
        { chartKey: 'sampleChart', tableBookingConfig: { mode: 'SOME' } },
        /^body\.tableBookingConfig\.mode: /,
      ],
      [{ chartKey: 'sampleChart', eventKey: '' }, /^body\.eventKey: must not be empty/],
      [{ chartKey: 'sampleChart', eventKey: 'a\nb' }, /^body\.eventKey: must not contain control/],
      [{ chartKey: 'sampleChart', categories: [{ key: 'x' }] }, /^body\.categories\.0\.label: /],
      [{ chartKey: 'sampleChart', evenKey: 'typo' }, /^body: Unrecognized key: "evenKey"/],
    ];
    for (const [body, message] of cases) {
      expectError(await call('POST', '/events', body), 400, 'GENERAL_ERROR', message);
    }
    expect(await workspaceSnapshot(call)).toEqual(before);
  });
});

describe('GET /events/{key}', () => {
  it('answers 404 EVENT_NOT_FOUND for an unknown event', async () => {
    expectError(
      await call('GET', '/events/nope'),
      404,
      'EVENT_NOT_FOUND',
      `Event not found: nope was not found in workspace ${svc.company.workspace.key}`,
    );
  });
});

describe('GET /events', () => {
  let own: TestService;
  let list: Call;
  const ids: number[] = [];

  beforeAll(async () => {
    own = await startTestService();
    list = caller(own);
    await upload(list, 'c');
    for (const name of ['Opening night', 'Matinee', 'Gala', 'Closing night']) {
      const reply = await list('POST', '/events', { chartKey: 'c', name, eventKey: name });
      ids.push(reply.body.id);
    }
  });
  afterAll(() => own.close());

  const idsOf = (reply: { body: { items: Array<{ id: number }> } }) =>
    reply.body.items.map((event) => event.id);

  it('pages newest first with limit, start_after_id and end_before_id', async () => {
    const newestFirst = [...ids].reverse();
    const first = await list('GET', '/events?limit=3');
    EventPageSchema.parse(first.body);
    expect(idsOf(first)).toEqual(newestFirst.slice(0, 3));
    expect(first.body.next_page_starts_after).toBe(newestFirst[2]);
    const second = await list('GET', `/events?limit=3&start_after_id=${newestFirst[2]}`);
    expect(idsOf(second)).toEqual(newestFirst.slice(3));
    expect(second.body).not.toHaveProperty('next_page_starts_after');
    expect(second.body.previous_page_ends_before).toBe(newestFirst[3]);
    const back = await list('GET', `/events?limit=3&end_before_id=${newestFirst[3]}`);
    expect(idsOf(back)).toEqual(newestFirst.slice(0, 3));
  });

  it('filters by a case-insensitive part of the key or the name', async () => {
    const nights = await list('GET', '/events?filter=NIGHT');
    expect(nights.body.items.map((e: { name: string }) => e.name)).toEqual([
      'Closing night',
      'Opening night',
    ]);
    expect((await list('GET', '/events?filter=nothing-like-it')).body).toEqual({ items: [] });
  });

  it('refuses a bad limit, naming it', async () => {
    expectError(await list('GET', '/events?limit=-1'), 400, 'GENERAL_ERROR', /^query\.limit: /);
    expectError(
      await list('GET', '/events?end_before_id=1.5'),
      400,
      'GENERAL_ERROR',
      /^query\.end_before_id: /,
    );
  });
});

describe('POST /events/{key}', () => {
  it('renames an event: the new key finds it, the old one no longer does', async () => {
    await call('POST', '/events', { chartKey: 'sampleChart', eventKey: 'before-rename' });
    const reply = await call('POST', '/events/before-rename', {
      eventKey: 'after-rename',
      name: 'Renamed',
    });
    expect(reply.status).toBe(204);
    expect((await call('GET', '/events/after-rename')).body).toMatchObject({
      key: 'after-rename',
      name: 'Renamed',
    });
    expectError(await call('GET', '/events/before-rename'), 404, 'EVENT_NOT_FOUND');
  });
});
