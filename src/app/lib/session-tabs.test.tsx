// @vitest-environment jsdom
// One session across the tabs of a browser: a new tab takes it from another, signing out in one
// signs out all, and the key travels in memory only (never localStorage, a cookie or a URL).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { appPerTest, renderApp } from '../test-support/render-app-test-kit';
import { readSession, type Session, SessionSchema } from './session';
import { type TabSync, tabSync } from './tab-sync';

const app = appPerTest();
let otherTab: TabSync<Session> | undefined;
afterEach(() => otherTab?.close());

/** Another tab of the same browser, holding `session`, on the channel `name`. */
function tabHolding(name: string, session: Session | null): TabSync<Session> {
  otherTab = tabSync(name, SessionSchema, () => session);
  return otherTab;
}

describe('the session across tabs', () => {
  test('a tab opened while another is signed in is signed in, without storing the key', async () => {
    const channel = `tabs-${crypto.randomUUID()}`;
    tabHolding(channel, app.session);
    renderApp(app, '/charts', { signedIn: false, sessionChannel: channel });
    expect(await screen.findByRole('heading', { name: 'Charts' })).toBeVisible();
    expect(readSession()).toEqual(app.session);
    expect(JSON.stringify({ ...localStorage })).not.toContain(app.session.secretKey);
    expect(document.cookie).not.toContain(app.session.secretKey);
    expect(window.location.href).not.toContain(app.session.secretKey);
  });

  test('with no other tab signed in, the sign-in page shows after a short wait', async () => {
    const channel = `tabs-${crypto.randomUUID()}`;
    tabHolding(channel, null);
    const { router } = renderApp(app, '/charts', { signedIn: false, sessionChannel: channel });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  test('signing out in another tab signs this one out', async () => {
    const channel = `tabs-${crypto.randomUUID()}`;
    const other = tabHolding(channel, app.session);
    renderApp(app, '/charts', { sessionChannel: channel });
    await screen.findByRole('heading', { name: 'Charts' });
    other.announce(null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(readSession()).toBeNull();
  });

  test('a malformed message from the channel changes nothing', async () => {
    const channel = `tabs-${crypto.randomUUID()}`;
    renderApp(app, '/charts', { sessionChannel: channel });
    await screen.findByRole('heading', { name: 'Charts' });
    const raw = new BroadcastChannel(channel);
    raw.postMessage({ kind: 'state', value: { baseUrl: 'not a url', secretKey: '' } });
    raw.postMessage({ kind: 'answer', value: { secretKey: 'x' } });
    raw.postMessage({ kind: 'state', value: { ...app.session, storeId: 'not-32-hex-digits' } });
    raw.postMessage({ kind: 'state', value: { ...app.session, storeId: 7 } });
    raw.postMessage('garbage');
    // A valid announcement after them is seen, so the bad ones were read and dropped.
    const next = { ...app.session, secretKey: 'the-other-tabs-key' };
    raw.postMessage({ kind: 'state', value: next });
    await waitFor(() => expect(readSession()).toEqual(next));
    raw.close();
  });
});
