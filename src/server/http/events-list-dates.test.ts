// The event list by date (docs/events-list.md), Seatdesk's additions to GET /events: `sort=date`
// (upcoming first, then past days latest first, undated last; by name within a day), `dateFrom` /
// `dateTo`, and a `filter` that also finds events by a date typed as people type it. Paged with the
// wire's cursors, on both stores.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventListPageSchema } from '../../contract/event-list';
import { calendarDay } from '../../domain/calendar-day';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError, type Reply, upload } from './http-test-kit';

let svc: TestService;
let call: Call;

// Created in this order (ids ascending), so newest first is the reverse.
const EVENTS: Array<{ eventKey: string; name?: string; date?: string }> = [
  { eventKey: 'hamlet-tue', name: 'Hamlet', date: '2026-12-02' },
  { eventKey: 'undated-b', name: 'Backstage tour' },
  { eventKey: 'past-1', name: 'Macbeth', date: '2026-11-20' },
  { eventKey: 'today-b', name: 'Othello', date: '2026-11-27' },
  { eventKey: 'later', name: 'Lear', date: '2027-01-15' },
  { eventKey: 'today-a', name: 'ariel', date: '2026-11-27' },
  { eventKey: 'past-2', name: 'Tempest', date: '2025-12-02' },
  { eventKey: 'undated-a' },
];

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
  for (const event of EVENTS) {
    expect((await call('POST', '/events', { chartKey: 'sampleChart', ...event })).status).toBe(200);
  }
});
afterAll(() => svc.close());

const keysOf = (reply: Reply) => reply.body.items.map((e: { key: string }) => e.key);

async function list(query: string): Promise<Reply> {
  const reply = await call('GET', `/events?${query}`);
  expect(reply.status).toBe(200);
  EventListPageSchema.parse(reply.body);
  return reply;
}

const BY_DATE = [
  'today-a', // 2026-11-27, "ariel" before "Othello" (case left aside)
  'today-b',
  'hamlet-tue', // 2026-12-02
  'later', // 2027-01-15
  'past-1', // 2026-11-20, the latest past day first
  'past-2', // 2025-12-02
  'undated-b', // "Backstage tour"
  'undated-a', // no name: its key, "undated-a"
];

describe('GET /events?sort=date', () => {
  it('lists upcoming days first (nearest first), then past days (latest first), undated last, by name within a day', async () => {
    const reply = await list('sort=date&today=2026-11-27&limit=100');
    expect(keysOf(reply)).toEqual(BY_DATE);
    expect(reply.body.seatdesk).toEqual({ sort: 'date', today: '2026-11-27' });
  });

  it('pages the sorted list forward and backward with the wire cursors, every event once', async () => {
    const seen: string[] = [];
    let query = 'sort=date&today=2026-11-27&limit=3';
    let page = await list(query);
    seen.push(...keysOf(page));
    while (page.body.next_page_starts_after) {
      page = await list(`${query}&start_after_id=${page.body.next_page_starts_after}`);
      seen.push(...keysOf(page));
    }
    expect(seen).toEqual(BY_DATE);
    // The last page (2 items) and back: the 3 before it, in list order.
    expect(keysOf(page)).toEqual(BY_DATE.slice(6));
    query = `${query}&end_before_id=${page.body.previous_page_ends_before}`;
    const back = await list(query);
    expect(keysOf(back)).toEqual(BY_DATE.slice(3, 6));
    expect(back.body.previous_page_ends_before).toBeDefined();
    expect(back.body.next_page_starts_after).toBeDefined();
  });

  it('takes the service’s own day (its time zone’s, the venue’s) when no today is given', async () => {
    const reply = await list('sort=date&limit=100');
    expect(reply.body.seatdesk.today).toBe(calendarDay(new Date()));
    expect(keysOf(reply)).toHaveLength(EVENTS.length);
  });

  it('refuses a cursor whose event is gone, rather than answering an empty page', async () => {
    const gone = await call('POST', '/events', { chartKey: 'sampleChart', eventKey: 'gone' });
    await call('DELETE', '/events/gone');
    expectError(
      await call('GET', `/events?sort=date&start_after_id=${gone.body.id}`),
      400,
      'PAGE_CURSOR_NOT_FOUND',
      /cursor .* start again from the first page/,
    );
  });
});

describe('GET /events date filters', () => {
  it('keeps only events dated from dateFrom to dateTo (both days included)', async () => {
    const today = await list('sort=date&today=2026-11-27&dateFrom=2026-11-27&dateTo=2026-11-27');
    expect(keysOf(today)).toEqual(['today-a', 'today-b']);
    expect(today.body.seatdesk).toEqual({
      sort: 'date',
      today: '2026-11-27',
      dateFrom: '2026-11-27',
      dateTo: '2026-11-27',
    });
    expect(keysOf(await list('dateFrom=2026-12-01'))).toEqual(['later', 'hamlet-tue']);
    expect(keysOf(await list('dateTo=2025-12-31'))).toEqual(['past-2']);
  });

  it('refuses a bad day or order, naming it, and an unknown sort', async () => {
    expectError(
      await call('GET', '/events?dateFrom=2 Dec'),
      400,
      'GENERAL_ERROR',
      /dateFrom must be a date as YYYY-MM-DD/,
    );
    expectError(
      await call('GET', '/events?dateFrom=2026-12-02&dateTo=2026-12-01'),
      400,
      'GENERAL_ERROR',
      /dateFrom must not be after dateTo/,
    );
    expectError(await call('GET', '/events?sort=name'), 400, 'GENERAL_ERROR', /sort must be date/);
  });

  it('answers without the seatdesk field when none of its parameters is given (as seats.io)', async () => {
    const reply = await list('limit=2');
    expect(reply.body).not.toHaveProperty('seatdesk');
  });
});

describe('GET /events?filter= a date', () => {
  it.each([
    ['12-02', ['past-2', 'hamlet-tue']],
    ['2 Dec', ['past-2', 'hamlet-tue']],
    ['Dec 2, 2026', ['hamlet-tue']],
    ['2026-12-02', ['hamlet-tue']],
    ['27.11.2026', ['today-a', 'today-b']],
    ['jan 2027', ['later']],
  ])('%j finds the events on that date (newest first)', async (typed, keys) => {
    expect(keysOf(await list(`filter=${encodeURIComponent(typed)}`))).toEqual(keys);
  });

  it('still finds by key and name, and names the date it read when asked with Seatdesk parameters', async () => {
    expect(keysOf(await list('filter=hamlet'))).toEqual(['hamlet-tue']);
    const reply = await list(`filter=${encodeURIComponent('2 Dec')}&sort=date&today=2026-11-27`);
    expect(keysOf(reply)).toEqual(['hamlet-tue', 'past-2']);
    expect(reply.body.seatdesk.filterDate).toEqual({ month: 12, day: 2 });
  });
});
