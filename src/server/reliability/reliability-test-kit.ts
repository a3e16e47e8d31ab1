// Shared pieces of the reliability tests: the route list read from the app itself (so a route
// added later is covered without editing the tests), paths filled with real or made-up keys,
// `send` (http-test-kit's in-process caller, sending exactly the headers given), and a snapshot
// of everything the store holds (SQLite or PostgreSQL).
import Database from 'better-sqlite3';
import type { Hono } from 'hono';
import pg from 'pg';
import { ErrorBodySchema } from '../../contract/errors';
import { fixtureChart } from '../http/booking-test-kit';
import type { AppEnv } from '../http/context';
import { appCaller } from '../http/http-test-kit';

export { basic as basicAuth } from '../http/http-test-kit';

export interface Route {
  method: string;
  path: string;
}

/** Routes that answer without a secret key: health, the API description, the system API. */
export const PUBLIC_ROUTES = [
  'GET /health',
  'GET /health/live',
  'GET /health/ready',
  'GET /openapi.json',
  'POST /system/private/create-test-company',
  'GET /system/demo-workspace',
  // A staff member's sign-in takes a name and a password, never a key (http/staff-sessions.test.ts).
  'POST /seatdesk/staff/sign-in',
  // Its own credential (METRICS_TOKEN as a Bearer token), never an API key: metrics-endpoint.test.ts.
  'GET /metrics',
];

/** Every route the app registered, once each, middleware left out. */
export function allRoutes(app: Hono<AppEnv>): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL') continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** The routes behind authentication: everything but PUBLIC_ROUTES. */
export function apiRoutes(app: Hono<AppEnv>): Route[] {
  return allRoutes(app).filter((r) => !PUBLIC_ROUTES.includes(`${r.method} ${r.path}`));
}

export const routeName = (route: Route) => `${route.method} ${route.path}`;

/** Names of the path parameters of a route pattern (`:action{a|b}` gives `action`). */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((m) => m[1]);
}

