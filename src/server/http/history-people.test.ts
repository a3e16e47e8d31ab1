// GET /seatdesk/events/{key}/history-people (docs/history.md): the people of an event's history,
// which a clerk may read, without anything of the staff list (sign-in names, roles, disabled
// state); the store's read is bounded both ways. On SQLite, and on PostgreSQL with TEST_STORE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { fixtureChart } from './booking-test-kit';
import { type Call, caller, expectError } from './http-test-kit';
import {
  addTestStaff,
  SLOW_HASHES,
  type StaffCall,
  staffCaller,
  type TestStaff,
} from './staff-test-kit';

let svc: TestService;
let call: Call;
let ana: TestStaff;
let bruno: TestStaff;
let anaCall: StaffCall;

async function ok(reply: Promise<{ status: number; text: string }>) {
  const answer = await reply;
  expect(answer.status, answer.text).toBeLessThan(300);
}

beforeAll(async () => {
  svc = await startTestService(SLOW_HASHES);
  call = caller(svc);
  await ok(call('POST', '/system/public/charts/hall', fixtureChart('sampleChart')));
  await ok(call('POST', '/events', { chartKey: 'hall', eventKey: 'gala' }));
  await ok(call('POST', '/events', { chartKey: 'hall', eventKey: 'quiet' }));
  ana = await addTestStaff(call, 'clerk');
  bruno = await addTestStaff(call, 'clerk');
  await ok(call('POST', `/seatdesk/staff/accounts/${ana.id}`, { displayName: 'Ana Silva' }));
  await ok(call('POST', `/seatdesk/staff/accounts/${bruno.id}`, { displayName: 'Bruno Reis' }));
  anaCall = await staffCaller(svc.app, ana);
  const brunoCall = await staffCaller(svc.app, bruno);
  await ok(anaCall('POST', '/events/gala/actions/book', { objects: ['A-1'] }));
  await ok(brunoCall('POST', '/events/gala/actions/book', { objects: ['A-2', 'A-3'] }));
  // The web shop (the key) books too: it is no person of the list.
  await ok(call('POST', '/events/gala/actions/book', { objects: ['A-4'] }));
  // Ana is renamed, then books again: her newest entry's name is the one listed.
  await ok(call('POST', `/seatdesk/staff/accounts/${ana.id}`, { displayName: 'Ana Silva Reis' }));
  anaCall = await staffCaller(svc.app, ana);
  await ok(anaCall('POST', '/events/gala/actions/book', { objects: ['A-5'] }));
  // Bruno's account is disabled: the history still names him, and says nothing of the account.
  await ok(call('POST', `/seatdesk/staff/accounts/${bruno.id}`, { enabled: false }));
}, 180_000);
afterAll(() => svc.close());

describe('the people of an event history', { timeout: 60_000 }, () => {
  it('a clerk reads who changed seats, newest first, with nothing of the staff list', async () => {
    const reply = await anaCall('GET', '/seatdesk/events/gala/history-people');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({
      items: [
        { id: ana.id, name: 'Ana Silva Reis' },
        { id: bruno.id, name: 'Bruno Reis' },
      ],
    });
    expect(reply.text).not.toContain(bruno.signInName);
    expect(reply.text).not.toContain('clerk');
    // The staff list itself stays the admins'.
    expectError(await anaCall('GET', '/seatdesk/staff/accounts'), 403, 'ROLE_NOT_ALLOWED');
  });

  it("each id filters the history to that person's changes", async () => {
    const reply = await call('GET', `/events/gala/status-changes?actor=${bruno.id}`);
    expect(reply.status, reply.text).toBe(200);
    const labels = reply.body.items.map((item: { objectLabel: string }) => item.objectLabel);
    expect(labels.sort()).toEqual(['A-2', 'A-3']);
  });

  it('an event nobody changed names nobody; an unknown event is not found', async () => {
    const quiet = await call('GET', '/seatdesk/events/quiet/history-people');
    expect(quiet.status, quiet.text).toBe(200);
    expect(quiet.body).toEqual({ items: [] });
    expectError(await call('GET', '/seatdesk/events/nope/history-people'), 404, 'EVENT_NOT_FOUND');
  });

  it("the store reads only the newest entries it is given, and names at most as many as it's told", async () => {
    const eventId = await svc.deps.store.read(
      async (tx) => (await tx.getEvent(svc.company.workspace.id, 'gala'))?.id as number,
    );
    const people = (scanned: number, listed: number) =>
      svc.deps.store.read((tx) => tx.listHistoryPeople(eventId, scanned, listed));
    // Newest first: A-5 (Ana), A-4 (the key), A-3 and A-2 (Bruno), A-1 (Ana).
    expect(await people(1, 10)).toEqual([{ staffId: ana.id, name: 'Ana Silva Reis' }]);
    expect(await people(2, 10)).toEqual([{ staffId: ana.id, name: 'Ana Silva Reis' }]);
    expect((await people(3, 10)).map((one) => one.name)).toEqual(['Ana Silva Reis', 'Bruno Reis']);
    expect((await people(100, 1)).map((one) => one.name)).toEqual(['Ana Silva Reis']);
  });
});
