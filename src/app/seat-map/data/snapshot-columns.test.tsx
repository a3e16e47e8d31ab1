// @vitest-environment jsdom
// The status snapshot read in the layout's job (snapshot-columns.ts) against the real service's
// compact snapshot: the map's states are the very ones the page's own reading gives (holds with
// their token, bookings, not for sale, channels left out of the snapshot and taken from the
// event's, a changed category, a repeated label, whose first seat is the one kept), only the kept
// rows travel, a snapshot of another label order is refused there (the page then reads it and
// says so), and a job reads one snapshot only (a later poll is the page's own).
import { expect, test, vi } from 'vitest';
import type { CompactStatusSnapshot } from '../../../contract/live-feed';
import { isCompact } from '../../../domain/status-snapshot/snapshot-rows';
import { appPerTest } from '../../test-support/render-app-test-kit';
import { labelOrderOf } from '../live/label-order';
import { askSnapshot, statesFromColumns, statesFromSnapshot } from '../live/map-states';
import { withDuplicateA1 } from './duplicate-labels-test-kit';
import { labelIndexOf } from './label-index';
import { startLayout } from './lay-out-drawing';
import { packChart } from './layout-transfer';
import { orderOfObjects, orderOfPacked, snapshotColumns } from './snapshot-columns';

vi.setConfig({ testTimeout: 60_000 });

const CHANNELS = [
  { key: 'vip', name: 'VIP', color: '#aa0000', index: 1, objects: ['A-2', 'B-4'] },
  { key: 'press', name: 'Press', color: '#00aa00', index: 2, objects: ['B-5'] },
];

const app = appPerTest(async ({ api }) => {
  await api.charts.upload('dup', withDuplicateA1());
  await api.events.create({ chartKey: 'dup', eventKey: 'dup-night' });
  await api.channels.replace('dup-night', CHANNELS);
  await api.status.book('dup-night', { objects: ['A-1', 'A-3'] });
  const { holdToken } = await api.holdTokens.create();
  await api.status.hold('dup-night', { objects: ['A-4'], holdToken });
  await api.status.markAsNotForSale('dup-night', { objects: ['B-2'] });
});

async function laidOutWithSnapshot() {
  const drawing = JSON.stringify(withDuplicateA1());
  const job = startLayout();
  const chart = await job.run(new TextEncoder().encode(drawing).buffer as ArrayBuffer);
  const order = labelOrderOf(chart.layout, chart.labelsDigest);
  const event = await app.api.events.retrieve('dup-night');
  const snapshot = await askSnapshot(app.api, 'dup-night', order.digest, event.channels);
  if (!snapshot || !isCompact(snapshot)) throw new Error('expected the compact snapshot');
  return { job, chart, order, snapshot, channels: event.channels ?? [] };
}

test("the job's reading gives the page's states, with only the kept rows", async () => {
  const { job, chart, order, snapshot, channels } = await laidOutWithSnapshot();
  // The event's channels were digested with the request: the snapshot carries none of them.
  expect(snapshot.channelsDigest).toBeDefined();
  const columns = await job.readSnapshot({ snapshot, channels });
  if (!columns) throw new Error('the job did not read the snapshot');
  const { firsts } = labelIndexOf(chart.layout);
  const fromColumns = statesFromColumns(snapshot, columns, firsts, order, 0);
  const onPage = statesFromSnapshot(snapshot, (_, i) => firsts[i], 0, order, channels);
  expect(fromColumns.revision).toBe(onPage.revision);
  expect([...fromColumns.infos.entries()]).toEqual([...onPage.infos.entries()]);
  expect([...fromColumns.areaGroups.entries()]).toEqual([...onPage.areaGroups.entries()]);
  const kept = [...columns.rows].map((i) => order.labels[i]);
  // GA areas always (their places are counted), and the seats that are not plain free.
  expect(kept.sort()).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'B-2', 'B-4', 'B-5', 'GA1', 'GA2']);
  expect(fromColumns.infos.get('A-4')?.holdToken).toBeDefined();
  expect(fromColumns.infos.get('B-5')?.channel).toBe('press');
  expect(fromColumns.infos.get('A-1')?.status).toBe('booked');
  // A kept layout (packed, as the browser's store gives it back) is read to the same rows.
  const { packed } = packChart({ ...chart, repeats: chart.repeats ?? [] });
  const fromPacked = snapshotColumns(snapshot, orderOfPacked(packed, order.digest), channels);
  expect([...fromPacked.rows]).toEqual([...columns.rows]);
  expect(fromPacked.strings).toEqual(columns.strings);
  expect([...fromPacked.category]).toEqual([...columns.category]);
  // A second read of the same job (a poll, a refresh) is the page's own.
  expect(await job.readSnapshot({ snapshot, channels })).toBeUndefined();
});

test('a snapshot of another label order or other channels is refused by the job', async () => {
  const { chart, order, snapshot, channels } = await laidOutWithSnapshot();
  const { firsts, labels } = labelIndexOf(chart.layout);
  const own = orderOfObjects(firsts, labels, order.digest);
  const other: CompactStatusSnapshot = { ...snapshot, labelsDigest: '0123456789abcdef' };
  expect(() => snapshotColumns(other, own, channels)).toThrow(/does not fit/);
  expect(() => snapshotColumns(snapshot, own, channels.slice(1))).toThrow(/does not fit/);
  const job = startLayout();
  await job.run(new TextEncoder().encode(JSON.stringify(withDuplicateA1())).buffer as ArrayBuffer);
  expect(await job.readSnapshot({ snapshot: other, channels })).toBeUndefined();
});
