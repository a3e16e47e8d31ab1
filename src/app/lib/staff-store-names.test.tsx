// @vitest-environment jsdom
// The names of the staff's entries (in the tab's sessionStorage) say nothing about the secret key:
// they carry a random storeId made at each sign-in, shared by the tabs of that sign-in. A session
// stored before storeIds existed is upgraded without losing its entries (which an earlier version
// kept in localStorage: they move into the tab), and a spoilt storeId is refused.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { appPerTest, navLink, renderApp } from '../test-support/render-app-test-kit';
import { readSession, type Session, SessionSchema } from './session';
import { type StaffSnapshot, StaffSnapshotSchema } from './staff-store';
import { legacyOwner } from './staff-store-legacy';
import { type TabSync, tabSync } from './tab-sync';

vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest();
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const staffKeys = (storage: Storage = sessionStorage) =>
  Object.keys(storage)
    .filter((key) => key.startsWith('seatdesk.staff.'))
    .sort();
const channel = () => `names-${crypto.randomUUID()}`;
const tokenList = (token: string) =>
  JSON.stringify([{ token, createdAt: new Date().toISOString() }]);

let otherTab: TabSync<Session> | undefined;
let otherStaff: TabSync<StaffSnapshot> | undefined;
afterEach(() => {
  otherTab?.close();
  otherTab = undefined;
  otherStaff?.close();
  otherStaff = undefined;
  localStorage.clear();
});

async function signInThroughTheForm() {
  await screen.findByRole('heading', { name: 'Sign in' });
  fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('Base URL'), { target: { value: app.service.baseUrl } });
  fireEvent.change(screen.getByLabelText('Secret key'), {
    target: { value: app.service.secretKey },
  });
  click('Sign in');
}

async function addToken(): Promise<string> {
  const { holdToken } = await app.api.holdTokens.create();
  fireEvent.change(await screen.findByLabelText('Add a hold token made elsewhere'), {
    target: { value: holdToken },
  });
  click('Add');
  await screen.findByRole('timer', { name: `Time left for token ${holdToken}` });
  return holdToken;
}

describe('the names of the staff entries', () => {
  test('two sign-ins with the same key name their entries differently, by nothing of the key', async () => {
    renderApp(app, '/holds', { signedIn: false, sessionChannel: channel() });
    await signInThroughTheForm();
    await screen.findByText(/This back office holds nothing yet/);
    const first = await addToken();
    const firstId = readSession()?.storeId ?? '';
    expect(firstId).toMatch(/^[0-9a-f]{32}$/);
    expect(staffKeys()).toEqual([`seatdesk.staff.${firstId}.hold-tokens`]);

    click('Sign out');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(staffKeys()).toEqual([]));
    fireEvent.change(screen.getByLabelText('Secret key'), {
      target: { value: app.service.secretKey },
    });
    click('Sign in');
    // After a sign-out the next sign-in starts at the events (session-context's signedOut).
    await screen.findByRole('heading', { name: 'Events' });
    fireEvent.click(navLink('Holds'));
    // The same key, a new sign-in: the previous one's token is not there (the service still
    // knows a live token of this workspace, so the view words its empty list differently).
    await screen.findByText(/This back office holds nothing yet|Holds nothing right now/);
    const second = await addToken();
    const secondId = readSession()?.storeId ?? '';
    expect(secondId).toMatch(/^[0-9a-f]{32}$/);
    expect(secondId).not.toBe(firstId);
    expect(staffKeys()).toEqual([`seatdesk.staff.${secondId}.hold-tokens`]);
    expect(sessionStorage.getItem(staffKeys()[0])).toContain(second);
    expect(sessionStorage.getItem(staffKeys()[0])).not.toContain(first);

    const names = staffKeys().join();
    expect(names).not.toContain(app.service.secretKey);
    expect(names).not.toContain(legacyOwner(app.session));
  });

  test('a tab that takes the session from another tab uses the same names and gets its entries', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    const name = channel();
    otherTab = tabSync(name, SessionSchema, () => app.session);
    otherStaff = tabSync(`${name}.staff`, StaffSnapshotSchema, () => ({
      owner: app.session.storeId,
      slots: { 'hold-tokens': tokenList(holdToken) },
    }));
    renderApp(app, '/holds', { signedIn: false, sessionChannel: name });
    expect(
      await screen.findByRole('timer', { name: `Time left for token ${holdToken}` }),
    ).toBeVisible();
    expect(readSession()?.storeId).toBe(app.session.storeId);
    expect(staffKeys()).toEqual([`seatdesk.staff.${app.session.storeId}.hold-tokens`]);
  });
});

