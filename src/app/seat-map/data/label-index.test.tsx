// @vitest-environment jsdom
// The map's first coloured frame without the label → object Map (label-index.ts), against the
// real service in-process: the states are read by the snapshot's rows, the bookable objects by the
// repeats the layout found, and the Map is built only when a seat is looked up by label, as the
// live feed does when a change arrives (here before anything else has built it). A chart that
// repeats a label keeps selling only its first seat. The repeats a kept layout brings back from
// the browser's store are used only when they fit the layout.
import { waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { SeatMapLayout } from '../../../domain/seat-map/types';
import { appPerTest } from '../../test-support/render-app-test-kit';
import { figuresFromStates } from '../live/figures-from-states';
import { chartMapOf, labelOrderFacts } from './chart-map';
import { paintFor } from './colour-modes';
import { withDuplicateA1 } from './duplicate-labels-test-kit';
import type { EventMapInput } from './event-map-data-objects';
import { labelIndexOf } from './label-index';
import { packChart, unpackChart } from './layout-transfer';
import { visit } from './map-visit-test-kit';

vi.setConfig({ testTimeout: 90_000 });

const app = appPerTest(async ({ api }) => {
  await api.charts.upload('dup', withDuplicateA1());
  await api.events.create({ chartKey: 'dup', eventKey: 'dup-night' });
  await api.status.book('dup-night', { objects: ['A-3'] });
  await api.status.markAsNotForSale('dup-night', { objects: ['B-2'] });
});

/** Whether `layout.byLabel` is still to be built (domain/drawing/by-label.ts: a getter until read). */
const byLabelUnbuilt = (layout: SeatMapLayout) =>
  typeof Object.getOwnPropertyDescriptor(layout, 'byLabel')?.get === 'function';

const statusOf = (input: EventMapInput | undefined, label: string) =>
  paintFor('status', input as EventMapInput).group?.(label);

test('the first coloured frame builds no label map; a live change before it exists colours its seat', async () => {
  const event = await app.api.events.retrieve('dup-night');
  const { result, unmount } = visit(app.api, event);
  await waitFor(() => expect(result.current.input).toBeDefined());
  const input = result.current.input as EventMapInput;
  const { layout } = input;
  // What the event page computes for its first frame: the paint, the figures, what is bookable.
  const paint = paintFor('status', input);
  const figures = figuresFromStates(input);
  const [first, repeat] = layout.objects.filter((o) => o.label === 'A-1');
  if (!first || !repeat) throw new Error('the chart has no repeated A-1');
  expect([input.bookable(first), input.bookable(repeat)]).toEqual([true, false]);
  expect([paint.group?.('A-3'), paint.group?.('B-2'), paint.group?.('A-2')]).toEqual([
    'booked',
    'not_for_sale',
    'free',
  ]);
  expect(figures.booked?.count).toBe(1);
  expect(byLabelUnbuilt(layout)).toBe(true);

  // Another clerk books A-5: the feed's change is applied with the object found by label, which
  // builds the Map now; the seat is coloured booked and found by its label.
  await waitFor(() => expect(result.current.live.mode).toBe('live'), { timeout: 30_000 });
  await app.api.status.book('dup-night', { objects: ['A-5'] });
  await waitFor(() => expect(statusOf(result.current.input, 'A-5')).toBe('booked'), {
    timeout: 20_000,
  });
  expect(byLabelUnbuilt(layout)).toBe(false);
  expect(layout.byLabel.get('A-1')).toBe(first);
  expect(layout.byLabel.get('A-5')?.label).toBe('A-5');
  expect(statusOf(result.current.input, 'A-3')).toBe('booked');
  unmount();
});

test('the repeats travel with the packed layout, and kept ones that do not fit are found again', () => {
  const chart = chartMapOf(withDuplicateA1());
  const { repeats, labelsDigest } = labelOrderFacts(chart.layout);
  const repeatAt = chart.layout.objects.findLastIndex((o) => o.label === 'A-1');
  expect(repeats).toEqual([repeatAt]);

  const sent = unpackChart(packChart({ ...chart, labelsDigest, repeats }).packed);
  const index = labelIndexOf(sent.layout);
  expect([...index.repeated]).toEqual([sent.layout.objects[repeatAt]]);
  expect(index.labels).toEqual([...new Set(chart.layout.objects.map((o) => o.label))]);

  // A store written by other code: repeats out of the layout or out of order are not trusted.
  for (const bad of [[chart.layout.objects.length + 3], [0], [repeatAt, 2]]) {
    const { packed } = packChart({ ...chart, labelsDigest, repeats: bad });
    const kept = unpackChart(packed);
    expect([...labelIndexOf(kept.layout).repeated]).toEqual([kept.layout.objects[repeatAt]]);
  }
});
