// Best available with rotating party sizes must not stall another company (issue 27, B8). Each
// new party size needs its windows ranked over the whole chart (100,000 seats: a sort of as many
// windows); that ranking ran inside the group commit, on the event loop, so another company's
// booking sent alongside waited for it and was answered after it. Now the ranking runs on a
// thread before the request is queued: the other company's booking and /health/ready, sent at
// the same moment, are answered while company A still waits for its own ranking. Asserted on the
// order of the answers, not on times; and A's choice is the one the domain makes inline.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chooseBestAvailable } from '../../domain/best-available';
import { flattenDrawing, generateDrawing } from '../../domain/drawing';
import { startTestService, type TestService } from '../service-test-kit';
import { answerOrder, expectBeforeHeavy } from './fairness-test-kit';
import { type Call, caller } from './http-test-kit';

const SEATS = 100_000;
const drawing = generateDrawing({ seats: SEATS, sections: 4 });

let svc: TestService;
let a: Call;
let b: Call;
const booked = new Set<string>();

beforeAll(async () => {
  svc = await startTestService({ bodyLimitBytes: 100 * 1024 * 1024 });
  a = caller(svc);
  expect((await a('POST', '/system/public/charts/big', drawing)).status).toBe(204);
  expect((await a('POST', '/events', { chartKey: 'big', eventKey: 'big' })).status).toBe(200);
  // The chart and its lines built, and size 1 ranked, as on a service that has been selling.
  const first = await a('POST', '/events/big/actions/book', { bestAvailable: { number: 1 } });
  expect(first.status).toBe(200);
  for (const label of first.body.objects) booked.add(label);
  const companyB = await svc.newCompany();
  b = caller(svc, companyB.workspace.secretKey);
  const small = generateDrawing({ seats: 20 });
  expect((await b('POST', '/system/public/charts/small', small)).status).toBe(204);
  expect((await b('POST', '/events', { chartKey: 'small', eventKey: 'small' })).status).toBe(200);
}, 120_000);
afterAll(() => svc.close());

test("a new party size is ranked off the event loop: company B's booking and /health/ready come first", async () => {
  const chart = flattenDrawing(drawing);
  // 7 needs windows of 7, 3 and 2 seats; 9 then needs only its own.
  for (const [round, number] of [7, 9].entries()) {
    let chosen: string[] = [];
    const order = await answerOrder(
      async () => {
        const answer = await a('POST', '/events/big/actions/book', { bestAvailable: { number } });
        chosen = answer.body?.objects ?? [];
        return answer;
      },
      {
        other: () => b('POST', '/events/small/actions/book', { objects: [`A-${round + 1}`] }),
        ready: () => b('GET', '/health/ready', undefined, { key: null }),
      },
    );
    expectBeforeHeavy(order, ['other', 'ready'], `party of ${number}`);
    // The same seats as the domain chooses with its windows ranked on the spot.
    const expected = chooseBestAvailable(
      {
        chart,
        tableBookingConfig: { mode: 'INHERIT' },
        channels: [],
        stateOf: (label) => (booked.has(label) ? { status: 'booked' } : undefined),
      },
      { number },
      { ignoreChannels: false },
    );
    expect(chosen).toEqual(expected.objects);
    for (const label of chosen) booked.add(label);
  }
}, 60_000);
