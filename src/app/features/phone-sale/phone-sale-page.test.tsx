// @vitest-environment jsdom
// The phone sale against the real service in-process: what the page says is held or booked is
// checked against the service's own object infos and summaries.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const EVENT = 'gala';
const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', [EVENT]));

async function openPage() {
  renderApp(app, `/phone-sale?event=${EVENT}`);
  return screen.findByRole('form', { name: 'Find best seats' });
}

async function find(form: HTMLElement, seats: string, category?: string) {
  fireEvent.change(within(form).getByLabelText('Seats'), { target: { value: seats } });
  if (category) {
    const select = within(form).getByLabelText('Category') as HTMLSelectElement;
    const option = within(select).getByRole('option', { name: category }) as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
  }
  fireEvent.click(within(form).getByRole('button', { name: /^Find/ }));
}

const offer = (n: number) => screen.findByRole('listitem', { name: new RegExp(`^Offer ${n}:`) });

function seatsOf(item: HTMLElement): string[] {
  const list = within(item).getByRole('list', { name: /^Seats of offer/ });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent ?? '');
}

/** The page's hold token, from the timer's tooltip (staff see the time, integrators the token). */
function tokenOnPage(): string {
  return screen.getByRole('timer').getAttribute('title')?.replace('Hold token ', '') ?? '';
}

async function statuses(labels: string[]) {
  const infos = await app.api.status.objectInfos(EVENT, labels);
  return labels.map((label) => infos[label]);
}

async function heldCount() {
  const summary = await app.api.reports.eventSummary(EVENT, 'byStatus');
  return summary.reservedByToken?.count ?? 0;
}

