// @vitest-environment jsdom
// Orders in the holds view against the real service in-process: an order id found in every event,
// released as a whole, or moved to other seats under the same order id. The Move form reads what
// is typed as the batch desk does (lib/object-input.ts: commas separate, labels keep their spaces).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { StatusApi } from '../../../client/status';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest(async (app) => {
  await seedChart(app.api, 'hall', 'sampleChart', ['concert', 'matinee', 'quiet']);
  const status = new StatusApi(app.api.transport);
  const { holdToken } = await app.api.holdTokens.create();
  await status.book('concert', { objects: ['A-3', 'A-4'], orderId: 'ord-7' });
  await status.hold('concert', { objects: ['A-6'], orderId: 'ord-7', holdToken });
  await status.book('matinee', {
    objects: ['B-5', { objectId: 'GA1', quantity: 3 }],
    orderId: 'ord-7',
  });
  await status.book('matinee', { objects: ['B-6'], orderId: 'other' });
  // Rows A and B of the sample chart are Cat1, rows C and D Cat2.
  await status.book('quiet', { objects: ['C-3', 'C-4'], orderId: 'ord-cat2' });
  // A chart with sections: a seat's label starts with its section's ("Section A-A-1").
  await seedChart(app.api, 'arena', 'sampleChartWithSections', ['gala']);
  await status.book('gala', { objects: ['Section A-A-1'], orderId: 'ord-9' });
});
const infos = (event: string, labels: string[]) =>
  new StatusApi(app.api.transport).objectInfos(event, labels);
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });

/** Opens the Move form of the order's card for `event`, types `seats` and asks to move. */
async function askToMove(order: string, event: string, seats: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: `Order in ${event}` });
  fireEvent.click(button('Move…', table.closest('.card') as HTMLElement));
  const form = screen.getByRole('form', { name: `Move order ${order} in ${event}` });
  fireEvent.change(within(form).getByLabelText('New seats'), { target: { value: seats } });
  fireEvent.click(button('Move…', form));
  // The new seats are read first: then the question, or what is wrong with them.
  await waitFor(() =>
    expect(screen.queryByRole('dialog') ?? within(form).queryByRole('alert')).not.toBeNull(),
  );
  return form;
}

