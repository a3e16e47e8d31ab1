// The feed's routes probed as an attacker and an operator would (docs/live-feed.md): a revision
// that is not plain decimal digits (empty, hex, exponent) or a parameter given twice is refused by
// name instead of read as some revision nobody meant (an empty `since` replayed every change
// kept); a deactivated workspace opens no stream; a deleted event's streams end with a reset; a
// client asking for gzip still gets each change as written; a stream asked for after shutdown
// ended the streams is refused, not left open with nothing to end it. Runs on PostgreSQL with
// TEST_STORE_URL.
import { afterEach, describe, expect, it } from 'vitest';
import { closeFeeds, feedHubOf } from '../application/feed/feed-hubs';
import { startTestService, type TestService } from '../service-test-kit';
import { basic, type Call, caller, expectError, fixture, type Reply } from './http-test-kit';
import { EventStreamReader, openStream, readChangesSince } from './live-feed-test-kit';

let svc: TestService | undefined;
afterEach(async () => {
  if (svc) closeFeeds(svc.deps);
  await svc?.close();
  svc = undefined;
});

async function service() {
  svc = await startTestService();
  const call = caller(svc);
  for (const [path, body] of [
    ['/system/public/charts/venue', fixture('sampleChart')],
    ['/events', { chartKey: 'venue', eventKey: 'show' }],
    ['/events/show/actions/book', { objects: ['A-1'] }],
  ] as const) {
    const reply = await call('POST', path, body);
    expect(reply.status, reply.text).toBeLessThan(300);
  }
  return { svc, call };
}

/**
 * A stream request's answer: a refusal as a Reply; an opened stream is cancelled at once and
 * answered as its status alone (what the tests below must not get).
 */
async function askStream(
  app: TestService['app'],
  key: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await app.request(`/seatdesk/events/show/changes/stream${query}`, {
    headers: { authorization: basic(key), ...headers },
  });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return {
      status: response.status,
      text: 'a stream was opened',
      body: {},
      headers: new Headers(),
    };
  }
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text), headers: response.headers };
}

const NOT_A_REVISION = ['', '%20', '0x1', '1e0', '0.0', '-0', '+1'];

describe('a revision that is not decimal digits', () => {
  it('is refused by changes?since, the stream and Last-Event-ID, naming the parameter', async () => {
    const { svc, call } = await service();
    for (const since of NOT_A_REVISION) {
      expectError(
        await call('GET', `/seatdesk/events/show/changes?since=${since}`),
        400,
        'GENERAL_ERROR',
        /^query\.since: /,
      );
      expectError(
        await askStream(svc.app, svc.secretKey, `?since=${since}`),
        400,
        'GENERAL_ERROR',
        /^query\.since: /,
      );
      const header = decodeURIComponent(since);
      expectError(
        await askStream(svc.app, svc.secretKey, '', { 'last-event-id': header }),
        400,
        'GENERAL_ERROR',
        /^header\.Last-Event-ID: /,
      );
    }
    expect(feedHubOf(svc.deps).counts.streams).toBe(0);
    // Plain digits still read as ever.
    expect((await readChangesSince(call, 'show', 0)).changes.map((c) => c.revision)).toEqual([1]);
  });
});

describe('a parameter given twice', () => {
  it('is refused on the feed, the snapshot and the activity, naming it', async () => {
    const { svc, call } = await service();
    const twice: Array<[string, string]> = [
      ['/seatdesk/events/show/changes?since=1&since=0', 'since'],
      ['/seatdesk/events/show/statuses?labels=0123456789abcdef&labels=fedcba9876543210', 'labels'],
      [
        '/seatdesk/events/show/statuses?channels=0123456789abcdef&channels=0123456789abcdef',
        'channels',
      ],
      ['/seatdesk/activity?key=show&key=venue', 'key'],
      ['/seatdesk/activity?limit=1&limit=100', 'limit'],
    ];
    for (const [path, name] of twice) {
      expectError(await call('GET', path), 400, 'GENERAL_ERROR', `query.${name} may be given once`);
    }
    expectError(
      await askStream(svc.app, svc.secretKey, '?since=1&since=0'),
      400,
      'GENERAL_ERROR',
      'query.since may be given once',
    );
    const admin = caller(svc, svc.company.admin.secretKey);
    expectError(
      await admin('GET', '/event-log?limit=1&limit=2'),
      400,
      'GENERAL_ERROR',
      'query.limit may be given once',
    );
  });
});

describe('a channels digest without labels', () => {
  it('is refused by name, not dropped unread: only the compact form leaves channels out', async () => {
    const { call } = await service();
    expectError(
      await call('GET', '/seatdesk/events/show/statuses?channels=0123456789abcdef'),
      400,
      'GENERAL_ERROR',
      'query.channels: read only beside labels (the compact form): give labels too, or leave channels out',
    );
    // Beside labels, or with neither, the snapshot answers as before.
    expect((await call('GET', '/seatdesk/events/show/statuses')).status).toBe(200);
    const both = '?labels=0123456789abcdef&channels=0123456789abcdef';
    expect((await call('GET', `/seatdesk/events/show/statuses${both}`)).status).toBe(200);
  });
});

