// The system API (test companies), the demo workspace route and the published OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoWorkspaceSchema, TestCompanySchema } from '../../contract/accounts';
import { DEV_SYSTEM_SECRET, startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError } from './http-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
});
afterAll(() => svc.close());

describe('POST /system/private/create-test-company', () => {
  it('creates a company whose admin and workspace keys work at once', async () => {
    const reply = await call('POST', '/system/private/create-test-company', undefined, {
      key: DEV_SYSTEM_SECRET,
    });
    expect(reply.status).toBe(200);
    const company = TestCompanySchema.parse(reply.body);
    expect(company.workspace).toMatchObject({ isTest: true, isActive: true, settings: {} });
    expect(company.admin.secretKey).not.toBe(company.workspace.secretKey);
    const asWorkspace = caller(svc, company.workspace.secretKey);
    expect((await asWorkspace('GET', '/charts')).body).toEqual({ items: [] });
    const asAdmin = caller(svc, company.admin.secretKey);
    const chart = await asAdmin('POST', '/charts', { name: 'Admin chart' });
    expect(chart.status).toBe(200);
    expect((await asWorkspace('GET', '/charts')).body.items[0].key).toBe(chart.body.key);
    // A new company sees nothing of the others.
    expect((await asWorkspace('GET', '/events')).body).toEqual({ items: [] });
  });

  it('answers 401 with an empty body for a wrong or missing system secret', async () => {
    for (const key of ['wrong', svc.secretKey, svc.company.admin.secretKey, null]) {
      const reply = await call('POST', '/system/private/create-test-company', undefined, { key });
      expect(reply.status).toBe(401);
      expect(reply.text).toBe('');
    }
  });

  it('accepts the configured secret, and the development default only on loopback', async () => {
    const exposed = await startTestService({ host: '0.0.0.0', systemSecret: 'configured-secret' });
    try {
      const asSystem = (key: string) =>
        caller(exposed, key)('POST', '/system/private/create-test-company');
      expect((await asSystem(DEV_SYSTEM_SECRET)).status).toBe(401);
      expect((await asSystem('configured-secret')).status).toBe(200);
    } finally {
      await exposed.close();
    }
  });
});

describe('GET /system/demo-workspace', () => {
  // The seeded case is in application/jobs/demo.test.ts, on a store that starts empty.
  it('answers 404 when no demo was seeded', async () => {
    const reply = await call('GET', '/system/demo-workspace', undefined, { key: null });
    expectError(reply, 404, 'NO_DEMO_WORKSPACE', 'This service offers no demo workspace');
  });
});

describe('GET /openapi.json', () => {
  /** Every path of issue 2 with its methods, as OpenAPI writes them. */
  const foundation: Record<string, string[]> = {
    '/health': ['get'],
    '/openapi.json': ['get'],
    '/system/private/create-test-company': ['post'],
    '/system/demo-workspace': ['get'],
    '/system/public/charts/{chartKey}': ['post'],
    '/charts': ['get', 'post'],
    '/charts/archive': ['get'],
    '/charts/{chartKey}': ['get', 'post'],
    '/charts/{chartKey}/version/published': ['get'],
    '/charts/{chartKey}/version/draft': ['get'],
    '/charts/{chartKey}/version/draft/actions/publish': ['post'],
    '/charts/{chartKey}/version/draft/actions/discard': ['post'],
    '/charts/{chartKey}/actions/move-to-archive': ['post'],
    '/charts/{chartKey}/actions/move-out-of-archive': ['post'],
    '/charts/{chartKey}/categories': ['get', 'post'],
    '/charts/{chartKey}/categories/{categoryKey}': ['delete', 'post'],
    '/events': ['get', 'post'],
    '/events/{eventKey}': ['get'],
    '/hold-tokens': ['post'],
    '/hold-tokens/{holdToken}': ['get', 'post'],
  };

  it('is an OpenAPI 3.1 document served without a key', async () => {
    const reply = await call('GET', '/openapi.json', undefined, { key: null });
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toMatch(/^3\.1\.\d+$/);
    expect(reply.body.info).toMatchObject({
      title: expect.any(String),
      version: expect.any(String),
    });
    expect(reply.body.components.securitySchemes.secretKey).toEqual({
      type: 'http',
      scheme: 'basic',
    });
  });

  it('lists every endpoint of the foundation with its path parameters and answers', async () => {
    const { paths } = (await call('GET', '/openapi.json')).body;
    for (const [path, methods] of Object.entries(foundation)) {
      expect(paths, path).toHaveProperty([path]);
      for (const method of methods) {
        const operation = paths[path][method];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(operation.summary).toEqual(expect.any(String));
        const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const inPath = operation.parameters.filter((p: { in: string }) => p.in === 'path');
        expect(inPath.map((p: { name: string }) => p.name)).toEqual(names);
        const success = operation.responses['200'] ?? operation.responses['204'];
        expect(success, `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('shows the query flag of publishing a draft that drops booked objects', async () => {
    const { paths } = (await call('GET', '/openapi.json')).body;
    const publish = paths['/charts/{chartKey}/version/draft/actions/publish'].post;
    expect(publish.parameters).toContainEqual({
      name: 'dropBookedObjects',
      in: 'query',
      required: false,
      schema: expect.objectContaining({ enum: ['true', 'false'] }),
    });
  });

  it('describes bodies with the JSON Schema of the contract', async () => {
    const { paths } = (await call('GET', '/openapi.json')).body;
    const createChart = paths['/charts'].post.requestBody.content['application/json'].schema;
    expect(createChart.type).toBe('object');
    expect(Object.keys(createChart.properties)).toEqual(['name', 'venueType', 'categories']);
    expect(createChart.additionalProperties).toBe(false);
    const addCategory =
      paths['/charts/{chartKey}/categories'].post.requestBody.content['application/json'].schema;
    expect(addCategory.required).toEqual(['key', 'label']);
    const error = paths['/charts/{chartKey}'].get.responses['404'].content['application/json'];
    expect(error.schema.required).toEqual(
      expect.arrayContaining(['status', 'messages', 'errors', 'warnings', 'requestId']),
    );
    const demo = paths['/system/demo-workspace'].get.responses['200'].content['application/json'];
    expect(Object.keys(demo.schema.properties)).toEqual(Object.keys(DemoWorkspaceSchema.shape));
  });
});
