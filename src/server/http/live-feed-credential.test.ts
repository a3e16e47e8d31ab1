// An open stream ends once the credential it was opened with would be refused (docs/live-feed.md):
// a regenerated workspace key, a deactivated workspace, a staff session signed out, a staff
// account disabled. Before, such a stream kept receiving the event's changes, hold tokens
// included. A stream whose credential stands stays open across heartbeats. Runs on PostgreSQL
// with TEST_STORE_URL.
import { describe, expect, it } from 'vitest';
import type { TestService } from '../service-test-kit';
import { feedServicePerTest, venueWithShow } from './feed-service-test-kit';
import { basic, caller, ok } from './http-test-kit';
import { EventStreamReader } from './live-feed-test-kit';
import { addTestStaff, SAME_ORIGIN, SLOW_HASHES, staffCaller } from './staff-test-kit';

let svc: TestService | undefined;
const start = feedServicePerTest();

async function stream(headers: Record<string, string>) {
  const app = (svc as TestService).app;
  const reader = new EventStreamReader(
    await app.request('/seatdesk/events/show/changes/stream', { headers }),
  );
  expect((await reader.next())?.comment).toBe('live');
  return reader;
}

/** Reads until the stream ends; fails (by the test's timeout) if it never does. */
async function endOf(reader: EventStreamReader) {
  const seen = [];
  for (let event = await reader.next(); event; event = await reader.next()) seen.push(event);
  return seen;
}

describe('a stream whose credential is withdrawn', () => {
  it('ends after the workspace key is regenerated, and stays open while the key stands', async () => {
    ({ svc } = await start({ feedHeartbeatMs: 20 }));
    const call = caller(svc);
    const reader = await stream({ authorization: basic(svc.secretKey) });
    let beats = 0;
    while (beats < 3) if ((await reader.next())?.comment === 'heartbeat') beats++;
    await ok(call, 'POST', '/events/show/actions/book', { objects: ['A-1'] });
    expect((await reader.changesUntil(1)).map((c) => c.revision)).toEqual([1]);

    const admin = caller(svc, svc.company.admin.secretKey);
    await ok(
      admin,
      'POST',
      `/workspaces/${svc.company.workspace.key}/actions/regenerate-secret-key`,
    );
    const seen = await endOf(reader);
    expect(seen.filter((event) => event.event === 'change')).toEqual([]);
    expect(reader.done).toBe(true);
  });

  it('ends after the workspace the admin key names is deactivated', async () => {
    ({ svc } = await start({ feedHeartbeatMs: 20 }));
    const adminKey = svc.company.admin.secretKey;
    const admin = caller(svc, adminKey);
    const made = await ok(admin, 'POST', '/workspaces', { name: 'box office', isTest: false });
    await venueWithShow(caller(svc, made.body.secretKey));
    const reader = await stream({
      authorization: basic(adminKey),
      'x-workspace-key': made.body.key,
    });
    await ok(admin, 'POST', `/workspaces/${made.body.key}/actions/deactivate`);
    await endOf(reader);
    expect(reader.done).toBe(true);
  });

  it('ends after the staff session signs out, or the account is disabled', async () => {
    ({ svc } = await start({ feedHeartbeatMs: 20, ...SLOW_HASHES }));
    const call = caller(svc);
    const app = svc.app;
    const cookieOf = (sessionId: string) => ({
      ...SAME_ORIGIN,
      cookie: `seatdesk-staff=${sessionId}`,
    });

    const leaving = await staffCaller(app, await addTestStaff(call, 'clerk'));
    const signedOut = await stream(cookieOf(leaving.sessionId));
    await ok(leaving, 'POST', '/seatdesk/staff/sign-out');
    await endOf(signedOut);

    const clerk = await addTestStaff(call, 'clerk');
    const disabled = await stream(cookieOf((await staffCaller(app, clerk)).sessionId));
    let beats = 0;
    while (beats < 3) if ((await disabled.next())?.comment === 'heartbeat') beats++;
    await ok(call, 'POST', `/seatdesk/staff/accounts/${clerk.id}`, { enabled: false });
    await endOf(disabled);
    expect(disabled.done).toBe(true);
  });
});
