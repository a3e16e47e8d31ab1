// Issue 17, item 1: a deleted event's cached states must never reach another event. The audit's
// reproduction, step by step: company A reads the report of its newest event, deletes it; company
// B creates an event (which, with reused ids, got the same id) and books and releases until its
// states revision reaches the cached one; B's report must show B's bookings only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, fixture } from './http-test-kit';

let svc: TestService;
let callA: Call;
let callB: Call;

beforeAll(async () => {
  svc = await startTestService();
  callA = caller(svc);
  callB = caller(svc, (await svc.newCompany()).workspace.secretKey);
  for (const call of [callA, callB]) {
    const reply = await call('POST', '/system/public/charts/venue', fixture('sampleChart'));
    expect(reply.status, reply.text).toBe(204);
  }
});
afterAll(() => svc.close());

async function ok(call: Call, method: string, path: string, body?: unknown) {
  const reply = await call(method, path, body);
  expect(reply.status, `${method} ${path}: ${reply.text}`).toBeLessThan(300);
  return reply;
}

describe('a deleted event leaves nothing behind for the next one', () => {
  test('the next event, of another company, never gets its id nor its states', async () => {
    const a = (await ok(callA, 'POST', '/events', { chartKey: 'venue', eventKey: 'gala' })).body;
    await ok(callA, 'POST', '/events/gala/actions/book', {
      objects: [{ objectId: 'A-1', extraData: { name: 'Ada Secret', email: 'ada@a.example' } }],
    });
    await ok(callA, 'POST', '/events/gala/actions/book', { objects: ['A-2'] });
    const before = await ok(callA, 'GET', '/reports/events/gala/byStatus');
    expect(before.body.booked.map((o: { label: string }) => o.label).sort()).toEqual([
      'A-1',
      'A-2',
    ]);
    // The summary too: derived values are cached with the states.
    await ok(callA, 'GET', '/reports/events/gala/byStatus/summary');
    await ok(callA, 'DELETE', '/events/gala');

    const b = (await ok(callB, 'POST', '/events', { chartKey: 'venue', eventKey: 'fair' })).body;
    expect(b.id).not.toBe(a.id);
    // A's event stood at states revision 2: B books and releases until it gets there and past.
    await ok(callB, 'POST', '/events/fair/actions/book', { objects: ['B-5'] });
    await ok(callB, 'POST', '/events/fair/actions/book', { objects: ['B-6'] });
    for (const revision of [2, 3, 4]) {
      const report = await ok(callB, 'GET', '/reports/events/fair/byStatus');
      expect(report.text, `at revision ${revision}`).not.toMatch(/Ada Secret|ada@a\.example/);
      const booked = (report.body.booked ?? []).map((o: { label: string }) => o.label).sort();
      expect(booked, `at revision ${revision}`).toEqual(revision === 2 ? ['B-5', 'B-6'] : ['B-5']);
      const summary = await ok(callB, 'GET', '/reports/events/fair/byStatus/summary');
      expect(summary.body.booked?.count ?? 0).toBe(booked.length);
      if (revision === 2)
        await ok(callB, 'POST', '/events/fair/actions/release', { objects: ['B-6'] });
      else
        await ok(callB, 'POST', '/events/fair/actions/book', { objects: ['C-1'] }).then(() =>
          ok(callB, 'POST', '/events/fair/actions/release', { objects: ['C-1'] }),
        );
    }
  });

  test('ids of deleted events are never handed out again, in any workspace', async () => {
    const ids: number[] = [];
    for (const [call, key] of [
      [callA, 'one'],
      [callB, 'two'],
      [callA, 'three'],
    ] as const) {
      const event = (await ok(call, 'POST', '/events', { chartKey: 'venue', eventKey: key })).body;
      ids.push(event.id);
      await ok(call, 'DELETE', `/events/${key}`);
    }
    const last = (await ok(callB, 'POST', '/events', { chartKey: 'venue', eventKey: 'four' })).body;
    expect(new Set([...ids, last.id]).size).toBe(4);
    expect(last.id).toBeGreaterThan(Math.max(...ids));
  });
});
