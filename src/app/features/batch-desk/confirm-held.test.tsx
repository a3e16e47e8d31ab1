// @vitest-environment jsdom
// Issue 28, item 1, as the clerk reported it: a hold made at the desk across two events, then
// "Confirm held seats" must book everything the token holds, in every event, and clicking the
// template again must not add the same rows twice.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';
import { change, click, rowGroup } from './desk-screen-test-kit';

vi.setConfig({ testTimeout: 90_000 });

const EVENTS = ['hamlet-2026-12-02', 'hamlet-2026-12-03'];
const SEATS = ['Section A-A-1', 'Section A-A-2'];
const app = appPerTest((app) => seedChart(app.api, 'globe', 'sampleChartWithSections', EVENTS));

async function previewAndSubmit(count: number) {
  click(/^Preview/);
  expect(await screen.findByText(/The service will accept this batch/)).toBeVisible();
  click(`Submit batch (${count})`);
  await screen.findByRole('region', { name: 'Batch result' });
}

/** Batch desk → Hold for a customer → two rows, one per performance → Preview → Submit. */
async function holdForACustomerInTwoEvents(): Promise<string> {
  renderApp(app, '/batch');
  await screen.findByRole('group', { name: 'Row 1' });
  click('Hold for a customer');
  await waitFor(() => expect(within(rowGroup(1)).getByLabelText('Hold token')).not.toHaveValue(''));
  const token = (within(rowGroup(1)).getByLabelText('Hold token') as HTMLInputElement).value;
  change(rowGroup(1), 'Event', EVENTS[0]);
  change(rowGroup(1), 'Objects', SEATS.join(', '));
  click('Duplicate row 1');
  change(rowGroup(2), 'Event', EVENTS[1]);
  await previewAndSubmit(2);
  for (const event of EVENTS) {
    const held = await app.api.status.objectInfos(event, SEATS);
    for (const seat of SEATS) expect(held[seat].holdToken).toBe(token);
  }
  return token;
}

function findHeld() {
  click('Confirm held seats');
  const form = screen.getByRole('form', { name: 'Confirm held seats' });
  fireEvent.click(within(form).getByRole('button', { name: 'Find held objects' }));
}

describe('Confirm held seats after a hold in two events', () => {
  test('takes all four seats the token holds, in both events, and Submit books them all', async () => {
    const token = await holdForACustomerInTwoEvents();
    findHeld();
    await screen.findByRole('group', { name: 'Row 2' });
    expect(within(rowGroup(1)).getByLabelText('Event')).toHaveValue(EVENTS[0]);
    expect(within(rowGroup(2)).getByLabelText('Event')).toHaveValue(EVENTS[1]);
    for (const n of [1, 2]) {
      expect(within(rowGroup(n)).getByLabelText('Action')).toHaveValue('book');
      expect(within(rowGroup(n)).getByLabelText('Objects')).toHaveValue(SEATS.join(', '));
      expect(within(rowGroup(n)).getByLabelText('Hold token')).toHaveValue(token);
    }
    await previewAndSubmit(2);
    for (const event of EVENTS) {
      const now = await app.api.status.objectInfos(event, SEATS);
      for (const seat of SEATS) expect(now[seat].status).toBe('booked');
    }
  });

  test('clicking the template twice gives the rows once', async () => {
    await holdForACustomerInTwoEvents();
    findHeld();
    await screen.findByRole('group', { name: 'Row 2' });
    findHeld();
    // The second read has come back once the form has closed again.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Confirm held seats' })).toBeNull(),
    );
    expect(screen.queryByRole('group', { name: 'Row 3' })).toBeNull();
    await previewAndSubmit(2);
  });

  test('rows that confirm only part of the hold say, before Submit, what stays held', async () => {
    const token = await holdForACustomerInTwoEvents();
    findHeld();
    await screen.findByRole('group', { name: 'Row 2' });
    click('Remove row 2');
    click(/^Preview/);
    expect(await screen.findByText(/The service will accept this batch/)).toBeVisible();
    const left = await screen.findByRole('status', { name: 'Left held' });
    expect(left).toHaveTextContent(`Section A-A-1, Section A-A-2 in ${EVENTS[1]} (token ${token})`);
    expect(left).not.toHaveTextContent(EVENTS[0]);
  });
});
