// Rules of the flattening on small hand-made drawings: each test states one rule.
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

describe('categories', () => {
  test('a seat without a key inherits its section key; its own key wins', () => {
    const chart = chartOf({
      sections: [
        {
          label: 'S',
          categoryKey: 1,
          subChart: { rows: [{ label: 'A', seats: [seat('1'), seat('2', { categoryKey: '2' })] }] },
        },
      ],
    });
    expect(chart.byLabel.get('S-A-1')).toMatchObject({ categoryKey: '1', categoryLabel: 'Stalls' });
    expect(chart.byLabel.get('S-A-2')).toMatchObject({
      categoryKey: '2',
      categoryLabel: 'Balcony',
    });
  });

  test('a numeric key finds a string-keyed category of the same text, and the reverse', () => {
    const chart = chartOf({
      rows: [
        { label: 'A', seats: [seat('1', { categoryKey: 2 }), seat('2', { categoryKey: '1' })] },
      ],
    });
    expect(chart.byLabel.get('A-1')?.categoryLabel).toBe('Balcony');
    expect(chart.byLabel.get('A-2')?.categoryLabel).toBe('Stalls');
  });

  test('an unknown key keeps the key but has no label; no key means no category', () => {
    const chart = chartOf({
      rows: [{ label: 'A', seats: [seat('1', { categoryKey: 99 }), seat('2')] }],
    });
    const unknown = chart.byLabel.get('A-1');
    expect(unknown?.categoryKey).toBe('99');
    expect(unknown).not.toHaveProperty('categoryLabel');
    expect(chart.byLabel.get('A-2')).not.toHaveProperty('categoryKey');
  });

  test('table seats fall back to the table key, a table without one to its first seat', () => {
    const chart = chartOf({
      tables: [
        { label: 'T1', categoryKey: 1, center: { x: 0, y: 0 }, seats: [seat('1'), seat('2')] },
        { label: 'T2', center: { x: 0, y: 0 }, seats: [seat('1', { categoryKey: '2' })] },
      ],
    });
    expect(chart.byLabel.get('T1-2')?.categoryLabel).toBe('Stalls');
    expect(chart.byLabel.get('T2')?.categoryLabel).toBe('Balcony');
  });
});

describe('labels', () => {
  test('display labels fill labels.*, technical labels fill label and ids', () => {
    const chart = chartOf({
      sections: [
        {
          label: 'S1',
          displayLabel: 'Stalls left',
          subChart: {
            rows: [
              {
                label: 'A',
                displayLabel: 'Row A',
                seats: [seat('1', { displayLabel: 'One' })],
              },
            ],
          },
        },
      ],
    });
    const obj = chart.byLabel.get('S1-A-1');
    expect(obj?.labels).toEqual({
      own: { label: 'One', type: 'seat' },
      parent: { label: 'Row A', type: 'row' },
      section: 'Stalls left',
    });
    expect(obj?.ids).toEqual({ own: '1', parent: 'A', section: 'S1' });
    expect(obj?.section).toBe('S1');
  });

  test('GA areas, tables and booths in a section are prefixed by the section', () => {
    const chart = chartOf({
      sections: [
        {
          label: 'S',
          subChart: {
            generalAdmissionAreas: [{ label: 'GA1', capacity: 5 }],
            booths: [{ label: 'B1' }],
            tables: [{ label: 'T1', seats: [seat('1')] }],
          },
        },
      ],
      generalAdmissionAreas: [{ label: 'GA1', capacity: 7 }],
    });
    expect([...chart.byLabel.keys()].sort()).toEqual(['GA1', 'S-B1', 'S-GA1', 'S-T1', 'S-T1-1']);
    expect(chart.byLabel.get('S-T1-1')?.table).toBe('S-T1');
    expect(chart.byLabel.get('S-T1')?.seatLabels).toEqual(['S-T1-1']);
    expect(chart.byLabel.get('S-B1')).toMatchObject({
      objectType: 'booth',
      labels: { own: { label: 'B1', type: 'booth' }, section: 'S' },
      ids: { own: 'B1', section: 'S' },
    });
  });

  test('a row may name a section in a chart without drawn sections', () => {
    const chart = chartOf({ rows: [{ label: 'A', sectionLabel: 'East', seats: [seat('1')] }] });
    expect(chart.byLabel.get('East-A-1')?.labels.section).toBe('East');
    expect(chart.sections).toEqual(['East']);
  });

  test('duplicate labels: every object is kept, byLabel holds the first', () => {
    const chart = chartOf({
      rows: [
        { label: 'A', seats: [seat('1', { categoryKey: 1 })] },
        { label: 'A', seats: [seat('1', { categoryKey: '2' })] },
      ],
    });
    expect(chart.objects).toHaveLength(2);
    expect(chart.byLabel.size).toBe(1);
    expect(chart.byLabel.get('A-1')?.categoryLabel).toBe('Stalls');
  });

  test('unpublished objects are still objects', () => {
    const chart = chartOf({ rows: [{ label: 'A', seats: [seat('1', { published: false })] }] });
    expect(chart.byLabel.has('A-1')).toBe(true);
  });
});

describe('seat fields', () => {
  test('every flag is read, under its designer name or its wire name', () => {
    const chart = chartOf({
      rows: [
        {
          label: 'A',
          seats: [
            seat('1', {
              accessible: true,
              restrictedView: true,
              companionSeat: true,
              liftUpArmrests: true,
              hearingImpaired: true,
              semiAmbulatorySeat: true,
              signLanguageInterpretation: true,
              plusSize: true,
            }),
            seat('2', { hasLiftUpArmrests: true, isPlusSize: true }),
            seat('3', { accessible: null }),
          ],
        },
      ],
    });
    const flags = chart.byLabel.get('A-1')?.seatFlags ?? {};
    expect(Object.values(flags).every((v) => v === true)).toBe(true);
    expect(chart.byLabel.get('A-2')?.seatFlags).toMatchObject({
      hasLiftUpArmrests: true,
      isPlusSize: true,
      isAccessible: false,
    });
    expect(Object.values(chart.byLabel.get('A-3')?.seatFlags ?? {})).toEqual(Array(8).fill(false));
  });

  test('a seat entrance overrides its section entrance', () => {
    const chart = chartOf({
      sections: [
        {
          label: 'S',
          entrance: 'Gate 1',
          subChart: {
            rows: [{ label: 'A', seats: [seat('1'), seat('2', { entrance: 'Gate 9' })] }],
          },
        },
      ],
    });
    expect(chart.byLabel.get('S-A-1')?.entrance).toBe('Gate 1');
    expect(chart.byLabel.get('S-A-2')?.entrance).toBe('Gate 9');
  });

  test('neighbours follow drawing order within one row only', () => {
    const chart = chartOf({
      rows: [
        { label: 'A', seats: [seat('3'), seat('1'), seat('2')] },
        { label: 'B', seats: [seat('1')] },
      ],
    });
    expect(chart.byLabel.get('A-1')).toMatchObject({ leftNeighbour: 'A-3', rightNeighbour: 'A-2' });
    expect(chart.byLabel.get('A-2')).not.toHaveProperty('rightNeighbour');
    expect(chart.byLabel.get('B-1')).not.toHaveProperty('leftNeighbour');
    expect(chart.byLabel.get('B-1')).not.toHaveProperty('rightNeighbour');
  });
});
