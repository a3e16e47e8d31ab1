// @vitest-environment jsdom
// Object lookup against the real service in-process: every kind of object, laid out by type.
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { appPerTest, renderApp } from '../../../test-support/render-app-test-kit';
import { change } from '../desk-screen-test-kit';
import { seedSmallChart } from '../desk-test-kit';

// Whole pages in jsdom on two busy cores: a long flow can take more than the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest((app) => seedSmallChart(app.api, 'small', ['fair']));

const fact = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

test('the lookup lays out a seat, a table, a booth and a GA area with its holds per token and ticket type', async () => {
  const { holdToken } = await app.api.holdTokens.create();
  const status = app.api.status;
  await status.book('fair', { objects: ['A-1'], orderId: 'ord-1' });
  await status.hold('fair', {
    objects: [{ objectId: 'GA1', quantity: 2, ticketType: 'adult' }],
    holdToken,
  });
  await status.book('fair', { objects: [{ objectId: 'GA1', quantity: 1 }] });

  renderApp(app, '/batch/lookup?event=fair');
  const form = await screen.findByRole('form', { name: 'Look up objects' });
  change(form, 'Labels', 'A-1, T1, BO1, GA1, ZZ-9');
  fireEvent.click(within(form).getByRole('button', { name: 'Look up' }));

  const seat = await screen.findByRole('article', { name: 'Seat A-1' });
  expect(within(seat).getByText('booked', { selector: '.bd-status' })).toBeVisible();
  expect(fact(seat, 'Available')).toBe('no (booked)');
  expect(fact(seat, 'Row')).toBe('A');
  expect(fact(seat, 'Order id')).toBe('ord-1');
  expect(fact(seat, 'Neighbours')).toBe('A-2');
  expect(fact(seat, 'Features')).toBe('accessible');

  const table = screen.getByRole('article', { name: 'Table T1' });
  expect(fact(table, 'Seats')).toBe('4');
  expect(fact(table, 'Booked')).toBe('by seat');

  expect(screen.getByRole('article', { name: 'Booth BO1' })).toHaveTextContent('free');

  const area = screen.getByRole('article', { name: 'General admission GA1' });
  expect(within(area).getByRole('img')).toHaveAccessibleName(
    '1 booked, 2 held, 0 not for sale, 1 free of 4',
  );
  const hold = within(within(area).getByRole('table')).getByRole('row', {
    name: new RegExp(holdToken),
  });
  expect(hold.textContent).toBe(`${holdToken}adult2`);

  expect(screen.getByText('Not on the chart of fair:')).toHaveTextContent('ZZ-9');
});

test('the lookup reads its event and labels from the URL and names an unknown event', async () => {
  renderApp(app, '/batch/lookup?event=fair&labels=A-1..A-2');
  expect(await screen.findByRole('article', { name: 'Seat A-2' })).toBeVisible();
  expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
    'Seat A-1',
    'Seat A-2',
  ]);

  renderApp(app, '/batch/lookup?event=gone&labels=A-1');
  expect(
    await screen.findByText('No event "gone" in this workspace.', { selector: '[role=alert]' }),
  ).toBeVisible();
});
