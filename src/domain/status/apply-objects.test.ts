import { describe, expect, it } from 'vitest';
import type { ObjectState } from '../model';
import {
  catchRuleError,
  channel,
  run,
  type Scenario,
  stateAfter,
  type TestChange,
} from './chart-test-kit';
import { RuleError } from './rule-error';

const booked: ObjectState = { status: 'booked' };
const heldLive: ObjectState = { status: 'reservedByToken', holdToken: 'live' };
const c1 = [channel('c1', ['A-1'])];

interface Accepted {
  name: string;
  scenario?: Scenario;
  changes: TestChange[];
  label?: string;
  expected: ObjectState | undefined;
}

const accepted: Accepted[] = [
  { name: 'book a free seat', changes: [{ objects: ['A-1'], action: 'book' }], expected: booked },
  {
    name: 'hold a free seat with a live token',
    changes: [{ objects: ['A-1'], action: 'hold', holdToken: 'live' }],
    expected: heldLive,
  },
  {
    name: 'book a held seat with its token: the token is gone',
    scenario: { states: { 'A-1': heldLive } },
    changes: [{ objects: ['A-1'], action: 'book', holdToken: 'live' }],
    expected: booked,
  },
  {
    name: 'release a held seat with its token',
    scenario: { states: { 'A-1': heldLive } },
    changes: [{ objects: ['A-1'], action: 'release', holdToken: 'live' }],
    expected: undefined,
  },
  {
    name: 'an expired hold does not block a booking',
    scenario: { states: { 'A-1': { status: 'reservedByToken', holdToken: 'dead' } } },
    changes: [{ objects: ['A-1'], action: 'book' }],
    expected: booked,
  },
  {
    name: 'an expired hold does not block a new hold',
    scenario: { states: { 'A-1': { status: 'reservedByToken', holdToken: 'dead' } } },
    changes: [{ objects: ['A-1'], action: 'hold', holdToken: 'live' }],
    expected: heldLive,
  },
  {
    name: 'release a booked seat',
    scenario: { states: { 'A-1': { status: 'booked', orderId: 'o1' } } },
    changes: [{ objects: ['A-1'], action: 'release' }],
    expected: undefined,
  },
  {
    name: 'release stores the orderId it is given',
    scenario: { states: { 'A-1': booked } },
    changes: [{ objects: ['A-1'], action: 'release', orderId: 'refund-7' }],
    expected: { orderId: 'refund-7' },
  },
  {
    name: 'book stores the orderId',
    changes: [{ objects: ['A-1'], action: 'book', orderId: 'o1' }],
    expected: { status: 'booked', orderId: 'o1' },
  },
  {
    name: 'a status change clears extraData',
    scenario: { states: { 'A-1': { status: 'booked', extraData: { name: 'Ann' } } } },
    changes: [{ objects: ['A-1'], action: 'release' }],
    expected: undefined,
  },
  {
    name: 'keepExtraData keeps it',
    scenario: { states: { 'A-1': { status: 'booked', extraData: { name: 'Ann' } } } },
    changes: [{ objects: ['A-1'], action: 'release', keepExtraData: true }],
    expected: { extraData: { name: 'Ann' } },
  },
  {
    name: 'per-object extraData and ticketType are stored',
    changes: [
      { objects: [{ objectId: 'A-1', ticketType: 'adult', extraData: { a: 1 } }], action: 'book' },
    ],
    expected: { status: 'booked', ticketType: 'adult', extraData: { a: 1 } },
  },
  {
    name: 'a custom status on a free seat',
    changes: [{ objects: ['A-1'], status: 'checked-in' }],
    expected: { status: 'checked-in' },
  },
  {
    name: 'a custom status on a booked seat',
    scenario: { states: { 'A-1': booked } },
    changes: [{ objects: ['A-1'], status: 'checked-in' }],
    expected: { status: 'checked-in' },
  },
  {
    name: 'status free is a release',
    scenario: { states: { 'A-1': booked } },
    changes: [{ objects: ['A-1'], status: 'free' }],
    expected: undefined,
  },
  {
    name: 'type RELEASE releases',
    scenario: { states: { 'A-1': booked } },
    changes: [{ objects: ['A-1'], type: 'RELEASE' }],
    expected: undefined,
  },
  {
    name: 'resale with a listing id',
    scenario: { states: { 'A-1': booked } },
    changes: [{ objects: ['A-1'], status: 'resale', resaleListingId: 'L1' }],
    expected: { status: 'resale', resaleListingId: 'L1' },
  },
  {
    name: 'a released resale seat stays resale',
    scenario: { states: { 'A-1': { status: 'resale', resaleListingId: 'L1' } } },
    changes: [{ objects: ['A-1'], action: 'release' }],
    expected: { status: 'resale', resaleListingId: 'L1' },
  },
  {
    name: 'a resale seat can be booked',
    scenario: { states: { 'A-1': { status: 'resale', resaleListingId: 'L1' } } },
    changes: [{ objects: ['A-1'], action: 'book' }],
    expected: booked,
  },
  {
    name: 'allowedPreviousStatuses satisfied',
    changes: [{ objects: ['A-1'], action: 'book', allowedPreviousStatuses: ['free'] }],
    expected: booked,
  },
  {
    name: 'rejectedPreviousStatuses not hit',
    changes: [{ objects: ['A-1'], action: 'book', rejectedPreviousStatuses: ['booked'] }],
    expected: booked,
  },
  {
    name: 'channelKeys naming the object’s channel',
    scenario: { channels: c1 },
    changes: [{ objects: ['A-1'], action: 'book', channelKeys: ['c1'] }],
    expected: booked,
  },
  {
    name: 'ignoreChannels',
    scenario: { channels: c1 },
    changes: [{ objects: ['A-1'], action: 'book', ignoreChannels: true }],
    expected: booked,
  },
  {
    name: 'NO_CHANNEL lets objects without a channel change',
    scenario: { channels: c1 },
    label: 'A-2',
    changes: [{ objects: ['A-2'], action: 'book', channelKeys: ['c1', 'NO_CHANNEL'] }],
    expected: booked,
  },
  {
    name: 'a custom status on an object not for sale',
    scenario: { states: { 'A-1': { notForSale: true } } },
    changes: [{ objects: ['A-1'], status: 'blocked' }],
    expected: { status: 'blocked', notForSale: true },
  },
  {
    name: 'release keeps the not-for-sale flag',
    scenario: { states: { 'A-1': { status: 'booked', notForSale: true } } },
    changes: [{ objects: ['A-1'], action: 'release' }],
    expected: { notForSale: true },
  },
  {
    name: 'a batch releases and holds the same seat',
    scenario: { states: { 'A-1': booked } },
    changes: [
      { objects: ['A-1'], action: 'release' },
      { objects: ['A-1'], action: 'hold', holdToken: 'live' },
    ],
    expected: heldLive,
  },
  {
    name: 'a booth books like a seat',
    label: 'BO1',
    changes: [{ objects: ['BO1'], action: 'book' }],
    expected: booked,
  },
];

