// @vitest-environment jsdom
// After "Confirm all" on a customer's hold (walking a team's on-sale): the card lost the customer's
// name (it came from the held seats, now booked), kept counting down and offering "Extend 15 min"
// on a token that held nothing, and said only "Holds nothing right now". It now says what was
// done and for whom, offers no extension, and puts Forget first.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall'));

describe('a hold for a customer, confirmed from the holds view', () => {
  test('the card keeps the name, says it was booked, and offers Forget instead of Extend', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala' });
    const { holdToken } = await app.api.holdTokens.create();
    await app.api.status.hold('gala', {
      objects: ['A-1', 'A-2'],
      holdToken,
      orderId: 'Maria Gomes',
    });
    renderApp(app, '/holds');
    const add = await screen.findByRole('form', { name: 'Add a hold token' });
    fireEvent.change(within(add).getByLabelText('Add a hold token made elsewhere'), {
      target: { value: holdToken },
    });
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    const card = await screen.findByRole('region', { name: `For Maria Gomes Token ${holdToken}` });
    await waitFor(() => expect(within(card).getByRole('table')).toHaveTextContent('A-1, A-2'));
    expect(
      within(card).getByRole('button', { name: `Extend token ${holdToken} by 15 minutes` }),
    ).toBeVisible();

    fireEvent.click(
      within(card).getByRole('button', { name: `Confirm all held with token ${holdToken}` }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book all' }));
    await waitFor(async () =>
      expect((await app.api.status.objectInfos('gala', ['A-2']))['A-2'].status).toBe('booked'),
    );

    const done = await within(card).findByRole('status');
    expect(done).toHaveTextContent(/^Booked 2 seats/);
    expect(
      screen.getByRole('region', { name: `For Maria Gomes Token ${holdToken}` }),
    ).toBeVisible();
    expect(
      within(card).queryByRole('button', { name: `Extend token ${holdToken} by 15 minutes` }),
    ).toBeNull();
    expect(within(card).getByRole('button', { name: `Forget token ${holdToken}` })).toHaveClass(
      'button-primary',
    );
  });
});
