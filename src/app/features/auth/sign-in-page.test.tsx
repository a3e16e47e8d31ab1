// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DEMO_SETTING } from '../../../server/application/jobs/demo';
import { readSession } from '../../lib/session';
import { appPerTest, navLink, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest();

function fillSignIn(secretKey: string, workspaceKey = '') {
  fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('Base URL'), { target: { value: app.service.baseUrl } });
  fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: secretKey } });
  fireEvent.change(screen.getByLabelText('Workspace public key (optional)'), {
    target: { value: workspaceKey },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  test('pages behind the sign-in send a signed-out visitor to the sign-in form', async () => {
    const { router } = renderApp(app, '/charts', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    // Issue 28: the key is shared with the browser's other tabs (lib/tab-sync.ts), so the page
    // must not promise it stays in this one.
    expect(screen.queryByText(/stays in this tab only/)).toBeNull();
    expect(screen.getByText(/kept in this browser's open tabs only, never saved/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  test('a wrong key gets a clear message and stores nothing', async () => {
    renderApp(app, '/sign-in', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    fillSignIn('not-a-key');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The secret key was not accepted');
    expect(readSession()).toBeNull();
  });

  test('an unknown workspace key is named as the problem', async () => {
    renderApp(app, '/sign-in', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    fillSignIn(app.service.company.admin.secretKey, 'no-such-workspace');
    expect(await screen.findByRole('alert')).toHaveTextContent('workspace key was not found');
  });

  test('empty fields are caught before any call', async () => {
    renderApp(app, '/sign-in', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Base URL'), { target: { value: 'ftp://nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Base URL')).toHaveAccessibleDescription(
      'Enter a full http:// or https:// address.',
    );
    expect(screen.getByLabelText('Secret key')).toHaveAccessibleDescription(
      'Enter the secret key of your workspace or company.',
    );
  });

  test('a right key signs in, keeps the key in sessionStorage only, and sign-out forgets it', async () => {
    await seedChart(app.api, 'hall');
    const { router, queryClient } = renderApp(app, '/sign-in', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    fillSignIn(app.service.secretKey);
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeVisible();
    expect(readSession()?.secretKey).toBe(app.service.secretKey);
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname + router.state.location.search).not.toContain(
      app.service.secretKey,
    );
    expect(within(screen.getByLabelText('Workspace')).getByText('Default workspace')).toBeVisible();

    fireEvent.click(navLink('Charts'));
    await screen.findByRole('link', { name: 'Sample chart' });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(readSession()).toBeNull();
    // No chart the session read is kept. (A page still mounted for the render that leads to the
    // sign-in form may register its query again, empty: it holds nothing of the session.)
    const kept = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['charts'] })
      .filter((query) => query.state.data !== undefined);
    expect(kept).toEqual([]);
  });

  test('the demo workspace is one click away when the service offers it', async () => {
    // A service started with SEED_DEMO=false serves no demo key (the deployment docs' proxy
    // set-up); the test service seeds nothing itself, so it is told it may serve the one below.
    app.service.deps.config.seedDemo = true;
    const { workspace } = app.service.company;
    await app.service.deps.store.transaction((tx) =>
      tx.putSetting(
        DEMO_SETTING,
        JSON.stringify({
          secretKey: workspace.secretKey,
          workspaceKey: workspace.key,
          name: 'Demo hall',
        }),
      ),
    );
    // The app asks its own origin for the demo; in jsdom that origin is not the test service.
    renderApp(app, '/sign-in', {
      signedIn: false,
      fetch: (input, init) =>
        app.service.fetch(input.replace(window.location.origin, app.service.baseUrl), init),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to the demo workspace' }));
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeVisible();
    expect(within(screen.getByLabelText('Workspace')).getByText('Demo hall')).toBeVisible();
    expect(readSession()?.demo).toBe(true);
  });

  test('no demo button when the service offers none', async () => {
    renderApp(app, '/sign-in', {
      signedIn: false,
      fetch: (input, init) =>
        app.service.fetch(input.replace(window.location.origin, app.service.baseUrl), init),
    });
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /demo/ })).toBeNull());
  });
});