describe('a session stored before sessions had a storeId', () => {
  const legacySession = () => JSON.stringify({ ...app.session, storeId: undefined });

  test('gets a new storeId; its entries move under it and every old-style name goes', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    localStorage.setItem(
      `seatdesk.staff.${legacyOwner(app.session)}.hold-tokens`,
      tokenList(holdToken),
    );
    localStorage.setItem('seatdesk.staff.1x2y3z.hold-tokens', tokenList('someone-elses'));
    localStorage.setItem('seatdesk.staff.1x2y3z.last-batch', 'null');
    renderApp(app, '/holds', {
      signedIn: false,
      storedSession: legacySession(),
      sessionChannel: channel(),
    });
    expect(
      await screen.findByRole('timer', { name: `Time left for token ${holdToken}` }),
    ).toBeVisible();
    const storeId = readSession()?.storeId ?? '';
    expect(storeId).toMatch(/^[0-9a-f]{32}$/);
    expect(storeId).not.toBe(app.session.storeId);
    expect(readSession()?.secretKey).toBe(app.session.secretKey);
    expect(staffKeys()).toEqual([`seatdesk.staff.${storeId}.hold-tokens`]);
    expect(staffKeys(localStorage)).toEqual([]);
  });

  test('takes the storeId of another tab that upgraded the same sign-in first', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    localStorage.setItem(
      `seatdesk.staff.${legacyOwner(app.session)}.hold-tokens`,
      tokenList(holdToken),
    );
    const name = channel();
    otherTab = tabSync(name, SessionSchema, () => app.session);
    renderApp(app, '/holds', {
      signedIn: false,
      storedSession: legacySession(),
      sessionChannel: name,
    });
    expect(
      await screen.findByRole('timer', { name: `Time left for token ${holdToken}` }),
    ).toBeVisible();
    expect(readSession()?.storeId).toBe(app.session.storeId);
    expect(staffKeys()).toEqual([`seatdesk.staff.${app.session.storeId}.hold-tokens`]);
    expect(staffKeys(localStorage)).toEqual([]);
  });

  test('the batch desk rows this tab was composing are kept, and stored under the new owner', async () => {
    const row = {
      id: 'r1',
      eventKey: '',
      objects: 'A-7',
      action: 'book',
      customStatus: '',
      holdToken: '',
      orderId: '',
      keepExtraData: false,
      channelKeys: [],
      ignoreChannels: false,
      allowedPrevious: '',
      rejectedPrevious: '',
    };
    renderApp(app, '/batch', {
      signedIn: false,
      storedSession: legacySession(),
      sessionChannel: channel(),
    });
    // Written after renderApp cleared sessionStorage, before the provider's upgrade (it waits for
    // the other tabs' answer first).
    sessionStorage.setItem(
      'seatdesk.batch-desk',
      JSON.stringify({ owner: legacyOwner(app.session), rows: [row] }),
    );
    const group = await screen.findByRole('group', { name: 'Row 1' });
    expect(within(group).getByLabelText('Objects')).toHaveValue('A-7');
    const storeId = readSession()?.storeId ?? '';
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('seatdesk.batch-desk') ?? '{}').owner).toBe(storeId),
    );
  });

  test('keeps its own workspace when the tab that answers is signed in to another', async () => {
    const name = channel();
    otherTab = tabSync(name, SessionSchema, () => ({
      ...app.session,
      secretKey: 'another-workspaces-key',
    }));
    renderApp(app, '/holds', {
      signedIn: false,
      storedSession: legacySession(),
      sessionChannel: name,
    });
    await screen.findByText(/This back office holds nothing yet/);
    expect(readSession()?.secretKey).toBe(app.session.secretKey);
    expect(readSession()?.storeId).not.toBe(app.session.storeId);
  });
});

describe('a spoilt storeId', () => {
  test.each([
    ['a number', 42],
    ['null', null],
    ['not hex', 'z'.repeat(32)],
    ['too short', 'abc123'],
  ])('(%s) is refused: the tab shows the sign-in page', async (_, storeId) => {
    renderApp(app, '/holds', {
      signedIn: false,
      storedSession: JSON.stringify({ ...app.session, storeId }),
      sessionChannel: channel(),
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(sessionStorage.getItem('seatdesk.session')).toBeNull();
  });
});
