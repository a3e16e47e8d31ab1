import { describe, expect, it } from 'vitest';
import type { ObjectState } from '../model';
import { catchRuleError, testChart } from './chart-test-kit';
import { markEverythingForSale, markForSale, markNotForSale } from './for-sale';
import { nextForSaleConfig } from './for-sale-config';

const chart = testChart();
const live = (token: string) => token === 'live';
const states = (entries: Record<string, ObjectState>) => new Map(Object.entries(entries));

describe('for sale', () => {
  it('marks objects not for sale, keeping their status', () => {
    const writes = markNotForSale(
      chart,
      states({ 'A-1': { status: 'booked' } }),
      { objects: ['A-1', 'A-2'] },
      live,
    );
    expect([...writes]).toEqual([
      ['A-1', { status: 'booked', notForSale: true }],
      ['A-2', { notForSale: true }],
    ]);
  });

  it('marks every object of a category, the key matching as number or string', () => {
    const writes = markNotForSale(chart, states({}), { categories: [2] }, live);
    expect([...writes.keys()]).toEqual(['B-1', 'B-2', 'GA2']);
    expect([...markNotForSale(chart, states({}), { categories: ['2'] }, live).keys()]).toEqual([
      'B-1',
      'B-2',
      'GA2',
    ]);
  });

  it('marks GA places not for sale and back, within the free places', () => {
    const start = states({
      GA1: { places: { byStatus: { booked: 2 }, holds: { dead: { NO_TICKET_TYPE: 3 } } } },
    });
    const marked = markNotForSale(chart, start, { areaPlaces: { GA1: 3 } }, live);
    expect(marked.get('GA1')).toEqual({ places: { byStatus: { booked: 2 }, notForSale: 3 } });
    const back = markForSale(
      chart,
      new Map([['GA1', marked.get('GA1') as ObjectState]]),
      { areaPlaces: { GA1: 3 } },
      live,
    );
    expect(back.get('GA1')).toEqual({ places: { byStatus: { booked: 2 } } });
  });

  it('marking an object for sale clears its flag and its GA places not for sale', () => {
    const start = states({
      'A-1': { notForSale: true, orderId: 'o' },
      GA1: { notForSale: true, places: { notForSale: 2 } },
    });
    const writes = markForSale(chart, start, { objects: ['A-1', 'GA1'] }, live);
    expect([...writes]).toEqual([
      ['A-1', { orderId: 'o' }],
      ['GA1', undefined],
    ]);
  });

  it('writes nothing for objects already as asked', () => {
    expect(
      markForSale(chart, states({ 'A-1': { status: 'booked' } }), { objects: ['A-1', 'A-2'] }, live)
        .size,
    ).toBe(0);
  });

  it('marks everything for sale', () => {
    const writes = markEverythingForSale(
      states({
        'A-1': { notForSale: true },
        'A-2': { status: 'booked' },
        GA1: { places: { notForSale: 1, byStatus: { booked: 1 } } },
      }),
    );
    expect([...writes]).toEqual([
      ['A-1', undefined],
      ['GA1', { places: { byStatus: { booked: 1 } } }],
    ]);
  });

  it.each([
    [
      'a label not on the chart',
      () => markNotForSale(chart, states({}), { objects: ['Z-1'] }, live),
      'OBJECT_NOT_FOUND',
    ],
    [
      'an unknown category',
      () => markNotForSale(chart, states({}), { categories: ['9'] }, live),
      'CATEGORY_NOT_FOUND',
    ],
    [
      'areaPlaces of a seat',
      () => markNotForSale(chart, states({}), { areaPlaces: { 'A-1': 1 } }, live),
      'NOT_A_GA_AREA',
    ],
    [
      'more places than are free',
      () =>
        markNotForSale(
          chart,
          states({ GA1: { places: { byStatus: { booked: 4 } } } }),
          { areaPlaces: { GA1: 2 } },
          live,
        ),
      'GA_CAPACITY_EXCEEDED',
    ],
    [
      'more places back on sale than are off',
      () =>
        markForSale(
          chart,
          states({ GA1: { places: { notForSale: 1 } } }),
          { areaPlaces: { GA1: 2 } },
          live,
        ),
      'GA_NOT_ENOUGH_PLACES',
    ],
  ])('refuses %s', (_name, attempt, code) => {
    expect(catchRuleError(attempt).code).toBe(code);
  });
});

describe('nextForSaleConfig', () => {
  it('records what is not for sale and forgets it when it is for sale again', () => {
    const one = nextForSaleConfig(null, false, {
      objects: ['A-1', 'A-2'],
      areaPlaces: { GA1: 2 },
      categories: [2],
    });
    expect(one).toEqual({
      forSale: false,
      objects: ['A-1', 'A-2'],
      areaPlaces: { GA1: 2 },
      categories: [2],
    });
    const two = nextForSaleConfig(one, true, {
      objects: ['A-1'],
      areaPlaces: { GA1: 1 },
      categories: ['2'],
    });
    expect(two).toEqual({
      forSale: false,
      objects: ['A-2'],
      areaPlaces: { GA1: 1 },
      categories: [],
    });
    expect(nextForSaleConfig(two, true, { objects: ['A-2'], areaPlaces: { GA1: 1 } })).toBeNull();
  });
});
