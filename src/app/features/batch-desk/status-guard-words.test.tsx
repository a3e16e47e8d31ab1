// @vitest-environment jsdom
// Issue 28 item 11 ("only if reservedByToken"): the batch desk's previous-status guard offered
// "Held" but wrote the wire's `reservedByToken` into the field, and a clerk typing "held" as she
// says it sent a status no seat has, so a booking of held seats was refused whole.
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoApiTerms } from '../../test-support/api-terms-test-kit';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';
import { change, click, fillRows, rowGroup } from './desk-screen-test-kit';

vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert']));

describe('the previous-status guard in staff words', () => {
  test('the statuses offered are the words staff say, never the API status', async () => {
    renderApp(app, '/batch?event=concert');
    const row = await screen.findByRole('group', { name: 'Row 1' });
    const field = within(row).getByLabelText('Only if now');
    const offered = document.getElementById(field.getAttribute('list') ?? '');
    const values = [...(offered?.querySelectorAll('option') ?? [])].map((o) => o.value);
    expect(values).toEqual(['Free', 'Booked', 'Held']);
    expectNoApiTerms(values.join(' '));
  });

  test.each(['Held', 'held'])('booking held seats "Only if now: %s" books them', async (typed) => {
    const { holdToken } = await app.api.holdTokens.create();
    await app.api.status.hold('concert', { objects: ['A-1', 'A-2'], holdToken });
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    fillRows({ Objects: 'A-1, A-2', 'Hold token': holdToken, 'Order id': 'o-7' });
    change(rowGroup(1), 'Only if now', typed);
    click(/^Preview/);
    expect(await screen.findByText(/The service will accept this batch/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Preview of row 1' })).toHaveTextContent(
      /only if held now/,
    );
    click('Submit batch (1)');
    await screen.findByRole('region', { name: 'Batch result' });
    const now = await app.api.status.objectInfos('concert', ['A-1', 'A-2']);
    expect([now['A-1'].status, now['A-2'].status]).toEqual(['booked', 'booked']);
  });
});
