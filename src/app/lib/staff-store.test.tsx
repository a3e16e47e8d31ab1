// @vitest-environment jsdom
// The staff's hold tokens and the desk's undo history belong to the browser, not to one tab: a new
// tab (fresh sessionStorage) finds them, a change made in another tab shows at once, signing out
// removes them, and the secret key is never among what is stored.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../test-support/render-app';
import { staffOwner } from './staff-store';

vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert']));
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const tokensKey = () => `seatdesk.staff.${staffOwner(app.session)}.hold-tokens`;

describe('hold tokens and undo history across tabs', () => {
  test('a token made and a batch applied in one tab are there in a new tab', async () => {
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    click('New hold token');
    const list = await screen.findByRole('list', { name: 'Hold tokens of this desk' });
    const token = list.querySelector('code')?.textContent ?? '';
    click(`Hold with token ${token} in a new row`);
    const row = screen.getByRole('group', { name: 'Row 1' });
    fireEvent.change(within(row).getByLabelText('Objects'), { target: { value: 'A-1' } });
    click(/^Preview/);
    await screen.findByText(/The service will accept this batch/);
    click('Submit batch (1)');
    await screen.findByRole('region', { name: 'Last batch' });

    // A new tab: its own (empty) sessionStorage, the browser's localStorage.
    cleanup();
    renderApp(app, '/batch');
    const again = await screen.findByRole('list', { name: 'Hold tokens of this desk' });
    expect(again).toHaveTextContent(token);
    expect(await screen.findByRole('region', { name: 'Last batch' })).toHaveTextContent(
      '1 change on 1 object',
    );
    cleanup();
    renderApp(app, '/holds');
    const held = await screen.findByRole('table', { name: `Held with token ${token}` });
    expect(held).toHaveTextContent('A-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain(app.session.secretKey);
  });

  test('a token another tab adds shows at once; one it forgets goes', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    renderApp(app, '/holds');
    await screen.findByText(/This back office holds nothing yet/);
    const other = JSON.stringify([{ token: holdToken, createdAt: new Date().toISOString() }]);
    localStorage.setItem(tokensKey(), other);
    window.dispatchEvent(new StorageEvent('storage', { key: tokensKey(), newValue: other }));
    expect(
      await screen.findByRole('timer', { name: `Time left for token ${holdToken}` }),
    ).toBeVisible();
    localStorage.setItem(tokensKey(), '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: tokensKey(), newValue: '[]' }));
    await screen.findByText(/This back office holds nothing yet/);
  });

  test('a tampered entry reads as no tokens, and signing out removes every entry', async () => {
    localStorage.setItem(tokensKey(), '{"not": "a list"');
    renderApp(app, '/holds');
    await screen.findByText(/This back office holds nothing yet/);
    const { holdToken } = await app.api.holdTokens.create();
    fireEvent.change(screen.getByLabelText('Add a hold token made elsewhere'), {
      target: { value: holdToken },
    });
    click('Add');
    await screen.findByRole('timer', { name: `Time left for token ${holdToken}` });
    expect(localStorage.getItem(tokensKey())).toContain(holdToken);
    click('Sign out');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() =>
      expect(Object.keys(localStorage).filter((key) => key.startsWith('seatdesk.staff.'))).toEqual(
        [],
      ),
    );
  });
});