describe('a deactivated workspace', () => {
  it('opens no stream: the admin key naming it gets WORKSPACE_INACTIVE, as on the other routes', async () => {
    svc = await startTestService();
    const adminKey = svc.company.admin.secretKey;
    const admin = caller(svc, adminKey);
    const made = await admin('POST', '/workspaces', { name: 'box office', isTest: false });
    const own: Call = caller(svc, made.body.secretKey);
    await own('POST', '/system/public/charts/venue', fixture('sampleChart'));
    expect((await own('POST', '/events', { chartKey: 'venue', eventKey: 'show' })).status).toBe(
      200,
    );
    const named = { 'x-workspace-key': made.body.key };
    expect((await askStream(svc.app, adminKey, '', named)).status).toBe(200);
    expect((await admin('POST', `/workspaces/${made.body.key}/actions/deactivate`)).status).toBe(
      204,
    );
    expectError(
      await admin('GET', '/seatdesk/events/show/changes?since=0', undefined, { headers: named }),
      403,
      'WORKSPACE_INACTIVE',
    );
    expectError(await askStream(svc.app, adminKey, '', named), 403, 'WORKSPACE_INACTIVE');
    expect(feedHubOf(svc.deps).counts.streams).toBe(0);
  });
});

describe('an event deleted while followed', () => {
  it('ends its streams with a reset, rather than keeping them "live" on an event that is gone', async () => {
    const { svc, call } = await service();
    const stream = await openStream(
      (path, init) => svc.app.request(path, init),
      svc.secretKey,
      'show',
    );
    expect((await stream.next())?.comment).toBe('live');
    expect((await call('DELETE', '/events/show')).status).toBe(204);
    // Its key now names a new event; the old stream must not pass for its feed.
    expect((await call('POST', '/events', { chartKey: 'venue', eventKey: 'show' })).status).toBe(
      200,
    );
    const seen = [];
    for (let event = await stream.next(); event; event = await stream.next()) seen.push(event);
    expect(seen.filter((event) => event.event === 'reset')).toHaveLength(1);
    expect(seen.filter((event) => event.event === 'change')).toEqual([]);
    expect(stream.done).toBe(true);
    expect(feedHubOf(svc.deps).counts.streams).toBe(0);
  });
});

describe('through a proxy that compresses or buffers', () => {
  it('asked with Accept-Encoding gzip, a change still arrives as it is written, uncompressed', async () => {
    const { svc, call } = await service();
    const answer = await svc.app.request('/seatdesk/events/show/changes/stream', {
      headers: { authorization: basic(svc.secretKey), 'accept-encoding': 'gzip, deflate, br' },
    });
    // A gzip stream would be held in the compressor's block until it filled: nothing would arrive.
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('cache-control')).toContain('no-transform');
    expect(answer.headers.get('x-accel-buffering')).toBe('no');
    const stream = new EventStreamReader(answer);
    expect((await stream.next())?.comment).toBe('live');
    expect((await call('POST', '/events/show/actions/book', { objects: ['A-2'] })).status).toBe(
      204,
    );
    const [change] = await stream.changesUntil(2);
    expect(change.objects['A-2']).toEqual({ status: 'booked', forSale: true });
    await stream.cancel();
  });
});

describe('after shutdown ended the streams', () => {
  it('a stream asked for then is refused 503 with Retry-After instead of opened', async () => {
    const { svc } = await service();
    // What main.ts does on SIGTERM before it drains the requests in flight; a request on a kept-alive
    // connection (or one still authenticating) reaches the route after it.
    closeFeeds(svc.deps);
    const reply = await askStream(svc.app, svc.secretKey, '');
    expectError(reply, 503, 'SERVICE_STOPPING', /reconnect/);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a company at its bound of streams', () => {
  it('is refused before its event is read: a reconnect storm costs no database read', async () => {
    const started = await startTestService({ feedStreamsPerCompany: 1 });
    svc = started;
    const call = caller(started);
    const fetchApp = (path: string, init: RequestInit) => started.app.request(path, init);
    await call('POST', '/system/public/charts/venue', fixture('sampleChart'));
    expect((await call('POST', '/events', { chartKey: 'venue', eventKey: 'show' })).status).toBe(
      200,
    );
    const open = await openStream(fetchApp, started.secretKey, 'show');
    expect((await open.next())?.comment).toBe('live');
    // An event that does not exist: refused by the bound, not answered 404 after a read.
    const refused = await started.app.request('/seatdesk/events/no-such-event/changes/stream', {
      headers: { authorization: basic(started.secretKey) },
    });
    const text = await refused.text();
    expectError(
      { status: refused.status, text, body: JSON.parse(text), headers: refused.headers },
      429,
      'TOO_MANY_STREAMS',
    );
    await open.cancel();
    await expect.poll(() => feedHubOf(started.deps).counts.streams).toBe(0);
    // The place is free again, and the failed opens held none.
    const again = await openStream(fetchApp, started.secretKey, 'show');
    expect(again.response.status).toBe(200);
    await again.cancel();
  });
});
