// Shared set-up of the service's HTTP tests: the one in-process caller (`app.request`, keeping
// status, text, parsed body and headers) that every test kit builds on, the fixture charts, the
// shape of the JSON error body, and a snapshot of everything a workspace holds (to prove that a
// refused request changed nothing).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { TestService } from '../service-test-kit';

const fixtures = resolve(import.meta.dirname, '../../../fixtures/charts');

export type FixtureName =
  | 'sampleChart'
  | 'sampleChartWithFloors'
  | 'sampleChartWithSections'
  | 'sampleChartWithTables'
  | 'sampleChartWithZones';

export function fixtureText(name: FixtureName): string {
  return readFileSync(resolve(fixtures, `${name}.json`), 'utf8');
}

export function fixture(name: FixtureName): Record<string, unknown> {
  return JSON.parse(fixtureText(name));
}

export interface Reply {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
  body: any;
  headers: Headers;
}

export function basic(secretKey: string): string {
  return `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
}

export interface CallOptions {
  /** Secret key for Basic auth; `null` sends no Authorization header. */
  key?: string | null;
  headers?: Record<string, string>;
  /**
   * Adds `content-type: application/json` to a request with a body and no content type of its
   * own (the default). `false` sends exactly the headers given, for tests of hostile requests.
   */
  jsonContentType?: boolean;
}

/** A string body is sent as is (malformed JSON, raw bytes); anything else as JSON. */
export type Call = (
  method: string,
  path: string,
  body?: unknown,
  options?: CallOptions,
) => Promise<Reply>;

/** Anything that answers a request in-process: the app of a TestService, or a bare Hono app. */
export interface InProcessApp {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/** A caller of the service of a TestService, as its workspace (`defaultKey`) by default. */
export function caller(svc: TestService, defaultKey: string = svc.secretKey): Call {
  return appCaller(svc.app, defaultKey);
}

/** A caller of any in-process app; `defaultKey: null` sends no Authorization header. */
export function appCaller(app: InProcessApp, defaultKey: string | null): Call {
  return async (method, path, body, options = {}) => {
    const key = options.key === undefined ? defaultKey : options.key;
    const headers: Record<string, string> = { ...options.headers };
    if (key !== null) headers.authorization = basic(key);
    if (body !== undefined && options.jsonContentType !== false && !headers['content-type'])
      headers['content-type'] = 'application/json';
    const response = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, text, body: parsed, headers: response.headers };
  };
}

/** Makes the call and expects it to succeed (a status under 300), naming it if not. */
export async function ok(who: Call, method: string, path: string, body?: unknown): Promise<Reply> {
  const reply = await who(method, path, body);
  expect(reply.status, `${method} ${path}: ${reply.text}`).toBeLessThan(300);
  return reply;
}

/** The JSON error body with one error of `code` whose message matches `message`. */
export function expectError(
  reply: Reply,
  status: number,
  code: string,
  message?: string | RegExp,
): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/application\/json/);
  expect(reply.body).toEqual({
    status,
    messages: [expect.any(String)],
    errors: [{ code, message: reply.body?.messages?.[0] }],
    warnings: [],
    requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  if (typeof message === 'string') expect(reply.body.errors[0].message).toBe(message);
  else if (message) expect(reply.body.errors[0].message).toMatch(message);
}

/** Uploads a fixture drawing under `key` and checks the 204. */
export async function upload(call: Call, key: string, name: FixtureName = 'sampleChart') {
  const reply = await call(
    'POST',
    `/system/public/charts/${encodeURIComponent(key)}`,
    fixture(name),
  );
  expect(reply.status, reply.text).toBe(204);
}

export async function createEvent(call: Call, chartKey: string, eventKey?: string) {
  const reply = await call('POST', '/events', { chartKey, ...(eventKey && { eventKey }) });
  expect(reply.status, reply.text).toBe(200);
  return reply.body as { key: string; id: number };
}

/** Runs `requests` and expects the workspace to look exactly as before (workspaceSnapshot). */
export async function expectChangesNothing(call: Call, requests: () => Promise<void>) {
  const before = await workspaceSnapshot(call);
  await requests();
  expect(await workspaceSnapshot(call)).toEqual(before);
}

/**
 * Everything a workspace holds as the API shows it: active and archived charts with both drawing
 * versions and categories, and events. Equal snapshots mean a request changed nothing.
 */
export async function workspaceSnapshot(call: Call): Promise<unknown> {
  const charts = [];
  for (const path of ['/charts?limit=100', '/charts/archive?limit=100']) {
    const list = await call('GET', path);
    expect(list.status).toBe(200);
    for (const chart of list.body.items) {
      const key = encodeURIComponent(chart.key);
      const published = await call('GET', `/charts/${key}/version/published`);
      const draft = await call('GET', `/charts/${key}/version/draft`);
      charts.push({ chart, published: published.body, draft: draft.status === 200 && draft.body });
    }
  }
  const events = await call('GET', '/events?limit=100');
  expect(events.status).toBe(200);
  return { charts, events: events.body.items };
}
