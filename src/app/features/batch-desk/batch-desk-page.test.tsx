// @vitest-environment jsdom
// The batch desk against the real service in-process: composing, stopping bad input in the form,
// previewing, submitting and being refused.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';
import { change, click, fillRows, rowGroup } from './desk-screen-test-kit';

// Whole pages in jsdom on two busy cores: a long flow can take more than the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert', 'matinee']));

describe('composing a batch', () => {
  test('opened from an event page, the first row names that event', async () => {
    renderApp(app, '/batch?event=concert');
    const first = await screen.findByRole('group', { name: 'Row 1' });
    expect(within(first).getByLabelText('Event')).toHaveValue('concert');
    expect(await within(first).findByText('concert · chart hall')).toBeVisible();
  });

  test('objects can be picked from the event (the seat map, as a list), and the rows survive a visit to the lookup', async () => {
    await app.api.status.book('concert', { objects: ['A-2'] });
    renderApp(app, '/batch?event=concert');
    const first = await screen.findByRole('group', { name: 'Row 1' });
    const map = await screen.findByRole('region', { name: 'Seat map of row 1' });
    fireEvent.click(await within(map).findByRole('button', { name: 'List' }));
    const filter = within(map).getByRole('searchbox', { name: 'Filter' });
    fireEvent.change(filter, { target: { value: 'A-2' } });
    expect(within(map).getByRole('row', { name: /Select A-2/ })).toHaveTextContent(/Booked/);
    fireEvent.change(filter, { target: { value: 'GA1' } });
    fireEvent.click(await within(map).findByRole('checkbox', { name: 'Select GA1' }));
    fireEvent.change(filter, { target: { value: 'A-1' } });
    fireEvent.click(await within(map).findByRole('checkbox', { name: 'Select A-1' }));
    expect(within(first).getByLabelText('Objects')).toHaveValue('GA1, A-1');

    fireEvent.click(screen.getByRole('link', { name: 'Object lookup' }));
    await screen.findByRole('form', { name: 'Look up objects' });
    fireEvent.click(screen.getByRole('link', { name: 'Compose a batch' }));
    const again = await screen.findByRole('group', { name: 'Row 1' });
    expect(within(again).getByLabelText('Objects')).toHaveValue('GA1, A-1');
  });

  test('rows can be added, duplicated, reordered and removed', async () => {
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    change(rowGroup(1), 'Objects', 'A-1');
    click('+ Add row');
    expect(within(rowGroup(2)).getByLabelText('Event')).toHaveValue('concert');
    change(rowGroup(2), 'Objects', 'B-1');
    click('Duplicate row 2');
    expect(within(rowGroup(3)).getByLabelText('Objects')).toHaveValue('B-1');
    change(rowGroup(3), 'Objects', 'C-1');
    click('Move row 3 up');
    const objects = () =>
      [1, 2, 3].map(
        (n) => (within(rowGroup(n)).getByLabelText('Objects') as HTMLTextAreaElement).value,
      );
    expect(objects()).toEqual(['A-1', 'C-1', 'B-1']);
    click('Remove row 1');
    expect(screen.queryByRole('group', { name: 'Row 3' })).toBeNull();
    expect(within(rowGroup(1)).getByLabelText('Objects')).toHaveValue('C-1');
  });

  test('a hold without a token and a malformed range are stopped in the form', async () => {
    renderApp(app, '/batch?event=concert');
    const first = await screen.findByRole('group', { name: 'Row 1' });
    change(first, 'Action', 'hold');
    change(first, 'Objects', 'A-1..B-3');
    click('Preview');
    expect(within(first).getByLabelText('Objects')).toHaveAccessibleDescription(
      /both ends of a range must share the part before the number/,
    );
    expect(within(first).getByLabelText('Hold token')).toHaveAccessibleDescription(
      /A hold needs a hold token/,
    );
    expect(screen.getByText('One row needs fixing first.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Preview' })).toBeNull();
  });

  test('contradictory options are refused with the service’s own words', async () => {
    renderApp(app, '/batch?event=concert');
    const first = await screen.findByRole('group', { name: 'Row 1' });
    change(first, 'Objects', 'A-1');
    fireEvent.click(within(first).getByRole('checkbox', { name: 'No channel' }));
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Ignore channels' }));
    click('Preview');
    expect(
      within(first).getByText('Channels and “Ignore channels” cannot both be given: keep one.'),
    ).toBeVisible();
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Ignore channels' }));
    change(first, 'Only if now', 'free');
    change(first, 'Not if now', 'booked');
    expect(
      within(first).getByText('“Only if now” and “Not if now” cannot both be given: keep one.'),
    ).toBeVisible();
    change(first, 'Not if now', '');
    change(first, 'Action', 'hold');
    change(first, 'Hold token', 'some-token');
    change(first, 'Only if now', 'booked');
    expect(within(first).getByText(/Only free objects can be held/)).toBeVisible();
  });

  test('unknown events and labels are named on their fields after the preview reads them', async () => {
    renderApp(app, '/batch?event=concert');
    const first = await screen.findByRole('group', { name: 'Row 1' });
    fillRows(
      { Objects: 'A-1, ZZ-1, A-2 x 2' },
      { Event: 'no-such-show', Objects: 'A-1' },
      { Event: 'concert', Action: 'hold', 'Hold token': 'not-a-token', Objects: 'A-3 x 2' },
    );
    click('Preview');
    await within(first).findByText('Not on the chart of concert: ZZ-1.');
    expect(within(first).getByLabelText('Objects')).toHaveAccessibleDescription(
      /Not on the chart of concert: ZZ-1\./,
    );
    expect(within(rowGroup(2)).getByLabelText('Event')).toHaveAccessibleDescription(
      /No event "no-such-show" in this workspace\./,
    );
    const third = rowGroup(3);
    expect(within(third).getByLabelText('Hold token')).toHaveAccessibleDescription(
      /Hold token not-a-token is not known: it may be mistyped, or it has expired\./,
    );
    expect(within(third).getByLabelText('Objects')).toHaveAccessibleDescription(
      /Only GA areas take a quantity; A-3 is not one\./,
    );
    expect(await screen.findByText(/The service will refuse this batch/)).toBeVisible();
  });
});

