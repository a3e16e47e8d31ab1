import { describe, expect, test } from 'vitest';
import { availabilityFigures } from './availability-figures-data';

const categories = [
  { key: 1, label: 'Stalls', color: '#111', accessible: false },
  { key: 2, label: 'Balcony', color: '#222', accessible: false },
];

describe('availability figures', () => {
  test("totals and per-category rows are the summary's, in the chart's category order", () => {
    const figures = availabilityFigures(
      {
        available: { count: 90, byCategoryLabel: { Stalls: 40, Balcony: 45, NO_CATEGORY: 5 } },
        booked: { count: 6, byCategoryLabel: { Balcony: 6 } },
        reservedByToken: { count: 2, byCategoryLabel: { Stalls: 2 } },
        not_for_sale: { count: 1, byCategoryLabel: { Stalls: 1 } },
        disabled_by_social_distancing: { count: 0, byCategoryLabel: {} },
        resold: { count: 3, byCategoryLabel: { Balcony: 3 } },
      },
      categories,
    );
    expect(figures.columns.map((c) => c.name)).toEqual([
      'Free',
      'Held',
      'Booked',
      'Not for sale',
      'resold',
    ]);
    expect(figures.totals).toEqual({
      available: 90,
      reservedByToken: 2,
      booked: 6,
      not_for_sale: 1,
      resold: 3,
    });
    expect(figures.total).toBe(102);
    expect(figures.categories).toEqual([
      {
        name: 'Stalls',
        counts: { available: 40, reservedByToken: 2, booked: 0, not_for_sale: 1, resold: 0 },
        total: 43,
      },
      {
        name: 'Balcony',
        counts: { available: 45, reservedByToken: 0, booked: 6, not_for_sale: 0, resold: 3 },
        total: 54,
      },
      {
        name: 'No category',
        counts: { available: 5, reservedByToken: 0, booked: 0, not_for_sale: 0, resold: 0 },
        total: 5,
      },
    ]);
  });
});
