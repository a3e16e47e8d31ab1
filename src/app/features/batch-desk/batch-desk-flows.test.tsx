// @vitest-environment jsdom
// The desk's flows, hold tokens and undo against the real service in-process.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';
import { change, click, fillRows, rowGroup } from './desk-screen-test-kit';

// Whole pages in jsdom on two busy cores: a long flow can take more than the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert', 'matinee']));

const infos = (event: string, labels: string[]) => app.api.status.objectInfos(event, labels);

async function previewAndSubmit(count: number) {
  click(/^Preview/);
  expect(await screen.findByText(/The service will accept this batch/)).toBeVisible();
  click(`Submit batch (${count})`);
  await screen.findByRole('region', { name: 'Batch result' });
}

describe('hold tokens and flows', () => {
  test('a token made at the desk counts down, extends, and holds two seats in two events; Confirm held seats books both under an order id', async () => {
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    click('New hold token');
    const list = await screen.findByRole('list', { name: 'Hold tokens of this desk' });
    const token = list.querySelector('code')?.textContent ?? '';
    expect(token).not.toBe('');
    const timer = within(list).getByRole('timer');
    await waitFor(() => expect(timer.textContent).toMatch(/^1[45]:\d\d left$/));
    click(`Extend token ${token} by 15 minutes`);
    await waitFor(() => expect(timer.textContent).toMatch(/^(29|30):\d\d left$/));

    click(`Hold with token ${token} in a new row`);
    change(rowGroup(1), 'Objects', 'A-1');
    expect(within(rowGroup(1)).getByLabelText('Hold token')).toHaveValue(token);
    click('Duplicate row 1');
    change(rowGroup(2), 'Event', 'matinee');
    await previewAndSubmit(2);
    expect((await infos('matinee', ['A-1']))['A-1'].holdToken).toBe(token);

    click('Confirm held seats');
    const form = screen.getByRole('form', { name: 'Confirm held seats' });
    expect(within(form).getByLabelText('Hold token')).toHaveValue(token);
    change(form, 'Order id', 'ord-9');
    fireEvent.click(within(form).getByRole('button', { name: 'Find held objects' }));
    await waitFor(() => expect(within(rowGroup(2)).getByLabelText('Event')).toHaveValue('matinee'));
    expect(within(rowGroup(1)).getByLabelText('Action')).toHaveValue('book');
    await previewAndSubmit(2);
    for (const event of ['concert', 'matinee']) {
      const seat = (await infos(event, ['A-1']))['A-1'];
      expect(seat).toMatchObject({ status: 'booked', orderId: 'ord-9' });
      expect(seat.holdToken).toBeUndefined();
    }
  });

  test('Release an order finds the order’s objects in each event through the byOrderId report and releases them', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    const status = app.api.status;
    await status.book('concert', { objects: ['A-3', 'A-4'], orderId: 'ord-7' });
    await status.hold('concert', { objects: ['A-6'], orderId: 'ord-7', holdToken });
    await status.book('matinee', { objects: ['B-5'], orderId: 'ord-7' });
    await status.book('matinee', { objects: ['B-6'], orderId: 'other' });
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    click('Release an order');
    const form = screen.getByRole('form', { name: 'Release an order' });
    change(form, 'Events', 'concert, matinee');
    change(form, 'Order id', 'ord-7');
    fireEvent.click(within(form).getByRole('button', { name: "Find the order's objects" }));
    await screen.findByRole('group', { name: 'Row 3' });
    expect(within(rowGroup(2)).getByLabelText('Hold token')).toHaveValue(holdToken);
    await previewAndSubmit(3);
    const concert = await infos('concert', ['A-3', 'A-4', 'A-6']);
    expect(Object.values(concert).map((info) => info.status)).toEqual(['free', 'free', 'free']);
    const matinee = await infos('matinee', ['B-5', 'B-6']);
    expect([matinee['B-5'].status, matinee['B-6'].status]).toEqual(['free', 'booked']);
  });

  test('Move a booking that keeps the category releases the old seats and books the new ones under the same order, in one batch', async () => {
    await app.api.status.book('concert', { objects: ['A-1', 'A-2'], orderId: 'm-1' });
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    click('Move a booking');
    const form = screen.getByRole('form', { name: 'Move a booking' });
    change(form, 'Objects now', 'A-1, A-2');
    change(form, 'To event', 'matinee');
    change(form, 'New objects', 'B-1..B-2');
    fireEvent.click(within(form).getByRole('button', { name: 'Make the rows' }));
    await screen.findByRole('group', { name: 'Row 2' });
    expect(within(rowGroup(2)).getByLabelText('Order id')).toHaveValue('m-1');
    await previewAndSubmit(2);
    expect((await infos('concert', ['A-1']))['A-1'].status).toBe('free');
    expect((await infos('matinee', ['B-2']))['B-2']).toMatchObject({
      status: 'booked',
      orderId: 'm-1',
    });
  });

  test('Move a booking of Cat2 seats to Cat1 seats says so, and makes the rows only once the change is accepted', async () => {
    // Rows A and B of the sample chart are Cat1, rows C and D Cat2.
    await app.api.status.book('concert', { objects: ['C-1', 'C-2'], orderId: 'm-cat' });
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    click('Move a booking');
    const form = screen.getByRole('form', { name: 'Move a booking' });
    change(form, 'Objects now', 'C-1, C-2');
    change(form, 'New objects', 'A-1, A-2');
    const make = within(form).getByRole('button', { name: 'Make the rows' });
    fireEvent.click(make);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No rows were made: accept the change of category first, or choose seats in Cat2.',
    );
    expect(form).toHaveTextContent('C-1 and C-2 move from Cat2 to Cat1 (as A-1 and A-2).');
    expect(screen.queryByRole('group', { name: 'Row 2' })).toBeNull();

    fireEvent.click(within(form).getByRole('checkbox', { name: /Accept the change of category/ }));
    fireEvent.click(make);
    await screen.findByRole('group', { name: 'Row 2' });
    await previewAndSubmit(2);
    const now = await infos('concert', ['C-1', 'C-2', 'A-1', 'A-2']);
    expect(Object.values(now).map((info) => [info.status, info.orderId])).toEqual([
      ['free', undefined],
      ['free', undefined],
      ['booked', 'm-cat'],
      ['booked', 'm-cat'],
    ]);
  });

  test('an acceptance does not carry over to other seats typed afterwards', async () => {
    await app.api.status.book('concert', { objects: ['C-1'], orderId: 'm-cat' });
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    click('Move a booking');
    const form = screen.getByRole('form', { name: 'Move a booking' });
    change(form, 'Objects now', 'C-1');
    change(form, 'New objects', 'A-1');
    const make = within(form).getByRole('button', { name: 'Make the rows' });
    fireEvent.click(make);
    const accept = await within(form).findByRole('checkbox', { name: /Accept the change/ });
    fireEvent.click(accept);
    change(form, 'New objects', 'GA1 x 1');
    fireEvent.click(make);
    await waitFor(() => expect(form).toHaveTextContent('C-1 moves from Cat2 to Cat1 (as GA1).'));
    expect(within(form).getByRole('checkbox', { name: /Accept the change/ })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Row 2' })).toBeNull();
  });

  test('a hold token typed for new objects held, then hidden by choosing Booked, is not sent', async () => {
    await app.api.status.book('concert', { objects: ['A-1'], orderId: 'm-2' });
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    click('Move a booking');
    const form = screen.getByRole('form', { name: 'Move a booking' });
    change(form, 'Objects now', 'A-1');
    change(form, 'New objects', 'A-3');
    fireEvent.change(within(form).getByLabelText('New objects are'), { target: { value: 'hold' } });
    change(form, 'Hold token', 'a-token-no-longer-wanted');
    fireEvent.change(within(form).getByLabelText('New objects are'), { target: { value: 'book' } });
    expect(within(form).queryByLabelText('Hold token')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Make the rows' }));
    await screen.findByRole('group', { name: 'Row 2' });
    expect(within(rowGroup(2)).getByLabelText('Objects')).toHaveValue('A-3');
    expect(within(rowGroup(2)).getByLabelText('Hold token')).toHaveValue('');
  });
});

