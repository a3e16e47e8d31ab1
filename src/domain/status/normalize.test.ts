import { describe, expect, it } from 'vitest';
import { catchRuleError } from './chart-test-kit';
import { normalizeChange } from './normalize';

describe('normalizeChange', () => {
  it('merges labels and objects: repeated labels of one ticket type add up, in first-seen order', () => {
    const change = normalizeChange('ev', {
      status: 'booked',
      objects: [
        'GA1',
        { objectId: 'A-1', ticketType: 'adult' },
        { objectId: 'GA1', quantity: 3 },
        { objectId: 'GA1', ticketType: 'child', extraData: { x: 1 } },
        'GA1',
      ],
    });
    expect(change.objects).toEqual([
      { label: 'GA1', quantity: 5 },
      { label: 'A-1', quantity: 1, ticketType: 'adult' },
      { label: 'GA1', quantity: 1, ticketType: 'child', extraData: { x: 1 } },
    ]);
  });

  it.each([
    ['book', 'booked', 'CHANGE_STATUS_TO'],
    ['hold', 'reservedByToken', 'CHANGE_STATUS_TO'],
    ['release', 'free', 'RELEASE'],
  ] as const)('the %s shorthand means status %s', (action, status, type) => {
    const change = normalizeChange('ev', { objects: ['A-1'], holdToken: 't' }, action);
    expect([change.status, change.type]).toEqual([status, type]);
  });

  it('defaults the flags and keeps the options it was given', () => {
    const change = normalizeChange('ev', {
      objects: ['A-1'],
      status: 'resale',
      resaleListingId: 'L',
      orderId: 'o',
      channelKeys: ['c'],
      allowedPreviousStatuses: ['booked'],
    });
    expect(change).toEqual({
      eventKey: 'ev',
      type: 'CHANGE_STATUS_TO',
      status: 'resale',
      objects: [{ label: 'A-1', quantity: 1 }],
      holdToken: undefined,
      orderId: 'o',
      keepExtraData: false,
      channelKeys: ['c'],
      ignoreChannels: false,
      allowedPreviousStatuses: ['booked'],
      rejectedPreviousStatuses: undefined,
      resaleListingId: 'L',
    });
  });

  it.each([
    [
      'status reservedByToken without holdToken',
      { objects: ['A-1'], status: 'reservedByToken' },
      'HOLD_TOKEN_REQUIRED',
    ],
    ['no status and no type', { objects: ['A-1'] }, 'STATUS_REQUIRED'],
    [
      'RELEASE with a status',
      { objects: ['A-1'], type: 'RELEASE' as const, status: 'booked' },
      'CONFLICTING_OPTIONS',
    ],
    [
      'channelKeys with ignoreChannels',
      { objects: ['A-1'], status: 'booked', channelKeys: [], ignoreChannels: true },
      'CONFLICTING_OPTIONS',
    ],
    [
      'allowed with rejected',
      {
        objects: ['A-1'],
        status: 'booked',
        allowedPreviousStatuses: [],
        rejectedPreviousStatuses: [],
      },
      'CONFLICTING_OPTIONS',
    ],
    [
      'resaleListingId on another status',
      { objects: ['A-1'], status: 'booked', resaleListingId: 'L' },
      'CONFLICTING_OPTIONS',
    ],
  ])('refuses %s', (_name, wire, code) => {
    expect(catchRuleError(() => normalizeChange('ev', wire)).code).toBe(code);
  });

  it('accepts ignoreChannels false with channelKeys', () => {
    const change = normalizeChange('ev', {
      objects: ['A-1'],
      status: 'booked',
      channelKeys: ['c'],
      ignoreChannels: false,
    });
    expect(change.channelKeys).toEqual(['c']);
  });
});
