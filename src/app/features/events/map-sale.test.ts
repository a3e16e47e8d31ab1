// The batch behind a sale from the map, as plain data; map-sale-flows.test.tsx sends it.
import { describe, expect, test } from 'vitest';
import { allBookedText, saleChanges, saleDone } from './map-sale';

const infos = new Map([
  ['A-2', { status: 'booked' }],
  ['A-3', { status: 'reservedByToken', holdToken: 't-1' }],
  ['A-4', { status: 'reservedByToken', holdToken: 't-2' }],
  ['B-1', { status: 'free', channel: 'members' }],
]);

describe('saleChanges', () => {
  test('booking sends one change with the order id, and no token unless one is given', () => {
    expect(
      saleChanges(
        { action: 'book', eventKey: 'e', labels: ['A-1', 'A-3'], orderId: ' o-1 ' },
        infos,
      ),
    ).toEqual([{ event: 'e', objects: ['A-1', 'A-3'], status: 'booked', orderId: 'o-1' }]);
    expect(
      saleChanges({ action: 'book', eventKey: 'e', labels: ['A-3'], holdToken: 't-1' }, infos),
    ).toEqual([{ event: 'e', objects: ['A-3'], status: 'booked', holdToken: 't-1' }]);
  });

  test('releasing frees each held seat with its own token, the others in one change', () => {
    expect(
      saleChanges(
        { action: 'release', eventKey: 'e', labels: ['A-2', 'A-3', 'A-4'], orderId: 'x' },
        infos,
      ),
    ).toEqual([
      { event: 'e', objects: ['A-2'], type: 'RELEASE' },
      { event: 'e', objects: ['A-3'], type: 'RELEASE', holdToken: 't-1' },
      { event: 'e', objects: ['A-4'], type: 'RELEASE', holdToken: 't-2' },
    ]);
  });

  test('a hold takes the token and the customer as order id; seats of a channel name it', () => {
    expect(
      saleChanges(
        {
          action: 'hold',
          eventKey: 'e',
          labels: ['A-1', 'B-1'],
          holdToken: 'new',
          orderId: 'Ms Brown',
        },
        infos,
      ),
    ).toEqual([
      {
        event: 'e',
        objects: ['A-1', 'B-1'],
        status: 'reservedByToken',
        holdToken: 'new',
        orderId: 'Ms Brown',
        channelKeys: ['NO_CHANNEL', 'members'],
      },
    ]);
  });
});

test('what staff read before and after', () => {
  expect(saleDone({ action: 'book', eventKey: 'e', labels: ['A-1', 'A-2', 'A-3'] })).toBe(
    'Booked A-1..A-3.',
  );
  expect(
    saleDone({ action: 'hold', eventKey: 'e', labels: ['A-1'], holdToken: 't', orderId: 'Ann' }),
  ).toBe('Held A-1 for Ann with hold token t.');
});

describe('allBookedText', () => {
  test('said only when every selected seat is booked', () => {
    expect(allBookedText(['A-2'], infos)).toBe(
      'A-2 is already booked: release it first to sell it again.',
    );
    const booked = new Map([
      ['A-1', { status: 'booked' }],
      ['A-2', { status: 'booked' }],
    ]);
    expect(allBookedText(['A-1', 'A-2'], booked)).toBe(
      'A-1, A-2 are already booked: release them first to sell them again.',
    );
    expect(allBookedText(['A-1', 'A-2'], infos)).toBeUndefined();
    expect(allBookedText(['A-2', 'A-3'], infos)).toBeUndefined();
    expect(allBookedText(['A-2'], undefined)).toBeUndefined();
  });
});
