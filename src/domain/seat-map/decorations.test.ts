// Decorations read from a sub-chart keep what the map draws them with: the stage's rounded
// corners (sampleChart's real stage), a text's angle, and whether a shape lies over the seats.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { JsonObject } from '../drawing';
import { readSubChartExtras, type SubChartExtras } from './decorations';

const ORIGIN = { x: 0, y: 0 };

function sampleSubChart(): JsonObject {
  const url = new URL('../../../fixtures/charts/sampleChart.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')).subChart;
}

function extras(sc: JsonObject, offset = ORIGIN): SubChartExtras {
  const out: SubChartExtras = { decorations: [], skipped: [] };
  readSubChartExtras(sc, 'drawing.subChart', offset, 0, false, out);
  return out;
}

describe('readSubChartExtras', () => {
  test("sampleChart's stage: corners rounded by 8, under the seats (foreground: false)", () => {
    const [stage, ...others] = extras(sampleSubChart()).decorations;
    expect(others).toEqual([]);
    expect(stage?.shape).toMatchObject({ type: 'rect', cornerRadius: 8 });
    expect(stage?.foreground).toBeUndefined();
  });

  test('a shape marked foreground is drawn over the seats; only true counts', () => {
    const [stage] = sampleSubChart().shapes as JsonObject[];
    const shapes = [
      { ...stage, foreground: true },
      { ...stage, foreground: 'yes' },
    ];
    const [over, notOver] = extras({ shapes }).decorations;
    expect(over?.foreground).toBe(true);
    expect(notOver?.foreground).toBeUndefined();
  });

  test('a text keeps its angle (degrees), a text at 0° has none', () => {
    const texts = [
      { text: 'EXIT', center: { x: 10, y: 20 }, rotationAngle: -90 },
      { text: 'BAR', center: { x: 30, y: 40 }, rotationAngle: 0 },
    ];
    const [exit, bar] = extras({ texts }, { x: 5, y: 5 }).decorations;
    expect(exit).toMatchObject({ text: 'EXIT', textAt: { x: 15, y: 25 }, textAngle: -90 });
    expect(bar).not.toHaveProperty('textAngle');
  });
});
