// The map's states from the compact snapshot, carried forward by the feed's changes, against the
// real service: after a sale's worth of writes they equal a fresh snapshot, and the figures
// counted from them equal the service's own byAvailabilityReason summary.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SeatdeskClient } from '../../../client';
import { layoutSeatMap } from '../../../domain/seat-map/layout';
import {
  type ChannelObjects,
  channelsDigest,
} from '../../../domain/status-snapshot/channel-digest';
import {
  type AppUnderTest,
  fixture,
  seedChart,
  startApp,
} from '../../test-support/app-service-test-kit';
import { withoutFeed } from '../../test-support/no-feed-test-kit';
import { fetchEventMapStates } from '../data/event-map-data';
import { applyFeedChange } from './apply-change';
import { changesPath } from './event-feed';
import { FeedChangesPageSchema, StatusSnapshotAnswerSchema } from './feed-wire';
import { figuresFromStates } from './figures-from-states';
import { labelOrderOf } from './label-order';
import { snapshotPath } from './map-states';
import { fetchMapStates } from './map-states-test-kit';

let app: AppUnderTest;
beforeEach(async () => {
  app = await startApp();
  await seedChart(app.api, 'hall', 'sampleChart', ['gala']);
});
afterEach(() => app.service.close());

const layout = layoutSeatMap(fixture('sampleChart') as Parameters<typeof layoutSeatMap>[0]);
const objectOf = (label: string) => layout.byLabel.get(label);

/** What the map shows of each object kept: status, reason, for sale, token, GA counts. */
const shown = (infos: Map<string, Record<string, unknown>>) =>
  Object.fromEntries(
    [...infos].map(([label, i]) => [
      label,
      [i.status, i.availabilityReason, i.forSale, i.holdToken, i.numBooked, i.numHeld, i.numFree],
    ]),
  );

describe('the map states from the snapshot and the feed', () => {
  test('snapshot + changes equals the snapshot read afterwards, and the figures equal the summary', async () => {
    const before = await fetchMapStates(app.api, 'gala', objectOf);
    expect(before.revision).toBe(0);
    expect(before.infos.size).toBe(2); // the two GA areas, always kept with their counts

    const { holdToken } = await app.api.holdTokens.create();
    await app.api.status.book('gala', {
      objects: ['A-1', { objectId: 'GA1', quantity: 3 }],
      orderId: 'o-17',
    });
    await app.api.status.hold('gala', {
      objects: ['A-2', 'B-2', { objectId: 'GA1', quantity: 2 }],
      holdToken,
    });
    await app.api.status.changeObjectStatus('gala', { objects: ['A-4'], status: 'resold' });
    await app.api.status.markAsNotForSale('gala', { objects: ['A-3'], areaPlaces: { GA1: 1 } });
    await app.api.status.release('gala', { objects: ['B-2'], holdToken });

    const page = await app.api.transport.json(
      { method: 'GET', path: changesPath('gala'), query: { since: 0 } },
      FeedChangesPageSchema,
    );
    const followed = page.changes.reduce((s, c) => applyFeedChange(s, c, objectOf), before);
    const fresh = await fetchMapStates(app.api, 'gala', objectOf);
    expect(followed.revision).toBe(fresh.revision);
    expect(shown(followed.infos)).toEqual(shown(fresh.infos));
    expect(followed.infos.get('B-2')).toBeUndefined();
    expect(followed.infos.get('A-1')?.orderId).toBe('o-17');
    // The snapshot carries it too: the hover card of a seat booked before the page opened.
    expect(fresh.infos.get('A-1')?.orderId).toBe('o-17');
    // Applying a change again (a resumed stream) changes nothing.
    expect(applyFeedChange(followed, page.changes[1], objectOf)).toBe(followed);

    const event = await app.api.events.retrieve('gala');
    const input = { layout, bookable: () => true, states: followed, event };
    const summary = await app.api.reports.eventSummary('gala', 'byAvailabilityReason');
    const figures = figuresFromStates(input);
    for (const [reason, group] of Object.entries(summary)) {
      if (group.count === 0) continue;
      expect([reason, figures[reason]?.count]).toEqual([reason, group.count]);
      expect(figures[reason]?.byCategoryLabel).toEqual(
        Object.fromEntries(Object.entries(group.byCategoryLabel ?? {}).filter(([, n]) => n > 0)),
      );
    }
    // The same figures from the public reports (a seats.io region).
    const reported = await fetchEventMapStates(app.api, 'gala');
    expect(figuresFromStates({ ...input, states: reported })).toEqual(figures);
  });
});

