import { describe, expect, test } from 'vitest';
import { type SummaryReport, SummaryReportSchema } from '../../../contract/reports';
import { reportColours } from './report-colours';
import {
  availabilitySlices,
  defaultBreakdown,
  MAX_CHART_SERIES,
  OTHER_SERIES_KEY,
  shapeSummary,
} from './summary-shape';

/** Through the wire schema, as the client hands reports to the app. */
const report = (value: unknown): SummaryReport => SummaryReportSchema.parse(value);

const summary = report({
  booked: { count: 5, bySection: { 'S.1': 3, B: 2 }, byAvailability: { not_available: 5 } },
  free: { count: 7, bySection: { 'S.1': 7 }, byAvailability: { available: 6, not_available: 1 } },
});

describe('summary shapes', () => {
  test('bars stack the breakdown under keys that are not the values', () => {
    const shape = shapeSummary(summary, 'byStatus', 'bySection');
    expect(shape.series.map((s) => [s.key, s.value, s.total])).toEqual([
      ['s0', 'S.1', 10],
      ['s1', 'B', 2],
    ]);
    expect(shape.bars).toEqual([
      { group: 'booked', name: 'Booked', count: 5, s0: 3, s1: 2 },
      { group: 'free', name: 'Free', count: 7, s0: 7, s1: 0 },
    ]);
    expect(shape.total).toBe(12);
  });

  test("categories and channels keep the venue's colours; other values the palette's", () => {
    const byCategory = report({
      Balcony: { count: 2, byChannel: { vip: 2 } },
      Stalls: { count: 3, byChannel: { NO_CHANNEL: 3 } },
    });
    const colours = reportColours(
      [{ key: 1, label: 'Balcony', color: '#123456' }],
      [{ key: 'vip', name: 'VIP', color: '#abcdef', index: 1, objects: [] }],
    );
    const shape = shapeSummary(byCategory, 'byCategoryLabel', 'byChannel', colours);
    expect(shape.groups.map((g) => [g.group, g.colour])).toEqual([
      ['Balcony', '#123456'],
      ['Stalls', undefined],
    ]);
    const colourOf = (value: string) => shape.series.find((s) => s.value === value)?.colour;
    expect(colourOf('vip')).toBe('#abcdef');
    expect(colourOf('NO_CHANNEL')).toBe('#adb5bd');
    expect(shapeSummary(byCategory, 'byCategoryLabel', 'byChannel').series[0].colour).not.toBe(
      '#abcdef',
    );
  });

  test('an unknown breakdown shows places only', () => {
    const shape = shapeSummary(summary, 'byStatus', 'none');
    expect(shape.breakdown).toBeUndefined();
    expect(shape.series).toEqual([]);
    expect(shape.breakdowns).toEqual(['bySection', 'byAvailability']);
  });

  test('many values fold into Other on the chart, keeping every place', () => {
    const many = report({
      x: {
        count: 20,
        bySection: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`s${i}`, 1])),
      },
    });
    const shape = shapeSummary(many, 'byStatus', 'bySection');
    expect(shape.series).toHaveLength(20);
    expect(shape.chartSeries).toHaveLength(MAX_CHART_SERIES);
    const row = shape.bars[0];
    const stacked = shape.chartSeries.reduce((sum, s) => sum + Number(row[s.key]), 0);
    expect(stacked).toBe(20);
    expect(row[OTHER_SERIES_KEY]).toBe(20 - (MAX_CHART_SERIES - 1));
  });

  test('the default breakdown is one that splits the places', () => {
    expect(defaultBreakdown(summary)).toBe('bySection');
    const oneSection = report({
      free: { count: 1, bySection: { A: 1 }, byChannel: { c: 1 } },
    });
    expect(defaultBreakdown(oneSection)).toBe('bySection');
  });

  test('availability comes from the groups or from the breakdowns', () => {
    expect(availabilitySlices(summary, 'byStatus')?.map((s) => [s.value, s.count])).toEqual([
      ['available', 6],
      ['not_available', 6],
    ]);
    const byAvailability = report({ available: { count: 4 }, not_available: { count: 1 } });
    expect(
      availabilitySlices(byAvailability, 'byAvailability')?.map((s) => [s.value, s.count]),
    ).toEqual([
      ['available', 4],
      ['not_available', 1],
    ]);
    expect(
      availabilitySlices(report({ seat: { count: 3, bySection: {} } }), 'byObjectType'),
    ).toBeUndefined();
  });
});