interface Refused {
  name: string;
  scenario?: Scenario;
  changes: TestChange[];
  code: string;
  message?: string;
}

const refused: Refused[] = [
  {
    name: 'hold without a token',
    changes: [{ objects: ['A-1'], action: 'hold' }],
    code: 'HOLD_TOKEN_REQUIRED',
  },
  {
    name: 'hold with an unknown or expired token',
    changes: [{ objects: ['A-1'], action: 'hold', holdToken: 'dead' }],
    code: 'HOLD_TOKEN_INVALID',
    message: 'Hold token dead is unknown or has expired',
  },
  {
    name: 'book with an expired token',
    changes: [{ objects: ['A-1'], action: 'book', holdToken: 'dead' }],
    code: 'HOLD_TOKEN_INVALID',
  },
  {
    name: 'hold a booked seat',
    scenario: { states: { 'A-1': booked } },
    changes: [{ objects: ['A-1'], action: 'hold', holdToken: 'live' }],
    code: 'OBJECT_NOT_FREE',
    message: 'A-1 is booked; only free objects can be held (release it first)',
  },
  {
    name: 'hold a seat held by someone else',
    scenario: { states: { 'A-1': { status: 'reservedByToken', holdToken: 'other' } } },
    changes: [{ objects: ['A-1'], action: 'hold', holdToken: 'live' }],
    code: 'OBJECT_NOT_FREE',
  },
  {
    name: 'hold a resale seat',
    scenario: { states: { 'A-1': { status: 'resale' } } },
    changes: [{ objects: ['A-1'], action: 'hold', holdToken: 'live' }],
    code: 'OBJECT_NOT_FREE',
  },
  {
    name: 'book a held seat without its token',
    scenario: { states: { 'A-1': heldLive } },
    changes: [{ objects: ['A-1'], action: 'book' }],
    code: 'HOLD_TOKEN_REQUIRED',
  },
  {
    name: 'book a held seat with another token',
    scenario: { states: { 'A-1': heldLive } },
    changes: [{ objects: ['A-1'], action: 'book', holdToken: 'other' }],
    code: 'WRONG_HOLD_TOKEN',
    message: 'A-1 is held with another hold token',
  },
  {
    name: 'release a held seat without its token',
    scenario: { states: { 'A-1': heldLive } },
    changes: [{ objects: ['A-1'], action: 'release' }],
    code: 'HOLD_TOKEN_REQUIRED',
  },
  {
    name: 'release a held seat with another token',
    scenario: { states: { 'A-1': heldLive } },
    changes: [{ objects: ['A-1'], action: 'release', holdToken: 'other' }],
    code: 'WRONG_HOLD_TOKEN',
  },
  {
    name: 'book a booked seat (no double booking)',
    scenario: { states: { 'A-1': booked } },
    changes: [{ objects: ['A-1'], action: 'book' }],
    code: 'OBJECT_ALREADY_IN_STATUS',
    message: 'A-1 is already booked',
  },
  {
    name: 'allowedPreviousStatuses violated',
    scenario: { states: { 'A-3': booked } },
    changes: [{ objects: ['A-3'], status: 'vip', allowedPreviousStatuses: ['free'] }],
    code: 'ILLEGAL_STATUS_CHANGE',
    message: 'A-3 is booked; allowedPreviousStatuses is [free]',
  },
  {
    name: 'rejectedPreviousStatuses violated',
    scenario: { states: { 'A-3': booked } },
    changes: [{ objects: ['A-3'], status: 'vip', rejectedPreviousStatuses: ['booked'] }],
    code: 'ILLEGAL_STATUS_CHANGE',
    message: 'A-3 is booked; rejectedPreviousStatuses is [booked]',
  },
  {
    name: 'allowed and rejected previous statuses together',
    changes: [
      {
        objects: ['A-1'],
        action: 'book',
        allowedPreviousStatuses: ['free'],
        rejectedPreviousStatuses: ['booked'],
      },
    ],
    code: 'CONFLICTING_OPTIONS',
  },
  {
    name: 'channelKeys and ignoreChannels together',
    changes: [{ objects: ['A-1'], action: 'book', channelKeys: ['c1'], ignoreChannels: true }],
    code: 'CONFLICTING_OPTIONS',
  },
  {
    name: 'an object in a channel without channelKeys',
    scenario: { channels: c1 },
    changes: [{ objects: ['A-1'], action: 'book' }],
    code: 'OBJECT_IN_CHANNEL',
    message: 'A-1 is in channel c1: give channelKeys with c1, or ignoreChannels',
  },
  {
    name: 'an object in another channel than channelKeys',
    scenario: { channels: [...c1, channel('c2', ['A-2'])] },
    changes: [{ objects: ['A-1'], action: 'book', channelKeys: ['c2'] }],
    code: 'CHANNEL_NOT_ALLOWED',
  },
  {
    name: 'an object in no channel when channelKeys lacks NO_CHANNEL',
    scenario: { channels: c1 },
    changes: [{ objects: ['A-2'], action: 'book', channelKeys: ['c1'] }],
    code: 'CHANNEL_NOT_ALLOWED',
    message: 'A-2 is in no channel, which is not in channelKeys [c1]',
  },
  {
    name: 'the channel rule holds for release too',
    scenario: { channels: c1, states: { 'A-1': booked } },
    changes: [{ objects: ['A-1'], action: 'release' }],
    code: 'OBJECT_IN_CHANNEL',
  },
  {
    name: 'book an object not for sale',
    scenario: { states: { 'A-1': { notForSale: true } } },
    changes: [{ objects: ['A-1'], action: 'book' }],
    code: 'NOT_FOR_SALE',
    message: 'A-1 is not for sale and cannot be booked',
  },
  {
    name: 'hold an object not for sale',
    scenario: { states: { 'A-1': { notForSale: true } } },
    changes: [{ objects: ['A-1'], action: 'hold', holdToken: 'live' }],
    code: 'NOT_FOR_SALE',
  },
  {
    name: 'a label not on the chart',
    changes: [{ objects: ['A-1', 'Z-99'], action: 'book' }],
    code: 'OBJECT_NOT_FOUND',
    message: 'Object not found: Z-99',
  },
  {
    name: 'a seat listed twice',
    changes: [{ objects: ['A-1', 'A-1'], action: 'book' }],
    code: 'QUANTITY_NOT_ALLOWED',
  },
  {
    name: 'a seat with a quantity',
    changes: [{ objects: [{ objectId: 'A-1', quantity: 2 }], action: 'book' }],
    code: 'QUANTITY_NOT_ALLOWED',
  },
  {
    name: 'a seat listed with two ticket types',
    changes: [
      {
        objects: [
          { objectId: 'A-1', ticketType: 'adult' },
          { objectId: 'A-1', ticketType: 'child' },
        ],
        action: 'book',
      },
    ],
    code: 'DUPLICATE_OBJECT',
  },
  {
    name: 'a change without status',
    changes: [{ objects: ['A-1'] }],
    code: 'STATUS_REQUIRED',
  },
  {
    name: 'RELEASE with a status',
    changes: [{ objects: ['A-1'], type: 'RELEASE', status: 'booked' }],
    code: 'CONFLICTING_OPTIONS',
  },
  {
    name: 'resaleListingId without status resale',
    changes: [{ objects: ['A-1'], action: 'book', resaleListingId: 'L1' }],
    code: 'CONFLICTING_OPTIONS',
  },
  {
    name: 'the second change of a batch books what the first booked',
    changes: [
      { objects: ['A-1'], action: 'book' },
      { objects: ['A-2', 'A-1'], action: 'book' },
    ],
    code: 'OBJECT_ALREADY_IN_STATUS',
  },
];

