// Isolation and auth, for every route the app registers (read from the app, so a new route is
// covered the day it is added): no key or a wrong key gets 401 with an empty body; a key of another
// company or workspace gets exactly the answer it would get for a key that never existed, and
// changes nothing; secret keys are stored only as sha256 hashes.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashKey } from '../application/accounts/keys';
import { fixtureChart } from '../http/booking-test-kit';
import { COMPANY_KEY, LEAST_ROLE } from '../http/route-roles';
import { startTestService, type TestService } from '../service-test-kit';
import { testStoreUrl } from '../store/store-test-kit';
import {
  apiRoutes,
  basicAuth,
  openSnapshot,
  paramNames,
  RESOURCE_PARAMS,
  type Route,
  routeName,
  SAMPLE_BODIES,
  type StoreSnapshot,
  sampleRequest,
  send,
  snapshotDifference,
  type Values,
} from './reliability-test-kit';

/** Routes that list the caller's own things: another workspace's must not appear. */
const LISTINGS = [
  'GET /charts',
  'GET /charts/archive',
  'GET /charts/tags',
  'GET /events',
  'GET /seatdesk/hold-tokens',
  'GET /seatdesk/staff/accounts',
  'GET /seatdesk/activity',
];
/** Routes about the caller's own session: they name nothing the owner has. */
const OWN_SESSION = ['GET /seatdesk/staff/me', 'POST /seatdesk/staff/sign-out'];
/** Routes that create in the caller's own workspace whatever key they are given. */
const CREATIONS = [
  'POST /charts',
  'POST /hold-tokens',
  'POST /system/public/charts/:key',
  'POST /seatdesk/staff/accounts',
];
/**
 * The company's own routes, for its admin key only (403 ADMIN_KEY_REQUIRED to a workspace key): they name no
 * workspace resource; another company's workspace is not found (http/account-keys.test.ts).
 */
const COMPANY_ROUTES =
  /^(GET|POST|DELETE) \/(seatdesk\/)?(accounts|workspaces|ticket-buyers|event-log)(\/|$)/;

/** Does the route reach something by key, in its path or in its body? */
function namesAResource(route: Route, values: Values): boolean {
  if (paramNames(route.path).some((p) => RESOURCE_PARAMS.includes(p))) return true;
  const body = JSON.stringify(SAMPLE_BODIES[routeName(route)]?.(values) ?? null);
  return body.includes(values.key);
}

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-isolation-'));
const dbFile = join(dir, 'isolation.db');
const onPostgres = /^postgres(ql)?:/.test(testStoreUrl());
let svc: TestService;
let snapshot: StoreSnapshot;
let owner: Values;
const ghost: Values = {
  key: 'ghost-res',
  categoryKey: 'ghost-cat',
  token: 'ghost-token',
  channelKey: 'ghost-ch',
  partialKey: 'ghost-half',
  eventKey: 'ghost-event',
  id: 'ghost-id',
};
/** Who tries to reach the owner's things, and how each authenticates (set up in beforeAll). */
const OUTSIDERS = [
  'a workspace key of another company',
  'the admin key of another company',
  'a key of another workspace of the same company',
  "the company's admin key aimed at another workspace",
] as const;
const outsiders = new Map<string, { key: string; headers?: Record<string, string> }>();
const knownSecrets: string[] = [];

