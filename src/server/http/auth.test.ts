// Authentication and isolation as in seats.io: Basic with the secret key, 401 with an empty body,
// company admin keys with X-Workspace-Key, and nothing of one company visible to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCompany } from '../../contract/accounts';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, createEvent, expectError, upload } from './http-test-kit';

let svc: TestService;
let call: Call;
let other: TestCompany;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'mine');
  await createEvent(call, 'mine', 'my-event');
  other = await svc.newCompany();
});
afterAll(() => svc.close());

/** Every endpoint of issue 2 that needs a key, with a body where it takes one. */
const keyedEndpoints: Array<[string, string, unknown?]> = [
  ['POST', '/system/public/charts/mine', {}],
  ['POST', '/charts', {}],
  ['GET', '/charts'],
  ['GET', '/charts/archive'],
  ['GET', '/charts/mine'],
  ['POST', '/charts/mine', { name: 'x' }],
  ['GET', '/charts/mine/version/published'],
  ['GET', '/charts/mine/version/draft'],
  ['POST', '/charts/mine/version/draft/actions/publish'],
  ['POST', '/charts/mine/version/draft/actions/discard'],
  ['POST', '/charts/mine/actions/move-to-archive'],
  ['POST', '/charts/mine/actions/move-out-of-archive'],
  ['GET', '/charts/mine/categories'],
  ['POST', '/charts/mine/categories', { key: 1, label: 'x' }],
  ['POST', '/charts/mine/categories/9', { label: 'x' }],
  ['DELETE', '/charts/mine/categories/9'],
  ['POST', '/events', { chartKey: 'mine' }],
  ['GET', '/events'],
  ['GET', '/events/my-event'],
  ['POST', '/hold-tokens', {}],
  ['GET', '/hold-tokens/some-token'],
  ['POST', '/hold-tokens/some-token', { expiresInMinutes: 1 }],
];

describe('requests without a valid key', () => {
  it('answer 401 with an empty body on every endpoint, changing nothing', async () => {
    const before = (await call('GET', '/charts/mine/version/published')).body;
    const keys: Array<[string, CallOptions]> = [
      ['no key', { key: null }],
      ['unknown key', { key: 'not-a-key' }],
      ['empty user', { key: '' }],
      ['bearer', { key: null, headers: { authorization: `Bearer ${svc.secretKey}` } }],
      ['bad base64', { key: null, headers: { authorization: 'Basic !!!' } }],
    ];
    for (const [method, path, body] of keyedEndpoints) {
      for (const [label, options] of keys) {
        const reply = await call(method, path, body, options);
        expect(reply.status, `${label}: ${method} ${path}`).toBe(401);
        expect(reply.text, `${label}: ${method} ${path}`).toBe('');
      }
    }
    expect((await call('GET', '/charts/mine/version/published')).body).toEqual(before);
    expect((await call('GET', '/charts')).body.items).toHaveLength(1);
    expect((await call('GET', '/events')).body.items).toHaveLength(1);
  });

  it('leave GET /health open', async () => {
    const reply = await call('GET', '/health', undefined, { key: null });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok', store: svc.deps.store.kind });
  });
});

type CallOptions = Parameters<Call>[3] & object;

describe('company admin keys', () => {
  it('act in the default workspace without X-Workspace-Key', async () => {
    const reply = await call('GET', '/charts/mine', undefined, {
      key: svc.company.admin.secretKey,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.key).toBe('mine');
  });

  it('act in the workspace named by X-Workspace-Key', async () => {
    const options = {
      key: svc.company.admin.secretKey,
      headers: { 'X-Workspace-Key': svc.company.workspace.key },
    };
    const created = await call('POST', '/charts', { name: 'By admin' }, options);
    expect(created.status).toBe(200);
    const listed = await call('GET', '/charts', undefined, { key: svc.secretKey });
    expect(listed.body.items.map((c: { name: string }) => c.name)).toContain('By admin');
    const token = await call('POST', '/hold-tokens', {}, options);
    expect(token.body.workspaceKey).toBe(svc.company.workspace.key);
  });

  it("refuse another company's workspace key with WORKSPACE_NOT_FOUND", async () => {
    const reply = await call('GET', '/charts', undefined, {
      key: svc.company.admin.secretKey,
      headers: { 'X-Workspace-Key': other.workspace.key },
    });
    expectError(
      reply,
      404,
      'WORKSPACE_NOT_FOUND',
      `Workspace not found: ${other.workspace.key} is not a workspace of this company`,
    );
  });
});

describe('isolation between companies', () => {
  it("answers 404 for another company's chart, as if it did not exist", async () => {
    const options = { key: other.workspace.secretKey };
    const message = `Chart not found: mine was not found in workspace ${other.workspace.key}`;
    const chartPaths = keyedEndpoints.filter(([, path]) => path.startsWith('/charts/mine'));
    expect(chartPaths).toHaveLength(12);
    for (const [method, path, body] of chartPaths) {
      const reply = await call(method, path, body, options);
      expectError(reply, 404, 'CHART_NOT_FOUND', message);
    }
    expectError(
      await call('POST', '/events', { chartKey: 'mine' }, options),
      404,
      'CHART_NOT_FOUND',
    );
    expect((await call('GET', '/charts', undefined, options)).body).toEqual({ items: [] });
  });

  it("answers 404 for another company's event, and lists none of them", async () => {
    const options = { key: other.workspace.secretKey };
    expectError(
      await call('GET', '/events/my-event', undefined, options),
      404,
      'EVENT_NOT_FOUND',
      `Event not found: my-event was not found in workspace ${other.workspace.key}`,
    );
    expect((await call('GET', '/events', undefined, options)).body).toEqual({ items: [] });
  });

  it('lets two companies use the same chart key side by side', async () => {
    const theirs = caller(svc, other.workspace.secretKey);
    await upload(theirs, 'mine', 'sampleChartWithTables');
    expect((await theirs('GET', '/charts/mine/categories')).body.categories).toHaveLength(2);
    expect((await call('GET', '/charts/mine/categories')).body.categories).toHaveLength(3);
  });
});

describe('every answer', () => {
  it('carries the request id in a header, the same as in the error body', async () => {
    const reply = await call('GET', '/charts/nope');
    expect(reply.headers.get('x-request-id')).toBe(reply.body.requestId);
  });

  it('carries a request id of its own whatever it is: 2xx with and without a body, 4xx, 401', async () => {
    const replies = [
      await call('GET', '/events/my-event'),
      await call('POST', '/events/my-event/actions/book', { objects: ['A-1'] }),
      await call('POST', '/events/my-event/actions/release', { objects: ['A-1'] }),
      await call('GET', '/no/such/endpoint'),
      await call('POST', '/events/my-event/actions/book', { objects: ['nope'] }),
      await call('GET', '/events', undefined, { key: null }),
      await call('GET', '/health', undefined, { key: null }),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([200, 204, 204, 404, 400, 401, 200]);
    const ids = replies.map((reply) => reply.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
