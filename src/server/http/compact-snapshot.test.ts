// The status snapshot without labels (docs/live-feed.md): the map sends the digest of its label
// order; the service leaves the labels out only when that digest is its chart's, and the compact
// form read against the map's labels says exactly what the labelled form says (order ids aside).
// Runs on PostgreSQL with TEST_STORE_URL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatusSnapshotAnswerSchema } from '../../contract/live-feed';
import { generateDrawing } from '../../domain/drawing';
import { layoutSeatMap } from '../../domain/seat-map/layout';
import { type ChannelObjects, channelsDigest } from '../../domain/status-snapshot/channel-digest';
import { labelOrderDigest, snapshotLabels } from '../../domain/status-snapshot/label-digest';
import { snapshotRows } from '../../domain/status-snapshot/snapshot-rows';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError, fixture } from './http-test-kit';

let svc: TestService;
let call: Call;

async function ok(method: string, path: string, body?: unknown) {
  const reply = await call(method, path, body);
  expect(reply.status, `${method} ${path}: ${reply.text}`).toBeLessThan(300);
  return reply;
}

/** The label order and its digest as the seat map computes them from a drawing. */
function mapOrder(drawing: unknown) {
  const labels = snapshotLabels(layoutSeatMap(drawing).objects);
  return { labels, digest: labelOrderDigest(labels) };
}

const order = mapOrder(fixture('sampleChart'));
const seats = order.labels.filter((label) => /^[A-J]-\d+$/.test(label));

async function statuses(event: string, digest?: string, headers: Record<string, string> = {}) {
  const query = digest === undefined ? '' : `?labels=${digest}`;
  return call('GET', `/seatdesk/events/${event}/statuses${query}`, undefined, { headers });
}

async function rowsOf(event: string, digest?: string, labels = order.labels) {
  const reply = await statuses(event, digest);
  expect(reply.status, reply.text).toBe(200);
  const answer = StatusSnapshotAnswerSchema.parse(reply.body);
  return { answer, rows: snapshotRows(answer, labels), etag: reply.headers.get('etag') };
}

/** The compact form asked with the digest of `channels` as well, read with them. */
async function rowsWithChannels(event: string, channels: ChannelObjects[]) {
  const query = `?labels=${order.digest}&channels=${channelsDigest(channels)}`;
  const reply = await call('GET', `/seatdesk/events/${event}/statuses${query}`);
  expect(reply.status, reply.text).toBe(200);
  const answer = StatusSnapshotAnswerSchema.parse(reply.body);
  return { answer, rows: snapshotRows(answer, order.labels, channels) };
}

/** Which of the column forms (domain/status-snapshot/column-forms.ts) a column came in. */
const formOf = (column: unknown) =>
  typeof column === 'string' ? 'dense' : 'runs' in (column as object) ? 'runs' : 'exceptions';

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await ok('POST', '/system/public/charts/venue', fixture('sampleChart'));
  await ok('POST', '/events', { chartKey: 'venue', eventKey: 'show' });
});
afterAll(() => svc.close());

