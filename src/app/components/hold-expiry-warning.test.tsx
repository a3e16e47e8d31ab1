// @vitest-environment jsdom
// Issue 28, item 5, as the clerk reported it: the "a hold is about to expire" banner came after
// every completed confirm, release, sale or undo although the token held nothing any more, and an
// expired token was asked for again on every page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { StatusApi } from '../../client/status';
import type { FetchLike } from '../../client/transport';
import { boxOfficeKey } from '../lib/box-office-query';
import { appPerTest, renderApp, seedChart } from '../test-support/render-app-test-kit';

vi.setConfig({ testTimeout: 90_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert']));
const status = () => new StatusApi(app.api.transport);
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });
const banner = () => screen.queryByRole('region', { name: 'Holds about to expire' });

async function addToken(token: string) {
  const form = await screen.findByRole('form', { name: 'Add a hold token' });
  fireEvent.change(within(form).getByLabelText('Add a hold token made elsewhere'), {
    target: { value: token },
  });
  fireEvent.click(button('Add', form));
  await screen.findByRole('heading', { name: `Token ${token}` });
}

/** A token a minute from its end, holding A-1, added to the holds view the way staff do. */
async function tokenAboutToExpire(): Promise<string> {
  const { holdToken } = await app.api.holdTokens.create(1);
  await status().hold('concert', { objects: ['A-1'], holdToken });
  await addToken(holdToken);
  await screen.findByRole('table', { name: `Held with token ${holdToken}` });
  expect(await screen.findByRole('region', { name: 'Holds about to expire' })).toHaveTextContent(
    holdToken,
  );
  return holdToken;
}

/** Fills row 1 of the desk (field label → value, in order), previews and submits it. */
async function submitRow(fields: Record<string, string>) {
  const row = await screen.findByRole('group', { name: 'Row 1' });
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(within(row).getByLabelText(label), { target: { value } });
  }
  fireEvent.click(button(/^Preview/));
  await screen.findByText(/The service will accept this batch/);
  fireEvent.click(button('Submit batch (1)'));
  await screen.findByRole('region', { name: 'Batch result' });
}

describe('the expiry banner', () => {
  test.each([
    ['Confirm all', 'Book all'],
    ['Release all', 'Release all'],
  ])('is gone once %s leaves the token holding nothing', async (action, confirm) => {
    renderApp(app, '/holds');
    const token = await tokenAboutToExpire();
    fireEvent.click(button(`${action} held with token ${token}`));
    fireEvent.click(button(confirm, screen.getByRole('dialog')));
    expect(await screen.findByText(/Nothing is held with this token any more/)).toBeVisible();
    await waitFor(() => expect(banner()).toBeNull());
  });

  test('is gone once a sale at the desk books what the token held', async () => {
    const { router } = renderApp(app, '/holds');
    const token = await tokenAboutToExpire();
    await router.navigate('/batch?event=concert');
    await submitRow({ Objects: 'A-1', 'Hold token': token, 'Order id': 'sale-1' });
    expect((await status().objectInfos('concert', ['A-1']))['A-1'].status).toBe('booked');
    await waitFor(() => expect(banner()).toBeNull());
    await router.navigate('/events');
    await screen.findByRole('heading', { name: 'Events', level: 1 });
    expect(banner()).toBeNull();
  });

  test('shows for a hold made at the desk, and is gone once its undo frees the seats again', async () => {
    const { holdToken } = await app.api.holdTokens.create(1);
    const { router } = renderApp(app, '/holds');
    await addToken(holdToken);
    expect(await screen.findByText('Holds nothing right now.')).toBeVisible();
    expect(banner()).toBeNull();
    await router.navigate('/batch?event=concert');
    await submitRow({ Action: 'hold', Objects: 'A-1', 'Hold token': holdToken });
    expect(await screen.findByRole('region', { name: 'Holds about to expire' })).toHaveTextContent(
      holdToken,
    );
    fireEvent.click(button('Undo last batch…'));
    const dialog = await screen.findByRole('dialog', { name: 'Undo the last batch?' });
    await within(dialog).findByText(/The service will accept this batch/);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Apply the undo/ }));
    expect(await screen.findByText('Undo applied')).toBeVisible();
    expect((await status().objectInfos('concert', ['A-1']))['A-1'].status).toBe('free');
    await waitFor(() => expect(banner()).toBeNull());
  });

  test('an expired token is asked for once, not again on every page or reload', async () => {
    const asked: string[] = [];
    const fetch: FetchLike = (input, init) => {
      const path = decodeURIComponent(new URL(input).pathname);
      if (path.startsWith('/hold-tokens/')) asked.push(path);
      return app.service.fetch(input, init);
    };
    const { holdToken } = await app.api.holdTokens.create();
    const first = renderApp(app, '/holds', { fetch });
    await addToken(holdToken);
    await app.api.holdTokens.expireInMinutes(holdToken, 0);
    // Whatever reads it next learns that it has ended.
    await first.queryClient.invalidateQueries({ queryKey: ['hold-tokens'] });
    // And the service's list of the box office's tokens, which no longer has it.
    await first.queryClient.invalidateQueries({ queryKey: boxOfficeKey() });
    await screen.findByText('Expired: everything it held is free again.');
    const before = asked.length;
    let view = first;
    for (const path of ['/events', '/batch', '/holds', '/charts']) {
      view.unmount();
      view = renderApp(app, path, { fetch, reload: true });
      await screen.findByRole('heading', { level: 1 });
      await view.queryClient.refetchQueries();
    }
    expect(asked.slice(before)).toEqual([]);
  });
});
