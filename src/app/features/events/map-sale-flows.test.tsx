// @vitest-environment jsdom
// Selling from the event's map against the real service: a refusal names the seat in staff words
// and changes nothing (the batch is one all-or-nothing request); a sale shows on the map and is
// the tab's last batch, undone from the same line.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

// The first visit loads the lazy map page: 30 s on two loaded cores once, the default bound.
vi.setConfig({ testTimeout: 90_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall'));

/** Opens the event's map as a list (checkboxes) and selects `labels` once the states are in. */
async function selectOnMap(eventKey: string, labels: string[]) {
  const rendered = renderApp(app, `/events/${eventKey}`);
  const map = await screen.findByRole('region', { name: 'Seat map' });
  fireEvent.click(await within(map).findByRole('button', { name: 'List' }));
  await waitFor(() =>
    expect(within(map).getByRole('checkbox', { name: `Select ${labels[0]}` })).toBeEnabled(),
  );
  for (const label of labels) {
    fireEvent.click(within(map).getByRole('checkbox', { name: `Select ${label}` }));
  }
  return { map, ...rendered };
}

async function statuses(eventKey: string, labels: string[]) {
  const infos = await app.api.status.objectInfos(eventKey, labels);
  return labels.map((label) => infos[label].status);
}

describe('refused on the map', () => {
  test('booking three seats, one already booked: the seat is named and none is booked', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala' });
    await app.api.status.book('gala', { objects: ['A-3'], orderId: 'earlier' });
    const { map } = await selectOnMap('gala', ['A-1', 'A-2', 'A-3']);

    fireEvent.click(within(map).getByRole('button', { name: 'Book…' }));
    const form = within(map).getByRole('form', { name: 'Book the selected seats' });
    fireEvent.change(within(form).getByLabelText('Order id'), { target: { value: 'ord-9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Book 3 seats' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('A-3 is already booked. Nothing was booked.');
    expect(alert.getAttribute('title')).toMatch(/^OBJECT_/);
    expect(await statuses('gala', ['A-1', 'A-2', 'A-3'])).toEqual(['free', 'free', 'booked']);
    expect((await app.api.status.objectInfos('gala', ['A-3']))['A-3'].orderId).toBe('earlier');
    // The selection stays for the clerk to mend; nothing offers an undo.
    expect(within(map).getByRole('checkbox', { name: 'Select A-3' })).toBeChecked();
    expect(within(map).queryByRole('button', { name: 'Undo…' })).toBeNull();
  });

  test("holding a seat held by someone else's token: named, nothing held", async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala' });
    const other = await app.api.holdTokens.create();
    await app.api.status.hold('gala', { objects: ['B-2'], holdToken: other.holdToken });
    const { map } = await selectOnMap('gala', ['B-1', 'B-2']);

    fireEvent.click(within(map).getByRole('button', { name: 'Hold…' }));
    const form = within(map).getByRole('form', { name: 'Hold the selected seats' });
    fireEvent.change(within(form).getByLabelText('Customer name'), {
      target: { value: 'Ms Brown' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Hold 2 seats' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^B-2 is already held, so it cannot be held\. Release it first\. Nothing was held\.$/,
    );
    const infos = await app.api.status.objectInfos('gala', ['B-1', 'B-2']);
    expect(infos['B-1'].status).toBe('free');
    expect(infos['B-2'].holdToken).toBe(other.holdToken);
  });

  test('every selected seat booked: Book and Hold step back and say why, Release leads', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala' });
    await app.api.status.book('gala', { objects: ['D-1', 'D-2'], orderId: 'earlier' });
    const { map } = await selectOnMap('gala', ['D-1', 'D-2']);

    const book = within(map).getByRole('button', { name: 'Book…' });
    await waitFor(() => expect(book).toBeDisabled());
    expect(book).not.toHaveClass('button-primary');
    expect(book).toHaveAccessibleDescription(
      'D-1, D-2 are already booked: release them first to sell them again.',
    );
    expect(within(map).getByRole('button', { name: 'Hold…' })).toBeDisabled();
    const release = within(map).getByRole('button', { name: 'Release…' });
    expect(release).toBeEnabled();
    expect(release).toHaveClass('button-primary');

    // One free seat more and Book is the main action again: the service may sell that one.
    fireEvent.click(within(map).getByRole('checkbox', { name: 'Select D-3' }));
    await waitFor(() => expect(within(map).getByRole('button', { name: 'Book…' })).toBeEnabled());
    expect(within(map).getByRole('button', { name: 'Book…' })).toHaveClass('button-primary');
  });
});

describe('sold on the map', () => {
  test('booked under an order id, shown at once, and undone from the same line', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala' });
    const { map } = await selectOnMap('gala', ['A-5', 'A-6']);

    fireEvent.click(within(map).getByRole('button', { name: 'Book…' }));
    const form = within(map).getByRole('form', { name: 'Book the selected seats' });
    fireEvent.change(within(form).getByLabelText('Order id'), { target: { value: 'ord-77' } });
    fireEvent.submit(form);

    const said = await within(map).findByRole('status', {}, { timeout: 15_000 });
    await waitFor(() => expect(said).toHaveTextContent('Booked A-5, A-6 under order ord-77.'));
    const infos = await app.api.status.objectInfos('gala', ['A-5', 'A-6']);
    expect([infos['A-5'].orderId, infos['A-6'].status]).toEqual(['ord-77', 'booked']);
    // The selection is cleared, and the map's list reads the new states.
    await waitFor(() =>
      expect(within(map).getByRole('checkbox', { name: 'Select A-5' })).not.toBeChecked(),
    );
    await waitFor(() =>
      expect(within(map).getByText('A-5').closest('tr')).toHaveTextContent('Booked'),
    );

    fireEvent.click(within(said).getByRole('button', { name: 'Undo…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this sale?' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Apply the undo/ }));
    await waitFor(() =>
      expect(within(map).getByRole('status')).toHaveTextContent(
        'Undone: the seats are as they were before.',
      ),
    );
    expect(await statuses('gala', ['A-5', 'A-6'])).toEqual(['free', 'free']);
  });
});

// Issue 28 item 7: "hold, book or release the selection right there (with order id, hold token or
// customer name)". The order id is above; these are the token and the customer's name.
describe('selling from the map with a hold token or for a customer', () => {
  test('seats held with a token are booked with it under an order id', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala' });
    const { holdToken } = await app.api.holdTokens.create();
    await app.api.status.hold('gala', { objects: ['B-1', 'B-2'], holdToken });
    const { map } = await selectOnMap('gala', ['B-1', 'B-2']);

    fireEvent.click(within(map).getByRole('button', { name: 'Book…' }));
    const form = within(map).getByRole('form', { name: 'Book the selected seats' });
    fireEvent.change(within(form).getByLabelText('Order id'), { target: { value: 'ord-5' } });
    fireEvent.change(within(form).getByLabelText('Hold token'), { target: { value: holdToken } });
    fireEvent.submit(form);

    await waitFor(async () =>
      expect(await statuses('gala', ['B-1', 'B-2'])).toEqual(['booked', 'booked']),
    );
    const infos = await app.api.status.objectInfos('gala', ['B-1']);
    expect(infos['B-1'].orderId).toBe('ord-5');
  });

  test('seats are held with a token the clerk gives, or for a customer under a new token', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala' });
    const { holdToken } = await app.api.holdTokens.create();
    const { map } = await selectOnMap('gala', ['C-1']);

    fireEvent.click(within(map).getByRole('button', { name: 'Hold…' }));
    let form = within(map).getByRole('form', { name: 'Hold the selected seats' });
    fireEvent.click(within(form).getByRole('radio', { name: 'With a hold token' }));
    fireEvent.change(within(form).getByLabelText('Hold token'), { target: { value: holdToken } });
    fireEvent.submit(form);
    await waitFor(async () =>
      expect((await app.api.status.objectInfos('gala', ['C-1']))['C-1'].holdToken).toBe(holdToken),
    );

    await waitFor(() =>
      expect(within(map).getByRole('checkbox', { name: 'Select C-2' })).not.toBeChecked(),
    );
    fireEvent.click(within(map).getByRole('checkbox', { name: 'Select C-2' }));
    fireEvent.click(within(map).getByRole('button', { name: 'Hold…' }));
    form = within(map).getByRole('form', { name: 'Hold the selected seats' });
    fireEvent.click(within(form).getByRole('radio', { name: 'For a customer' }));
    fireEvent.change(within(form).getByLabelText('Customer name'), {
      target: { value: 'Ana Silva' },
    });
    fireEvent.submit(form);
    await waitFor(async () => {
      const c2 = (await app.api.status.objectInfos('gala', ['C-2']))['C-2'];
      expect([c2.status, c2.orderId]).toEqual(['reservedByToken', 'Ana Silva']);
      expect(c2.holdToken).toBeTruthy();
      expect(c2.holdToken).not.toBe(holdToken);
    });
  });
});
