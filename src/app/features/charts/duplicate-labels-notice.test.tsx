// @vitest-environment jsdom
// The chart page names labels a drawing gives to more than one object (issue 27, A4), from the
// real service's chart validation; a chart without any shows no such notice.
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { appPerTest, fixture, renderApp } from '../../test-support/render-app-test-kit';

type Drawing = { subChart: { rows: Array<{ label: string; seats: Array<{ label: string }> }> } };

const app = appPerTest(async (app) => {
  const drawing = fixture('sampleChart') as unknown as Drawing;
  const rowA = drawing.subChart.rows[0];
  rowA.seats.push({ ...(rowA.seats.at(-1) as { label: string }), label: '1' });
  await app.api.charts.upload('dup', drawing);
  await app.api.charts.upload('clean', fixture('sampleChart'));
});

test('the chart page names the duplicated label and says only the first can be sold', async () => {
  renderApp(app, '/charts/dup');
  const note = await screen.findByRole('note', { name: 'Duplicate labels (published)' });
  expect(note).toHaveTextContent('gives a label to more than one object: A-1 (2 objects).');
  expect(note).toHaveTextContent('Only the first object of each label can be sold');
});

test('a chart without duplicate labels shows no such notice', async () => {
  renderApp(app, '/charts/clean');
  await screen.findByRole('region', { name: 'Seat map' });
  expect(await app.api.charts.validate('clean')).toMatchObject({ duplicateLabelCount: 0 });
  expect(screen.queryByRole('note', { name: /Duplicate labels/ })).toBeNull();
});
