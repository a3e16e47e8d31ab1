// @vitest-environment jsdom
// The event log is a manager's (least role: src/server/http/route-roles.ts). A clerk has no link
// to it, and its address tells a clerk why, in place of the service's bare 403; a manager has the
// link and reads the log.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { hallAppPerTest, signedInAs as signedInWith } from '../../test-support/staff-app-test-kit';
import { type AddedStaff, addStaff, SIGN_IN_WAIT } from '../../test-support/staff-session-test-kit';

const app = hallAppPerTest();

async function signedInAs(staff: AddedStaff, path: string) {
  const view = await signedInWith(app, staff, path);
  // The frame's page loads on its own after the sign-in.
  await screen.findByRole('navigation', { name: 'Main' }, SIGN_IN_WAIT);
  return view;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('the event log by role', { timeout: 180_000 }, () => {
  test("a clerk has no link to it, and its address says why instead of the service's 403", async () => {
    const clerk = await addStaff(app, 'clerk');
    await signedInAs(clerk, '/event-log');
    expect(
      await screen.findByText(/^Your role \(Clerk\) cannot read the event log\./),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(mainNav()).queryByRole('link', { name: 'Event log' })).toBeNull();
  });

  test('a manager has the link in the header, and it leads to the log', async () => {
    const manager = await addStaff(app, 'manager', 'Rui Costa');
    await signedInAs(manager, '/events');
    fireEvent.click(await within(mainNav()).findByRole('link', { name: 'Event log' }));
    expect(await screen.findByRole('table', { name: 'Event log' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Event log', level: 1 })).toBeVisible();
  });
});
