// @vitest-environment jsdom
// Issue 28, item 6: seats kept for a channel (the box office's own included) on the phone sale,
// against the real service in-process. The report's steps: an event whose only free seats in a
// section are kept for the channel "Box office"; the phone sale found nothing there and drew them
// as plain Free. Now the clerk sees them as the box office's, is told they are not offered, ticks
// the channel and sells them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const EVENT = 'matinee';
const KEPT = ['Section A-A-1', 'Section A-A-2', 'Section A-A-3', 'Section A-A-4'];

const app = appPerTest(async (app) => {
  await seedChart(app.api, 'house', 'sampleChartWithSections', [EVENT]);
  await app.api.channels.replace(EVENT, [
    { key: 'bo', name: 'Box office', color: '#e8590c', objects: KEPT },
    { key: 'members', name: 'Members', color: '#0b7285', objects: ['Section B-A-1'] },
  ]);
});

async function sectionASeats(): Promise<string[]> {
  const report = await app.api.reports.eventReport(EVENT, 'byStatus');
  return Object.values(report)
    .flat()
    .map((info) => info.label)
    .filter((label) => label.startsWith('Section A-'));
}

async function openPage() {
  // Everything else in Section A is sold: the box office's seats are its only free ones.
  const others = (await sectionASeats()).filter((label) => !KEPT.includes(label));
  await app.api.status.book(EVENT, { objects: others });
  renderApp(app, `/phone-sale?event=${EVENT}`);
  return screen.findByRole('form', { name: 'Find best seats' });
}

function chooseWhere(form: HTMLElement, name: string) {
  const where = within(form).getByLabelText('Section or zone') as HTMLSelectElement;
  const option = within(where).getByRole('option', { name }) as HTMLOptionElement;
  fireEvent.change(where, { target: { value: option.value } });
}

const offer = (n: number) => screen.findByRole('listitem', { name: new RegExp(`^Offer ${n}:`) });

/** The whole back office against the service, several finds: slow on a loaded machine. */
const SLOW = 90_000;

describe('phone sale and channels', () => {
  test(
    'seats kept for the box office: drawn as such, said not offered, sold once the channel is ticked',
    async () => {
      const form = await openPage();
      chooseWhere(form, 'Section A');
      fireEvent.change(within(form).getByLabelText('Seats'), { target: { value: '2' } });

      // The map tells the box office's free seats from the open sale's (legend and list).
      const map = await screen.findByRole('region', { name: 'Seat map of matinee' });
      const legend = within(map).getByRole('list', { name: 'Legend' });
      expect(within(legend).getByText('Free, kept for Box office')).toBeVisible();
      fireEvent.click(within(map).getByRole('button', { name: 'List' }));
      expect(
        await within(map).findByText(/^Section A-A-1, .*Free, kept for Box office$/),
      ).toBeVisible();

      // Not ticked: the clerk is told why they are not offered, and the find says it again.
      expect(within(form).getByText('4 seats kept for Box office are not offered.')).toBeVisible();
      fireEvent.click(within(form).getByRole('button', { name: 'Find 2 best seats' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No 2 seats together left in Section A: try fewer seats, another section or seats apart. 4 seats kept for Box office are not offered.',
      );

      // Ticked: the channel is offered by its name, never its key.
      const channels = within(form).getByRole('group', { name: 'Offer seats from' });
      expect(within(channels).queryByText('bo')).toBeNull();
      fireEvent.click(within(channels).getByLabelText('Box office'));
      expect(within(form).queryByText(/kept for Box office are not offered/)).toBeNull();
      fireEvent.click(within(form).getByRole('button', { name: 'Find 2 best seats' }));
      const first = await offer(1);
      const labels = within(first)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent ?? '');
      expect(labels.every((label) => KEPT.includes(label))).toBe(true);
      expect(labels).toHaveLength(2);

      fireEvent.change(screen.getByLabelText('Order id (optional)'), { target: { value: 'BO-7' } });
      fireEvent.click(within(first).getByRole('button', { name: 'Book these' }));
      expect(await screen.findByText(/^Booked:/)).toHaveTextContent(/— order BO-7$/);
      const infos = await app.api.status.objectInfos(EVENT, labels);
      for (const label of labels) {
        expect(infos[label]).toMatchObject({ status: 'booked', orderId: 'BO-7', channel: 'bo' });
      }
    },
    SLOW,
  );

  test(
    '"Not these" and "Next best" work on seats kept for the channel',
    async () => {
      const form = await openPage();
      chooseWhere(form, 'Section A');
      fireEvent.change(within(form).getByLabelText('Seats'), { target: { value: '2' } });
      const channels = within(form).getByRole('group', { name: 'Offer seats from' });
      fireEvent.click(within(channels).getByLabelText('Box office'));
      fireEvent.click(within(form).getByRole('button', { name: 'Find 2 best seats' }));
      await offer(1);
      fireEvent.click(screen.getByRole('button', { name: 'Next best' }));
      await offer(2);
      const held = await app.api.reports.eventSummary(EVENT, 'byStatus');
      expect(held.reservedByToken?.count).toBe(4);
      fireEvent.click(within(await offer(1)).getByRole('button', { name: 'Not these' }));
      expect(await screen.findByText(/^Released .*: they are free again\.$/)).toBeVisible();
      await waitFor(async () => {
        const after = await app.api.reports.eventSummary(EVENT, 'byStatus');
        expect(after.reservedByToken?.count).toBe(2);
      });
    },
    SLOW,
  );
});
