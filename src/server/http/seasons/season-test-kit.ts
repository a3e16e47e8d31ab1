// Shared by the season tests: a service with sampleChart, seasons made in one call, and what an
// object looks like in an event.
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestService, type TestService } from '../../service-test-kit';
import { type Call, caller, upload } from '../http-test-kit';

export async function ok(call: Call, method: string, path: string, body?: unknown) {
  const reply = await call(method, path, body);
  expect(reply.status, `${method} ${path}: ${reply.text}`).toBeLessThan(300);
  return reply.body;
}

/** A season on sampleChart with events `<key>-1…n`. */
export async function season(call: Call, key: string, events = 2, chartKey = 'sampleChart') {
  const eventKeys = Array.from({ length: events }, (_, i) => `${key}-${i + 1}`);
  await ok(call, 'POST', '/seasons', { chartKey, key, eventKeys });
  return eventKeys;
}

/**
 * A test file's service with sampleChart and season `key` of `events` events, made before its
 * tests and closed after them: the fields are set once `beforeAll` ran.
 */
export function seasonService(key: string, events: number) {
  const held = {} as { svc: TestService; call: Call; events: string[] };
  beforeAll(async () => {
    held.svc = await startTestService();
    held.call = caller(held.svc);
    await upload(held.call, 'sampleChart');
    held.events = await season(held.call, key, events);
  }, 60_000);
  afterAll(() => held.svc.close());
  return held;
}

// biome-ignore lint/suspicious/noExplicitAny: object infos are inspected field by field
export async function info(call: Call, event: string, label: string): Promise<any> {
  const body = await ok(call, 'GET', `/events/${encodeURIComponent(event)}/objects?label=${label}`);
  return body[label];
}

export async function statusIn(call: Call, event: string, label: string): Promise<string> {
  return (await info(call, event, label)).status;
}

export function book(call: Call, event: string, objects: unknown[], extra: object = {}) {
  return call('POST', `/events/${encodeURIComponent(event)}/actions/book`, { objects, ...extra });
}
