// @vitest-environment jsdom
// The legend counts GA places in words people use: "1 place", "35 places" (it said "Held 1 places").
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { MapLegend } from './map-toolbar';

afterEach(cleanup);

test('one place is "1 place", more are "places"', () => {
  render(
    <MapLegend
      entries={[
        { key: 'held', name: 'Held', color: '#f0a000', count: 1, unit: 'places' },
        { key: 'booked', name: 'Booked', color: '#c00000', count: 35, unit: 'places' },
      ]}
    />,
  );
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual(['Held1 place', 'Booked35 places']);
});
