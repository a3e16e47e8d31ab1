// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FetchLike } from '../../client/transport';
import { appPerTest, navLink, renderApp, seedChart } from '../test-support/render-app-test-kit';

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert']));

describe('the frame', () => {
  test('header shows the workspace and the main places, with the current one marked', async () => {
    renderApp(app, '/charts');
    await screen.findByRole('table', { name: 'Charts' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Events',
      'Charts',
      'Archive',
      'Batch desk',
      'Phone sale',
      'Holds',
      'Reports',
      'Event log',
      'Keys',
      'Staff',
    ]);
    expect(navLink('Charts')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Events')).not.toHaveAttribute('aria-current');
    expect(within(screen.getByLabelText('Workspace')).getByText('seatdesk.test')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  test('an unknown address inside the app is a not-found page, still inside the frame', async () => {
    renderApp(app, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(navLink('Events'));
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Not found' }),
    );
  });

  test('a failed page load shows an error panel, and Retry loads the page', async () => {
    let offline = true;
    const flaky: FetchLike = (input, init) =>
      offline ? Promise.reject(new TypeError('Failed to fetch')) : app.service.fetch(input, init);
    renderApp(app, '/events', { fetch: flaky, noRetry: true });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading')).toHaveTextContent('The events could not be loaded');
    expect(panel).toHaveTextContent('NETWORK_ERROR');
    offline = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'concert' })).toHaveAttribute(
      'href',
      '/events/concert',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test("a service error in a page load shows the service's code and message", async () => {
    // The app never asks for more than a page; a tampered limit makes the real service refuse.
    const failing: FetchLike = async (input, init) =>
      input.includes('/events?')
        ? app.service.fetch(input.replace('limit=20', 'limit=5000'), init)
        : app.service.fetch(input, init);
    renderApp(app, '/events', { fetch: failing, noRetry: true });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('GENERAL_ERROR');
    expect(panel).toHaveTextContent('limit');
  });
});
