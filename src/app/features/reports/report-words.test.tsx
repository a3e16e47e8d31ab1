// @vitest-environment jsdom
// The report pages in staff words (issue: "the reports page speaks API"): report names a clerk
// says ("Why not available", one "Category"), and the event or chart named by its name and date,
// never by its key; the API's term is at most a tooltip.
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const EVENT_KEY = 'evt-7f3a';
const CHART_KEY = 'chart-19c2';

const app = appPerTest(async ({ api }) => {
  await seedChart(api, CHART_KEY, 'sampleChart');
  await api.charts.update(CHART_KEY, { name: 'Main hall' });
  await api.events.create({
    chartKey: CHART_KEY,
    eventKey: EVENT_KEY,
    name: 'Hamlet',
    date: '2026-12-02',
  });
  await api.status.book(EVENT_KEY, { objects: ['A-1'] });
});

const visibleText = () => document.body.textContent ?? '';

describe('report pages in staff words', () => {
  test('the event summary: tabs a clerk says, the event by name and date, no key', async () => {
    renderApp(app, `/reports/events/${EVENT_KEY}`);
    const table = await screen.findByRole('table', { name: /Hamlet · Dec 2, 2026: places by/ });
    expect(table).toBeVisible();
    const tabs = within(screen.getByRole('navigation', { name: 'Summary report' }));
    expect(tabs.getByRole('link', { name: 'Why not available' })).toBeVisible();
    expect(tabs.getAllByRole('link', { name: /^Category/ }).map((t) => t.textContent)).toEqual([
      'Category',
    ]);
    expect(visibleText()).not.toMatch(/Availability reason|Category key/);
    expect(visibleText()).not.toContain(EVENT_KEY);
    expect(visibleText()).not.toContain(CHART_KEY);
    expect(screen.getByRole('link', { name: 'Main hall' })).toBeVisible();
  });

  test('the detailed report: the picker and columns in staff words, caption by name', async () => {
    renderApp(app, `/reports/events/${EVENT_KEY}?view=detailed&type=byAvailabilityReason`);
    const grid = await screen.findByRole('table', {
      name: /Hamlet · Dec 2, 2026: why not available report/,
    });
    expect(within(grid).getByRole('columnheader', { name: /Why not available/ })).toBeVisible();
    const picker = screen.getByRole('combobox', { name: 'Report' });
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('By why not available');
    expect(options.filter((o) => o?.startsWith('By category'))).toEqual(['By category']);
    expect(visibleText()).not.toMatch(/Availability reason|Category key/);
    expect(visibleText()).not.toContain(EVENT_KEY);
  });

  test('the chart reports name the chart, not its key', async () => {
    renderApp(app, `/reports/charts/${CHART_KEY}`);
    const table = await screen.findByRole('table', { name: /Main hall \(published version\)/ });
    expect(table).toBeVisible();
    expect(visibleText()).not.toMatch(/Availability reason|Category key/);
    expect(visibleText()).not.toContain(CHART_KEY);
  });
});
