import { describe, expect, test } from 'vitest';
import type { Category } from '../../../domain/model';
import type { SeatMapLayout } from '../../../domain/seat-map/types';
import { EMPTY_LAYOUT } from '../../seat-map/data/layout-test-kit';
import { OPEN_SALE_ONLY, type SaleChannel } from './sale-channels';
import {
  askedFor,
  bestAvailableOf,
  bookedText,
  EMPTY_FORM,
  type FindRequest,
  nothingFoundText,
  readFindForm,
} from './sale-request';

const CAT1: Category = { key: 9, label: 'Cat1', color: '#87a9cd', accessible: false };
const layout: SeatMapLayout = {
  ...EMPTY_LAYOUT,
  sections: [
    {
      label: 'Stalls-L',
      displayLabel: 'Stalls left',
      floor: 0,
      outline: [],
      labelAt: { x: 0, y: 0 },
    },
  ],
  zones: [{ key: 'midtrack', label: 'Mid Track' }],
};

const read = (values: Partial<typeof EMPTY_FORM>) =>
  readFindForm({ ...EMPTY_FORM, ...values }, layout, [CAT1]);

describe('the find form read into a request', () => {
  test('number, category key, section and accessible seats as the service takes them', () => {
    const answer = read({
      number: ' 4 ',
      category: '9',
      where: 'section:Stalls-L',
      accessible: '1',
    });
    if (!('request' in answer)) throw new Error('refused');
    expect(bestAvailableOf(answer.request)).toEqual({
      number: 4,
      categories: [9],
      sections: ['Stalls-L'],
      accessibleSeats: 1,
    });
    expect(askedFor(answer.request)).toBe('4 seats together (1 accessible) in Cat1, Stalls left');
  });

  test('a zone by its key; nothing asked for is left out', () => {
    const answer = read({ number: '1', where: 'zone:midtrack', togetherOnly: false });
    if (!('request' in answer)) throw new Error('refused');
    expect(bestAvailableOf(answer.request)).toEqual({ number: 1, zone: 'midtrack' });
  });

  test.each([
    ['', 'number', 'Say how many seats'],
    ['-3', 'number', '"-3" is not a number of seats'],
    ['1e2', 'number', '"1e2" is not a number of seats'],
  ])('refuses %j', (number, field, said) => {
    const answer = read({ number });
    expect('errors' in answer && answer.errors[field as 'number']).toMatch(said);
  });

  test('neither the open sale nor a channel is refused in the form', () => {
    const answer = read({ openSale: false, channels: ['gone'] });
    expect('errors' in answer && answer.errors.channels).toBe(
      'Choose where the seats may come from: the open sale or a channel.',
    );
  });

  test('a category or section no longer on the chart, and too many accessible seats', () => {
    const answer = read({ number: '2', category: '77', where: 'section:Gone', accessible: '5' });
    expect('errors' in answer && Object.keys(answer.errors).sort()).toEqual([
      'accessible',
      'category',
      'where',
    ]);
  });
});

describe('what the desk says', () => {
  const request: FindRequest = {
    number: 4,
    category: CAT1,
    accessibleSeats: 0,
    togetherOnly: true,
    channels: OPEN_SALE_ONLY,
  };

  test('nothing found names what was asked and the ways out', () => {
    expect(nothingFoundText(request)).toBe(
      'No 4 seats together left in Cat1: try fewer seats, another category or seats apart',
    );
    expect(nothingFoundText({ ...request, category: undefined, togetherOnly: false })).toBe(
      'No 4 seats left: try fewer seats',
    );
  });

  test('the channels chosen are said by name', () => {
    const bo: SaleChannel = { key: 'bo', name: 'Box office', colour: '#e8590c' };
    const members: SaleChannel = { key: 'm', name: 'Members', colour: '#0b7285' };
    expect(askedFor({ ...request, channels: { openSale: true, channels: [bo] } })).toBe(
      '4 seats together in Cat1, seats kept for Box office included',
    );
    expect(askedFor({ ...request, channels: { openSale: false, channels: [bo, members] } })).toBe(
      '4 seats together in Cat1, only seats kept for Box office and Members',
    );
  });

  // Walking a team's on-sale: "Booked: Goal Stands Goal Stand 4-A-1, …" read as one stammered
  // name, the category run into the first seat's label. The category now follows its seats.
  test('a booking lists the seats by category, with the order id', () => {
    const info = (categoryLabel: string) =>
      ({ categoryLabel }) as unknown as Parameters<typeof bookedText>[1][string];
    const details = { 'A-5': info('Cat1'), 'A-6': info('Cat1'), 'C-1': info('Cat2') };
    expect(bookedText(['A-5', 'A-6', 'C-1'], details, '1234')).toBe(
      'Booked: A-5, A-6 (Cat1); C-1 (Cat2) — order 1234',
    );
    expect(bookedText(['A-5'], details, '')).toBe('Booked: A-5 (Cat1) — no order id');
    const stand = {
      'Goal Stand 4-A-1': info('Goal Stands'),
      'Goal Stand 4-A-2': info('Goal Stands'),
    };
    expect(bookedText(['Goal Stand 4-A-1', 'Goal Stand 4-A-2'], stand, '')).toBe(
      'Booked: Goal Stand 4-A-1, Goal Stand 4-A-2 (Goal Stands) — no order id',
    );
  });
});
