// The channels editor's map against the real service: what the map counts per channel after
// painting is what the service counts once the draft is saved, and painted objects take their
// channel's colour before Save.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ChannelsApi } from '../../../client/channels';
import { NO_CHANNEL } from '../../../domain/model';
import { bookableIn, chartMapOf } from '../../seat-map';
import { type AppUnderTest, seedChart, startApp } from '../../test-support/app-service-test-kit';
import { draftFromEvent, toReplaceBody } from './channel-list';
import { channelMapPaint, describeForChannels } from './channel-map-paint';
import { answerWaiting, paintObjects, waitingLabels } from './painting';

let app: AppUnderTest;
beforeEach(async () => {
  app = await startApp();
});
afterEach(() => app.service.close());

describe("the channels editor's map", () => {
  test('paints the draft in channel colours, marks what waits, and counts as the service does', async () => {
    await seedChart(app.api, 'hall', 'sampleChart');
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'gala',
      channels: [
        { key: 'web', name: 'Web', color: '#123456', index: 0, objects: ['A-1', 'A-2', 'A-3'] },
        {
          key: 'box',
          name: 'Box',
          color: '#654321',
          index: 1,
          objects: [],
          areaPlaces: { GA1: 10 },
        },
      ],
    });
    const event = await app.api.events.retrieve('gala');
    const chartMap = chartMapOf(await app.api.charts.drawing('hall'));
    const bookable = bookableIn(chartMap, event.tableBookingConfig);
    const mapOf = (drafts: ReturnType<typeof draftFromEvent>, waiting: ReadonlySet<string>) => {
      const input = { layout: chartMap.layout, bookable, drafts, waiting };
      return { paint: channelMapPaint(input), describe: describeForChannels(input) };
    };

    // Row B into Box: painted at once; A-3 (Web's) waits and is marked on the map.
    const rowB = chartMap.layout.objects.filter((o) => o.rowLabel === 'B').map((o) => o.label);
    expect(rowB.length).toBeGreaterThan(3);
    const painted = paintObjects(
      draftFromEvent(event.channels),
      {},
      'saved:box',
      [...rowB, 'A-3'],
      'add',
    );
    let map = mapOf(painted.drafts, waitingLabels(painted.waiting));
    expect(map.paint.fill('B-1')).toBe('#654321');
    expect(map.paint.fill('A-3')).toBe('#123456');
    expect(map.paint.mark?.('A-3')).toBe('conflict');
    expect(map.paint.mark?.('B-1')).toBeUndefined();
    expect(map.paint.legend.at(-1)).toMatchObject({
      name: 'Ringed: waiting for your answer',
      count: 1,
    });
    expect(map.paint.fill('C-1')).toBe('#adb5bd');
    const a3 = chartMap.layout.byLabel.get('A-3');
    if (!a3) throw new Error('sampleChart has A-3');
    expect(map.describe(a3)).toMatch(/in Web, waiting for your answer to move it$/);

    const moved = answerWaiting(painted.drafts, painted.waiting, 'saved:box', 'move');
    map = mapOf(moved.drafts, waitingLabels(moved.waiting));
    expect(map.paint.fill('A-3')).toBe('#654321');
    expect(map.paint.mark?.('A-3')).toBeUndefined();

    await new ChannelsApi(app.api.transport).replace('gala', toReplaceBody(moved.drafts).channels);
    const byChannel = await app.api.reports.eventSummary('gala', 'byChannel');
    const keyOf = new Map(moved.drafts.map((d) => [d.uid, d.key]));
    const legend = Object.fromEntries(
      map.paint.legend.map((entry) => [keyOf.get(entry.key) ?? entry.key, entry.count]),
    );
    expect(legend).toEqual({
      web: byChannel.web.count,
      box: byChannel.box.count,
      [NO_CHANNEL]: byChannel.NO_CHANNEL.count,
    });
    expect(legend.box).toBe(rowB.length + 1 + 10);
    expect(map.paint.legend.every((entry) => entry.unit === 'places')).toBe(true);
  });
});
