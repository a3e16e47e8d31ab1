import { describe, expect, it } from 'vitest';
import type { ObjectState } from '../model';
import { gaCounts } from '../object-info';
import {
  catchRuleError,
  channel,
  run,
  type Scenario,
  stateAfter,
  type TestChange,
  testChart,
} from './chart-test-kit';

const places = (p: NonNullable<ObjectState['places']>): ObjectState => ({ places: p });

interface Accepted {
  name: string;
  scenario?: Scenario;
  changes: TestChange[];
  label?: string;
  expected: ObjectState | undefined;
}

const accepted: Accepted[] = [
  {
    name: 'a label repeated N times books N places',
    changes: [{ objects: ['GA1', 'GA1'], action: 'book' }],
    expected: places({ byStatus: { booked: 2 } }),
  },
  {
    name: '{objectId, quantity} books quantity places, mixed with plain labels',
    changes: [{ objects: [{ objectId: 'GA1', quantity: 3 }, 'GA1'], action: 'book' }],
    expected: places({ byStatus: { booked: 4 } }),
  },
  {
    name: 'the whole capacity can be booked',
    changes: [{ objects: [{ objectId: 'GA1', quantity: 5 }], action: 'book' }],
    expected: places({ byStatus: { booked: 5 } }),
  },
  {
    name: 'holds are kept per token and ticket type',
    changes: [
      {
        objects: [{ objectId: 'GA1', quantity: 2, ticketType: 'adult' }, 'GA1'],
        action: 'hold',
        holdToken: 'live',
      },
    ],
    expected: places({ holds: { live: { adult: 2, NO_TICKET_TYPE: 1 } } }),
  },
  {
    name: 'booking with the token takes its held places first, then free ones',
    scenario: {
      states: { GA1: places({ holds: { live: { adult: 2 }, other: { NO_TICKET_TYPE: 1 } } }) },
    },
    changes: [{ objects: [{ objectId: 'GA1', quantity: 3 }], action: 'book', holdToken: 'live' }],
    expected: places({ byStatus: { booked: 3 }, holds: { other: { NO_TICKET_TYPE: 1 } } }),
  },
  {
    name: 'custom statuses are places of their own',
    scenario: { states: { GA1: places({ byStatus: { booked: 1 } }) } },
    changes: [{ objects: ['GA1'], status: 'vip' }],
    expected: places({ byStatus: { booked: 1, vip: 1 } }),
  },
  {
    name: 'release with a token releases that token’s held places first',
    scenario: {
      states: { GA1: places({ byStatus: { booked: 2 }, holds: { live: { NO_TICKET_TYPE: 2 } } }) },
    },
    changes: [
      { objects: [{ objectId: 'GA1', quantity: 3 }], action: 'release', holdToken: 'live' },
    ],
    expected: places({ byStatus: { booked: 1 } }),
  },
  {
    name: 'release takes booked places before custom statuses',
    scenario: { states: { GA1: places({ byStatus: { vip: 2, booked: 1 } }) } },
    changes: [{ objects: [{ objectId: 'GA1', quantity: 2 }], action: 'release' }],
    expected: places({ byStatus: { vip: 1 } }),
  },
  {
    name: 'expired holds do not block and disappear',
    scenario: { states: { GA1: places({ holds: { dead: { NO_TICKET_TYPE: 5 } } }) } },
    changes: [{ objects: [{ objectId: 'GA1', quantity: 5 }], action: 'book' }],
    expected: places({ byStatus: { booked: 5 } }),
  },
  {
    name: 'orderId and extraData go on the area',
    changes: [
      { objects: [{ objectId: 'GA1', extraData: { x: 1 } }], action: 'book', orderId: 'o9' },
    ],
    expected: { places: { byStatus: { booked: 1 } }, orderId: 'o9', extraData: { x: 1 } },
  },
  {
    name: 'a GA area booked as a whole books every place',
    label: 'GA2',
    changes: [{ objects: ['GA2'], action: 'book' }],
    expected: places({ byStatus: { booked: 3 } }),
  },
  {
    name: 'a GA area booked as a whole releases every place',
    label: 'GA2',
    scenario: { states: { GA2: places({ byStatus: { booked: 3 } }) } },
    changes: [{ objects: ['GA2'], action: 'release' }],
    expected: undefined,
  },
  {
    name: 'places outside channels can be booked without channelKeys',
    scenario: { channels: [channel('c1', [], { GA1: 3 })] },
    changes: [{ objects: [{ objectId: 'GA1', quantity: 2 }], action: 'book' }],
    expected: places({ byStatus: { booked: 2 } }),
  },
  {
    name: 'channelKeys open the channel’s places',
    scenario: { channels: [channel('c1', [], { GA1: 3 })] },
    changes: [{ objects: [{ objectId: 'GA1', quantity: 3 }], action: 'book', channelKeys: ['c1'] }],
    expected: places({ byStatus: { booked: 3 } }),
  },
  {
    name: 'channelKeys with NO_CHANNEL open both',
    scenario: { channels: [channel('c1', [], { GA1: 3 })] },
    changes: [
      {
        objects: [{ objectId: 'GA1', quantity: 5 }],
        action: 'book',
        channelKeys: ['c1', 'NO_CHANNEL'],
      },
    ],
    expected: places({ byStatus: { booked: 5 } }),
  },
  {
    name: 'marking places not for sale keeps them out, the rest books',
    scenario: { states: { GA1: places({ notForSale: 2 }) } },
    changes: [{ objects: [{ objectId: 'GA1', quantity: 3 }], action: 'book' }],
    expected: places({ byStatus: { booked: 3 }, notForSale: 2 }),
  },
];

