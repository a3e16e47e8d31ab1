// The map's states from the compact snapshot, carried forward by the feed's changes, against the
// real service: after a sale's worth of writes they equal a fresh snapshot, and the figures
// counted from them equal the service's own byAvailabilityReason summary.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { layoutSeatMap } from '../../../domain/seat-map/layout';
import {
  type AppUnderTest,
  fixture,
  seedChart,
  startApp,
} from '../../test-support/app-service-test-kit';
import { fetchEventMapStates } from '../data/event-map-data';
import { applyFeedChange } from './apply-change';
import { changesPath } from './event-feed';
import { FeedChangesPageSchema } from './feed-wire';
import { figuresFromStates } from './figures-from-states';
import { fetchMapStates } from './map-states';

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
