// @vitest-environment jsdom
// Issue 32: a company admin (signed in with the company admin key) picks the workspace to work
// in from the header: the company's active workspaces are listed, the current one shown, and
// after a pick every request names it (X-Workspace-Key) and the pages show its charts. A
// workspace secret key gets no switcher (the service refuses it the list) and keeps its name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FetchLike } from '../../client/transport';
import { caller } from '../../server/http/http-test-kit';
import { appPerTest, fixture, renderApp } from '../test-support/render-app-test-kit';

let boxOffice = '';

const app = appPerTest(async ({ service }) => {
  const admin = caller(service, service.company.admin.secretKey);
  const made = await admin('POST', '/workspaces', { name: 'Box office B', isTest: false });
  expect(made.status, made.text).toBe(200);
  boxOffice = made.body.key;
  const inB = { headers: { 'x-workspace-key': boxOffice } };
  const chart = await admin('POST', '/system/public/charts/only-in-b', fixture('sampleChart'), inB);
  expect(chart.status, chart.text).toBe(204);
  const name = await admin('POST', '/charts/only-in-b', { name: 'Hall of B' }, inB);
  expect(name.status, name.text).toBe(204);
});

const header = () => screen.getByRole('banner');

describe('the workspace switcher', () => {
  test('lets the company admin pick a workspace; requests then name it', async () => {
    const sent: Array<string | undefined> = [];
    const watching: FetchLike = async (input, init) => {
      sent.push((init?.headers as Record<string, string> | undefined)?.['x-workspace-key']);
      return app.service.fetch(input, init);
    };
    renderApp(app, '/charts', {
      signedIn: false,
      storedSession: JSON.stringify({
        ...app.session,
        secretKey: app.service.company.admin.secretKey,
      }),
      fetch: watching,
    });
    const picker = await screen.findByRole('combobox', { name: 'Switch workspace' });
    expect(header()).toContainElement(picker);
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent(
      /\(default\)$/,
    );
    expect(screen.queryByText('Hall of B')).toBeNull();
    const before = sent.length;
    fireEvent.change(picker, { target: { value: boxOffice } });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent(
        'Box office B',
      ),
    );
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Charts',
      }),
    );
    expect(await screen.findByText('Hall of B')).toBeInTheDocument();
    expect(sent.slice(before).length).toBeGreaterThan(0);
    expect(sent.slice(before).every((key) => key === boxOffice)).toBe(true);
  });

  test('shows no switcher to a workspace secret key, only its workspace', async () => {
    const refused: number[] = [];
    renderApp(app, '/charts', {
      fetch: async (input, init) => {
        const answer = await app.service.fetch(input, init);
        if (String(input).includes('/workspaces/active')) refused.push(answer.status);
        return answer;
      },
    });
    // The service refused it the list: only then is "no switcher" the answer, not "not yet".
    await expect.poll(() => refused).toEqual([403]);
    expect(within(header()).getByLabelText('Workspace')).toHaveTextContent('Default workspace');
    expect(screen.queryByRole('combobox', { name: 'Switch workspace' })).toBeNull();
  });
});