beforeAll(async () => {
  // On the store the suite runs on (TEST_STORE_URL: PostgreSQL), else a SQLite file.
  svc = await startTestService(onPostgres ? {} : { databaseUrl: `sqlite:${dbFile}` });
  const key = svc.secretKey;
  const ok = async (method: string, path: string, body?: unknown) => {
    const answer = await send(svc.app, method, path, { key, body });
    expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
    return answer;
  };
  // The owner's world: a chart and an event both keyed iso-res, a category, a channel, a token,
  // a booked seat, and an archived chart.
  await ok('POST', '/system/public/charts/iso-res', fixtureChart('sampleChart'));
  await ok('POST', '/charts/iso-res/categories', { key: 'iso-cat', label: 'Isolated' });
  await ok('POST', '/events', {
    chartKey: 'iso-res',
    eventKey: 'iso-res',
    channels: [{ key: 'iso-ch', name: 'Isolated channel', objects: ['A-2'] }],
  });
  await ok('POST', '/events/iso-res/actions/book', { objects: ['A-3'], orderId: 'iso-order' });
  await ok('POST', '/system/public/charts/iso-archived', fixtureChart('sampleChart'));
  await ok('POST', '/charts/iso-archived/actions/move-to-archive');
  const token = (await ok('POST', '/hold-tokens', {})).json.holdToken as string;
  await ok('POST', '/events/iso-res/actions/hold', { objects: ['A-4'], holdToken: token });
  await ok('POST', `/seatdesk/hold-tokens/${token}`, { madeBy: 'Iso clerk' });
  // A season of the owner's with a partial season and an event in it.
  await ok('POST', '/seasons', { chartKey: 'iso-res', key: 'iso-season', eventKeys: ['iso-ev'] });
  await ok('POST', '/seasons/iso-season/partial-seasons', { key: 'iso-half' });
  const staff = await ok('POST', '/seatdesk/staff/accounts', {
    displayName: 'Iso clerk',
    signInName: 'iso-clerk',
    password: 'iso-clerk-password',
    role: 'clerk',
  });
  owner = {
    id: staff.json.id as string,
    key: 'iso-res',
    categoryKey: 'iso-cat',
    token,
    channelKey: 'iso-ch',
    partialKey: 'iso-half',
    eventKey: 'iso-ev',
  };

  const other = await svc.newCompany();
  // A second workspace of the owner's company, reached by its own secret key, or by the company
  // admin key with the workspace's public key in X-Workspace-Key.
  const secondSecret = randomUUID();
  const second = await svc.deps.store.transaction((tx) =>
    tx.insertWorkspace({
      companyId: svc.company.admin.id,
      key: randomUUID(),
      secretKeyHash: hashKey(secondSecret),
      name: 'Second workspace',
      isTest: true,
      isActive: true,
      isDefault: false,
    }),
  );
  outsiders.set(OUTSIDERS[0], { key: other.workspace.secretKey });
  outsiders.set(OUTSIDERS[1], { key: other.admin.secretKey });
  outsiders.set(OUTSIDERS[2], { key: secondSecret });
  outsiders.set(OUTSIDERS[3], {
    key: svc.company.admin.secretKey,
    headers: { 'x-workspace-key': second.key },
  });
  knownSecrets.push(
    svc.secretKey,
    svc.company.admin.secretKey,
    other.workspace.secretKey,
    other.admin.secretKey,
    secondSecret,
  );
  snapshot = await openSnapshot(svc.databaseUrl);
});

