// A small seat map layout built by hand for the widget's tests: two rows of seats in section
// "Left", a round table with four seats, a GA area and a booth, a stage, on one or two floors.
import type {
  MapDecoration,
  MapObject,
  MapSection,
  SeatMapLayout,
  SkippedThing,
} from '../../../domain/seat-map/types';
import type { MapPaint } from '../render/paint';

const SEAT_RADIUS = 8;

function seat(row: string, number: number, x: number, y: number, floor = 0): MapObject {
  return {
    label: `Left-${row}-${number}`,
    kind: 'seat',
    floor,
    x,
    y,
    shape: { type: 'circle', cx: x, cy: y, r: SEAT_RADIUS },
    displayLabel: String(number),
    section: 'Left',
    rowKey: `Left/${floor}/${row}`,
    rowLabel: row,
    categoryKey: number <= 3 ? 'cat1' : 'cat2',
  };
}

function tableWithSeats(): MapObject[] {
  const table: MapObject = {
    label: 'T1',
    kind: 'table',
    floor: 0,
    x: 300,
    y: 60,
    shape: { type: 'circle', cx: 300, cy: 60, r: 30 },
    displayLabel: 'T1',
    categoryKey: 'cat1',
  };
  const seats = [0, 90, 180, 270].map((angle, i): MapObject => {
    const x = 300 + Math.cos((angle * Math.PI) / 180) * 45;
    const y = 60 + Math.sin((angle * Math.PI) / 180) * 45;
    return {
      label: `T1-${i + 1}`,
      kind: 'seat',
      floor: 0,
      x,
      y,
      shape: { type: 'circle', cx: x, cy: y, r: SEAT_RADIUS },
      displayLabel: String(i + 1),
      table: 'T1',
      categoryKey: 'cat1',
    };
  });
  return [table, ...seats];
}

export interface TestLayoutOptions {
  /** Put row C on a second floor "Balcony". */
  twoFloors?: boolean;
  skipped?: SkippedThing[];
}

export function testLayout(options: TestLayoutOptions = {}): SeatMapLayout {
  const rows: MapObject[] = [];
  for (const [r, row] of ['A', 'B'].entries()) {
    for (let n = 1; n <= 5; n++) rows.push(seat(row, n, n * 30, 40 + r * 30));
  }
  if (options.twoFloors) {
    for (let n = 1; n <= 3; n++) rows.push(seat('C', n, n * 30, 40, 1));
  }
  const others: MapObject[] = [
    ...tableWithSeats(),
    {
      label: 'GA1',
      kind: 'generalAdmission',
      floor: 0,
      x: 100,
      y: 200,
      shape: { type: 'rect', cx: 100, cy: 200, width: 160, height: 60, angle: 0, cornerRadius: 4 },
      displayLabel: 'Standing',
      capacity: 100,
      categoryKey: 'cat2',
    },
    {
      label: 'B1',
      kind: 'booth',
      floor: 0,
      x: 300,
      y: 200,
      shape: { type: 'rect', cx: 300, cy: 200, width: 40, height: 40, angle: 0, cornerRadius: 0 },
      displayLabel: 'B1',
    },
  ];
  const objects = [...rows, ...others];
  const sections: MapSection[] = [
    {
      label: 'Left',
      displayLabel: 'Left',
      floor: 0,
      outline: [
        { x: 10, y: 20 },
        { x: 170, y: 20 },
        { x: 170, y: 90 },
        { x: 10, y: 90 },
      ],
      labelAt: { x: 90, y: 10 },
    },
  ];
  const decorations: MapDecoration[] = [
    {
      floor: 0,
      shape: { type: 'rect', cx: 200, cy: -40, width: 200, height: 30, angle: 0, cornerRadius: 0 },
      fill: '#444444',
      text: 'STAGE',
      textAt: { x: 200, y: -40 },
      fontSize: 14,
    },
  ];
  const floors = options.twoFloors
    ? [
        { name: 'Ground', displayName: 'Ground floor', bounds: bounds(-55, 345, 230) },
        { name: 'Balcony', displayName: 'Balcony', bounds: bounds(32, 98, 48) },
      ]
    : [{ name: '', displayName: '', bounds: bounds(-55, 345, 230) }];
  return {
    floors,
    objects,
    byLabel: new Map(objects.map((object) => [object.label, object])),
    sections,
    decorations,
    categories: [
      { key: 'cat1', label: 'Cat1', color: '#1f77b4', accessible: false },
      { key: 'cat2', label: 'Cat2', color: '#ff7f0e', accessible: false },
    ],
    zones: [],
    skipped: options.skipped ?? [],
  };
}

function bounds(minY: number, maxX: number, maxY: number) {
  return { minX: 10, minY, maxX, maxY };
}

export const EMPTY_LAYOUT: SeatMapLayout = {
  floors: [{ name: '', displayName: '', bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 } }],
  objects: [],
  byLabel: new Map(),
  sections: [],
  decorations: [],
  categories: [],
  zones: [],
  skipped: [],
};

/** Status colours by label: row A's first two seats held, everything else free. */
export function statusPaint(held: ReadonlySet<string> = new Set(['Left-A-1', 'Left-A-2'])) {
  const FREE = '#2e9e4f';
  const HELD = '#e0a800';
  const paint: MapPaint = {
    fill: (label) => (held.has(label) ? HELD : FREE),
    legend: [
      { key: 'free', name: 'Free', color: FREE, count: 0 },
      { key: 'held', name: 'Held', color: HELD, count: held.size },
    ],
  };
  return paint;
}
