// @vitest-environment jsdom
// Issue 28, item 12: a venue came in only through the API. A designer drawing file is read,
// judged by the upload's own rules, previewed with its categories and map, and saved only when
// the manager says so; a file that is not a drawing is refused in plain words, nothing saved.
import { gzipSync } from 'node:zlib';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, fixture, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest(async ({ api }) => {
  await seedChart(api, 'main-hall', 'sampleChartWithSections', ['spring']);
});

async function choose(name: string, content: string | Uint8Array) {
  const input = within(await screen.findByRole('region', { name: 'Drawing file' })).getByLabelText(
    'Choose a file…',
  );
  fireEvent.change(input, { target: { files: [new File([content as BlobPart], name)] } });
}

async function chartKeys() {
  return (await app.api.charts.list({ limit: 100 })).items.map((chart) => chart.key).sort();
}

/** The categories table as [name, seats] rows. */
function categoryRows(): Array<[string, number]> {
  const table = screen.getByRole('table', { name: 'Categories in the file' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [head, seats] = row.querySelectorAll('th, td');
      return [head.textContent ?? '', Number(seats.textContent?.replace(/\D/g, ''))];
    });
}

describe('importing a chart', () => {
  test('a designer file is previewed with its categories and map, and saved only on Save', async () => {
    renderApp(app, '/charts');
    fireEvent.click(await screen.findByRole('link', { name: 'Import a chart…' }));
    await screen.findByRole('heading', { name: 'Import a chart', level: 1 });
    const before = await chartKeys();
    await choose(
      'sampleChartWithSections.json',
      JSON.stringify(fixture('sampleChartWithSections')),
    );

    await screen.findByRole('heading', { name: 'Sample chart with sections', level: 2 });
    expect(screen.getByText(/upload checks pass/)).toBeVisible();
    await screen.findByRole('region', { name: 'Seat map preview' });
    const rows = categoryRows();
    // The file's counts are the service's own once saved (checked below); nothing is saved yet.
    expect(rows.length).toBeGreaterThan(0);
    expect(await chartKeys()).toEqual(before);

    fireEvent.click(screen.getByRole('button', { name: 'Save chart' }));
    await screen.findByRole('heading', { name: 'Sample chart with sections', level: 1 });
    const added = (await chartKeys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    const summary = await app.api.reports.chartSummary(added[0], 'byCategoryLabel', {
      bookWholeTables: 'false',
    });
    const served = Object.entries(summary)
      .map(([label, entry]): [string, number] => [label, entry.count])
      .filter(([, count]) => count > 0);
    expect(
      rows.map(([label, seats]) => [label.replace('No category', 'NO_CATEGORY'), seats]).sort(),
    ).toEqual(served.sort());
    expect(await app.api.charts.drawing(added[0])).toEqual(fixture('sampleChartWithSections'));
  });

  test('a gzipped file is unpacked and can be saved as the draft of a chart in use', async () => {
    renderApp(app, '/import-chart');
    const drawing = fixture('sampleChartWithTables') as Record<string, unknown>;
    await choose('tables.json.gz', gzipSync(JSON.stringify({ ...drawing, name: 'Next season' })));
    await screen.findByRole('heading', { name: 'Next season', level: 2 });
    expect(screen.getByText(/gzipped\)/)).toBeVisible();

    fireEvent.click(screen.getByLabelText(/As the new draft of a chart in use/));
    const select = await screen.findByRole('combobox', { name: 'Chart' });
    await within(select).findByRole('option', { name: /Sample chart with sections \(main-hall\)/ });
    fireEvent.change(select, { target: { value: 'main-hall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    await screen.findByRole('heading', { name: 'Sample chart with sections', level: 1 });
    expect((await app.api.charts.retrieve('main-hall')).status).toBe('PUBLISHED_WITH_DRAFT');
    expect((await app.api.charts.drawing('main-hall', 'draft')).name).toBe('Next season');
    expect(await app.api.charts.drawing('main-hall')).toEqual(fixture('sampleChartWithSections'));
  });

  test.each([
    ['notes.txt', 'Row A, seats 1 to 10', 'it is not JSON text.'],
    ['list.json', '[1, 2, 3]', 'it holds a list, not a drawing.'],
    ['package.json', '{"name": "seatdesk", "version": "1.0.0"}', 'it has no seating plan in it.'],
    [
      'broken.json',
      JSON.stringify({ subChart: { rows: [{ label: 'A', seats: 'none' }] } }),
      'The service would refuse this drawing: drawing.subChart.rows[0].seats must be an array.',
    ],
  ])('%s is refused in plain words and nothing is saved', async (name, content, problem) => {
    renderApp(app, '/import-chart');
    const before = await chartKeys();
    await choose(name, content);
    const refusal = await screen.findByRole('alert', { name: 'File refused' });
    expect(refusal).toHaveTextContent(`${name} cannot be imported`);
    expect(refusal).toHaveTextContent(problem);
    expect(refusal).toHaveTextContent('Nothing was saved.');
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(await chartKeys()).toEqual(before);
  });

  test('a drawing repeating labels names them before it is saved', async () => {
    const drawing = fixture('sampleChart') as {
      subChart: { rows: Array<{ seats: Array<{ label: string }> }> };
    };
    const rowA = drawing.subChart.rows[0];
    rowA.seats.push({ ...(rowA.seats.at(-1) as { label: string }), label: '1' });
    renderApp(app, '/import-chart');
    await choose('dup.json', JSON.stringify(drawing));
    const note = await screen.findByRole('note', { name: 'Duplicate labels (file)' });
    expect(note).toHaveTextContent(
      'The drawing in this file gives a label to more than one object: A-1 (2 objects).',
    );
    // The service's validation says the same once it is saved.
    fireEvent.click(screen.getByRole('button', { name: 'Save chart' }));
    await waitFor(async () => expect((await chartKeys()).length).toBe(2));
    const key = (await chartKeys()).find((k) => k !== 'main-hall') as string;
    expect(await app.api.charts.validate(key)).toMatchObject({
      duplicateLabels: [{ label: 'A-1', count: 2 }],
    });
  });
});
