// X-Request-Id: a caller's sane id is kept (header, error body, log line), so one id follows a
// request through the caller's logs and ours; anything else is replaced by one of ours.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { createApp } from './app';

let svc: TestService;
let app: ReturnType<typeof createApp>;
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  svc = await startTestService({ logRequests: true });
  app = createApp(svc.deps, { log: (line) => logged.push(line) });
});
afterAll(() => svc.close());

test.each(['b1c2d3', 'trace-0af7651916cd43dd8448eb211c80319c', 'svc.a:1_2', 'x'.repeat(128)])(
  'a sane incoming id (%s) is echoed in the header, the error body and the log',
  async (id) => {
    const reply = await app.request('/charts/missing', {
      headers: { 'x-request-id': id, authorization: `Basic ${btoa(`${svc.secretKey}:`)}` },
    });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('x-request-id')).toBe(id);
    expect((await reply.json()).requestId).toBe(id);
    expect(logged.at(-1)).toMatchObject({ requestId: id, path: '/charts/missing', status: 404 });
  },
);

test.each([
  ['too long', 'x'.repeat(129)],
  ['a space', 'two words'],
  ['a quote', 'a"b'],
  ['a newline escape', 'a%0d%0ab'],
  ['empty', ''],
])('an id with %s is replaced by a fresh one', async (_what, id) => {
  const reply = await app.request('/health', { headers: { 'x-request-id': id } });
  const answered = reply.headers.get('x-request-id');
  expect(answered).toMatch(/^[0-9a-f-]{36}$/);
  expect(logged.at(-1)).toMatchObject({ requestId: answered, path: '/health' });
});
