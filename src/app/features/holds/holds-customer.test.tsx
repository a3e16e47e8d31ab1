// @vitest-environment jsdom
// A customer's hold found by the customer's name, the steps a clerk took on a shift: on the event's
// map, four seats (D-1 to D-4 on the shift; B-1 to B-4 here, as jsdom's list renders only its
// first rows), Hold…, "For a customer", Maria Gomes; then the holds view must show her name on the
// token's card and its filter must find her card (and leave out another customer's).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

// The first visit loads the lazy map page: 30 s on two loaded cores once, the default bound.
vi.setConfig({ testTimeout: 90_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall'));

describe('a hold for a customer in the holds view', () => {
  test('the card names the customer and the filter finds it by part of the name', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala' });
    // Another customer's hold, so the filter has something to leave out.
    const other = await app.api.holdTokens.create();
    await app.api.status.hold('gala', {
      objects: ['A-1'],
      holdToken: other.holdToken,
      orderId: 'Ana Silva',
    });
    const { router } = renderApp(app, '/events/gala');
    const map = await screen.findByRole('region', { name: 'Seat map' });
    fireEvent.click(await within(map).findByRole('button', { name: 'List' }));
    await waitFor(() =>
      expect(within(map).getByRole('checkbox', { name: 'Select B-1' })).toBeEnabled(),
    );
    for (const label of ['B-1', 'B-2', 'B-3', 'B-4']) {
      fireEvent.click(within(map).getByRole('checkbox', { name: `Select ${label}` }));
    }
    fireEvent.click(within(map).getByRole('button', { name: 'Hold…' }));
    const form = within(map).getByRole('form', { name: 'Hold the selected seats' });
    fireEvent.click(within(form).getByRole('radio', { name: 'For a customer' }));
    fireEvent.change(within(form).getByLabelText('Customer name'), {
      target: { value: 'Maria Gomes' },
    });
    fireEvent.submit(form);
    await waitFor(async () =>
      expect((await app.api.status.objectInfos('gala', ['B-4']))['B-4'].status).toBe(
        'reservedByToken',
      ),
    );
    const maria = (await app.api.status.objectInfos('gala', ['B-1']))['B-1'].holdToken;
    expect(maria).toBeTruthy();

    await router.navigate('/holds');
    const card = await screen.findByRole('region', { name: `For Maria Gomes Token ${maria}` });
    expect(within(card).getByText('Maria Gomes')).toBeVisible();
    expect(within(card).getByRole('table')).toHaveTextContent('B-1, B-2, B-3, B-4');

    // The other customer's card, added the way staff add a token made elsewhere.
    const add = screen.getByRole('form', { name: 'Add a hold token' });
    fireEvent.change(within(add).getByLabelText('Add a hold token made elsewhere'), {
      target: { value: other.holdToken },
    });
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('region', { name: /^For Ana Silva Token/ })).toBeVisible();

    const find = screen.getByRole('searchbox', { name: 'Find a customer' });
    fireEvent.change(find, { target: { value: 'gomes' } });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^For Ana Silva Token/ })).toBeNull(),
    );
    expect(screen.getByRole('region', { name: /^For Maria Gomes Token/ })).toBeVisible();

    fireEvent.change(find, { target: { value: 'Nobody' } });
    expect(await screen.findByText('No hold for a customer named “Nobody”.')).toBeVisible();
    expect(screen.queryByRole('region', { name: /^For Maria Gomes Token/ })).toBeNull();
  });
});