describe('the snapshot without labels', () => {
  test('the map asking with its label digest colours the same seats as with the labels', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    await app.api.status.book('gala', {
      objects: ['A-1', { objectId: 'GA1', quantity: 3 }],
      orderId: 'o-3',
    });
    await app.api.status.hold('gala', { objects: ['B-2', 'B-3'], holdToken });
    await app.api.status.changeObjectStatus('gala', { objects: ['C-4'], status: 'resold' });
    await app.api.status.markAsNotForSale('gala', { objects: ['D-5'] });
    await app.api.channels.replace('gala', [
      { key: 'web', name: 'Web', color: '#00aa00', index: 1, objects: ['A-6', 'B-3'] },
    ]);
    const order = labelOrderOf(layout);
    const asked = await app.api.transport.json(
      { method: 'GET', path: snapshotPath('gala'), query: { labels: order.digest } },
      StatusSnapshotAnswerSchema,
    );
    expect(asked).not.toHaveProperty('labels');

    const compact = await fetchMapStates(app.api, 'gala', objectOf, order);
    const labelled = await fetchMapStates(app.api, 'gala', objectOf);
    const coloured = (infos: Map<string, Record<string, unknown>>) => ({
      ...shown(infos),
      channels: [...infos].map(([label, i]) => [label, i.channel]),
    });
    expect(coloured(compact.infos)).toEqual(coloured(labelled.infos));
    expect(compact.revision).toBe(labelled.revision);
    expect([...compact.infos.keys()].sort()).toEqual(
      ['A-1', 'A-6', 'B-2', 'B-3', 'C-4', 'D-5', 'GA1', 'GA2'].sort(),
    );
    // The compact form leaves order ids out: the hover card reads them from the object.
    expect(labelled.infos.get('A-1')?.orderId).toBe('o-3');
    expect(compact.infos.get('A-1')?.orderId).toBeUndefined();

    // With the event's channels as the page holds them: left out of the answer, same colours;
    // with channels the page read before a change, they come in the answer.
    const { channels = [] } = await app.api.events.retrieve('gala');
    const withChannels = await fetchMapStates(app.api, 'gala', objectOf, order, channels);
    expect(coloured(withChannels.infos)).toEqual(coloured(labelled.infos));
    const older = [{ ...channels[0], objects: ['A-6'] }];
    const answer = (sent: readonly ChannelObjects[]) =>
      app.api.transport.json(
        {
          method: 'GET',
          path: snapshotPath('gala'),
          query: { labels: order.digest, channels: channelsDigest(sent) },
        },
        StatusSnapshotAnswerSchema,
      );
    expect(await answer(channels)).toHaveProperty('channelsDigest');
    expect(await answer(older)).not.toHaveProperty('channelsDigest');
    const fromOlder = await fetchMapStates(app.api, 'gala', objectOf, order, older);
    expect(coloured(fromOlder.infos)).toEqual(coloured(labelled.infos));

    // A map holding another drawing (another order) gets the labelled form and colours by label.
    const stale = labelOrderOf(layoutSeatMap(reversedRows()));
    expect(stale.digest).not.toBe(order.digest);
    const fromStale = await fetchMapStates(app.api, 'gala', objectOf, stale);
    expect(coloured(fromStale.infos)).toEqual(coloured(labelled.infos));

    // A seats.io region has no snapshot route: the map falls back to the reports, as before.
    const region = new SeatdeskClient({ ...app.session, fetch: withoutFeed(app.service.fetch) });
    const reported = await fetchMapStates(region, 'gala', objectOf, order);
    expect(reported.summary).toBeDefined();
    expect(reported.revision).toBeUndefined();
    // The reports list no free seat for sale (A-6 is one, only its channel is set).
    expect([...reported.infos.keys()]).toEqual(
      expect.arrayContaining(['A-1', 'B-2', 'B-3', 'C-4', 'D-5']),
    );
    const labelledShown = Object.entries(shown(labelled.infos));
    expect(shown(reported.infos)).toEqual(
      Object.fromEntries(labelledShown.filter(([label]) => reported.infos.has(label))),
    );
  });
});

/** The sample chart with its first row's seats in the opposite order. */
function reversedRows() {
  const drawing = structuredClone(fixture('sampleChart')) as {
    subChart: { rows: Array<{ seats: unknown[] }> };
  };
  drawing.subChart.rows[0].seats.reverse();
  return drawing as Parameters<typeof layoutSeatMap>[0];
}