const refused: Array<{
  name: string;
  scenario?: Scenario;
  changes: TestChange[];
  code: string;
  message?: string;
}> = [
  {
    name: 'more places than the capacity',
    changes: [{ objects: [{ objectId: 'GA1', quantity: 6 }], action: 'book' }],
    code: 'GA_CAPACITY_EXCEEDED',
    message: 'GA1 has 5 free places; 6 requested (capacity 5)',
  },
  {
    name: 'booked + held + not for sale already fill it',
    scenario: {
      states: {
        GA1: places({
          byStatus: { booked: 2 },
          holds: { other: { NO_TICKET_TYPE: 2 } },
          notForSale: 1,
        }),
      },
    },
    changes: [{ objects: ['GA1'], action: 'hold', holdToken: 'live' }],
    code: 'GA_CAPACITY_EXCEEDED',
  },
  {
    name: 'releasing more places than are booked',
    scenario: { states: { GA1: places({ byStatus: { booked: 1 } }) } },
    changes: [{ objects: [{ objectId: 'GA1', quantity: 2 }], action: 'release' }],
    code: 'GA_NOT_ENOUGH_PLACES',
  },
  {
    name: 'releasing places held with another token',
    scenario: { states: { GA1: places({ holds: { other: { NO_TICKET_TYPE: 2 } } }) } },
    changes: [{ objects: ['GA1'], action: 'release', holdToken: 'live' }],
    code: 'GA_NOT_ENOUGH_PLACES',
  },
  {
    name: 'a custom status when the area is full',
    scenario: { states: { GA1: places({ byStatus: { booked: 5 } }) } },
    changes: [{ objects: ['GA1'], status: 'vip' }],
    code: 'GA_CAPACITY_EXCEEDED',
  },
  {
    name: 'booking an area marked not for sale',
    scenario: { states: { GA1: { notForSale: true } } },
    changes: [{ objects: ['GA1'], action: 'book' }],
    code: 'NOT_FOR_SALE',
  },
  {
    name: 'a quantity on an area booked as a whole',
    changes: [{ objects: [{ objectId: 'GA2', quantity: 2 }], action: 'book' }],
    code: 'QUANTITY_NOT_ALLOWED',
  },
  {
    name: 'an area booked as a whole with a place taken',
    scenario: { states: { GA2: places({ byStatus: { booked: 1 } }) } },
    changes: [{ objects: ['GA2'], action: 'book' }],
    code: 'GA_CAPACITY_EXCEEDED',
  },
  {
    name: 'more places than lie outside channels',
    scenario: { channels: [channel('c1', [], { GA1: 3 })] },
    changes: [{ objects: [{ objectId: 'GA1', quantity: 3 }], action: 'book' }],
    code: 'OBJECT_IN_CHANNEL',
    message:
      'GA1: 3 places requested but only 2 are outside channels; give channelKeys or ignoreChannels',
  },
  {
    name: 'more places than the listed channels hold',
    scenario: { channels: [channel('c1', [], { GA1: 3 })] },
    changes: [{ objects: [{ objectId: 'GA1', quantity: 4 }], action: 'book', channelKeys: ['c1'] }],
    code: 'CHANNEL_NOT_ALLOWED',
  },
  {
    name: 'an area that is itself in a channel',
    scenario: { channels: [channel('c1', ['GA1'])] },
    changes: [{ objects: ['GA1'], action: 'book' }],
    code: 'OBJECT_IN_CHANNEL',
  },
  {
    name: 'allowedPreviousStatuses against the area’s status',
    scenario: { states: { GA1: places({ byStatus: { booked: 5 } }) } },
    changes: [{ objects: ['GA1'], action: 'release', allowedPreviousStatuses: ['free'] }],
    code: 'ILLEGAL_STATUS_CHANGE',
    message: 'GA1 is booked; allowedPreviousStatuses is [free]',
  },
];

describe('status changes on GA areas', () => {
  it.each(accepted)('$name', ({ scenario = {}, changes, label = 'GA1', expected }) => {
    expect(stateAfter(scenario, changes, label)).toEqual(expected);
  });

  it.each(refused)('refused: $name', ({ scenario = {}, changes, code, message }) => {
    const error = catchRuleError(() => run(scenario, changes));
    expect(error.code).toBe(code);
    if (message) expect(error.message).toBe(message);
  });

  it('custom statuses count in numBooked and the area stays free while places remain', () => {
    const outcome = run({}, [{ objects: [{ objectId: 'GA1', quantity: 2 }], status: 'vip' }]);
    expect(outcome.results[0].objects.GA1).toMatchObject({
      status: 'free',
      capacity: 5,
      numBooked: 2,
      numFree: 3,
      numHeld: 0,
    });
  });

  it('the expand answer carries the holds per token and ticket type', () => {
    const outcome = run({}, [
      { objects: [{ objectId: 'GA1', ticketType: 'adult' }], action: 'hold', holdToken: 'live' },
    ]);
    expect(outcome.results[0].objects.GA1).toMatchObject({
      numHeld: 1,
      holds: { live: { adult: 1 } },
    });
  });

  it('booked + held + not for sale + free = capacity after a mixed batch', () => {
    const area = testChart().byLabel.get('GA1');
    if (!area) throw new Error('GA1 missing');
    const state = stateAfter(
      { states: { GA1: places({ notForSale: 1 }) } },
      [
        { objects: ['GA1'], action: 'book' },
        { objects: ['GA1', 'GA1'], action: 'hold', holdToken: 'live' },
        { objects: ['GA1'], action: 'release' },
        { objects: ['GA1'], status: 'vip' },
      ],
      'GA1',
    );
    const counts = gaCounts(area, state);
    expect(counts).toEqual({ capacity: 5, numBooked: 1, numHeld: 2, numNotForSale: 1, numFree: 1 });
  });
});
