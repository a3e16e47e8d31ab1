import { describe, expect, test } from 'vitest';
import { DrawingError, flattenDrawing } from './index';

function errorOf(drawing: unknown): DrawingError {
  try {
    flattenDrawing(drawing);
  } catch (error) {
    if (error instanceof DrawingError) return error;
    throw error;
  }
  throw new Error('flattenDrawing accepted the drawing');
}

describe('flattenDrawing rejects a malformed drawing with one error naming the place', () => {
  test.each([
    [null, 'drawing must be a JSON object'],
    [[], 'drawing must be a JSON object'],
    ['{}', 'drawing must be a JSON object'],
    [{}, 'drawing must have a subChart or subChartFloors'],
    [{ subChart: 3 }, 'drawing.subChart must be an object'],
    [{ subChartFloors: {} }, 'drawing.subChartFloors must be an array'],
    [{ subChartFloors: [null] }, 'drawing.subChartFloors[0] must be an object'],
    [{ subChartFloors: [{ rows: [] }] }, 'drawing.subChartFloors[0].floorName must be a string'],
    [{ subChart: { rows: {} } }, 'drawing.subChart.rows must be an array'],
    [
      {
        subChart: {
          rows: [
            { label: 'A', seats: [] },
            { label: 'B', seats: 'x' },
          ],
        },
      },
      'drawing.subChart.rows[1].seats must be an array',
    ],
    [
      { subChart: { rows: [{ label: 'A', seats: [{ label: '1' }, { x: 1 }] }] } },
      'drawing.subChart.rows[0].seats[1].label must be a string',
    ],
    [{ subChart: { rows: [7] } }, 'drawing.subChart.rows[0] must be an object'],
    [
      { subChart: { tables: [{ label: 'T1', seats: [{}] }] } },
      'drawing.subChart.tables[0].seats[0].label must be a string',
    ],
    [
      { subChart: { generalAdmissionAreas: [{}] } },
      'drawing.subChart.generalAdmissionAreas[0].label must be a string',
    ],
    [
      { subChart: { booths: [{ label: null }] } },
      'drawing.subChart.booths[0].label must be a string',
    ],
    [
      { subChart: { sections: [{ subChart: {} }] } },
      'drawing.subChart.sections[0].label must be a string',
    ],
    [
      { subChart: { sections: [{ label: 'S', subChart: [] }] } },
      'drawing.subChart.sections[0].subChart must be an object',
    ],
    [
      { subChart: { sections: [{ label: 'S', subChart: { rows: [{ label: 'A', seats: 1 }] } }] } },
      'drawing.subChart.sections[0].subChart.rows[0].seats must be an array',
    ],
    [{ subChart: {}, categories: [] }, 'drawing.categories must be an object'],
    [
      { subChart: {}, categories: { list: [{ label: 'x' }] } },
      'drawing.categories.list[0].key must be a number or a string',
    ],
    [
      { subChart: {}, categories: { list: [{ key: 1 }] } },
      'drawing.categories.list[0].label must be a string',
    ],
    [
      { subChart: {}, zones: { list: [{ label: 'z' }] } },
      'drawing.zones.list[0].key must be a string',
    ],
  ])('%j → %s', (drawing, message) => {
    const error = errorOf(drawing);
    expect(error.message).toBe(message);
    expect(error.name).toBe('DrawingError');
  });
});

test('tolerates missing optional parts', () => {
  const chart = flattenDrawing({
    subChart: { rows: null, sections: [{ label: 'S' }], tables: [{ label: 'T' }] },
    zones: null,
  });
  expect(chart.objects.map((o) => o.label)).toEqual(['T']);
  expect(chart.sections).toEqual(['S']);
});