describe('preview and submit', () => {
  test('the preview shows every object now and after, warns of each refused row, and offers no submit the service will refuse', async () => {
    await app.api.status.book('concert', { objects: ['A-2'], orderId: 'o-1' });
    const { holdToken } = await app.api.holdTokens.create();
    const sent: string[] = [];
    renderApp(app, '/batch?event=concert', {
      fetch: (input, init) => {
        if (input.includes('/events/actions/change-object-status')) sent.push(input);
        return app.service.fetch(input, init);
      },
    });
    await screen.findByRole('group', { name: 'Row 1' });
    fillRows({ Objects: 'A-1' }, { Action: 'hold', 'Hold token': holdToken, Objects: 'A-2, A-3' });
    click('Preview');

    expect(await screen.findByText(/The service will refuse this batch/)).toBeVisible();
    const first = screen.getByRole('region', { name: 'Preview of row 1' });
    const firstA1 = within(first).getByRole('row', { name: /A-1/ });
    expect(within(firstA1).getByText('free')).toBeVisible();
    expect(within(firstA1).getByText('booked')).toBeVisible();
    const second = screen.getByRole('region', { name: 'Preview of row 2' });
    // In staff words; the service's code and message stay in the tooltip for integrators.
    const sentence = 'A-2 is already booked, so it cannot be held. Release it first.';
    expect(within(second).getAllByText(sentence)[0]).toHaveAttribute(
      'title',
      expect.stringContaining('OBJECT_NOT_FREE'),
    );
    // Said for the row, and on the object's own line (A-3 alone would be taken).
    const a2 = within(second).getByRole('row', { name: /A-2/ });
    expect(within(a2).getByText(sentence)).toBeVisible();
    expect(
      within(within(second).getByRole('row', { name: /A-3/ })).getByText('unchanged'),
    ).toBeVisible();
    expect(
      within(within(second).getByRole('row', { name: /A-2/ })).getByText('order o-1'),
    ).toBeVisible();

    // No invitation to send what will be refused: the way out is to fix row 2, or to check again.
    expect(screen.queryByRole('button', { name: /Submit anyway/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Submit batch/ })).toBeDisabled();
    expect(screen.getByText(/Fix row 2 first/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
    expect(sent).toEqual([]);
  });

  test('a refusal that no longer holds is lifted by Check again, and the batch then goes through whole', async () => {
    await app.api.status.book('concert', { objects: ['A-2'], orderId: 'o-1' });
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    fillRows({ Objects: 'A-1' }, { Objects: 'A-2, A-3', 'Order id': 'o-2' });
    click('Preview');
    expect(await screen.findByText(/The service will refuse this batch/)).toBeVisible();
    expect(screen.getByRole('button', { name: /^Submit batch/ })).toBeDisabled();

    // The customer of o-1 gave A-2 back at another desk since the check.
    await app.api.status.release('concert', { objects: ['A-2'] });
    click('Check again');
    expect(await screen.findByText(/The service will accept this batch/)).toBeVisible();
    click('Submit batch (2)');
    await screen.findByRole('region', { name: 'Batch result' });
    const now = await app.api.status.objectInfos('concert', ['A-1', 'A-2', 'A-3']);
    expect(Object.values(now).map((info) => info.status)).toEqual(['booked', 'booked', 'booked']);
    expect(now['A-2'].orderId).toBe('o-2');
  });

  test('a batch over two events refused in the second names that event; the rows stay as typed', async () => {
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    fillRows({ Objects: 'A-1' }, { Event: 'matinee', Objects: 'B-1' });
    click('Preview');
    expect(await screen.findByText(/The service will accept this batch/)).toBeVisible();
    // Another desk books B-1 in the matinee between the preview and the submit.
    await app.api.status.book('matinee', { objects: ['B-1'], orderId: 'elsewhere' });
    click('Submit batch (2)');

    const heading = await screen.findByText('The service refused the batch');
    const refusal = heading.closest('[role="alert"]') as HTMLElement;
    expect(within(refusal).getByText('B-1 in matinee is already booked.')).toHaveAttribute(
      'title',
      'API: OBJECT_ALREADY_IN_STATUS: B-1 is already booked',
    );
    expect(within(rowGroup(1)).getByLabelText('Objects')).toHaveValue('A-1');
    expect(within(rowGroup(2)).getByLabelText('Event')).toHaveValue('matinee');
    expect(within(rowGroup(2)).getByLabelText('Objects')).toHaveValue('B-1');
    expect((await app.api.status.objectInfos('concert', ['A-1']))['A-1'].status).toBe('free');
  });

  test('an accepted batch is one request; the page shows every row’s objects as the service left them', async () => {
    const batchRequests: string[] = [];
    renderApp(app, '/batch?event=concert', {
      fetch: (input, init) => {
        if (input.includes('/events/actions/change-object-status')) batchRequests.push(input);
        return app.service.fetch(input, init);
      },
    });
    await screen.findByRole('group', { name: 'Row 1' });
    fillRows(
      { Objects: 'A-1..A-3', 'Order id': 'ord-1' },
      { Event: 'matinee', Action: 'custom', 'Custom status': 'vip', Objects: 'B-1, GA1 x 5' },
    );
    click('Preview');
    expect(await screen.findByText(/The service will accept this batch/)).toBeVisible();
    click('Submit batch (2)');

    const result = await screen.findByRole('region', { name: 'Batch result' });
    expect(batchRequests).toEqual([
      `${app.service.baseUrl}/events/actions/change-object-status?expand=objects`,
    ]);
    expect(within(result).getByText('Batch applied')).toBeVisible();
    expect(within(result).getAllByText('order ord-1')).toHaveLength(3);
    const infos = await app.api.status.objectInfos('matinee', ['B-1', 'GA1']);
    expect(infos['B-1'].status).toBe('vip');
    expect(infos.GA1.numBooked).toBe(5);
    await waitFor(() => expect(within(rowGroup(1)).getByLabelText('Objects')).toHaveValue(''));
  });
});
