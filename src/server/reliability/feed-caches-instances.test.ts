// Two service processes on one PostgreSQL (a cluster of this file's own, docs/live-feed.md
// "Several instances"): the states cache of one moves forward over the other's commits from the
// changes record instead of reading every state of the event again, and its answers stay right;
// a stream says "not-live" while its instance's LISTEN connection is down and "live" once it is
// back, the changes of meanwhile delivered all the same; an event deleted through the other
// instance ends its streams. Runs when TEST_DATABASE_URL is set.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { applyChanges, EventStreamReader, fromSnapshot } from '../http/live-feed-test-kit';
import { duoLabels, useDuoInstances } from './duo-instances-test-kit';
import type { ServiceProcess } from './service-process-test-kit';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SEATS = 400;
const labels = duoLabels(SEATS, 20);
const METRICS_TOKEN = 'feed-caches-metrics';

describe.skipIf(!withPostgres)(
  'caches and liveness on two instances (a cluster of its own)',
  () => {
    const duo = useDuoInstances(SEATS, { METRICS_TOKEN, FEED_POLL_MS: '500' });
    const { call, ok, summary } = duo;

    /** The instance's states cache lookups that read every state of an event (its metrics). */
    async function statesMisses(on: ServiceProcess): Promise<number> {
      const text = await duo.metrics(on);
      const line = /^seatdesk_cache_lookups_total\{cache="states",result="miss"\} (\d+)$/m.exec(
        text,
      );
      return Number(line?.[1] ?? 0);
    }

    const bestAvailable = (on: ServiceProcess, number: number) =>
      ok(on, 'POST', '/events/duo/actions/change-object-status', {
        status: 'booked',
        bestAvailable: { number },
      }) as Promise<{ objects: string[] }>;

    test("bookings through A: B's summary, object info and best available are right, and B read no event's states again", async () => {
      // B reads the event once: its states, summary and best-available marks are cached.
      expect((await summary(duo.b)).free.count).toBe(SEATS);
      const firstChoice = (await bestAvailable(duo.b, 2)).objects;
      const missesBefore = await statesMisses(duo.b);

      const booked = labels.filter((label) => !firstChoice.includes(label)).slice(0, 30);
      for (let i = 0; i < booked.length; i += 3) {
        await ok(duo.a, 'POST', '/events/duo/actions/book', {
          objects: booked.slice(i, i + 3),
          orderId: `order-${i}`,
        });
      }
      const { holdToken } = await ok(duo.a, 'POST', '/hold-tokens', {});
      const held = labels.filter(
        (label) => !firstChoice.includes(label) && !booked.includes(label),
      );
      await ok(duo.a, 'POST', '/events/duo/actions/hold', { objects: [held[0]], holdToken });
      await ok(duo.a, 'POST', '/events/duo/actions/release', { objects: [booked[0]] });

      const onB = await summary(duo.b);
      expect(onB).toEqual(await summary(duo.a));
      expect(onB.booked.count).toBe(firstChoice.length + booked.length - 1);
      expect(onB.reservedByToken.count).toBe(1);
      const infos = await ok(
        duo.b,
        'GET',
        `/events/duo/objects?label=${booked[4]}&label=${booked[0]}`,
      );
      expect(infos[booked[4]]).toMatchObject({ status: 'booked', orderId: 'order-3' });
      expect(infos[booked[0]].status).toBe('free');
      // Best available on B never chooses a seat A took, and may choose the one A released.
      const taken = new Set([...firstChoice, ...booked.slice(1), held[0]]);
      const secondChoice = (await bestAvailable(duo.b, 4)).objects;
      expect(secondChoice).toHaveLength(4);
      for (const label of secondChoice) expect(taken.has(label), label).toBe(false);
      expect((await summary(duo.a)).booked.count).toBe(taken.size - 1 + 4);

      // Eleven commits of A's were caught up from the changes record, not by reading all states.
      expect(await statesMisses(duo.b)).toBe(missesBefore);
    }, 60_000);

    test('PostgreSQL restarted: a stream on B says "not-live", then "live", and misses no change', async () => {
      const truthBefore = await ok(duo.b, 'GET', '/seatdesk/events/duo/statuses');
      const seen = fromSnapshot(truthBefore);
      const response = await fetch(`${duo.b.baseUrl}/seatdesk/events/duo/changes/stream`, {
        headers: { ...duo.headers, 'last-event-id': String(seen.revision) },
      });
      expect(response.status).toBe(200);
      const stream = new EventStreamReader(response);
      await promisify(execFile)(duo.cluster.pgCtl, ['restart', '-m', 'fast', '-w']);
      const free = labels.filter((label) => seen.objects.get(label)?.status === 'free');
      // Booked through A while B may not hear it yet (503s while the server restarts are retried).
      for (const label of free.slice(0, 5)) {
        for (;;) {
          const answer = await call(duo.a, 'POST', '/events/duo/actions/book', {
            objects: [label],
          });
          if (answer.status < 300) break;
          expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(503);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      const order: string[] = [];
      const changes = [];
      let notLive: string | undefined;
      while (!order.includes('live') || changes.length < 5) {
        const event = await stream.next();
        if (!event) throw new Error(`the stream ended; seen ${order.join(', ')}`);
        if (event.event === 'not-live') notLive = event.data;
        if (event.event === 'change') changes.push(JSON.parse(event.data as string));
        if (event.event) order.push(event.event);
      }
      expect(order.indexOf('not-live')).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('not-live')).toBeLessThan(order.indexOf('live'));
      expect(JSON.parse(notLive as string)).toEqual({ pollMs: 500 });
      applyChanges(seen, changes);
      const truth = fromSnapshot(await ok(duo.a, 'GET', '/seatdesk/events/duo/statuses'));
      expect(seen).toEqual(truth);
      await stream.cancel();
    }, 90_000);

    test('an event deleted through A: its streams on B end with a reset, not "live" on an event that is gone', async () => {
      await ok(duo.a, 'POST', '/events', { chartKey: 'duo', eventKey: 'gone' });
      const response = await fetch(`${duo.b.baseUrl}/seatdesk/events/gone/changes/stream`, {
        headers: duo.headers,
      });
      expect(response.status).toBe(200);
      const stream = new EventStreamReader(response);
      expect((await stream.next())?.comment).toBe('live');
      const deletedAt = performance.now();
      expect((await call(duo.a, 'DELETE', '/events/gone')).status).toBe(204);
      // Its key names a new event at once: the old stream must not pass for its feed.
      await ok(duo.a, 'POST', '/events', { chartKey: 'duo', eventKey: 'gone' });
      const seen = [];
      for (let event = await stream.next(); event; event = await stream.next()) seen.push(event);
      expect(seen.filter((event) => event.event === 'reset')).toHaveLength(1);
      expect(seen.filter((event) => event.event === 'change')).toEqual([]);
      // Heard by the poll (FEED_POLL_MS 500 here): a deletion writes no change to be told of.
      expect(performance.now() - deletedAt).toBeLessThan(5_000);
    }, 30_000);
  },
);
