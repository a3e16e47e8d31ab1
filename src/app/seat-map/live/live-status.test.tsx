// @vitest-environment jsdom
// The "not live" signal (docs/live-feed.md): while the service cannot hear other instances'
// commits as they happen (PostgreSQL restarting), its stream sends `event: not-live`, and
// `event: live` once it hears them again; the page's badge says so in staff words and keeps
// following the stream (no timer starts). The server side is proven by
// src/server/reliability/feed-caches-instances.test.ts on a real PostgreSQL restart; here the
// stream's bytes are those it wrote there.
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SeatdeskClient } from '../../../client';
import { type FeedMode, followEventFeed, followsChanges } from './event-feed';
import type { FeedChange } from './feed-wire';
import { LiveStatus } from './live-status';
import { combinedMode } from './use-events-feed';

const STREAM =
  ': live\n\n' +
  'event: not-live\ndata: {"pollMs":1000}\n\n' +
  'id: 8\nevent: change\ndata: {"revision":8,"objects":{"A-1":{"status":"booked","forSale":true}}}\n\n' +
  'event: live\ndata: {}\n\n';

describe('the live badge while the service is not live', () => {
  test('not-live then live on the stream: the modes go delayed, then live, and the change in between is applied', async () => {
    const modes: FeedMode[] = [];
    const changes: FeedChange[] = [];
    const stop = new AbortController();
    let opened = 0;
    const client = new SeatdeskClient({
      baseUrl: 'http://seatdesk.test',
      secretKey: 'key',
      fetch: async () => {
        // Once: the follower would reopen a closed stream, which this one ends by aborting.
        if (opened++ > 0) stop.abort();
        return new Response(opened > 1 ? '' : STREAM, {
          headers: { 'content-type': 'text/event-stream' },
        });
      },
    });
    await followEventFeed(
      client,
      'concert',
      7,
      {
        change: (change) => changes.push(change),
        reset: async () => undefined,
        mode: (mode) => modes.push(mode),
      },
      stop.signal,
    );
    expect(modes.slice(0, 4)).toEqual(['connecting', 'live', 'delayed', 'live']);
    expect(changes.map((change) => change.revision)).toEqual([8]);
  });

  test('the badge says the updates are a few seconds behind, and why in its tooltip', () => {
    render(<LiveStatus mode="delayed" />);
    const badge = screen.getByText('Live, a few seconds behind');
    expect(badge).toBeVisible();
    expect(badge.closest('[title]')?.getAttribute('title')).toMatch(
      /may take a few seconds just now/,
    );
  });

  test('delayed still follows the changes, and is what a page of several events shows if one is', () => {
    expect(followsChanges('delayed')).toBe(true);
    expect(followsChanges('polling')).toBe(false);
    expect(combinedMode(['live', 'delayed', 'live'])).toBe('delayed');
    expect(combinedMode(['delayed', 'connecting'])).toBe('connecting');
  });
});
