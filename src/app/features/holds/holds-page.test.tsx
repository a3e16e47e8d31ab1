// @vitest-environment jsdom
// The holds view against the real service in-process: a staff token's objects across events,
// its countdown and extend, confirm all and release all in every event, a refusal in staff words,
// and the expiry warning shown on every page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { StatusApi } from '../../../client/status';
import { withoutFeed } from '../../test-support/no-feed-test-kit';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert', 'matinee']));
const status = () => new StatusApi(app.api.transport);
const infos = (event: string, labels: string[]) => status().objectInfos(event, labels);
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });

/** Holds seats in both events with a new token, and adds it to the view the way staff would. */
async function tokenHoldingTwoEvents(minutes?: number) {
  const { holdToken } = await app.api.holdTokens.create(minutes);
  await status().hold('concert', { objects: ['A-1', 'A-2'], holdToken });
  await status().hold('matinee', {
    objects: ['B-3', { objectId: 'GA1', quantity: 2 }],
    holdToken,
  });
  return holdToken;
}

async function addToken(token: string) {
  const form = await screen.findByRole('form', { name: 'Add a hold token' });
  fireEvent.change(within(form).getByLabelText('Add a hold token made elsewhere'), {
    target: { value: token },
  });
  fireEvent.click(button('Add', form));
}

describe('the holds view', () => {
  test('a staff token shows what it holds in every event, counts down, extends, and Confirm all books both events under an order id', async () => {
    const token = await tokenHoldingTwoEvents();
    renderApp(app, '/holds');
    await addToken(token);
    const table = await screen.findByRole('table', { name: `Held with token ${token}` });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('row', { name: /concert/ })).toHaveTextContent('A-1, A-2');
    expect(within(table).getByRole('row', { name: /matinee/ })).toHaveTextContent(
      'B-3, GA1 × 2 places',
    );
    const timer = screen.getByRole('timer', { name: `Time left for token ${token}` });
    await waitFor(() => expect(timer.textContent).toMatch(/^1[45]:\d\d left$/));
    fireEvent.click(button(`Extend token ${token} by 15 minutes`));
    await waitFor(() => expect(timer.textContent).toMatch(/^(29|30):\d\d left$/));

    fireEvent.click(button(`Confirm all held with token ${token}`));
    const dialog = screen.getByRole('dialog', { name: 'Book 5 seats in 2 events?' });
    fireEvent.change(within(dialog).getByLabelText('Order id'), { target: { value: 'ord-1' } });
    fireEvent.click(button('Book all', dialog));
    expect(await screen.findByText('Booked 5 seats in 2 events under order ord-1.')).toBeVisible();
    const concert = await infos('concert', ['A-1', 'A-2']);
    const matinee = await infos('matinee', ['B-3', 'GA1']);
    for (const info of [concert['A-1'], concert['A-2'], matinee['B-3']]) {
      expect(info).toMatchObject({ status: 'booked', orderId: 'ord-1' });
      expect(info.holdToken).toBeUndefined();
    }
    expect(matinee.GA1).toMatchObject({ numBooked: 2, orderId: 'ord-1' });
    expect(await screen.findByText(/Nothing is held with this token any more/)).toBeVisible();
  });

  test('Release all frees what the token holds in every event', async () => {
    const token = await tokenHoldingTwoEvents();
    renderApp(app, '/holds');
    await addToken(token);
    await screen.findByRole('table', { name: `Held with token ${token}` });
    fireEvent.click(button(`Release all held with token ${token}`));
    fireEvent.click(button('Release all', screen.getByRole('dialog')));
    expect(await screen.findByText(/Nothing is held with this token any more/)).toBeVisible();
    expect((await infos('concert', ['A-1']))['A-1'].status).toBe('free');
    expect((await infos('matinee', ['GA1'])).GA1.numHeld ?? 0).toBe(0);
  });

  test('a seat booked meanwhile makes Confirm all change nothing, and the refusal names the seat and its event', async () => {
    const token = await tokenHoldingTwoEvents();
    // Without the feed (a seats.io region): the view still lists A-2 when Confirm all is sent.
    renderApp(app, '/holds', { fetch: withoutFeed(app.service.fetch) });
    await addToken(token);
    await screen.findByRole('table', { name: `Held with token ${token}` });
    await status().release('concert', { objects: ['A-2'], holdToken: token });
    await status().book('concert', { objects: ['A-2'], orderId: 'someone-else' });
    fireEvent.click(button(`Confirm all held with token ${token}`));
    fireEvent.click(button('Book all', screen.getByRole('dialog')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was changed. A-2 in concert is already booked.');
    expect(alert.title).toMatch(/^OBJECT_ALREADY_IN_STATUS/);
    expect((await infos('concert', ['A-1']))['A-1'].status).toBe('reservedByToken');
    expect((await infos('matinee', ['B-3']))['B-3'].status).toBe('reservedByToken');
  });

  test('a token made elsewhere that does not exist is refused in a sentence', async () => {
    renderApp(app, '/holds');
    await addToken('no-such-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no live hold token no-such-token in this workspace.',
    );
  });

  test('two minutes before a staff token expires, every page warns, and Extend in the warning takes it away', async () => {
    const token = await tokenHoldingTwoEvents(1);
    const { router } = renderApp(app, '/holds');
    await addToken(token);
    await screen.findByRole('table', { name: `Held with token ${token}` });
    await router.navigate('/charts');
    const warning = await screen.findByRole('region', { name: 'Holds about to expire' });
    expect(warning).toHaveTextContent('A hold is about to expire.');
    expect(within(warning).getByRole('timer')).toHaveTextContent(/^(1:00|0:\d\d) left$/);
    fireEvent.click(button(`Extend token ${token} by 15 minutes`, warning));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Holds about to expire' })).toBeNull(),
    );
    const { expiresInSeconds } = await app.api.holdTokens.retrieve(token);
    expect(expiresInSeconds).toBeGreaterThan(14 * 60);
  });
});
