// Issue 28.11: the desk's preview named channels by key ("channel bo-7") where the event gives
// them names; staff read the names ("channel Box office").
import { expect, test } from 'vitest';
import type { ObjectInfoWire } from '../../contract/status';
import type { StatusChange } from '../lib/order-changes';
import { stateFacts } from './object-summary';
import { describeChange } from './preview-table';

const names = new Map([['bo-7', 'Box office']]);

test('a row limited to channels names them as the event does', () => {
  const row: StatusChange = {
    event: 'e1',
    type: 'CHANGE_STATUS_TO',
    status: 'booked',
    objects: ['A-1'],
    channelKeys: ['bo-7', 'NO_CHANNEL'],
  };
  expect(describeChange(row, names)).toBe('Book · in e1 · channels Box office, no channel');
  // A channel the event does not know (deleted since) keeps its key: nothing is hidden.
  expect(describeChange({ ...row, channelKeys: ['gone'] }, names)).toContain('channels gone');
});

test("an object's facts name its channel as the event does", () => {
  const info = {
    status: 'free',
    channel: 'bo-7',
    forSale: true,
    objectType: 'seat',
  } as unknown as ObjectInfoWire;
  expect(stateFacts(info, names)).toEqual(['channel Box office']);
  expect(stateFacts(info)).toEqual(['channel bo-7']);
});
