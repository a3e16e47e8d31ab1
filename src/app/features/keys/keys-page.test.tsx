// @vitest-environment jsdom
// The keys page against the real service in-process: the company admin key sees the keys (the
// secret ones hidden until asked), replaces each behind a confirmation saying what stops, and
// replacing the key it signed in with moves this tab and the others to the new key.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { ApiError, SeatdeskClient } from '../../../client';
import { readSession, type Session, SessionSchema } from '../../lib/session';
import { type TabSync, tabSync } from '../../lib/tab-sync';
import { appPerTest, navLink, renderApp } from '../../test-support/render-app-test-kit';

const app = appPerTest();
let otherTab: TabSync<Session> | undefined;
afterEach(() => otherTab?.close());

const adminSession = (): Session => ({
  ...app.session,
  secretKey: app.service.company.admin.secretKey,
});
const clientWith = (secretKey: string) =>
  new SeatdeskClient({ baseUrl: app.session.baseUrl, secretKey, fetch: app.service.fetch });
const refused = (secretKey: string) =>
  clientWith(secretKey)
    .charts.list()
    .then(
      () => 'accepted',
      (error) => (error instanceof ApiError ? error.status : 'failed'),
    );
const card = (name: string) => screen.getByRole('region', { name });

function renderAsAdmin(options: { sessionChannel?: string } = {}) {
  return renderApp(app, '/keys', {
    signedIn: false,
    storedSession: JSON.stringify(adminSession()),
    ...options,
  });
}

async function replace(name: string, stops: RegExp) {
  fireEvent.click(within(card(name)).getByRole('button', { name: 'Replace…' }));
  const dialog = screen.getByRole('dialog', { name: `Replace the ${name.toLowerCase()}?` });
  expect(dialog).toHaveTextContent(stops);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Replace the key' }));
  // The signed-in key's replacement draws the page again, from the account read with the new key.
  await waitFor(() =>
    expect(within(card(name)).getByRole('status')).toHaveTextContent('Replaced.'),
  );
}

describe('keys page', () => {
  test('a workspace key is told keys are for the company admin key, and can change nothing', async () => {
    renderApp(app, '/keys');
    expect(
      await screen.findByText(/Only the company admin key can see and replace keys/),
    ).toBeVisible();
    expect(navLink('Keys')).toHaveAttribute('href', '/keys');
    expect(screen.queryByRole('button', { name: 'Replace…' })).toBeNull();
  });

  test('shows the public key, hides secret keys until asked, replaces the workspace’s secret key and the designer key', async () => {
    const company = app.service.company;
    renderAsAdmin();
    await screen.findByRole('region', { name: 'Company admin key' });
    expect(card('Public key of this workspace')).toHaveTextContent(company.admin.publicKey);
    const admin = card('Company admin key');
    expect(admin).not.toHaveTextContent(company.admin.secretKey);
    expect(admin).toHaveTextContent('Hidden');
    fireEvent.click(within(admin).getByRole('button', { name: 'Show' }));
    expect(admin).toHaveTextContent(company.admin.secretKey);
    fireEvent.click(within(admin).getByRole('button', { name: 'Hide' }));
    expect(admin).not.toHaveTextContent(company.admin.secretKey);

    await replace(
      'Secret key of this workspace',
      /Every web shop and script using the old secret key will be refused at once/,
    );
    const workspace = card('Secret key of this workspace');
    fireEvent.click(within(workspace).getByRole('button', { name: 'Show' }));
    const newKey = within(workspace).getByRole('code').textContent ?? '';
    expect(newKey).not.toBe(company.workspace.secretKey);
    expect(await refused(company.workspace.secretKey)).toBe(401);
    expect(await refused(newKey)).toBe('accepted');

    await replace('Designer key', /embedded with the old designer key stop opening at once/);
    const designer = card('Designer key');
    fireEvent.click(within(designer).getByRole('button', { name: 'Show' }));
    await waitFor(async () =>
      expect(designer).toHaveTextContent(
        (await clientWith(company.admin.secretKey).accounts.me()).designerKey,
      ),
    );
    expect(designer).not.toHaveTextContent(company.admin.designerKey);
  });

  test('replacing the company admin key keeps this tab and the others signed in, with the new key', async () => {
    const oldKey = app.service.company.admin.secretKey;
    const channel = `keys-${crypto.randomUUID()}`;
    otherTab = tabSync(channel, SessionSchema, () => adminSession());
    const announced: (Session | null)[] = [];
    otherTab.onChange((session) => announced.push(session));
    renderAsAdmin({ sessionChannel: channel });
    await screen.findByRole('region', { name: 'Company admin key' });

    await replace('Company admin key', /refused at once, in every workspace/);
    const newKey = readSession()?.secretKey ?? '';
    expect(newKey).not.toBe(oldKey);
    expect(readSession()?.storeId).toBe(adminSession().storeId);
    await waitFor(() => expect(announced.at(-1)?.secretKey).toBe(newKey));
    expect(await refused(oldKey)).toBe(401);

    // The page reads the account again with the new key, and shows that one when asked.
    const admin = await screen.findByRole('region', { name: 'Company admin key' });
    fireEvent.click(within(admin).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(card('Company admin key')).toHaveTextContent(newKey));
    fireEvent.click(navLink('Charts'));
    expect(await screen.findByRole('table', { name: 'Charts' })).toBeVisible();
  });
});
