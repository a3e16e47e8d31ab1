// Big bodies of one company must not stall another company (issue 27, B10). Company A sends
// several bodies just under the booking route's limit at once (each read, parsed, then refused:
// no such objects); company B books a seat meanwhile. A's bodies were read and parsed back to
// back on the shared thread, and B waited behind all of them. Now a body over BIG_BODY_BYTES is
// read and parsed in its company's turn, the loop served between two: B's booking is answered
// while A's bodies still wait for their turns. Asserted on the order of the answers, not on times.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateDrawing } from '../../domain/drawing';
import { startTestService, type TestService } from '../service-test-kit';
import { BIG_BODY_BYTES } from './big-bodies';
import { type Call, caller, expectError } from './http-test-kit';

let svc: TestService;
let a: Call;
let b: Call;

beforeAll(async () => {
  svc = await startTestService();
  a = caller(svc);
  b = caller(svc, (await svc.newCompany()).workspace.secretKey);
  for (const call of [a, b]) {
    expect(
      (await call('POST', '/system/public/charts/c', generateDrawing({ seats: 20 }))).status,
    ).toBe(204);
    expect((await call('POST', '/events', { chartKey: 'c', eventKey: 'e' })).status).toBe(200);
  }
}, 60_000);
afterAll(() => svc.close());

/** `{"objects":[…]}` of about `bytes`, every label unknown to the chart. */
function bodyOf(bytes: number): string {
  const label = `"${'x'.repeat(98)}"`;
  return `{"objects":[${Array(Math.floor(bytes / (label.length + 1)))
    .fill(label)
    .join(',')}]}`;
}

test("company A's big bodies take turns: company B's booking is answered before A's last ones", async () => {
  const body = bodyOf(900_000);
  const headers = { 'content-length': String(Buffer.byteLength(body)) };
  const order: string[] = [];
  const bodies = Array.from({ length: 8 }, async (_, i) => {
    const reply = await a('POST', '/events/e/actions/book', body, { headers });
    expect(reply.status, reply.text).toBe(400);
    order.push(`A${i}`);
  });
  await new Promise((resume) => setTimeout(resume, 0));
  const booked = await b('POST', '/events/e/actions/book', { objects: ['A-1'] });
  expect(booked.status, booked.text).toBe(204);
  order.push('B');
  await Promise.all(bodies);
  expect(order.indexOf('B'), order.join(', ')).toBeLessThan(4);
});

test('a big body that is not JSON is refused by name, as a small one is', async () => {
  const text = `{"objects": [${'"x",'.repeat(BIG_BODY_BYTES / 4)}`;
  const reply = await a('POST', '/events/e/actions/book', text, {
    headers: { 'content-length': String(Buffer.byteLength(text)) },
  });
  expectError(reply, 400, 'INVALID_JSON');
});
