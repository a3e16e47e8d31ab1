// @vitest-environment jsdom
// Issue 28, item 13: an offer of 2 places in a general-admission area painted the area as if all
// of it were offered (chosen, and in the offer's colour). The map now says "2 of 100 places" of
// the area instead; read here through the map's list and legend (jsdom draws no canvas), against
// the real service in-process.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const EVENT = 'gala';
const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', [EVENT]));

/** The whole back office against the service, several finds: slow on a loaded machine. */
const SLOW = 90_000;

describe('a GA offer on the phone-sale map', () => {
  test(
    '2 places in GA1 are shown as 2 of 100 places, not the whole area chosen',
    async () => {
      // Rows A and B (Cat1) sold: the best 2 in Cat1 are places in GA1.
      const rows = ['A', 'B'].flatMap((row) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${row}-${n}`));
      await app.api.status.book(EVENT, { objects: rows });
      renderApp(app, `/phone-sale?event=${EVENT}`);
      const form = await screen.findByRole('form', { name: 'Find best seats' });
      const category = within(form).getByLabelText('Category') as HTMLSelectElement;
      const cat1 = within(category).getByRole('option', { name: 'Cat1' }) as HTMLOptionElement;
      fireEvent.change(category, { target: { value: cat1.value } });
      fireEvent.click(within(form).getByRole('button', { name: 'Find 2 best seats' }));
      await screen.findByRole('listitem', { name: /^Offer 1:/ });

      const map = await screen.findByRole('region', { name: 'Seat map of gala' });
      const legend = within(map).getByRole('list', { name: 'Legend' });
      const latest = within(legend).getByText('This offer').closest('li');
      expect(latest).toHaveTextContent('2 places');
      fireEvent.click(within(map).getByRole('button', { name: 'List' }));
      fireEvent.change(within(map).getByLabelText('Filter'), { target: { value: 'GA1' } });
      expect(await within(map).findByText(/^GA1, .*, 2 of 100 places in offer 1$/)).toBeVisible();
      // The area is not chosen as a whole.
      expect(within(map).getByRole('checkbox', { name: 'Select GA1' })).not.toBeChecked();
    },
    SLOW,
  );
});
