// @vitest-environment jsdom
// The availability donut's centre figure on a big venue: three seats taken of 100,000 used to read
// "100% available", as if nothing had sold.
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { AvailabilityDonut } from './summary-charts';

function centreOf(available: number, taken: number): string | null | undefined {
  const { container } = render(
    <AvailabilityDonut
      slices={[
        { value: 'available', name: 'Available', count: available, colour: '#2e9e44' },
        { value: 'not_available', name: 'Not available', count: taken, colour: '#8a8f98' },
      ]}
      onDrill={() => {}}
    />,
  );
  return container.querySelector('.donut-centre strong')?.textContent;
}

test('a few seats taken of 100,000 is not "100% available"', () => {
  expect(centreOf(99_997, 3)).toBe('>99.9%');
});

test('a few free of 100,000 is not "0% available"; exact ends stay exact', () => {
  expect(centreOf(3, 99_997)).toBe('<0.1%');
  expect(centreOf(100_000, 0)).toBe('100%');
  expect(centreOf(0, 100_000)).toBe('0%');
});
