// The event both live-feed tests on two instances watch: a generated chart 'duo' uploaded through
// instance A and the event 'duo' created through instance B, and JSON requests to either instance
// as the test company's workspace.
import { expect } from 'vitest';
import { generateDrawing } from '../../domain/drawing';
import type { ServiceProcess } from './service-process-test-kit';

export interface InstanceAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
  body: any;
}

export type InstanceCall = (
  on: ServiceProcess,
  method: string,
  path: string,
  body?: unknown,
) => Promise<InstanceAnswer>;

/** Calls with the headers `headers()` gives when called (they are made in a beforeAll). */
export function instanceCaller(headers: () => Record<string, string>): InstanceCall {
  return async (on, method, path, body) => {
    const response = await fetch(`${on.baseUrl}${path}`, {
      method,
      headers: headers(),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}

/** Uploads the chart 'duo' of `seats` seats through `a` and creates the event 'duo' through `b`. */
export async function seedDuo(
  call: InstanceCall,
  a: ServiceProcess,
  b: ServiceProcess,
  seats: number,
) {
  const chart = await call(a, 'POST', '/system/public/charts/duo', generateDrawing({ seats }));
  expect(chart.status, JSON.stringify(chart.body)).toBe(204);
  const event = await call(b, 'POST', '/events', { chartKey: 'duo', eventKey: 'duo' });
  expect(event.status, JSON.stringify(event.body)).toBe(200);
}
