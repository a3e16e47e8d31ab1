// Issue 31.4 and 32.7: the audit of who changed what (GET /seatdesk/activity), written in the
// transaction of the change, on the store the suite runs on (SQLite, or PostgreSQL with
// TEST_STORE_URL): a refused change writes nothing, a failure after the entry rolls both back, the
// staff member is named, passwords never are, filters and paging, and the retention sweep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { replaceChannels } from '../../domain/status/channels';
import { changeChannels } from '../application/events/channels';
import { sweepOldEventLog } from '../application/jobs/event-log-sweep';
import { startTestService, type TestService } from '../service-test-kit';
import type { Store } from '../store/port';
import { type Call, caller, createEvent, expectError, upload } from './http-test-kit';
import { addTestStaff, SLOW_HASHES, staffCaller } from './staff-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService(SLOW_HASHES);
  call = caller(svc);
  await upload(call, 'venue');
});
afterAll(() => svc.close());

interface Item {
  id: number;
  type: string;
  key: string;
  name?: string | null;
  details?: Record<string, unknown>;
  actor: { kind: string; staffId?: string; name?: string };
}

async function activity(query = '', as: Call = call): Promise<Item[]> {
  const reply = await as('GET', `/seatdesk/activity${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.items;
}

describe('the audit of who changed what', () => {
  it('a refused change writes nothing', async () => {
    await createEvent(call, 'venue', 'refusals');
    const before = await activity();
    const unknownObject = await call('POST', '/events', {
      chartKey: 'venue',
      forSaleConfig: { forSale: false, objects: ['NO-SUCH-SEAT'] },
    });
    expect(unknownObject.status).toBe(400);
    expect(unknownObject.text).toMatch(/NO-SUCH-SEAT/);
    const unknownChannelObject = await call('POST', '/events/refusals/channels', [
      { key: 'c', name: 'c', color: '#000000', index: 1, objects: ['NO-SUCH-SEAT'] },
    ]);
    expect(unknownChannelObject.status, unknownChannelObject.text).toBe(400);
    expect(unknownChannelObject.text).toMatch(/NO-SUCH-SEAT/);
    expect(await activity()).toEqual(before);
  });

  it('a failure after the entry is written rolls back the change and its entry together', async () => {
    await createEvent(call, 'venue', 'atomic');
    const before = await activity();
    // The real store, whose transaction fails after the use case wrote everything.
    const store: Store = Object.create(svc.deps.store);
    store.transaction = (fn, options) =>
      svc.deps.store.transaction(async (tx) => {
        await fn(tx);
        throw new Error('injected after the entry was written');
      }, options);
    const auth = await svc.deps.store.read(async (tx) => {
      const company = await tx.getCompany(svc.company.admin.id);
      const workspace = await tx.getWorkspaceByKey(svc.company.admin.id, svc.company.workspace.key);
      if (!company || !workspace) throw new Error('the test company is missing');
      return { company, workspace };
    });
    const channel = { key: 'vip', name: 'VIP', color: '#FF0000', index: 1, objects: ['A-1'] };
    await expect(
      changeChannels({ ...svc.deps, store }, auth, 'atomic', (chart) =>
        replaceChannels(chart, [channel]),
      ),
    ).rejects.toThrow('injected');
    expect(await activity()).toEqual(before);
    expect((await call('GET', '/events/atomic')).body.channels).toEqual([]);
    // The same change without the failure writes both.
    await changeChannels(svc.deps, auth, 'atomic', (chart) => replaceChannels(chart, [channel]));
    expect((await activity())[0]).toMatchObject({ type: 'event.channels.updated', key: 'atomic' });
  });

  it('names the staff member who changed channels, and refuses clerks', async () => {
    await call('POST', '/events', { chartKey: 'venue', eventKey: 'hamlet', name: 'Hamlet' });
    const manager = await addTestStaff(call, 'manager');
    const asManager = await staffCaller(svc.app, manager);
    const replaced = await asManager('POST', '/events/hamlet/channels/replace', {
      channels: [{ key: 'press', name: 'Press', color: '#00FF00', index: 1, objects: ['A-2'] }],
    });
    expect(replaced.status, replaced.text).toBe(204);
    const [latest] = await activity('', asManager);
    expect(latest).toMatchObject({
      type: 'event.channels.updated',
      key: 'hamlet',
      name: 'Hamlet',
      actor: { kind: 'staff', staffId: manager.id, name: expect.stringMatching(/^Test manager/) },
    });
    const clerk = await staffCaller(svc.app, await addTestStaff(call, 'clerk'));
    expectError(await clerk('GET', '/seatdesk/activity'), 403, 'ROLE_NOT_ALLOWED');
  });

  it('records staff accounts added, disabled, given a role and a new password, never the password', async () => {
    const admin = await staffCaller(svc.app, await addTestStaff(call, 'admin'));
    const added = await admin('POST', '/seatdesk/staff/accounts', {
      displayName: 'Ana Silva',
      signInName: `ana-${Date.now()}`,
      password: 'a-secret-password-1',
      role: 'clerk',
    });
    expect(added.status, added.text).toBe(200);
    const id = added.body.id;
    for (const change of [
      { role: 'manager' },
      { password: 'another-secret-2' },
      { enabled: false },
    ]) {
      const reply = await admin('POST', `/seatdesk/staff/accounts/${id}`, change);
      expect(reply.status, reply.text).toBe(200);
    }
    const reply = await admin('GET', `/seatdesk/activity?key=${id}`);
    expect(reply.text).not.toMatch(/secret-password|another-secret/);
    expect(reply.body.items.map((item: Item) => item.type)).toEqual([
      'staff.disabled',
      'staff.password.reset',
      'staff.role.changed',
      'staff.added',
    ]);
    expect(reply.body.items[2].details).toEqual({ role: 'manager', previousRole: 'clerk' });
    for (const item of reply.body.items) {
      expect(item).toMatchObject({ name: 'Ana Silva', actor: { kind: 'staff' } });
    }
  });

  it('events created, updated and deleted by a key holder are named so', async () => {
    await call('POST', '/events', { chartKey: 'venue', eventKey: 'lear', name: 'Lear' });
    await call('POST', '/events/lear', { name: 'King Lear' });
    await call('DELETE', '/events/lear');
    const items = await activity('?key=lear');
    expect(items.map((item) => [item.type, item.name])).toEqual([
      ['event.deleted', 'King Lear'],
      ['event.updated', 'King Lear'],
      ['event.created', 'Lear'],
    ]);
    expect(items.every((item) => item.actor.kind === 'key')).toBe(true);
  });

  it('filters by kind, actor and time, and pages newest first with entries added meanwhile', async () => {
    for (let i = 0; i < 5; i++) await createEvent(call, 'venue', `walk-${i}`);
    const query = '?type=event.created&actor=key&limit=2';
    const first = await call('GET', `/seatdesk/activity${query}`);
    const ids: number[] = first.body.items.map((item: Item) => item.id);
    await createEvent(call, 'venue', 'walk-late');
    let after = first.body.next_page_starts_after;
    while (after) {
      const page = await call('GET', `/seatdesk/activity${query}&start_after_id=${after}`);
      ids.push(...page.body.items.map((item: Item) => item.id));
      after = page.body.next_page_starts_after;
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const all = await activity(`?type=event.created&limit=${LIMITS.activityPerPage}`);
    expect(ids).toEqual(all.filter((item) => item.key !== 'walk-late').map((item) => item.id));
    const back = await call('GET', `/seatdesk/activity${query}&end_before_id=${ids[3]}`);
    expect(back.body.items.map((item: Item) => item.id)).toEqual([ids[1], ids[2]]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await activity(`?from=${encodeURIComponent(future)}`)).toEqual([]);
    expect((await activity(`?until=${encodeURIComponent(future)}&limit=1`)).length).toBe(1);
  });

  it('refuses a bad filter with one JSON error', async () => {
    expectError(await call('GET', '/seatdesk/activity?type=nonsense'), 400, 'GENERAL_ERROR');
    expectError(await call('GET', '/seatdesk/activity?actor=someone'), 400, 'GENERAL_ERROR');
    expectError(await call('GET', '/seatdesk/activity?from=yesterday'), 400, 'GENERAL_ERROR');
  });

  it('GET /event-log answers only the last 14 days; the sweep purges past the retention', async () => {
    const company = await svc.newCompany();
    const admin = caller(svc, company.admin.secretKey);
    expect((await admin('POST', '/charts', { name: 'old' })).status).toBe(200);
    expect((await admin('GET', '/event-log')).body.items).toHaveLength(1);
    svc.advanceClock((LIMITS.eventLogWireDays + 1) * 24 * 3600 * 1000);
    expect((await admin('GET', '/event-log')).body.items).toEqual([]);
    const asWorkspace = caller(svc, company.workspace.secretKey);
    expect((await asWorkspace('GET', '/seatdesk/activity')).body.items).toHaveLength(1);
    svc.advanceClock(LIMITS.eventLogRetentionDays * 24 * 3600 * 1000);
    expect(await sweepOldEventLog(svc.deps, 100_000)).toBeGreaterThan(0);
    expect((await asWorkspace('GET', '/seatdesk/activity')).body.items).toEqual([]);
  });
});
