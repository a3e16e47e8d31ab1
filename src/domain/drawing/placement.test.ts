// Positions, floors, GA areas: more rules of the flattening on small hand-made drawings.
import { describe, expect, test } from 'vitest';
import { flattenDrawing } from './index';

const categories = {
  list: [
    { key: 1, label: 'Stalls', color: '#111111', accessible: false },
    { key: '2', label: 'Balcony', color: '#222222', accessible: true },
  ],
};

function seat(label: string, extra: Record<string, unknown> = {}) {
  return { label, x: 0, y: 0, ...extra };
}

function chartOf(subChart: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return flattenDrawing({ categories, subChart, ...extra });
}

describe('distance to the focal point', () => {
  const f = Math.fround;

  test('a 3-4-5 triangle gives 5; no focal point gives no distance', () => {
    const rows = [{ label: 'A', seats: [seat('1', { x: 3, y: 4 })] }];
    expect(
      chartOf({ rows, focalPoint: { x: 0, y: 0 } }).byLabel.get('A-1')?.distanceToFocalPoint,
    ).toBe(5);
    expect(chartOf({ rows }).byLabel.get('A-1')).not.toHaveProperty('distanceToFocalPoint');
    expect(chartOf({ rows, focalPoint: null }).byLabel.get('A-1')).not.toHaveProperty(
      'distanceToFocalPoint',
    );
  });

  test('is computed in 32-bit floats', () => {
    const x = 0.1;
    const y = 0.2;
    const chart = chartOf({
      rows: [{ label: 'A', seats: [seat('1', { x, y })] }],
      focalPoint: { x: 0, y: 0 },
    });
    const expected = Math.sqrt(f(f(f(x) * f(x)) + f(f(y) * f(y))));
    expect(expected).not.toBe(Math.hypot(x, y));
    expect(chart.byLabel.get('A-1')?.distanceToFocalPoint).toBe(expected);
  });

  test('the zone focal point wins over the chart one; an unknown zone falls back', () => {
    const chart = chartOf(
      {
        focalPoint: { x: 0, y: 0 },
        sections: [
          {
            label: 'Z',
            zone: 'z1',
            topLeft: { x: 100, y: 0 },
            subChart: { rows: [{ label: 'A', seats: [seat('1')] }] },
          },
          {
            label: 'U',
            zone: 'nowhere',
            topLeft: { x: 6, y: 8 },
            subChart: { rows: [{ label: 'A', seats: [seat('1')] }] },
          },
        ],
      },
      { zones: { list: [{ key: 'z1', label: 'Zone 1', focalPoint: { x: 100, y: 7 } }] } },
    );
    expect(chart.byLabel.get('Z-A-1')).toMatchObject({ zone: 'z1', distanceToFocalPoint: 7 });
    expect(chart.byLabel.get('U-A-1')).toMatchObject({ zone: 'nowhere', distanceToFocalPoint: 10 });
  });

  test('a polygon GA area measures from the middle of its bounding box', () => {
    const chart = chartOf({
      focalPoint: { x: 0, y: 0 },
      generalAdmissionAreas: [
        {
          label: 'P',
          capacity: 1,
          points: [
            { x: 0, y: 0 },
            { x: 6, y: 0 },
            { x: 6, y: 8 },
            { x: 0, y: 8 },
          ],
        },
      ],
    });
    expect(chart.byLabel.get('P')?.distanceToFocalPoint).toBe(5);
  });
});

describe('floors', () => {
  test('a floor may hold its content in a nested subChart, with its own focal point', () => {
    const chart = flattenDrawing({
      subChartFloors: [
        {
          floorName: 'ground',
          floorDisplayName: 'Ground floor',
          subChart: {
            focalPoint: { x: 0, y: 0 },
            rows: [{ label: 'A', seats: [seat('1', { x: 3, y: 4 })] }],
          },
        },
        { floorName: 2, rows: [{ label: 'A', seats: [seat('2')] }] },
      ],
    });
    expect(chart.hasFloors).toBe(true);
    expect(chart.byLabel.get('A-1')).toMatchObject({
      floor: { name: 'ground', displayName: 'Ground floor' },
      distanceToFocalPoint: 5,
    });
    expect(chart.byLabel.get('A-2')?.floor).toEqual({ name: '2', displayName: '2' });
  });
});

describe('GA areas', () => {
  test('missing fields take their defaults', () => {
    const chart = chartOf({ generalAdmissionAreas: [{ label: 'GA' }] });
    expect(chart.byLabel.get('GA')).toStrictEqual({
      label: 'GA',
      objectType: 'generalAdmission',
      labels: { own: { label: 'GA', type: 'generalAdmission' } },
      ids: { own: 'GA' },
      capacity: 0,
      bookAsAWhole: false,
      variableOccupancy: false,
    });
  });

  test('occupancy limits are copied', () => {
    const chart = chartOf({
      generalAdmissionAreas: [
        {
          label: 'GA',
          capacity: 40,
          bookAsAWhole: true,
          variableOccupancy: true,
          minOccupancy: 10,
          maxOccupancy: 30,
        },
      ],
    });
    expect(chart.byLabel.get('GA')).toMatchObject({
      capacity: 40,
      bookAsAWhole: true,
      variableOccupancy: true,
      minOccupancy: 10,
      maxOccupancy: 30,
    });
  });
});

test('shapes, texts and icons are not bookable; missing arrays are empty', () => {
  const chart = chartOf({ shapes: [{ label: 'Stage' }], texts: [{ text: 'hi' }], icons: [{}] });
  expect(chart.objects).toEqual([]);
  expect(flattenDrawing({ subChart: {} }).categories).toEqual([]);
});
