// A change that replaces or disables keys is answered only once the other instances were told
// (key-changes.ts): `changing()` (workspaces) and `replacing()` (regenerated keys) left the
// announcement running behind the answer, so a client could use the answer (and reach another
// instance still accepting the old key) before the NOTIFY left. The store is the real one (SQLite,
// or PostgreSQL with TEST_STORE_URL); only its announcement waits on a gate the test opens, so
// the order is seen, not guessed. An announcement that fails is logged and the committed change
// is still answered as done: the others then forget within KEY_CACHE_MS.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestCompany } from '../../contract/accounts';
import { createCompany } from '../application/accounts/accounts';
import { wireService } from '../application/wiring';
import { testConfig } from '../config';
import type { Store } from '../store/port';
import { type OpenedStore, openTestStore, testStoreUrl } from '../store/store-test-kit';
import { createApp } from './app';
import { appCaller, type Call } from './http-test-kit';

/** What the store's announcement does next: wait for the test, then announce, or fail. */
let announcement: { gate: Promise<void>; fail: boolean } = { gate: Promise.resolve(), fail: false };
const order: string[] = [];

function announcingThroughGate(store: Store): Store {
  const announce = async () => {
    order.push('announcing');
    await announcement.gate;
    if (announcement.fail) throw new Error('the NOTIFY connection is gone');
    await store.announceKeysChanged?.();
    order.push('announced');
  };
  return new Proxy(store, {
    get(target, name) {
      if (name === 'announceKeysChanged') return announce;
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let opened: OpenedStore;
let admin: Call;
let company: TestCompany;
/** The default workspace's secret key as it is now. */
let secretKey: string;

beforeAll(async () => {
  opened = await openTestStore(testStoreUrl());
  const deps = wireService({
    config: testConfig({ databaseUrl: opened.url }),
    store: announcingThroughGate(opened.store),
  });
  company = await opened.store.transaction((tx) => createCompany(tx, 'Keys', deps.now()));
  admin = appCaller(createApp(deps), company.admin.secretKey);
  secretKey = company.workspace.secretKey;
});
afterAll(() => opened.dispose());

/** Runs `request` with the announcement held until it started plus a few turns of the loop. */
async function answeredAfterAnnouncing(request: () => ReturnType<Call>) {
  order.length = 0;
  let open!: () => void;
  announcement = { gate: new Promise((done) => (open = done)), fail: false };
  const answer = request().then((reply) => {
    order.push('answered');
    return reply;
  });
  await expect.poll(() => order).toContain('announcing');
  // Time for an answer that does not wait to overtake; one that waits cannot, however long.
  for (let turn = 0; turn < 20; turn++) await new Promise((done) => setImmediate(done));
  open();
  const reply = await answer;
  expect(order).toEqual(['announcing', 'announced', 'answered']);
  return reply;
}

describe('keys replaced: answered after the other instances were told', () => {
  test('a workspace secret key regenerated', async () => {
    const path = `/workspaces/${company.workspace.key}/actions/regenerate-secret-key`;
    const reply = await answeredAfterAnnouncing(() => admin('POST', path));
    expect(reply.status, reply.text).toBe(200);
    secretKey = (reply.body as { secretKey: string }).secretKey;
  });

  test('a workspace deactivated', async () => {
    const made = await admin('POST', '/workspaces', { name: 'door', isTest: false });
    expect(made.status, made.text).toBe(200);
    const { key } = made.body as { key: string };
    const reply = await answeredAfterAnnouncing(() =>
      admin('POST', `/workspaces/${key}/actions/deactivate`),
    );
    expect(reply.status, reply.text).toBe(204);
  });

  test('an announcement that fails: the committed change is still answered, and holds here', async () => {
    announcement = { gate: Promise.resolve(), fail: true };
    const path = `/workspaces/${company.workspace.key}/actions/regenerate-secret-key`;
    const old = secretKey;
    const reply = await admin('POST', path);
    expect(reply.status, reply.text).toBe(200);
    secretKey = (reply.body as { secretKey: string }).secretKey;
    expect((await admin('GET', '/events', undefined, { key: secretKey })).status).toBe(200);
    expect((await admin('GET', '/events', undefined, { key: old })).status).toBe(401);
  });
});
