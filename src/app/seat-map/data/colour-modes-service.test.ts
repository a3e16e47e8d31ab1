// The colour modes' legend counts, computed object by object from the states the map reads, agree
// with the service's own summaries: the map and the reports can never tell two stories.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type AppUnderTest, seedChart, startApp } from '../../test-support/app-service-test-kit';
import { chartMapOf } from './chart-map';
import { paintFor } from './colour-modes';
import { fetchEventMapStates } from './event-map-data';
import type { EventMapInput } from './event-map-data-objects';
import { bookableIn } from './use-layout';

let app: AppUnderTest;
beforeEach(async () => {
  app = await startApp();
});
afterEach(() => app.service.close());

async function inputFor(chartKey: string, eventKey: string): Promise<EventMapInput> {
  const chartMap = chartMapOf(await app.api.charts.drawing(chartKey));
  const event = await app.api.events.retrieve(eventKey);
  return {
    layout: chartMap.layout,
    bookable: bookableIn(chartMap, event.tableBookingConfig),
    states: await fetchEventMapStates(app.api, eventKey),
    event,
  };
}

const legendOf = (input: EventMapInput, mode: Parameters<typeof paintFor>[0]) =>
  Object.fromEntries(paintFor(mode, input).legend.map((entry) => [entry.key, entry.count]));

const countsOf = (summary: Record<string, { count: number }>) =>
  Object.fromEntries(
    Object.entries(summary)
      .filter(([, group]) => group.count > 0)
      .map(([key, group]) => [key, group.count]),
  );

describe("legend counts equal the service's summaries", () => {
  test('sampleChart with sales, holds, not for sale, a custom status, channels and GA places', async () => {
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
    const { holdToken } = await app.api.holdTokens.create();
    const book = {
      objects: ['A-1', 'B-7', { objectId: 'GA1', quantity: 3 }],
      ignoreChannels: true,
    };
    await app.api.status.book('gala', book);
    await app.api.status.hold('gala', {
      objects: ['B-1', { objectId: 'GA2', quantity: 2 }],
      holdToken,
    });
    await app.api.status.changeObjectStatus('gala', { objects: ['A-4'], status: 'resold' });
    await app.api.status.markAsNotForSale('gala', { objects: ['C-1'], areaPlaces: { GA2: 5 } });
    const input = await inputFor('hall', 'gala');

    const reasons = countsOf(await app.api.reports.eventSummary('gala', 'byAvailabilityReason'));
    expect(legendOf(input, 'availability')).toEqual(reasons);
    const { available, ...others } = reasons;
    expect(legendOf(input, 'status')).toEqual({ free: available, ...others });
    expect(others).toEqual({ booked: 5, reservedByToken: 3, not_for_sale: 6, resold: 1 });

    const byChannel = countsOf(await app.api.reports.eventSummary('gala', 'byChannel'));
    expect(legendOf(input, 'channel')).toEqual(byChannel);

    const byCategory = countsOf(await app.api.reports.eventSummary('gala', 'byCategoryKey'));
    const categories = Object.fromEntries(
      Object.entries(legendOf(input, 'category')).filter(([, n]) => n > 0),
    );
    expect(categories).toEqual(byCategory);
  });

  test('a stadium with sections and zones, a third of it sold', async () => {
    await seedChart(app.api, 'stadium', 'sampleChartWithZones', ['cup']);
    const free = (await app.api.reports.eventReport('cup', 'byStatus', 'free')).free;
    const sold = free.filter((_, i) => i % 3 === 0).map((o) => o.label);
    for (let i = 0; i < sold.length; i += 1000) {
      await app.api.status.book('cup', { objects: sold.slice(i, i + 1000) });
    }
    const input = await inputFor('stadium', 'cup');
    const reasons = countsOf(await app.api.reports.eventSummary('cup', 'byAvailabilityReason'));
    expect(legendOf(input, 'availability')).toEqual(reasons);
    expect(reasons.booked).toBe(sold.length);
  });
});

describe('tables as the event books them', () => {
  test('a whole table instead of its seats, or its seats instead of the table', async () => {
    const chartMap = chartMapOf(
      await (async () => {
        await seedChart(app.api, 'dinner', 'sampleChartWithTables');
        return app.api.charts.drawing('dinner');
      })(),
    );
    const table = chartMap.layout.objects.find((o) => o.kind === 'table');
    const seat = chartMap.layout.objects.find((o) => o.table === table?.label);
    if (!table || !seat) throw new Error('sampleChartWithTables has a table with seats');
    const byTable = bookableIn(chartMap, { mode: 'ALL_BY_TABLE' });
    expect([byTable(table), byTable(seat)]).toEqual([true, false]);
    const bySeat = bookableIn(chartMap, { mode: 'ALL_BY_SEAT' });
    expect([bySeat(table), bySeat(seat)]).toEqual([false, true]);
    const custom = bookableIn(chartMap, { mode: 'CUSTOM', tables: { [table.label]: 'BY_TABLE' } });
    expect([custom(table), custom(seat)]).toEqual([true, false]);
  });
});