describe('undo', () => {
  test('undo takes every object back, guarded, and says what cannot be undone', async () => {
    const status = app.api.status;
    const kept = (await app.api.holdTokens.create()).holdToken;
    const lost = (await app.api.holdTokens.create()).holdToken;
    await status.hold('concert', { objects: ['A-1'], holdToken: kept, orderId: 'x' });
    await status.book('concert', { objects: ['A-2'], orderId: 'o' });
    await status.hold('concert', { objects: ['A-3'], holdToken: lost });
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    fillRows(
      { Objects: 'A-1', 'Hold token': kept, 'Order id': 'new' },
      { Action: 'release', Objects: 'A-2' },
      { Action: 'release', 'Hold token': lost, Objects: 'A-3' },
      { Objects: 'GA1 x 3' },
    );
    await previewAndSubmit(4);
    await app.api.holdTokens.expireInMinutes(lost, 0);

    click('Undo last batch…');
    const dialog = await screen.findByRole('dialog', { name: 'Undo the last batch?' });
    expect(await within(dialog).findByText(/The service will accept this batch/)).toBeVisible();
    expect(
      within(dialog).getByText(
        new RegExp(`A-3 in concert was held with token ${lost}, which has expired`),
      ),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Apply the undo/ }));
    expect(await screen.findByText('Undo applied')).toBeVisible();

    const now = await infos('concert', ['A-1', 'A-2', 'A-3', 'GA1']);
    expect(now['A-1']).toMatchObject({ status: 'reservedByToken', holdToken: kept, orderId: 'x' });
    expect(now['A-2']).toMatchObject({ status: 'booked', orderId: 'o' });
    expect(now['A-3'].status).toBe('free');
    expect(now.GA1.numBooked).toBe(0);
  });
});
