// @vitest-environment jsdom
// The event's activity page against the real service in-process (docs/history.md): filters by
// person, action and seat read from and written to the URL, and the CSV export of the filtered
// list with its cells escaped against formula injection.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { caller } from '../../../server/http/http-test-kit';
import { staffCaller } from '../../../server/http/staff-test-kit';
import {
  type AppUnderTest,
  renderApp,
  seedChart,
  startApp,
} from '../../test-support/render-app-test-kit';
import {
  cookieFetch,
  fillStaffSignIn,
  SIGN_IN_WAIT,
  SLOW_HASHES,
} from '../../test-support/staff-session-test-kit';
import { activityCsv, csvCell } from './activity-csv';

let app: AppUnderTest;
let anaId: string;

beforeAll(async () => {
  app = await startApp(SLOW_HASHES);
  await seedChart(app.api, 'hall', 'sampleChart', ['gala']);
  const call = caller(app.service);
  const ana = {
    signInName: 'ana-silva',
    password: 'a long enough password',
    role: 'clerk' as const,
  };
  const added = await call('POST', '/seatdesk/staff/accounts', {
    displayName: 'Ana Silva',
    ...ana,
  });
  expect(added.status, added.text).toBe(200);
  anaId = String(added.body.id);
  const asAna = await staffCaller(app.service.app, { id: anaId, ...ana });
  const sold = await asAna('POST', '/events/gala/actions/book', {
    objects: ['A-1', 'A-2'],
    orderId: '=HYPERLINK("http://x")',
  });
  expect(sold.status, sold.text).toBe(204);
  const token = await app.api.holdTokens.create();
  await app.api.status.hold('gala', { objects: ['B-1'], holdToken: token.holdToken });
  await app.api.status.book('gala', { objects: ['C-1'], orderId: '4711' });
  await app.api.status.release('gala', { objects: ['A-2'] });
});
afterAll(() => app.service.close());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const rows = () => {
  const table = screen.getByRole('table', { name: 'Changes' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent)
        .join(' | '),
    );
};

describe("an event's activity", () => {
  test('lists every change newest first, linked from the event page', async () => {
    renderApp(app, '/events/gala');
    fireEvent.click(await screen.findByRole('link', { name: 'Activity' }));
    await screen.findByRole('table', { name: 'Changes' });
    expect(rows()).toEqual([
      'A-2 | Released | the web shop (API) | ',
      'C-1 | Booked | the web shop (API) | 4711',
      'B-1 | Held | the web shop (API) | ',
      'A-2 | Booked | Ana Silva | =HYPERLINK("http://x")',
      'A-1 | Booked | Ana Silva | =HYPERLINK("http://x")',
    ]);
  });

  test('filters by person and action from the form, kept in the URL', async () => {
    const { router } = renderApp(app, '/events/gala/activity');
    await screen.findByRole('table', { name: 'Changes' });
    const form = await screen.findByRole('form', { name: 'Filter the activity' });
    await within(form).findByRole('option', { name: 'Ana Silva' });
    fireEvent.change(within(form).getByLabelText('Person'), { target: { value: anaId } });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'booked' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toMatch(/^A-2 \| Booked \| Ana Silva/);
    expect(router.state.location.search).toBe(`?who=${anaId}&action=booked`);
  });

  test("a clerk filters by the people of the event's history, never reading the staff list", async () => {
    // Before, the names came from the admins' staff list: a clerk had only anyone / web shop / system.
    const asked: string[] = [];
    const browser = cookieFetch(app);
    renderApp(app, '/events/gala/activity', {
      signedIn: false,
      fetch: (input, init) => {
        asked.push(new URL(input).pathname);
        return browser(input, init);
      },
    });
    await fillStaffSignIn('ana-silva', 'a long enough password');
    const form = await screen.findByRole('form', { name: 'Filter the activity' }, SIGN_IN_WAIT);
    const person = within(form).getByLabelText('Person');
    await within(person).findByRole('option', { name: 'Ana Silva' });
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anyone', 'Ana Silva', 'The web shop (API)', 'The box office system']);
    fireEvent.change(person, { target: { value: anaId } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().every((row) => row.includes('| Ana Silva |'))).toBe(true);
    expect(asked).not.toContain('/seatdesk/staff/accounts');
  }, 120_000);

  test('a URL with filters shows them: released seats of A', async () => {
    renderApp(app, '/events/gala/activity?action=released&seat=A-');
    await screen.findByRole('table', { name: 'Changes' });
    await waitFor(() => expect(rows()).toEqual(['A-2 | Released | the web shop (API) | ']));
    expect(screen.getByLabelText('Action')).toHaveValue('released');
    expect(screen.getByLabelText('Seat')).toHaveValue('A-');
  });

  test('the CSV holds the filtered list, with formula cells defused', async () => {
    const csv = await activityCsv(app.api, 'gala', { actor: anaId });
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time,Seat,Action,Status,By,Order id,Hold token,Origin,Address');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[^,]+,A-2,Booked,booked,Ana Silva,/);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://x"")",,API_CALL,`);
    expect(csv).toMatchObject({ rows: 2, cut: false });
    expect(['+1', '-2', '@x', 'plain', 'a,b'].map(csvCell)).toEqual([
      "'+1",
      "'-2",
      "'@x",
      'plain',
      '"a,b"',
    ]);
  });
});