/**
 * The pattern with its parameters filled in, URI-encoded. A parameter restricted to a list
 * (`:action{publish|discard}`) takes the first alternative unless a value is given.
 */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)(\{([^}]*)\})?/g, (_all, name: string, _re, choices?: string) => {
    const value = values[name] ?? choices?.split('|')[0];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** Path parameters that name something a workspace owns; the others (type, label…) do not. */
export const RESOURCE_PARAMS = [
  'key',
  'categoryKey',
  'token',
  'channelKey',
  'partialKey',
  'eventKey',
  // a staff account's id
  'id',
];

export type Values = Record<string, string>;

/** A body that passes validation, so that the lookup of the resource is what answers. */
export const SAMPLE_BODIES: Record<string, (v: Values) => unknown> = {
  'POST /charts/:key': () => ({ name: 'renamed' }),
  'POST /charts/:key/categories': () => ({ key: 'new-cat', label: 'New' }),
  'POST /charts/:key/categories/:categoryKey': () => ({ label: 'Relabelled' }),
  'POST /events': (v) => ({ chartKey: v.key, eventKey: `copy-of-${v.key}` }),
  'POST /events/:key': () => ({ name: 'renamed' }),
  'POST /hold-tokens/:token': () => ({ expiresInMinutes: 5 }),
  'POST /events/groups/actions/change-object-status': (v) => ({
    events: [v.key],
    objects: ['A-1'],
    status: 'booked',
  }),
  'POST /events/actions/change-object-status': (v) => ({
    statusChanges: [{ event: v.key, objects: ['A-1'], status: 'booked' }],
  }),
  'POST /events/:key/actions/change-object-status': () => ({ objects: ['A-1'], status: 'booked' }),
  'POST /events/:key/actions/book': () => ({ objects: ['A-1'] }),
  'POST /events/:key/actions/hold': (v) => ({ objects: ['A-1'], holdToken: v.token }),
  'POST /events/:key/actions/release': () => ({ objects: ['A-1'] }),
  'POST /events/:key/objects/:label/actions/update-extra-data': () => ({ extraData: { a: 1 } }),
  'POST /events/:key/actions/update-extra-data': () => ({ extraData: { 'A-1': { a: 1 } } }),
  'POST /events/:key/actions/mark-as-not-for-sale': () => ({ objects: ['A-1'] }),
  'POST /events/:key/actions/mark-as-for-sale': () => ({ objects: ['A-1'] }),
  'POST /events/:key/channels/replace': () => ({ channels: [] }),
  'POST /events/:key/channels': () => ({ key: 'other', name: 'Other' }),
  'POST /events/:key/channels/:channelKey': () => ({ name: 'Renamed' }),
  'POST /events/:key/channels/:channelKey/objects': () => ({ objects: ['A-1'] }),
  'DELETE /events/:key/channels/:channelKey/objects': () => ({ objects: ['A-1'] }),
  'POST /seasons': (v) => ({ chartKey: v.key, key: `season-of-${v.key}` }),
  'POST /seasons/actions/create-from-events': (v) => ({
    key: `season-from-${v.key}`,
    eventKeys: [v.eventKey ?? v.key],
  }),
  'POST /seasons/:key/actions/create-events': () => ({ numberOfEvents: 1 }),
  'POST /seasons/:key/partial-seasons': () => ({}),
  'POST /seasons/:key/partial-seasons/:partialKey/actions/add-events': (v) => ({
    eventKeys: [v.eventKey ?? v.key],
  }),
  'POST /events/:key/actions/override-season-status': () => ({ objects: ['A-1'] }),
  'POST /events/:key/actions/use-season-status': () => ({ objects: ['A-1'] }),
  'POST /events/actions/create-multiple': (v) => ({
    chartKey: v.key,
    events: [{ eventKey: `multi-of-${v.key}` }],
  }),
  'POST /events/:key/actions/edit-for-sale-config': () => ({ notForSale: [{ object: 'A-1' }] }),
  'POST /seatdesk/staff/accounts/:id': () => ({ displayName: 'Renamed' }),
  'POST /seatdesk/staff/accounts': (v) => ({
    displayName: 'Another clerk',
    signInName: `clerk-of-${v.key}-${Math.random().toString(36).slice(2, 8)}`,
    password: 'another-clerk-password',
    role: 'clerk',
  }),
  'POST /events/actions/edit-for-sale-config': (v) => ({
    events: { [v.key]: { notForSale: [{ object: 'A-1' }] } },
  }),
};
export const SAMPLE_QUERIES: Record<string, string> = {
  'GET /events/:key/objects': '?label=A-1',
  'GET /seatdesk/events/:key/changes': '?since=0',
};

/** A request of the route that passes validation, naming the resources in `values`. */
export function sampleRequest(route: Route, values: Values) {
  const name = routeName(route);
  const type = route.path.startsWith('/reports/charts') ? 'byCategoryKey' : 'byStatus';
  const path = fillPath(route.path, {
    label: 'A-1',
    type,
    filter: 'free',
    tag: 'iso-tag',
    // Workspace public keys of the copies between workspaces: the chart named by :key is what
    // an outsider must not reach.
    from: 'no-such-workspace',
    to: 'no-such-workspace',
    id: 'no-such-account',
    ...values,
  });
  const body =
    name === 'POST /system/public/charts/:key'
      ? fixtureChart('sampleChart')
      : SAMPLE_BODIES[name]?.(values);
  return { path: path + (SAMPLE_QUERIES[name] ?? ''), body };
}

export interface Answer {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
  json: any;
}

/** A request through the app in-process; the body is sent as given when it is a string. */
export async function send(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { status, text, body } = await appCaller(app, null)(method, path, options.body, {
    key: options.key || null,
    headers: options.headers,
    jsonContentType: false,
  });
  return { status, text, json: body };
}

/**
 * What every refusal must look like: a 401 with an empty body, or the JSON error body whose
 * `status` is the HTTP status, with at least one error and its message repeated in `messages`.
 * Answers the problem, or undefined when the answer is well-formed.
 */
export function refusalProblem(answer: Answer): string | undefined {
  if (answer.status >= 500) return `server error ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return undefined;
  if (answer.status === 401) return answer.text === '' ? undefined : '401 with a body';
  const parsed = ErrorBodySchema.safeParse(answer.json);
  if (!parsed.success) return `malformed error body: ${answer.text.slice(0, 300)}`;
  const body = parsed.data;
  if (body.status !== answer.status) return `body status ${body.status} ≠ ${answer.status}`;
  if (body.errors.length === 0) return 'error body without errors';
  if (body.messages.join('\n') !== body.errors.map((e) => e.message).join('\n'))
    return 'messages do not repeat the errors';
  if (body.errors.some((e) => !e.code || !e.message)) return 'an error without code or message';
  return undefined;
}

/**
 * What any other process sees of the committed data, read through a connection of its own.
 * `snapshot()` is every row of every table, in a stable order; `version()` changes whenever
 * something was committed (a cheap "was anything written?").
 */
export interface StoreSnapshot {
  version(): Promise<string | number>;
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

export function openSnapshot(databaseUrl: string): Promise<StoreSnapshot> {
  if (databaseUrl.startsWith('sqlite:')) {
    return Promise.resolve(new SqliteSnapshot(databaseUrl.slice('sqlite:'.length)));
  }
  return PostgresSnapshot.open(databaseUrl);
}

/** The first differing line of two snapshots, for a readable failure. */
export function snapshotDifference(before: string, after: string): string | undefined {
  if (before === after) return undefined;
  const a = before.split('\n');
  const b = after.split('\n');
  const i = a.findIndex((line, n) => line !== b[n]);
  const at = i < 0 ? a.length : i;
  return `before: ${a[at]?.slice(0, 200)}\nafter:  ${b[at]?.slice(0, 200)}`;
}

class SqliteSnapshot implements StoreSnapshot {
  private readonly db: Database.Database;
  private readonly tables: string[];

  constructor(path: string) {
    this.db = new Database(path, { readonly: true, fileMustExist: true });
    this.tables = (
      this.db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .all() as Array<{ name: string }>
    ).map((row) => row.name);
  }

  async version() {
    return this.db.pragma('data_version', { simple: true }) as number;
  }

  async snapshot() {
    const parts: string[] = [];
    for (const table of this.tables) {
      const rows = this.db.prepare(`SELECT * FROM "${table}"`).all();
      const lines = rows.map((row) => JSON.stringify(row)).sort();
      parts.push(`${table}\n${lines.join('\n')}`);
    }
    return parts.join('\n\n');
  }

  async close() {
    this.db.close();
  }
}

/** The tables of the URL's schema (a test's scratch schema), each row as PostgreSQL's text. */
class PostgresSnapshot implements StoreSnapshot {
  private constructor(
    private readonly client: pg.Client,
    private readonly tables: string[],
  ) {}

  static async open(url: string): Promise<PostgresSnapshot> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    return new PostgresSnapshot(
      client,
      rows.map((row) => row.name),
    );
  }

  private rowsOf(table: string, hashed: boolean): string {
    const rows = `coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')`;
    return `SELECT '${table}' AS name, ${hashed ? `md5(${rows})` : rows} AS rows FROM "${table}" t`;
  }

  private async read(hashed: boolean): Promise<string> {
    const sql = this.tables.map((table) => this.rowsOf(table, hashed)).join(' UNION ALL ');
    const { rows } = await this.client.query<{ name: string; rows: string }>(sql);
    return rows.map((row) => `${row.name}\n${row.rows}`).join('\n\n');
  }

  version() {
    return this.read(true);
  }

  snapshot() {
    return this.read(false);
  }

  async close() {
    await this.client.end();
  }
}