describe('status changes on seats, booths and tables', () => {
  it.each(accepted)('$name', ({ scenario = {}, changes, label = 'A-1', expected }) => {
    expect(stateAfter(scenario, changes, label)).toEqual(expected);
  });

  it.each(refused)('refused: $name', ({ scenario = {}, changes, code, message }) => {
    const error = catchRuleError(() => run(scenario, changes));
    expect(error.code).toBe(code);
    expect(error.kind).toBe('invalid');
    if (message) expect(error.message).toBe(message);
  });

  it('an unknown event is a 404 naming it', () => {
    const error = catchRuleError(() =>
      run({}, [{ event: 'nope', objects: ['A-1'], action: 'book' }]),
    );
    expect([error.code, error.kind, error.message]).toEqual([
      'EVENT_NOT_FOUND',
      'not-found',
      'Event not found: nope',
    ]);
  });

  it('a refused request does not touch the states it was given', () => {
    const states = { 'A-1': { status: 'booked', extraData: { a: 1 } }, 'A-2': heldLive };
    const before = structuredClone(states);
    expect(() =>
      run({ states }, [
        { objects: ['A-1'], action: 'release' },
        { objects: ['A-2'], action: 'book' },
      ]),
    ).toThrow(RuleError);
    expect(states).toEqual(before);
  });

  it('writes only the objects whose state changed, per event', () => {
    const outcome = run({ states: { 'A-2': { orderId: 'x' } } }, [
      { objects: ['A-1'], action: 'book' },
      { objects: ['A-3'], action: 'release' },
      { event: 'ev2', objects: ['B-1'], action: 'book' },
    ]);
    expect([...(outcome.writes.get('ev1') ?? new Map())]).toEqual([['A-1', booked]]);
    expect([...(outcome.writes.get('ev2') ?? new Map())]).toEqual([['B-1', booked]]);
  });

  it('answers, per change, the infos of the objects it touched after that change', () => {
    const outcome = run({ channels: c1 }, [
      { objects: ['A-1'], action: 'book', orderId: 'o1', channelKeys: ['c1'] },
      { objects: ['A-1'], action: 'release', channelKeys: ['c1'] },
    ]);
    expect(outcome.results).toHaveLength(2);
    const first = outcome.results[0].objects['A-1'];
    expect(first).toMatchObject({
      label: 'A-1',
      status: 'booked',
      orderId: 'o1',
      channel: 'c1',
      forSale: true,
      isAvailable: false,
      availabilityReason: 'booked',
      objectType: 'seat',
      categoryKey: '1',
    });
    expect(outcome.results[1].objects['A-1']).toMatchObject({ status: 'free', isAvailable: true });
    expect(outcome.results[1].objects['A-1']).not.toHaveProperty('orderId');
  });
});

