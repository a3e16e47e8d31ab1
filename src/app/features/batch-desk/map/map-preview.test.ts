// The preview on the desk's map, held against the real service in-process: the after-state it
// paints is the one the service leaves when the batch is sent, and a refused row marks the
// objects the service refuses, each with the reason in words.
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { predictBatch } from '../../../batch/predict';
import { loadWorld } from '../../../batch/world';
import {
  bookableIn,
  chartMapOf,
  type EventMapInput,
  fetchEventMapStates,
  paintFor,
} from '../../../seat-map';
import {
  type AppUnderTest,
  fixture,
  seedChart,
  startApp,
} from '../../../test-support/app-service-test-kit';
import type { BatchChange } from '../rows/row-check';
import { describeWithOutcome, inputWith, outcomesFor, previewPaint } from './map-preview';

let desk: AppUnderTest;
let token: string;
const chartMap = chartMapOf(fixture('sampleChart'));

beforeAll(async () => {
  desk = await startApp();
  await seedChart(desk.api, 'hall', 'sampleChart', ['gig', 'gig-2']);
  token = (await desk.api.holdTokens.create()).holdToken;
  for (const event of ['gig', 'gig-2']) {
    await desk.api.status.book(event, { objects: ['A-3'], orderId: 'first' });
    await desk.api.status.hold(event, { objects: ['D-8'], holdToken: token });
  }
});
afterAll(() => desk.service.close());

async function eventInput(eventKey: string): Promise<EventMapInput> {
  const event = await desk.api.events.retrieve(eventKey);
  return {
    layout: chartMap.layout,
    bookable: bookableIn(chartMap, event.tableBookingConfig),
    states: await fetchEventMapStates(desk.api, eventKey),
    event,
  };
}

async function preview(eventKey: string, changes: BatchChange[]) {
  const prediction = predictBatch(changes, await loadWorld(new QueryClient(), desk.api, changes));
  const outcomes = outcomesFor(eventKey, changes, prediction);
  const now = inputWith(await eventInput(eventKey), outcomes, 'before');
  return { prediction, outcomes, now, paint: previewPaint(now, outcomes) };
}

describe('the preview painted on the map', () => {
  test('an accepted batch is painted as the service leaves the event', async () => {
    const changes: BatchChange[] = [
      { event: 'gig', objects: ['B-1', 'B-2', { objectId: 'GA1', quantity: 5 }], status: 'booked' },
      { event: 'gig', objects: ['D-8'], type: 'RELEASE', holdToken: token },
      { event: 'gig', objects: ['C-4'], status: 'reservedByToken', holdToken: token },
      { event: 'gig-2', objects: ['A-1'], status: 'booked' },
    ];
    const { paint, prediction } = await preview('gig', changes);
    expect(prediction.refusal).toBeUndefined();
    expect(paint.mark?.('B-1')).toBe('changed');
    expect(paint.mark?.('A-1')).toBeUndefined();

    await desk.api.status.changeObjectStatusInBatch(changes);
    const served = paintFor('status', await eventInput('gig'));
    expect(paint.legend).toEqual(served.legend);
    for (const { label } of chartMap.layout.objects) {
      expect([label, paint.fill(label)]).toEqual([label, served.fill(label)]);
    }
  });

  test('a refused row crosses the objects the service refuses and says why, in words', async () => {
    const changes: BatchChange[] = [
      { event: 'gig-2', objects: ['A-2', 'A-3', 'D-8'], status: 'booked' },
      { event: 'gig-2', objects: ['B-5'], status: 'reservedByToken', holdToken: token },
    ];
    const { paint, prediction, now, outcomes } = await preview('gig-2', changes);
    expect(prediction.refusal).toMatchObject({ row: 0, code: 'OBJECT_ALREADY_IN_STATUS' });
    expect([paint.mark?.('A-3'), paint.mark?.('D-8'), paint.mark?.('A-2')]).toEqual([
      'refused',
      'refused',
      undefined,
    ]);
    // A-2 is not what the service refuses: it stays free, as does everything the batch names.
    const served = paintFor('status', now);
    expect(paint.fill('A-2')).toBe(served.fill('A-2'));
    expect(paint.mark?.('B-5')).toBe('changed');

    const lineOf = describeWithOutcome(now, outcomes);
    const line = (label: string) => lineOf(chartMap.layout.byLabel.get(label) as never);
    expect(line('A-3')).toBe('A-3, row A, Cat1, Booked. Refused (row 1): A-3 is already booked.');
    expect(line('A-2')).toBe(
      'A-2, row A, Cat1, Free. Unchanged: row 1 is refused (A-3 is already booked)',
    );
    expect(line('B-5')).toBe('B-5, row B, Cat1, Free. Free → Held (row 2)');
    expect(line('C-1')).toBe('C-1, row C, Cat2, Free');
  });
});
