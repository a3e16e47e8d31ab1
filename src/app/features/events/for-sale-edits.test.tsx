// @vitest-environment jsdom
// For sale from the map selection is an incremental edit (edit-for-sale-config): it never undoes
// what another manager set meanwhile, and the edits the event has left today are shown beside
// the buttons, against the real service in-process.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['gala']));

async function selectOnMap(labels: string[]) {
  const map = await screen.findByRole('region', { name: 'Seat map' });
  fireEvent.click(await within(map).findByRole('button', { name: 'List' }));
  await waitFor(() =>
    expect(within(map).getByRole('checkbox', { name: `Select ${labels[0]}` })).toBeEnabled(),
  );
  for (const label of labels) {
    fireEvent.click(within(map).getByRole('checkbox', { name: `Select ${label}` }));
  }
  return map;
}

const forSale = async (labels: string[]) => {
  const infos = await app.api.status.objectInfos('gala', labels);
  return labels.map((label) => infos[label].forSale);
};

describe('for-sale edits from the map selection', () => {
  test('keeps what another manager took off sale meanwhile, and shows the edits left today', async () => {
    renderApp(app, '/events/gala');
    const map = await selectOnMap(['A-1', 'A-2']);
    // Another manager, elsewhere, after this map read the states.
    await app.api.status.editForSaleConfig('gala', { notForSale: [{ object: 'B-1' }] });

    fireEvent.click(within(map).getByRole('button', { name: 'Mark not for sale' }));
    expect(await within(map).findByRole('status')).toHaveTextContent(
      'A-1, A-2 are now not for sale.',
    );
    expect(within(map).getByText('8 edits left today')).toBeVisible();
    expect(await forSale(['A-1', 'A-2', 'B-1', 'A-3'])).toEqual([false, false, false, true]);

    fireEvent.click(await within(map).findByRole('button', { name: 'Put back on sale' }));
    await waitFor(() =>
      expect(within(map).getByRole('status')).toHaveTextContent('A-1, A-2 are back on sale.'),
    );
    expect(within(map).getByText('7 edits left today')).toBeVisible();
    expect(await forSale(['A-1', 'A-2', 'B-1'])).toEqual([true, true, false]);
    const event = await app.api.events.retrieve('gala');
    expect(event.forSaleConfig).toMatchObject({ forSale: false, objects: ['B-1'] });
  });

  test('an event with no edits left today is refused in plain words, and nothing changes', async () => {
    for (let i = 0; i < 10; i++) {
      const item = [{ object: 'B-1' }];
      await app.api.status.editForSaleConfig(
        'gala',
        i % 2 ? { forSale: item } : { notForSale: item },
      );
    }
    renderApp(app, '/events/gala');
    const map = await selectOnMap(['A-1']);
    fireEvent.click(within(map).getByRole('button', { name: 'Mark not for sale' }));
    expect(await within(map).findByRole('alert')).toHaveTextContent(
      /^This event has no edits left today; nothing was marked not for sale\. More are allowed from midnight UTC \(.+ here\)\.$/,
    );
    expect(within(map).getByText('No edits left today')).toBeVisible();
    expect(await forSale(['A-1', 'B-1'])).toEqual([true, true]);
  });
});