afterAll(async () => {
  await snapshot?.close();
  await svc?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('no key or a wrong key', () => {
  const bad: Array<[string, () => Record<string, string>]> = [
    ['no Authorization header', () => ({})],
    ['an unknown secret key', () => ({ authorization: basicAuth(randomUUID()) })],
    ['a Bearer token', () => ({ authorization: `Bearer ${randomUUID()}` })],
    ['Basic with an empty user name', () => ({ authorization: `Basic ${btoa(':password')}` })],
    ['Basic with garbage instead of base64', () => ({ authorization: 'Basic !!!not base64!!!' })],
    [
      'the workspace public key instead of the secret',
      () => ({ authorization: basicAuth(svc.company.workspace.key) }),
    ],
    [
      'the designer key instead of the secret',
      () => ({ authorization: basicAuth(svc.company.admin.designerKey) }),
    ],
  ];

  test.each(bad)(
    '%s: every route answers 401 with an empty body and changes nothing',
    async (_name, headers) => {
      const routes = apiRoutes(svc.app);
      expect(routes.length).toBeGreaterThan(40);
      const before = await snapshot.snapshot();
      const auth = headers();
      for (const route of routes) {
        const { path, body } = sampleRequest(route, owner);
        const answer = await send(svc.app, route.method, path, { body, headers: auth });
        expect({ route: routeName(route), status: answer.status, body: answer.text }).toEqual({
          route: routeName(route),
          status: 401,
          body: '',
        });
      }
      expect(snapshotDifference(before, await snapshot.snapshot())).toBeUndefined();
    },
  );
});

describe('another company or workspace', () => {
  test('the owner sees its own resources (the set-up is real)', async () => {
    for (const path of ['/charts/iso-res', '/events/iso-res', `/hold-tokens/${owner.token}`]) {
      expect((await send(svc.app, 'GET', path, { key: svc.secretKey })).status).toBe(200);
    }
  });

  test.each(OUTSIDERS)(
    '%s: every route naming an owned resource answers as for a key that never existed, and changes nothing',
    async (name) => {
      const outsider = outsiders.get(name) as { key: string; headers?: Record<string, string> };
      let checked = 0;
      for (const route of apiRoutes(svc.app)) {
        const named = routeName(route);
        if (LISTINGS.includes(named) || CREATIONS.includes(named)) continue;
        if (COMPANY_ROUTES.test(named) || OWN_SESSION.includes(named)) continue;
        if (LEAST_ROLE[named] === COMPANY_KEY && !name.includes('admin key')) {
          // A workspace key is refused before any lookup: the admin key's outsiders check these.
          const real = sampleRequest(route, owner);
          const seen = await send(svc.app, route.method, real.path, {
            key: outsider.key,
            headers: outsider.headers,
            body: real.body,
          });
          expect(seen.status, named).toBe(403);
          continue;
        }
        expect(namesAResource(route, owner), `${named}: classify it in the test`).toBe(true);
        const before = await snapshot.snapshot();
        const real = sampleRequest(route, owner);
        const made = sampleRequest(route, ghost);
        const options = { key: outsider.key, headers: outsider.headers };
        const seen = await send(svc.app, route.method, real.path, { ...options, body: real.body });
        const never = await send(svc.app, route.method, made.path, { ...options, body: made.body });
        expect(snapshotDifference(before, await snapshot.snapshot()), named).toBeUndefined();
        expect(seen.status, `${named}: ${seen.text}`).toBe(404);
        const unmask = (text: string) =>
          Object.entries(owner).reduce(
            (t, [param, value]) =>
              param === 'id'
                ? // A staff account's id is a short number: only as a word of its own.
                  t.replace(new RegExp(`(?<![\\w-])${value}(?![\\w-])`, 'g'), ghost[param])
                : t.replaceAll(value, ghost[param]),
            text,
          );
        expect({
          route: named,
          errors: JSON.parse(unmask(JSON.stringify(seen.json.errors))),
        }).toEqual({
          route: named,
          errors: never.json.errors,
        });
        checked++;
      }
      expect(checked).toBeGreaterThan(35);
    },
  );

  test.each(OUTSIDERS)("%s: listings hold none of the owner's charts or events", async (name) => {
    const outsider = outsiders.get(name) as { key: string; headers?: Record<string, string> };
    for (const path of LISTINGS.map((l) => l.split(' ')[1])) {
      const answer = await send(svc.app, 'GET', `${path}?limit=100`, {
        key: outsider.key,
        headers: outsider.headers,
      });
      expect(answer.status).toBe(200);
      const items = (answer.json.items ?? answer.json.tags) as Array<
        { key?: string; holdToken?: string } | string
      >;
      const keys = items.map((item) =>
        typeof item === 'string' ? item : (item.key ?? item.holdToken),
      );
      expect(keys).not.toContain('iso-res');
      expect(keys).not.toContain('iso-archived');
      expect(keys).not.toContain(owner.token);
      expect(answer.text).not.toContain('Iso clerk');
    }
  });

  test("an outsider holding its own seats with the owner's token gets the unknown-token answer", async () => {
    const other = await svc.newCompany();
    const key = other.workspace.secretKey;
    await send(svc.app, 'POST', '/system/public/charts/mine', {
      key,
      body: fixtureChart('sampleChart'),
    });
    await send(svc.app, 'POST', '/events', { key, body: { chartKey: 'mine', eventKey: 'mine' } });
    const hold = (token: string) =>
      send(svc.app, 'POST', '/events/mine/actions/hold', {
        key,
        body: { objects: ['A-1'], holdToken: token },
      });
    const withOwners = await hold(owner.token);
    const withGhost = await hold('ghost-token');
    expect(withOwners.status).toBe(400);
    expect(withOwners.json.errors[0].code).toBe('HOLD_TOKEN_INVALID');
    expect(withOwners.json.errors[0].message.replace(owner.token, 'ghost-token')).toBe(
      withGhost.json.errors[0].message,
    );
  });

  test("an admin key naming another company's workspace is told what an unknown workspace gets", async () => {
    const other = await svc.newCompany();
    const aimed = (workspaceKey: string) =>
      send(svc.app, 'GET', '/charts', {
        key: other.admin.secretKey,
        headers: { 'x-workspace-key': workspaceKey },
      });
    const real = await aimed(svc.company.workspace.key);
    const never = await aimed(randomUUID());
    expect(real.status).toBe(never.status);
    expect(real.json.errors[0].code).toBe('WORKSPACE_NOT_FOUND');
    expect(real.json.errors[0].code).toBe(never.json.errors[0].code);
  });

  test("routes that create act in the caller's own workspace and leave the owner's data alone", async () => {
    const outsider = outsiders.get(OUTSIDERS[0]) as { key: string };
    const published = await send(svc.app, 'GET', '/charts/iso-res/version/published', {
      key: svc.secretKey,
    });
    for (const name of CREATIONS) {
      const [method, pattern] = name.split(' ');
      const { path, body } = sampleRequest({ method, path: pattern }, owner);
      const answer = await send(svc.app, method, path, { key: outsider.key, body });
      expect(answer.status, `${name}: ${answer.text}`).toBeLessThan(300);
    }
    const after = await send(svc.app, 'GET', '/charts/iso-res/version/published', {
      key: svc.secretKey,
    });
    expect(after.json).toEqual(published.json);
    const categories = await send(svc.app, 'GET', '/charts/iso-res/categories', {
      key: svc.secretKey,
    });
    expect(categories.json.categories.map((c: { key: string }) => c.key)).toContain('iso-cat');
  });
});

describe('secret keys at rest', () => {
  test('the database holds sha256 hashes of the secret keys and never a key itself', async () => {
    const viaSystemApi = await send(svc.app, 'POST', '/system/private/create-test-company', {
      key: 'superSecretSystemApi',
    });
    expect(viaSystemApi.status).toBe(200);
    const secrets = [
      ...knownSecrets,
      viaSystemApi.json.admin.secretKey,
      viaSystemApi.json.workspace.secretKey,
    ];
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const stored = await snapshot.snapshot();
    expect(stored).toContain(sha256(svc.secretKey));
    expect(stored).toContain(sha256(svc.company.admin.secretKey));
    // The raw bytes of the file and its write-ahead log: not one key in any form SQLite stores
    // (on PostgreSQL there is no file of ours to read: the rows above are what is checked).
    const files = [dbFile, `${dbFile}-wal`].map((file) => {
      try {
        return readFileSync(file);
      } catch {
        return Buffer.alloc(0);
      }
    });
    for (const secret of secrets) {
      expect(stored).not.toContain(secret);
      for (const bytes of files) expect(bytes.includes(secret)).toBe(false);
    }
  });
});