describe('phone sale', () => {
  test("the event is chosen from the workspace's events; an unknown one is said so", async () => {
    await app.api.events.update(EVENT, { name: 'Gala night' });
    const { router } = renderApp(app, '/phone-sale?event=nope');
    expect(await screen.findByText('No event "nope" in this workspace.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Find best seats' })).toBeNull();
    const select = screen.getByLabelText('Event') as HTMLSelectElement;
    // Named as staff know it; the key only in the option's tooltip.
    const option = await within(select).findByRole('option', { name: 'Gala night' });
    expect(option).toHaveAttribute('title', 'Event key: gala');
    fireEvent.change(select, { target: { value: EVENT } });
    expect(await screen.findByRole('form', { name: 'Find best seats' })).toBeVisible();
    expect(router.state.location.search).toBe(`?event=${EVENT}`);
  });

  test('finds the 4 best seats in Cat1 together and holds exactly them with one staff token', async () => {
    const form = await openPage();
    await find(form, '4', 'Cat1');
    const first = await offer(1);
    expect(within(first).getByText('Together: yes')).toBeVisible();
    const labels = seatsOf(first);
    expect(labels).toEqual(['A-3', 'A-4', 'A-5', 'A-6']);
    const infos = await statuses(labels);
    expect(new Set(infos.map((i) => i.status))).toEqual(new Set(['reservedByToken']));
    expect(new Set(infos.map((i) => i.holdToken)).size).toBe(1);
    expect(infos.every((i) => i.categoryLabel === 'Cat1')).toBe(true);
    expect(await heldCount()).toBe(4);
    expect(screen.getByRole('timer')).toHaveTextContent(/^Held: 1[45] min/);
    // Registered as a token this back office owns (for the holds view).
    const stored = Object.keys(sessionStorage)
      .filter((key) => key.endsWith('.hold-tokens'))
      .map((key) => sessionStorage.getItem(key) ?? '');
    expect(stored.join()).toContain(infos[0].holdToken);

    // The map (read as its list, the canvas does not draw in jsdom) marks exactly the block.
    const map = await screen.findByRole('region', { name: 'Seat map of gala' });
    fireEvent.click(within(map).getByRole('button', { name: 'List' }));
    const marked = await within(map).findAllByText(/, in offer 1$/);
    expect(marked.map((node) => node.textContent?.split(',')[0])).toEqual(labels);
    expect(within(map).getByText('This offer')).toBeVisible();
  });

  test('accessible seats are asked for in words, never as a bare 0', async () => {
    const form = await openPage();
    const accessible = within(form).getByLabelText('Accessible seats') as HTMLSelectElement;
    expect(accessible.selectedOptions[0]).toHaveTextContent('None needed');
    expect(within(form).queryByDisplayValue('0')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Seats'), { target: { value: '3' } });
    expect(
      within(accessible)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None needed', '1 of the 3', '2 of the 3', '3 of the 3']);
    fireEvent.change(accessible, { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: /^Find/ }));
    // A-7 is the sample chart's accessible seat: asked for, it is in the block.
    expect(seatsOf(await offer(1))).toEqual(['A-6', 'A-7', 'A-8']);
  });

  test('next best keeps the first block held; "Not these" releases only that block', async () => {
    const form = await openPage();
    await find(form, '2', 'Cat1');
    const first = seatsOf(await offer(1));
    // Held seats belong to this event: the event cannot change under them.
    expect(screen.getByLabelText('Event')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next best' }));
    const second = seatsOf(await offer(2));
    expect(second).toHaveLength(2);
    expect(second.some((label) => first.includes(label))).toBe(false);
    expect(await heldCount()).toBe(4);

    fireEvent.click(within(await offer(1)).getByRole('button', { name: 'Not these' }));
    expect(await screen.findByText(/^Released .* \(Cat1\): they are free again\.$/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Offer 1:/ })).toBeNull());
    expect((await statuses(first)).map((i) => i.status)).toEqual(['free', 'free']);
    expect((await statuses(second)).map((i) => i.status)).toEqual([
      'reservedByToken',
      'reservedByToken',
    ]);
  });

  test('"Book these" books exactly the held block with the order id and releases the other offer', async () => {
    const form = await openPage();
    await find(form, '4', 'Cat1');
    const chosen = seatsOf(await offer(1));
    fireEvent.click(screen.getByRole('button', { name: 'Next best' }));
    const other = seatsOf(await offer(2));
    fireEvent.change(screen.getByLabelText('Order id (optional)'), { target: { value: '1234' } });
    fireEvent.click(within(await offer(1)).getByRole('button', { name: 'Book these' }));

    const booked = await screen.findByText(/^Booked:/);
    expect(booked).toHaveTextContent(
      `Booked: ${chosen.join(', ')} (Cat1) — order 1234. Released the other offer: ${other.join(', ')}.`,
    );
    for (const info of await statuses(chosen)) {
      expect(info).toMatchObject({ status: 'booked', orderId: '1234' });
      expect(info.holdToken).toBeUndefined();
    }
    expect((await statuses(other)).every((i) => i.status === 'free')).toBe(true);
    const summary = await app.api.reports.eventSummary(EVENT, 'byStatus');
    expect(summary.booked?.count).toBe(4);
    expect(summary.reservedByToken?.count ?? 0).toBe(0);
    expect(screen.getByText(/^Nothing held for the caller/)).toBeVisible();

    // The next caller's sale does not inherit this order id.
    await find(form, '2');
    await offer(3);
    expect(screen.getByLabelText('Order id (optional)')).toHaveValue('');
  });

  test('nothing together left: says so in staff words and holds nothing', async () => {
    // Pairs are left in rows A and B, never four together; GA1 (also Cat1) is sold out.
    await app.api.status.book(EVENT, {
      objects: ['A-3', 'A-6', 'B-3', 'B-6', { objectId: 'GA1', quantity: 100 }],
    });
    const form = await openPage();
    await find(form, '4', 'Cat1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No 4 seats together left in Cat1: try fewer seats, another category or seats apart',
    );
    expect(await heldCount()).toBe(0);

    // More than there is: the service finds nothing either.
    await find(form, '20', 'Cat1');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No 20 seats together left in Cat1: try fewer seats',
      ),
    );
    expect(await heldCount()).toBe(0);
    expect(screen.queryByRole('listitem', { name: /^Offer/ })).toBeNull();
  });

  test('without "together only" seats apart are offered, and the list says they are not together', async () => {
    await app.api.status.book(EVENT, {
      objects: ['A-3', 'A-6', 'B-3', 'B-6', { objectId: 'GA1', quantity: 100 }],
    });
    const form = await openPage();
    fireEvent.click(within(form).getByLabelText('Together only'));
    await find(form, '4', 'Cat1');
    const first = await offer(1);
    expect(within(first).getByText('Together: no')).toBeVisible();
    const labels = seatsOf(first);
    expect(labels).toHaveLength(4);
    expect((await statuses(labels)).every((i) => i.status === 'reservedByToken')).toBe(true);
    expect(await heldCount()).toBe(4);
  });

  test('a zone or a section of the drawing keeps the block inside it', async () => {
    await seedChart(app.api, 'track', 'sampleChartWithZones', ['race']);
    renderApp(app, '/phone-sale?event=race');
    const form = await screen.findByRole('form', { name: 'Find best seats' });
    const where = within(form).getByLabelText('Section or zone') as HTMLSelectElement;
    const pick = (name: string) => {
      const option = within(where).getByRole('option', { name }) as HTMLOptionElement;
      fireEvent.change(where, { target: { value: option.value } });
    };
    const sectionsOf = async (item: HTMLElement) => {
      const labels = seatsOf(item);
      const infos = await app.api.status.objectInfos('race', labels);
      return new Set(labels.map((label) => infos[label].labels.section));
    };

    pick('Zone Mid Track');
    await find(form, '4');
    const inZone = await sectionsOf(await offer(1));
    expect([...inZone].every((section) => ['MT1', 'MT3'].includes(section ?? ''))).toBe(true);

    pick('Goal Stand 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next best' }));
    // "Next best" asks again for what was last found (the zone), not the form's new choice.
    expect([...(await sectionsOf(await offer(2)))].every((s) => s?.startsWith('MT'))).toBe(true);
    await find(form, '2');
    expect(await sectionsOf(await offer(3))).toEqual(new Set(['Goal Stand 3']));
  });

  test('a hold that ended elsewhere: booking says so and books nothing; the next find holds anew', async () => {
    const form = await openPage();
    await find(form, '2', 'Cat1');
    const labels = seatsOf(await offer(1));
    const token = tokenOnPage();
    await app.api.holdTokens.expireInMinutes(token, 0);
    fireEvent.click(within(await offer(1)).getByRole('button', { name: 'Book these' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The hold for this call has ended (released elsewhere or ran out)',
    );
    expect(screen.queryByRole('listitem', { name: /^Offer/ })).toBeNull();
    expect((await statuses(labels)).map((i) => i.status)).toEqual(['free', 'free']);

    await find(form, '2', 'Cat1');
    const again = seatsOf(await offer(2));
    const infos = await statuses(again);
    expect(infos.every((i) => i.status === 'reservedByToken')).toBe(true);
    expect(infos[0].holdToken).not.toBe(token);
    expect(tokenOnPage()).toBe(infos[0].holdToken);
  });

  test('"Extend" holds the seats for the full time again', async () => {
    const form = await openPage();
    await find(form, '2');
    await offer(1);
    const token = tokenOnPage();
    await app.api.holdTokens.expireInMinutes(token, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Extend' }));
    await waitFor(async () =>
      expect((await app.api.holdTokens.retrieve(token)).expiresInSeconds).toBeGreaterThan(800),
    );
  });

  test('places in a GA area: listed as one line, booked as that many places', async () => {
    const rows = ['A', 'B'].flatMap((row) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${row}-${n}`));
    await app.api.status.book(EVENT, { objects: rows });
    const form = await openPage();
    await find(form, '4', 'Cat1');
    const first = await offer(1);
    expect(within(first).getByText('Together: yes')).toBeVisible();
    expect(seatsOf(first)).toEqual(['GA1 × 4']);
    fireEvent.click(within(first).getByRole('button', { name: 'Book these' }));
    expect(await screen.findByText(/^Booked:/)).toHaveTextContent('Booked: GA1 × 4 (Cat1)');
    const ga = (await app.api.status.objectInfos(EVENT, ['GA1'])).GA1;
    expect(ga).toMatchObject({ numBooked: 4, numHeld: 0 });
  });

  test('a bad number is refused in the form and holds nothing', async () => {
    const form = await openPage();
    for (const [typed, said] of [
      ['0', '"0" is not a number of seats: give a whole number from 1 to 100.'],
      ['2.5', '"2.5" is not a number of seats: give a whole number from 1 to 100.'],
      ['', 'Say how many seats: a whole number from 1 to 100.'],
      ['101', '"101" is not a number of seats: give a whole number from 1 to 100.'],
    ]) {
      await find(form, typed);
      expect(await within(form).findByText(said)).toBeVisible();
      expect(within(form).getByLabelText('Seats')).toHaveAttribute('aria-invalid', 'true');
    }
    // Three of four accessible, then the caller says two seats after all.
    fireEvent.change(within(form).getByLabelText('Seats'), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Accessible seats'), { target: { value: '3' } });
    await find(form, '2');
    expect(
      await within(form).findByText('Only 2 seats asked for: at most 2 of them can be accessible.'),
    ).toBeVisible();
    expect(await heldCount()).toBe(0);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
