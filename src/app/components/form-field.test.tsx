// @vitest-environment jsdom
// The one form field (issue 29 §3): every form's labelled controls read and announce themselves
// the same way. Shown through a real form on the real service: the season form's fields.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../test-support/render-app-test-kit';

const app = appPerTest((app) => seedChart(app.api, 'hall'));

describe('the form field', () => {
  test('a field is named by its label and described by its hint, then by its error in its place', async () => {
    renderApp(app, '/seasons');
    const form = await screen.findByRole('form', { name: 'Create a season' });
    const seasonKey = within(form).getByRole('textbox', { name: 'Season key' });
    expect(seasonKey).toHaveAccessibleDescription('Left empty, the service chooses one.');
    expect(seasonKey).not.toHaveAttribute('aria-invalid');

    const nights = within(form).getByRole('textbox', {
      name: 'Events, one per line: date and name',
    });
    expect(nights).toHaveAccessibleDescription(
      'Each line makes one event of the season, with its date and name.',
    );
    fireEvent.change(nights, { target: { value: '2026-12-02 Hamlet\nDec 4' } });
    expect(nights).toHaveAttribute('aria-invalid', 'true');
    expect(nights).toHaveAccessibleDescription('Line 2 does not start with a date as YYYY-MM-DD.');
    fireEvent.change(nights, { target: { value: '2026-12-02 Hamlet' } });
    expect(nights).not.toHaveAttribute('aria-invalid');
  });

  test('a required field is marked so, and its name stays as its label says', async () => {
    renderApp(app, '/seasons');
    const form = await screen.findByRole('form', { name: 'Create a season' });
    const chart = within(form).getByRole('combobox', { name: 'Chart key' });
    expect(chart).toHaveAttribute('aria-required', 'true');
    expect(chart.closest('.field')).toHaveClass('field-required');
    expect(within(form).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute(
      'aria-required',
    );
  });
});
