// Issue 27 B7: requests that each write fewer states than LIMITS.statesPerRequest still shared one
// transaction in the group commit, so ten season bookings at the bound wrote 190,000 states in one
// go while every company's bookings waited. A group now takes requests up to that many states
// (the first one always): the others wait for the next group, and a small request behind them
// still goes in. On SQLite, and on PostgreSQL with TEST_STORE_URL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIMITS } from '../../../contract/limits';
import { flattenDrawing, generateDrawing } from '../../../domain/drawing';
import { normalizeChange } from '../../../domain/status/normalize';
import { caller } from '../../http/http-test-kit';
import { ok } from '../../http/seasons/season-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import { hashKey } from '../accounts/keys';
import type { Auth } from '../context';
import { StatusChangeQueue } from './group-commit';

const UNITS = 100; // the season and its 99 events
let svc: TestService;
let auth: Auth;
let seats: string[];

beforeAll(async () => {
  svc = await startTestService();
  const call = caller(svc);
  const drawing = generateDrawing({ seats: 400 });
  seats = flattenDrawing(drawing)
    .objects.filter((obj) => obj.objectType === 'seat')
    .map((obj) => obj.label);
  await ok(call, 'POST', '/system/public/charts/c', drawing);
  await ok(call, 'POST', '/seasons', { chartKey: 'c', key: 's', numberOfEvents: UNITS - 1 });
  await ok(call, 'POST', '/events', { chartKey: 'c', eventKey: 'plain' });
  auth = await svc.deps.store.read(async (tx) => {
    const workspace = await tx.findWorkspaceBySecretKeyHash(hashKey(svc.secretKey));
    const company = workspace && (await tx.getCompany(workspace.companyId));
    if (!workspace || !company) throw new Error('the test workspace is missing');
    return { workspace, company };
  });
}, 60_000);
afterAll(() => svc.close());

const revisionOf = (key: string) =>
  svc.deps.store.read(async (tx) => (await tx.getEvent(auth.workspace.id, key))?.statesRevision);

it('two season bookings that together pass the bound commit in two groups; a small one joins the first', async () => {
  // Each of the two writes 3/4 of the bound: both would not fit one group.
  const each = Math.floor((LIMITS.statesPerRequest * 3) / 4 / UNITS);
  const book = (event: string, labels: string[]) =>
    normalizeChange(event, { objects: labels }, 'book');
  const seasonBefore = await revisionOf('s');
  const plainBefore = await revisionOf('plain');
  const queue = new StatusChangeQueue(svc.deps);
  const order: string[] = [];
  await Promise.all([
    queue.submit(auth, [book('s', seats.slice(0, each))]).then(() => order.push('first')),
    queue.submit(auth, [book('s', seats.slice(each, 2 * each))]).then(() => order.push('second')),
    queue.submit(auth, [book('plain', [seats[399]])]).then(() => order.push('small')),
  ]);
  // One transaction bumps an event's revision once: the season's was written by two.
  expect(Number(await revisionOf('s'))).toBe(Number(seasonBefore) + 2);
  expect(Number(await revisionOf('plain'))).toBe(Number(plainBefore) + 1);
  expect(order.indexOf('small')).toBeLessThan(order.indexOf('second'));
  const call = caller(svc);
  const events = (await ok(call, 'GET', '/events/s')).events as Array<{ key: string }>;
  for (const label of [seats[0], seats[2 * each - 1]]) {
    const answer = await ok(call, 'GET', `/events/${events[UNITS - 2].key}/objects?label=${label}`);
    expect(answer[label].status).toBe('booked');
  }
});

it("another company's booking queued behind four heavy season bookings waits for one of them, not four", async () => {
  // Issue 27 B7: the queue took requests in arrival order, so company B's single seat waited for
  // every heavy season transaction company A had queued before it (0.7 s p99 in the bench).
  const heavy = Math.floor(LIMITS.statesPerRequest / 2 / UNITS); // 5,000 states each
  const other = await svc.newCompany();
  const callOther = caller(svc, other.workspace.secretKey);
  await ok(callOther, 'POST', '/system/public/charts/c', generateDrawing({ seats: 10 }));
  await ok(callOther, 'POST', '/events', { chartKey: 'c', eventKey: 'b-event' });
  const otherAuth = await svc.deps.store.read(async (tx) => {
    const workspace = await tx.findWorkspaceBySecretKeyHash(hashKey(other.workspace.secretKey));
    const company = workspace && (await tx.getCompany(workspace.companyId));
    if (!workspace || !company) throw new Error('the second workspace is missing');
    return { workspace, company };
  });
  const book = (event: string, labels: string[]) =>
    normalizeChange(event, { objects: labels }, 'book');
  const queue = new StatusChangeQueue(svc.deps);
  const order: string[] = [];
  const from = 2 * Math.floor((LIMITS.statesPerRequest * 3) / 4 / UNITS);
  const heavies = [0, 1, 2, 3].map((n) =>
    queue
      .submit(auth, [book('s', seats.slice(from + n * heavy, from + (n + 1) * heavy))])
      .then(() => order.push(`A${n}`)),
  );
  // B's booking comes once A0's group was taken, as it would during A0's transaction.
  await new Promise((next) => setImmediate(next));
  const small = queue.submit(otherAuth, [book('b-event', ['A-1'])]).then(() => order.push('B'));
  await Promise.all([...heavies, small]);
  // A0 led the first group (A1–A3 did not fit it). In arrival order, A1 would lead the next and
  // B would share its heavy transaction; B's company was served longer ago, so B leads it, and A1
  // (heavy) is left for the group after.
  expect(order).toEqual(['A0', 'B', 'A1', 'A2', 'A3']);
});