describe('tables', () => {
  const cases: Array<[string, Scenario['tableBookingConfig'], string, string | null]> = [
    [
      'INHERIT: a table not booked as a whole refuses the table',
      { mode: 'INHERIT' },
      'T1',
      'TABLE_BOOKED_BY_SEAT',
    ],
    ['INHERIT: its seats are bookable', { mode: 'INHERIT' }, 'T1-1', null],
    ['INHERIT: a table booked as a whole is bookable', { mode: 'INHERIT' }, 'T2', null],
    ['INHERIT: its seats are not', { mode: 'INHERIT' }, 'T2-1', 'TABLE_BOOKED_AS_WHOLE'],
    ['ALL_BY_TABLE: every table', { mode: 'ALL_BY_TABLE' }, 'T1', null],
    ['ALL_BY_TABLE: no table seat', { mode: 'ALL_BY_TABLE' }, 'T1-1', 'TABLE_BOOKED_AS_WHOLE'],
    ['ALL_BY_SEAT: no table', { mode: 'ALL_BY_SEAT' }, 'T2', 'TABLE_BOOKED_BY_SEAT'],
    ['ALL_BY_SEAT: every table seat', { mode: 'ALL_BY_SEAT' }, 'T2-1', null],
    ['CUSTOM: listed BY_SEAT', { mode: 'CUSTOM', tables: { T2: 'BY_SEAT' } }, 'T2-2', null],
    [
      'CUSTOM: unlisted tables follow the chart',
      { mode: 'CUSTOM', tables: { T2: 'BY_SEAT' } },
      'T1',
      'TABLE_BOOKED_BY_SEAT',
    ],
  ];
  it.each(cases)('%s', (_name, tableBookingConfig, label, code) => {
    const attempt = () => run({ tableBookingConfig }, [{ objects: [label], action: 'book' }]);
    if (code === null) expect(attempt().writes.get('ev1')?.get(label)).toEqual(booked);
    else expect(catchRuleError(attempt).code).toBe(code);
  });

  it('names the table in the refusal', () => {
    const error = catchRuleError(() => run({}, [{ objects: ['T2-1'], action: 'book' }]));
    expect(error.message).toBe(
      'T2-1 is a seat of table T2, which is booked as a whole in this event: change the table',
    );
  });
});
