// A stalled database is not the client's fault (issue 27, B11): when a lane is full because its
// requests wait on a store that has not finished a transaction for a second, the next request
// gets 503 STORE_UNAVAILABLE with Retry-After, not 429 RATE_LIMIT_EXCEEDED. On SQLite by default,
// on PostgreSQL with TEST_STORE_URL.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type BookingKit, startBookingKit } from './booking-test-kit';
import { holdEvent } from './deadline-test-kit';
import { STORE_STALLED_AFTER_MS } from './lanes';

let kit: BookingKit;
beforeAll(async () => {
  kit = await startBookingKit({ priorityLaneLimit: 2, requestTimeoutMs: 8_000 });
});
afterAll(() => kit.svc.close());

const book = async (event: string, label: string) => {
  const answer = await kit.svc.app.request(`/events/${event}/actions/book`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${kit.svc.secretKey}:`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ objects: [label] }),
  });
  const text = await answer.text();
  return {
    status: answer.status,
    code: text ? JSON.parse(text).errors?.[0]?.code : undefined,
    retryAfter: answer.headers.get('retry-after'),
  };
};

test('a lane full of requests waiting on a stalled store: the next request gets 503 STORE_UNAVAILABLE, not 429', async () => {
  const event = await kit.event();
  const hold = holdEvent(kit.svc.deps, kit.svc.company.workspace.id, event);
  await hold.taken;
  const waiting = [book(event, 'A-1'), book(event, 'A-2')];
  await expect
    .poll(() => kit.svc.deps.store.busyForMs(), { timeout: 5_000, interval: 50 })
    .toBeGreaterThanOrEqual(STORE_STALLED_AFTER_MS);
  const refused = await book(event, 'A-3');
  expect(refused).toEqual({ status: 503, code: 'STORE_UNAVAILABLE', retryAfter: '2' });
  hold.release();
  await hold.done;
  // The two that waited are answered, and their answers match what was stored.
  for (const [i, answer] of (await Promise.all(waiting)).entries()) {
    const label = `A-${i + 1}`;
    const stored = (await kit.call('GET', `/events/${event}/objects?label=${label}`)).body[label];
    expect(stored.status).toBe(answer.status === 204 ? 'booked' : 'free');
  }
  // Not stalled any more: a full lane is the client's again (lanes.test.ts), a free one serves.
  expect(kit.svc.deps.store.busyForMs()).toBe(0);
  expect((await book(event, 'A-3')).status).toBe(204);
});
