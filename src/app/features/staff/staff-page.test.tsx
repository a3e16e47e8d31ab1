// @vitest-environment jsdom
// Issue 31 item 5: what each role sees (navigation, actions, pages) and the admins' staff page,
// against the real service in-process, signed in through the staff sign-in form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FetchLike } from '../../../client/transport';
import { SAME_ORIGIN } from '../../../server/http/staff-test-kit';
import { type AppUnderTest, navLink, renderApp } from '../../test-support/render-app-test-kit';
import { hallAppPerTest, signedInAs as signedInWith } from '../../test-support/staff-app-test-kit';
import { type AddedStaff, addStaff } from '../../test-support/staff-session-test-kit';

const app = hallAppPerTest();

const signedInAs = (staff: AddedStaff, path: string) => signedInWith(app, staff, path);

/** Whether the service lets `signInName` in with `password` (a fresh browser). */
async function canSignIn(service: AppUnderTest, signInName: string, password: string) {
  const reply = await service.service.fetch(`${service.service.baseUrl}/seatdesk/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
    body: JSON.stringify({ signInName, password }),
  });
  return reply.status === 200;
}

const navNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('roles in the back office', { timeout: 180_000 }, () => {
  test('a clerk sees the selling places only, and a manager page says why it is closed', async () => {
    const clerk = await addStaff(app, 'clerk', 'Ana Silva');
    await signedInAs(clerk, '/events');
    await screen.findByRole('link', { name: 'gala' });
    await waitFor(() => expect(navNames()).not.toContain('Archive'));
    expect(navNames()).toEqual([
      'Events',
      'Charts',
      'Batch desk',
      'Phone sale',
      'Holds',
      'Reports',
    ]);
    expect(screen.queryByRole('link', { name: 'Create events' })).toBeNull();
    expect(screen.getByLabelText('Workspace')).toHaveTextContent('Ana Silva · Clerk');

    fireEvent.click(screen.getByRole('link', { name: 'gala' }));
    await screen.findByRole('navigation', { name: 'Event sections' });
    expect(screen.queryByRole('link', { name: 'Channels' })).toBeNull();
    // The overview's channels card offered a clerk "Edit channels", which led to "Not for your role".
    await screen.findByRole('heading', { name: 'Channels', level: 2 });
    expect(screen.queryByRole('link', { name: 'Edit channels' })).toBeNull();
  });

  test('a direct address of a page the role may not use names the role and what it cannot do', async () => {
    const clerk = await addStaff(app, 'clerk');
    const { router } = await signedInAs(clerk, '/events/gala/channels');
    expect(await screen.findByText(/^Your role \(Clerk\) cannot edit channels\./)).toBeVisible();
    await router.navigate('/staff');
    expect(
      await screen.findByText(/^Your role \(Clerk\) cannot manage staff accounts\./),
    ).toBeVisible();
  });

  test('a manager edits channels but has no staff page', async () => {
    const manager = await addStaff(app, 'manager');
    await signedInAs(manager, '/events/gala/channels');
    expect(await screen.findByRole('heading', { name: /Channels/, level: 2 })).toBeVisible();
    expect(screen.getByLabelText('Workspace')).toHaveTextContent('· Manager');
    expect(navNames()).not.toContain('Staff');
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(await screen.findByRole('link', { name: 'Edit channels' })).toBeVisible();
  });
});

describe('the staff page', { timeout: 240_000 }, () => {
  test('an admin adds a clerk, changes the role, resets the password and disables the account', async () => {
    const admin = await addStaff(app, 'admin', 'Rui Costa');
    await signedInAs(admin, '/events');
    await screen.findByRole('link', { name: 'gala' });
    fireEvent.click(await waitFor(() => navLink('Staff')));
    await screen.findByRole('rowheader', { name: 'Rui Costa' });

    const form = screen.getByRole('form', { name: 'Add a person' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ana Silva' } });
    fireEvent.change(within(form).getByLabelText('Sign-in name'), { target: { value: 'Ana' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(
      'The password must be at least 10 characters.',
    );
    fireEvent.change(within(form).getByLabelText('Password'), {
      target: { value: 'first-password' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Ana Silva can now sign in as ana.',
    );
    expect(await canSignIn(app, 'ana', 'first-password')).toBe(true);

    const row = (await screen.findByRole('rowheader', { name: 'Ana Silva' })).closest('tr');
    if (!row) throw new Error('no row for Ana Silva');
    fireEvent.change(within(row).getByLabelText('Role of Ana Silva'), {
      target: { value: 'manager' },
    });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Make Ana Silva a Manager?' })).getByRole(
        'button',
        { name: 'Change role' },
      ),
    );
    await waitFor(() =>
      expect(within(row).getByLabelText('Role of Ana Silva')).toHaveValue('manager'),
    );
    const accounts = await app.api.staff.list();
    expect(accounts.items.find((a) => a.signInName === 'ana')?.role).toBe('manager');

    fireEvent.click(within(row).getByRole('button', { name: 'New password…' }));
    const reset = await screen.findByRole('dialog', { name: 'A new password for Ana Silva' });
    fireEvent.change(within(reset).getByLabelText('New password'), {
      target: { value: 'second-password' },
    });
    fireEvent.click(within(reset).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Ana Silva has a new password')).toBeVisible();
    expect(await canSignIn(app, 'ana', 'second-password')).toBe(true);

    fireEvent.click(within(row).getByRole('button', { name: 'Disable…' }));
    const disable = await screen.findByRole('dialog', { name: 'Disable Ana Silva?' });
    expect(disable).toHaveTextContent('signed out at once');
    fireEvent.click(within(disable).getByRole('button', { name: 'Disable' }));
    expect(await within(row).findByText('Disabled')).toBeVisible();
    expect(await canSignIn(app, 'ana', 'second-password')).toBe(false);
  });

  test('a sign-in name taken already is refused in words, and nothing is added', async () => {
    const admin = await addStaff(app, 'admin');
    await signedInAs(admin, '/staff');
    const form = await screen.findByRole('form', { name: 'Add a person' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Someone' } });
    fireEvent.change(within(form).getByLabelText('Sign-in name'), {
      target: { value: admin.signInName },
    });
    fireEvent.change(within(form).getByLabelText('Password'), {
      target: { value: 'a-long-password' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `The sign-in name ${admin.signInName} is taken; choose another`,
    );
    expect((await app.api.staff.list()).items).toHaveLength(1);
  });

  test('with a key on a service without staff accounts (a seats.io region): no staff page', async () => {
    // The region has no /seatdesk/staff routes: the real service answers 404 for this one.
    const region: FetchLike = (input, init) =>
      app.service.fetch(input.replace('/seatdesk/staff/me', '/seatdesk/staff/no-such'), init);
    const { router } = renderApp(app, '/events', { fetch: region });
    await screen.findByRole('link', { name: 'gala' });
    await waitFor(() => expect(navNames()).toContain('Archive'));
    expect(navNames()).not.toContain('Staff');
    await router.navigate('/staff');
    expect(await screen.findByText(/This service has no staff accounts/)).toBeVisible();
  });

  test('with a key on Seatdesk: everything, the staff page included', async () => {
    renderApp(app, '/events');
    await screen.findByRole('link', { name: 'gala' });
    await waitFor(() => expect(navNames()).toContain('Staff'));
    expect(screen.getByRole('link', { name: 'Create events' })).toBeVisible();
  });
});