describe('orders in the holds view', () => {
  test('an order id is found in every event that has it, in staff words', async () => {
    renderApp(app, '/holds');
    const search = await screen.findByRole('form', { name: 'Find an order' });
    fireEvent.change(within(search).getByLabelText('Order id'), { target: { value: 'ord-7' } });
    fireEvent.click(button('Find in every event', search));
    const concert = await screen.findByRole('table', { name: 'Order in concert' });
    const matinee = screen.getByRole('table', { name: 'Order in matinee' });
    expect(screen.queryByRole('table', { name: 'Order in quiet' })).toBeNull();
    expect(within(concert).getByRole('row', { name: /A-3/ })).toHaveTextContent('Booked');
    expect(within(concert).getByRole('row', { name: /A-6/ })).toHaveTextContent('Held');
    expect(within(matinee).getByRole('row', { name: /GA1/ })).toHaveTextContent('3 places booked');
    expect(within(matinee).queryByRole('row', { name: /B-6/ })).toBeNull();
  });

  test('Release the order frees its seats and places in every event, held ones with their token', async () => {
    renderApp(app, '/holds?order=ord-7');
    await screen.findByRole('table', { name: 'Order in concert' });
    fireEvent.click(button('Release the order…'));
    fireEvent.click(button('Release the order', screen.getByRole('dialog')));
    expect(await screen.findByText('Order ord-7 released.')).toBeVisible();
    const concert = await infos('concert', ['A-3', 'A-4', 'A-6']);
    expect(Object.values(concert).map((info) => info.status)).toEqual(['free', 'free', 'free']);
    const matinee = await infos('matinee', ['B-5', 'B-6', 'GA1']);
    expect([matinee['B-5'].status, matinee['B-6'].status]).toEqual(['free', 'booked']);
    expect(matinee.GA1.numBooked ?? 0).toBe(0);
  });

  test('a move that keeps the category asks nothing more: the old seats are released, the new ones booked under the same order id', async () => {
    renderApp(app, '/holds?order=ord-7');
    await askToMove('ord-7', 'concert', 'B-1..B-3');
    const dialog = screen.getByRole('dialog', { name: 'Move order ord-7?' });
    expect(dialog).toHaveTextContent('Release A-3, A-4, A-6 in concert and book B-1, B-2, B-3');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(button('Move', dialog));
    await waitFor(async () =>
      expect((await infos('concert', ['B-2']))['B-2']).toMatchObject({
        status: 'booked',
        orderId: 'ord-7',
      }),
    );
    const old = await infos('concert', ['A-3', 'A-4', 'A-6']);
    expect(Object.values(old).map((info) => info.status)).toEqual(['free', 'free', 'free']);
    expect((await infos('matinee', ['B-5']))['B-5'].status).toBe('booked');
  });

  test('an order on Cat2 seats moved to Cat1 seats says so, and moves only once the change is accepted', async () => {
    renderApp(app, '/holds?order=ord-cat2');
    await askToMove('ord-cat2', 'quiet', 'A-3, A-4');
    const dialog = await screen.findByRole('dialog', { name: 'Move order ord-cat2?' });
    expect(dialog).toHaveTextContent('C-3 and C-4 move from Cat2 to Cat1 (as A-3 and A-4).');
    const accept = within(dialog).getByRole('checkbox', { name: /Accept the change of category/ });
    expect(accept).not.toBeChecked();

    // Not accepted: refused, and nothing is sent.
    fireEvent.click(button('Move', dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Nothing was moved: accept the change of category first, or choose seats in Cat2.',
    );
    const before = await infos('quiet', ['C-3', 'C-4', 'A-3', 'A-4']);
    expect(Object.values(before).map((info) => info.status)).toEqual([
      'booked',
      'booked',
      'free',
      'free',
    ]);

    fireEvent.click(accept);
    fireEvent.click(button('Move', dialog));
    await waitFor(async () => {
      const now = await infos('quiet', ['A-3', 'A-4']);
      expect(Object.values(now).map((info) => info.orderId)).toEqual(['ord-cat2', 'ord-cat2']);
    });
    const old = await infos('quiet', ['C-3', 'C-4']);
    expect(Object.values(old).map((info) => info.status)).toEqual(['free', 'free']);
  });

  test('a move onto a booked seat changes nothing and names the seat', async () => {
    renderApp(app, '/holds?order=ord-7');
    const form = await askToMove('ord-7', 'matinee', 'B-6');
    fireEvent.click(button('Move', screen.getByRole('dialog')));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Nothing was moved. B-6 in matinee is already booked.',
    );
    // What was typed stays, to be corrected rather than typed again.
    expect(within(form).getByLabelText('New seats')).toHaveValue('B-6');
    expect((await infos('matinee', ['B-5']))['B-5']).toMatchObject({
      status: 'booked',
      orderId: 'ord-7',
    });
  });

  test('an order id nobody has says so', async () => {
    renderApp(app, '/holds?order=nobody');
    expect(await screen.findByText('No seat in any event carries order nobody.')).toBeVisible();
  });

  test('a seat whose label holds spaces is moved by its label; commas and ranges read as on the batch desk', async () => {
    renderApp(app, '/holds?order=ord-9');
    await askToMove('ord-9', 'gala', 'Section A-A-2, Section A-A-3..4');
    const dialog = screen.getByRole('dialog', { name: 'Move order ord-9?' });
    expect(dialog).toHaveTextContent(
      'Release Section A-A-1 in gala and book Section A-A-2, Section A-A-3, Section A-A-4',
    );
    fireEvent.click(button('Move', dialog));
    const moved = ['Section A-A-2', 'Section A-A-3', 'Section A-A-4'];
    await waitFor(async () => {
      const now = await infos('gala', moved);
      expect(moved.map((label) => now[label]?.orderId)).toEqual(['ord-9', 'ord-9', 'ord-9']);
    });
    expect((await infos('gala', ['Section A-A-1']))['Section A-A-1'].status).toBe('free');
  });

  test('an area’s places are moved by a quantity, as on the batch desk', async () => {
    renderApp(app, '/holds?order=ord-7');
    await askToMove('ord-7', 'matinee', 'B-7, GA1 x 2');
    const dialog = screen.getByRole('dialog', { name: 'Move order ord-7?' });
    expect(dialog).toHaveTextContent('Release B-5, GA1 in matinee and book B-7, GA1 x 2');
    fireEvent.click(button('Move', dialog));
    await waitFor(async () =>
      expect((await infos('matinee', ['B-7']))['B-7'].orderId).toBe('ord-7'),
    );
    const now = await infos('matinee', ['B-5', 'GA1']);
    expect(now['B-5'].status).toBe('free');
    expect(now.GA1.numBooked).toBe(2);
  });

  test('bad new seats are named in words, nothing is sent, and the text stays as typed', async () => {
    const sent: string[] = [];
    renderApp(app, '/holds?order=ord-7', {
      fetch: (input, init) => {
        if (input.includes('/events/actions/change-object-status')) sent.push(input);
        return app.service.fetch(input, init);
      },
    });
    const typed = 'C-1, C-1..C-3; A-1..B-2';
    const form = await askToMove('ord-7', 'concert', typed);
    const seats = within(form).getByLabelText('New seats');
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'C-1 is named twice. "A-1..B-2": both ends of a range must share the part before the number ("A-").',
    );
    expect(seats).toHaveAccessibleDescription(/C-1 is named twice\./);
    expect(seats).toHaveValue(typed);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(seats, { target: { value: ' , ' } });
    fireEvent.click(button('Move…', form));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Name the new seats, e.g. C-5, C-6, a range C-5..C-8 or Section A-A-1.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
    expect((await infos('concert', ['A-3']))['A-3'].orderId).toBe('ord-7');
  });
});