describe('the snapshot without labels', () => {
  it('answers the labelled form without a digest or with one that is not the chart’s', async () => {
    for (const digest of [undefined, '0123456789abcdef']) {
      const { answer } = await rowsOf('show', digest);
      expect(answer).toHaveProperty('labels', order.labels);
    }
    const { answer } = await rowsOf('show', order.digest);
    expect(answer).not.toHaveProperty('labels');
    expect(answer).toMatchObject({ labelsDigest: order.digest, objects: order.labels.length });
  });

  it('refuses a digest that is not 16 hex digits, naming the parameter', async () => {
    expectError(await statuses('show', 'abc'), 400, 'GENERAL_ERROR', /query\.labels/);
    expectError(
      await call('GET', '/seatdesk/events/show/statuses?label=x'),
      400,
      'GENERAL_ERROR',
      /query/,
    );
  });

  it('gives each form its own ETag, and 304 only for the form the client holds', async () => {
    const labelled = (await statuses('show')).headers.get('etag') as string;
    const compact = (await statuses('show', order.digest)).headers.get('etag') as string;
    expect(compact).toMatch(/^W\/"/);
    expect(compact).not.toBe(labelled);
    expect((await statuses('show', order.digest, { 'if-none-match': compact })).status).toBe(304);
    expect((await statuses('show', order.digest, { 'if-none-match': labelled })).status).toBe(200);
    expect((await statuses('show', undefined, { 'if-none-match': compact })).status).toBe(200);
  });

  it('reads as the labelled form says, whatever the states (order ids aside)', async () => {
    const change = fc.record({
      action: fc.constantFrom('book', 'hold', 'release', 'lost', 'not-for-sale', 'channel', 'ga'),
      seats: fc.subarray(seats, { minLength: 1, maxLength: 6 }),
      token: fc.constantFrom('t1', 't2'),
      order: fc.constantFrom('o-1', 'o-2', undefined),
    });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        const event = `prop-${runs++}`;
        await ok('POST', '/events', { chartKey: 'venue', eventKey: event });
        const tokens: Record<string, string> = {};
        for (const name of ['t1', 't2']) {
          tokens[name] = (await ok('POST', '/hold-tokens')).body.holdToken;
        }
        // One booking at least, with an order id, which only the labelled form carries.
        await ok('POST', `/events/${event}/actions/book`, { objects: ['GA2'], orderId: 'o-0' });
        for (const c of changes) {
          const path = `/events/${event}/actions`;
          // Refusals (a seat already taken) are part of the random states, not failures.
          if (c.action === 'book') {
            await call('POST', `${path}/book`, { objects: c.seats, orderId: c.order });
          } else if (c.action === 'hold') {
            await call('POST', `${path}/hold`, { objects: c.seats, holdToken: tokens[c.token] });
          } else if (c.action === 'release') {
            await call('POST', `${path}/release`, { objects: c.seats });
          } else if (c.action === 'lost') {
            await call('POST', '/events/actions/change-object-status', {
              statusChanges: [{ event, objects: c.seats, status: 'lost' }],
            });
          } else if (c.action === 'not-for-sale') {
            await call('POST', `${path}/mark-as-not-for-sale`, { objects: c.seats });
          } else if (c.action === 'channel') {
            await ok('POST', `/events/${event}/channels/replace`, {
              channels: [{ key: c.token, name: c.token, objects: c.seats }],
            });
          } else {
            await call('POST', `${path}/book`, { objects: [{ objectId: 'GA1', quantity: 2 }] });
          }
        }
        const labelled = await rowsOf(event);
        const compact = await rowsOf(event, order.digest);
        expect(compact.answer).not.toHaveProperty('labels');
        expect(compact.answer).not.toHaveProperty('channelsDigest');
        expect(compact.answer.revision).toBe(labelled.answer.revision);
        const withoutOrders = labelled.rows.map(({ orderId: _, ...row }) => row);
        expect(compact.rows).toEqual(withoutOrders);
        // With the channels of the event's record: left out, and read back from that record.
        const { channels } = (await ok('GET', `/events/${event}`)).body;
        const known = await rowsWithChannels(event, channels);
        expect(known.answer).toMatchObject({ channelsDigest: channelsDigest(channels) });
        expect(known.rows).toEqual(withoutOrders);
        expect(labelled.rows.find((row) => row.label === 'GA2')?.orderId).toBe('o-0');
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('keeps each object’s channel when the asker’s channels are not the event’s', async () => {
    await ok('POST', '/events', { chartKey: 'venue', eventKey: 'channelled' });
    const vip = { key: 'vip', name: 'VIP', objects: ['A-1', 'A-2'] };
    await ok('POST', '/events/channelled/channels/replace', { channels: [vip] });
    const stale = await rowsWithChannels('channelled', [{ ...vip, objects: ['A-1'] }]);
    expect(stale.answer).not.toHaveProperty('channelsDigest');
    expect(stale.rows.find((row) => row.label === 'A-2')?.channel).toBe('vip');
    const known = await rowsWithChannels('channelled', [vip]);
    expect(known.answer).toHaveProperty('channelsDigest');
    expect(JSON.stringify(known.answer)).not.toContain('vip');
    expect(known.rows.find((row) => row.label === 'A-2')?.channel).toBe('vip');
    expect(() => snapshotRows(known.answer, order.labels, [])).toThrow(/does not fit/);
    expectError(
      await call('GET', `/seatdesk/events/channelled/statuses?labels=${order.digest}&channels=x`),
      400,
      'GENERAL_ERROR',
      /query\.channels/,
    );
  });

  it('misses after a draft that reorders and renames is published; the new drawing’s digest hits', async () => {
    // A chart of its own: the other tests' bookings would make publishing refuse.
    await ok('POST', '/system/public/charts/hall', fixture('sampleChart'));
    await ok('POST', '/events', { chartKey: 'hall', eventKey: 'republished' });
    expect((await rowsOf('republished', order.digest)).answer).not.toHaveProperty('labels');
    const drawing = structuredClone(fixture('sampleChart')) as {
      subChart: { rows: Array<{ seats: Array<{ label: string }> }> };
    };
    const rowA = drawing.subChart.rows[0];
    rowA.seats.reverse();
    rowA.seats[0].label = 'renamed';
    await ok('POST', '/system/public/charts/hall', drawing);
    // A draft changes nothing the event shows until it is published.
    expect((await rowsOf('republished', order.digest)).answer).not.toHaveProperty('labels');
    await ok('POST', '/charts/hall/version/draft/actions/publish');

    const stale = await rowsOf('republished', order.digest);
    expect(stale.answer).toHaveProperty('labels');
    const now = mapOrder(drawing);
    expect(now.digest).not.toBe(order.digest);
    expect(stale.rows.map((row) => row.label)).toEqual(now.labels);
    const fresh = await statuses('republished', now.digest);
    expect(fresh.body).toMatchObject({ labelsDigest: now.digest });
  });
});

describe('the compact columns’ forms on a venue of 2,000 seats', () => {
  const drawing = generateDrawing({ seats: 2_000, sections: 2, categories: 2 });
  const big = mapOrder(drawing);
  const bigSeats = big.labels;

  it('mostly free goes as exceptions, its sections as runs, and reads as the labelled form', async () => {
    await ok('POST', '/system/public/charts/arena', drawing);
    const token = (await ok('POST', '/hold-tokens')).body.holdToken;
    const seen = new Set<string>();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.nat({ max: bigSeats.length - 1 }), { minLength: 1, maxLength: 60 }),
        fc.uniqueArray(fc.nat({ max: bigSeats.length - 1 }), { maxLength: 30 }),
        async (held, booked) => {
          const event = `arena-${runs++}`;
          await ok('POST', '/events', { chartKey: 'arena', eventKey: event });
          const path = `/events/${event}/actions`;
          await ok('POST', `${path}/hold`, {
            objects: held.map((i) => bigSeats[i]),
            holdToken: token,
          });
          // Seats held above are refused here; the others are booked.
          await call('POST', `${path}/book`, { objects: booked.map((i) => bigSeats[i]) });
          const labelled = await rowsOf(event, undefined, big.labels);
          const compact = await rowsOf(event, big.digest, big.labels);
          const answer = compact.answer as { state: unknown; category: unknown };
          seen.add(formOf(answer.state));
          expect(formOf(answer.category)).toBe('runs');
          expect(compact.rows).toEqual(labelled.rows.map(({ orderId: _, ...row }) => row));
        },
      ),
      { numRuns: 8 },
    );
    expect(seen).toContain('exceptions');
  }, 120_000);

  it('a change of form changes the ETag: the old one gets the new answer', async () => {
    await ok('POST', '/events', { chartKey: 'arena', eventKey: 'arena-etag' });
    const before = await rowsOf('arena-etag', big.digest, big.labels);
    expect(formOf((before.answer as { state: unknown }).state)).toBe('runs');
    // Every other seat of the first 400 booked: exceptions, not runs, are fewest.
    const scattered = bigSeats.filter((_, i) => i < 400 && i % 2 === 0);
    await ok('POST', '/events/arena-etag/actions/book', { objects: scattered });
    const reply = await statuses('arena-etag', big.digest, {
      'if-none-match': before.etag as string,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('etag')).not.toBe(before.etag);
    expect(formOf(reply.body.state)).toBe('exceptions');
  });
});
