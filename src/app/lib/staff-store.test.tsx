// @vitest-environment jsdom
// The staff's hold tokens and the desk's undo history belong to the signed-in session and its open
// tabs, never to the browser: they live in the tab's sessionStorage (a reload keeps them), the
// hold tokens reach the other open tabs over the staff channel, nothing of them is written to
// localStorage (issue 27, C15: the next person at a box-office PC found them there), entries an
// earlier version left there are taken in or removed, and signing out removes them.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../test-support/render-app-test-kit';
import { type StaffSnapshot, StaffSnapshotSchema } from './staff-store';
import { type TabSync, tabSync } from './tab-sync';

vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert']));
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const tokensKey = () => `seatdesk.staff.${app.session.storeId}.hold-tokens`;
const tokenList = (...tokens: string[]) =>
  JSON.stringify(tokens.map((token) => ({ token, createdAt: new Date().toISOString() })));
const staffKeys = (storage: Storage) =>
  Object.keys(storage).filter((key) => key.startsWith('seatdesk.staff.'));
const channel = () => `staff-${crypto.randomUUID()}`;

let otherTab: TabSync<StaffSnapshot> | undefined;
afterEach(() => {
  otherTab?.close();
  otherTab = undefined;
  localStorage.clear();
});

/** Another open tab of the sign-in, holding `slots`, on the staff channel of `name`. */
function tabWith(name: string, slots: Record<string, string>): TabSync<StaffSnapshot> {
  otherTab = tabSync(`${name}.staff`, StaffSnapshotSchema, () => ({
    owner: app.session.storeId,
    slots,
  }));
  return otherTab;
}

describe('hold tokens and undo history of a session', () => {
  test('a token made and a batch with an order id stay in the tab and its reload, never in localStorage; a new tab alone starts empty', async () => {
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    click('New hold token');
    const list = await screen.findByRole('list', { name: 'Hold tokens of this desk' });
    const token = list.querySelector('code')?.textContent ?? '';
    click(`Hold with token ${token} in a new row`);
    const row = screen.getByRole('group', { name: 'Row 1' });
    fireEvent.change(within(row).getByLabelText('Objects'), { target: { value: 'A-1' } });
    fireEvent.change(within(row).getByLabelText('Order id'), { target: { value: 'ord-4711' } });
    click(/^Preview/);
    await screen.findByText(/The service will accept this batch/);
    click('Submit batch (1)');
    await screen.findByRole('region', { name: 'Last batch' });
    expect(staffKeys(localStorage)).toEqual([]);
    expect(JSON.stringify({ ...localStorage })).not.toContain('ord-4711');
    expect(JSON.stringify({ ...localStorage })).not.toContain(token);

    // The same tab loaded again: its sessionStorage is still there.
    cleanup();
    renderApp(app, '/batch', { reload: true });
    expect(await screen.findByRole('list', { name: 'Hold tokens of this desk' })).toHaveTextContent(
      token,
    );
    expect(await screen.findByRole('region', { name: 'Last batch' })).toHaveTextContent(
      '1 change on 1 object',
    );

    // A new tab with no other tab open: nothing of it.
    cleanup();
    renderApp(app, '/batch');
    await screen.findByRole('group', { name: 'Row 1' });
    expect(await screen.findByText(/None yet/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Last batch' })).toBeNull();
  });

  test('a token another open tab adds shows at once; one it forgets goes', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    const name = channel();
    const other = tabWith(name, {});
    renderApp(app, '/holds', { sessionChannel: name });
    await screen.findByText(/This back office holds nothing yet/);
    other.announce({ owner: app.session.storeId, slots: { 'hold-tokens': tokenList(holdToken) } });
    expect(await screen.findByRole('heading', { name: `Token ${holdToken}` })).toBeVisible();
    expect(sessionStorage.getItem(tokensKey())).toContain(holdToken);
    other.announce({ owner: app.session.storeId, slots: { 'hold-tokens': '[]' } });
    await screen.findByText(/This back office holds nothing yet/);
  });

  test("a new tab takes the tokens of an open tab of the same sign-in; another sign-in's are ignored", async () => {
    const { holdToken } = await app.api.holdTokens.create();
    const name = channel();
    tabWith(name, { 'hold-tokens': tokenList(holdToken), 'last-batch': 'null' });
    renderApp(app, '/holds', { sessionChannel: name });
    expect(await screen.findByRole('heading', { name: `Token ${holdToken}` })).toBeVisible();
    // Only shared entries travel: a tab's last batch is its own.
    expect(staffKeys(sessionStorage)).toEqual([tokensKey()]);

    const raw = new BroadcastChannel(`${name}.staff`);
    raw.postMessage({
      kind: 'state',
      value: { owner: 'f'.repeat(32), slots: { 'hold-tokens': '[]' } },
    });
    raw.postMessage({ kind: 'state', value: { owner: app.session.storeId, slots: 'garbage' } });
    raw.close();
    await new Promise((done) => setTimeout(done, 200));
    expect(screen.getByRole('heading', { name: `Token ${holdToken}` })).toBeVisible();
  });

  test('a tampered entry reads as no tokens, and signing out removes every entry', async () => {
    renderApp(app, '/holds');
    sessionStorage.setItem(tokensKey(), '{"not": "a list"');
    await screen.findByText(/This back office holds nothing yet/);
    const { holdToken } = await app.api.holdTokens.create();
    fireEvent.change(screen.getByLabelText('Add a hold token made elsewhere'), {
      target: { value: holdToken },
    });
    click('Add');
    await screen.findByRole('heading', { name: `Token ${holdToken}` });
    expect(sessionStorage.getItem(tokensKey())).toContain(holdToken);
    click('Sign out');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(staffKeys(sessionStorage)).toEqual([]));
  });

  test('entries an earlier version left in localStorage: those of this tab’s session move into the tab, every other is removed', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    localStorage.setItem(tokensKey(), tokenList(holdToken));
    localStorage.setItem(`seatdesk.staff.${app.session.storeId}.last-batch`, 'null');
    localStorage.setItem(`seatdesk.staff.${'e'.repeat(32)}.hold-tokens`, tokenList('the-last-one'));
    localStorage.setItem('seatdesk.staff.1x2y3z.last-batch', '{"orderId":"ord-of-someone"}');
    renderApp(app, '/holds');
    expect(await screen.findByRole('heading', { name: `Token ${holdToken}` })).toBeVisible();
    expect(staffKeys(localStorage)).toEqual([]);
    expect(screen.queryByText(/the-last-one/)).toBeNull();
    expect(sessionStorage.getItem(tokensKey())).toContain(holdToken);
  });

  test('a tab opened signed out removes what an earlier version left in localStorage', async () => {
    localStorage.setItem(`seatdesk.staff.${'e'.repeat(32)}.hold-tokens`, tokenList('the-last-one'));
    renderApp(app, '/holds', { signedIn: false, sessionChannel: channel() });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(staffKeys(localStorage)).toEqual([]);
  });
});
