// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest((app) => seedChart(app.api, 'plain'));

const table = () => screen.getByRole('table', { name: 'Categories' });
const addForm = () => screen.getByRole('form', { name: 'Add a category' });

function fillAdd(values: {
  key: string;
  kind?: 'Number' | 'Text';
  label: string;
  color?: string;
  accessible?: boolean;
}) {
  const form = addForm();
  fireEvent.change(within(form).getByLabelText('Key'), { target: { value: values.key } });
  fireEvent.click(within(form).getByLabelText(values.kind ?? 'Number'));
  fireEvent.change(within(form).getByLabelText('Label'), { target: { value: values.label } });
  if (values.color)
    fireEvent.change(within(form).getByLabelText('Colour'), { target: { value: values.color } });
  if (values.accessible) fireEvent.click(within(form).getByLabelText('Accessible'));
  fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
}

describe('categories manager', () => {
  test('shows every category with swatch, label, typed key and accessibility', async () => {
    renderApp(app, '/charts/plain');
    await screen.findByRole('table', { name: 'Categories' });
    const expected = await app.api.charts.listCategories('plain');
    expect(within(table()).getAllByRole('row')).toHaveLength(expected.length + 1);
    for (const category of expected) {
      const row = within(table()).getByText(category.label).closest('tr') as HTMLElement;
      const typedKey =
        typeof category.key === 'number' ? `${category.key} number` : `"${category.key}" text`;
      const cells = within(row).getAllByRole('cell');
      expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual([
        category.color,
        category.label,
        typedKey,
        category.accessible ? 'Yes' : 'No',
      ]);
    }
  });

  test('adds categories keeping the key type as typed', async () => {
    renderApp(app, '/charts/plain');
    await screen.findByRole('table', { name: 'Categories' });
    fillAdd({ key: '42', label: 'Balcony', color: '#aa3300', accessible: true });
    await within(table()).findByText('Balcony');
    fillAdd({ key: '43', kind: 'Text', label: 'Box' });
    await within(table()).findByText('Box');
    const categories = await app.api.charts.listCategories('plain');
    expect(categories.find((c) => c.label === 'Balcony')).toEqual({
      key: 42,
      label: 'Balcony',
      color: '#aa3300',
      accessible: true,
    });
    expect(categories.find((c) => c.label === 'Box')?.key).toBe('43');
  });

  test('bad input is caught in the form and nothing is sent', async () => {
    const before = await app.api.charts.listCategories('plain');
    const existingKey = String(before[0].key);
    renderApp(app, '/charts/plain');
    await screen.findByRole('table', { name: 'Categories' });
    fillAdd({ key: existingKey, label: '  ', color: '#12' });
    const field = (label: string) => within(addForm()).getByLabelText(label);
    expect(field('Key')).toHaveAccessibleDescription(
      `This chart already has a category with the key ${existingKey}.`,
    );
    expect(field('Label')).toHaveAccessibleDescription('Label must not be empty.');
    expect(field('Colour')).toHaveAccessibleDescription(/"#12"/);
    expect(field('Label')).toHaveAttribute('aria-invalid', 'true');
    expect(await app.api.charts.listCategories('plain')).toEqual(before);
  });

  test("the service's refusal still shows, its code in the tooltip, when the form could not know", async () => {
    renderApp(app, '/charts/plain');
    await screen.findByRole('table', { name: 'Categories' });
    await app.api.charts.addCategory('plain', { key: 77, label: 'Sneaky' });
    fillAdd({ key: '77', label: 'Mine' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The category was not added');
    expect(alert).toHaveTextContent(
      'The chart already has a category with key 77; choose another key.',
    );
    expect(alert.querySelector('p')).toHaveAttribute('title', 'API: CATEGORY_ALREADY_EXISTS');
    // The form keeps what was typed so it can be fixed.
    expect(within(addForm()).getByLabelText('Label')).toHaveValue('Mine');
  });

  test('edits a category in place and removes one after confirming', async () => {
    const [first, second] = await app.api.charts.listCategories('plain');
    renderApp(app, '/charts/plain');
    await screen.findByRole('table', { name: 'Categories' });

    fireEvent.click(screen.getByRole('button', { name: `Edit category ${first.label}` }));
    fireEvent.change(screen.getByLabelText(`Label of ${first.key}`), {
      target: { value: 'Front stalls' },
    });
    fireEvent.change(screen.getByLabelText(`Colour of ${first.key}`), {
      target: { value: 'orange' },
    });
    fireEvent.click(within(table()).getByRole('button', { name: 'Save' }));
    await within(table()).findByText('Front stalls');
    // Issue 28: the toast names the category as staff know it, not by its key.
    expect(await screen.findByText('Category "Front stalls" saved.')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: `Remove category ${second.label}` }));
    const dialog = screen.getByRole('dialog', { name: `Remove category "${second.label}"?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table()).queryByText(second.label)).toBeNull());

    const after = await app.api.charts.listCategories('plain');
    expect(after.find((c) => c.key === first.key)).toEqual({
      ...first,
      label: 'Front stalls',
      color: 'orange',
    });
    expect(after.some((c) => c.key === second.key)).toBe(false);
  });

  test('a chart with events says changes go into a draft and links to the draft report', async () => {
    await seedChart(app.api, 'used', 'sampleChart', ['concert']);
    renderApp(app, '/charts/used');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('draft version');
    expect(within(note).getByRole('link', { name: "See the draft's report" })).toHaveAttribute(
      'href',
      '/reports/charts/used?version=draft',
    );
  });

  test('a chart without events shows no draft notice', async () => {
    renderApp(app, '/charts/plain');
    await screen.findByRole('table', { name: 'Categories' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
