import { describe, expect, test } from 'vitest';
import type { EventReport } from '../../../contract/reports';
import type { ObjectInfoWire } from '../../../contract/status';
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import { placesText, timeLeftText } from '../components/hover-details';
import { paintFor } from './colour-modes';
import { describeEventObject } from './colour-modes-describe';
import { mergeReports, reasonsToDetail } from './event-map-data';
import type { EventMapInput, MapEvent } from './event-map-data-objects';

function object(label: string, extra: Partial<MapObject> = {}): MapObject {
  return {
    label,
    kind: 'seat',
    floor: 0,
    x: 0,
    y: 0,
    shape: { type: 'circle', cx: 0, cy: 0, r: 5 },
    displayLabel: label,
    ...extra,
  };
}

const objects = [
  object('A-1', { rowLabel: 'A', categoryKey: '1' }),
  object('A-2', { rowLabel: 'A', categoryKey: '1' }),
  object('A-3', { rowLabel: 'A', categoryKey: '2' }),
  object('A-4', { rowLabel: 'A', categoryKey: '2' }),
  object('A-5', { rowLabel: 'A' }),
  object('T1', { kind: 'table', categoryKey: '1' }),
  object('T1-1', { table: 'T1', categoryKey: '1' }),
  object('T1-2', { table: 'T1', categoryKey: '1' }),
  object('GA1', { kind: 'generalAdmission', capacity: 10, categoryKey: '2' }),
];

const layout: SeatMapLayout = {
  floors: [{ name: '', displayName: '', bounds: { minX: 0, minY: 0, maxX: 1, maxY: 1 } }],
  objects,
  byLabel: new Map(objects.map((o) => [o.label, o])),
  sections: [],
  decorations: [],
  categories: [
    { key: 1, label: 'Stalls', color: '#112233', accessible: false },
    { key: 2, label: 'Balcony', color: '#445566', accessible: false },
  ],
  zones: [],
  skipped: [],
};

function info(label: string, fields: Partial<ObjectInfoWire>): ObjectInfoWire {
  return {
    label,
    labels: { own: { label, type: 'seat' } },
    ids: { own: label },
    status: 'free',
    forSale: true,
    objectType: 'seat',
    isAvailable: false,
    availabilityReason: 'available',
    ...fields,
  } as ObjectInfoWire;
}

// What the detailed byAvailabilityReason reports answer for this state of the event.
const ga = info('GA1', {
  objectType: 'generalAdmission',
  status: 'free',
  capacity: 10,
  numBooked: 3,
  numHeld: 2,
  numNotForSale: 1,
  numFree: 4,
});
const reports: EventReport[] = [
  { booked: [info('A-2', { status: 'booked', orderId: 'o1', availabilityReason: 'booked' }), ga] },
  {
    reservedByToken: [
      info('A-3', {
        status: 'reservedByToken',
        holdToken: 'tok',
        availabilityReason: 'reservedByToken',
      }),
      ga,
    ],
  },
  { not_for_sale: [info('A-4', { forSale: false, availabilityReason: 'not_for_sale' }), ga] },
  { resold: [info('A-5', { status: 'resold', availabilityReason: 'resold', channel: 'web' })] },
];

const event: MapEvent = {
  key: 'gala',
  channels: [
    { key: 'web', name: 'Web shop', color: '#ff0000', index: 0, objects: ['A-1', 'A-5'] },
    {
      key: 'box',
      name: 'Box office',
      color: '#0000ff',
      index: 1,
      objects: [],
      areaPlaces: { GA1: 6 },
    },
  ],
};

const byTable = new Set(['T1']);
const input: EventMapInput = {
  layout,
  // T1 is booked as a whole in this event: its seats are not bookable.
  bookable: (o) => (o.kind === 'table' ? byTable.has(o.label) : !byTable.has(o.table ?? '')),
  states: mergeReports(reports),
  event,
};

const counts = (mode: Parameters<typeof paintFor>[0]) =>
  Object.fromEntries(paintFor(mode, input).legend.map((e) => [e.name, e.count]));

describe('colour modes', () => {
  test('status: objects by status in staff words, GA areas by place, custom statuses as named', () => {
    expect(counts('status')).toEqual({
      Free: 2 + 4, // A-1, T1 and the area's 4 free places
      Held: 1 + 2,
      Booked: 1 + 3,
      'Not for sale': 1 + 1,
      resold: 1,
    });
    const paint = paintFor('status', input);
    const colour = (name: string) => paint.legend.find((e) => e.name === name)?.color;
    expect(paint.fill('A-2')).toBe(colour('Booked'));
    expect(paint.fill('A-3')).toBe(colour('Held'));
    expect(paint.fill('A-4')).toBe(colour('Not for sale'));
    expect(paint.fill('A-5')).toBe(colour('resold'));
    expect(paint.fill('A-1')).toBe(colour('Free'));
    expect(paint.legend.find((e) => e.name === 'Held')?.apiTerm).toBe('reservedByToken');
    // The selection bar counts each object under its legend entry.
    expect(['A-1', 'A-3', 'A-4', 'A-5'].map((l) => paint.group?.(l))).toEqual([
      'free',
      'reservedByToken',
      'not_for_sale',
      'resold',
    ]);
    // Seats of a table booked whole are drawn faded, in the neutral colour.
    expect(paint.fill('T1-1')).toBeUndefined();
    expect(paint.faded?.('T1-1')).toBe(true);
    expect(paint.faded?.('T1')).toBe(false);
  });

  test('availability: available, and not available with the reason', () => {
    expect(counts('availability')).toEqual({
      Available: 6,
      'Not available: booked': 4,
      'Not available: held': 3,
      'Not available: not for sale': 2,
      'Not available: resold': 1,
    });
    const paint = paintFor('availability', input);
    expect(paint.fill('A-1')).not.toBe(paint.fill('A-2'));
    expect(paint.fill('A-2')).toBe(paint.fill('A-4'));
  });

  test("category: the chart's colours, places counted whatever their status", () => {
    expect(counts('category')).toEqual({ Stalls: 3, Balcony: 2 + 10, 'No category': 1 });
    const paint = paintFor('category', input);
    expect(paint.fill('A-2')).toBe('#112233');
    expect(paint.fill('GA1')).toBe('#445566');
  });

  test("channel: the event's colours; a split area counts in each channel and in No channel", () => {
    expect(counts('channel')).toEqual({ 'Web shop': 2, 'Box office': 6, 'No channel': 4 + 4 });
    const paint = paintFor('channel', input);
    expect(paint.fill('A-1')).toBe('#ff0000');
    expect(paint.fill('GA1')).toBe('#0000ff');
    expect(paint.fill('A-2')).toBe(paint.legend.find((e) => e.key === 'NO_CHANNEL')?.color);
  });
});

describe('describe and hover texts', () => {
  const describeObject = describeEventObject(input);
  test('one line per object', () => {
    expect(describeObject(layout.byLabel.get('A-1') as MapObject)).toBe('A-1, row A, Stalls, Free');
    expect(describeObject(layout.byLabel.get('A-3') as MapObject)).toBe(
      'A-3, row A, Balcony, Held',
    );
    expect(describeObject(layout.byLabel.get('A-4') as MapObject)).toBe(
      'A-4, row A, Balcony, Not for sale',
    );
    expect(describeObject(layout.byLabel.get('T1-1') as MapObject)).toBe(
      'T1-1, table T1, Stalls, booked with table T1',
    );
    expect(describeObject(layout.byLabel.get('GA1') as MapObject)).toBe(
      'GA1, standing area of 10, Balcony, 4 places free',
    );
  });

  test('GA places and hold time left in words', () => {
    const places = new Map([
      ['available', 4],
      ['booked', 3],
      ['reservedByToken', 2],
    ]);
    expect(placesText(places, 10)).toBe('4 of 10 free, 3 booked, 2 held');
    expect(timeLeftText(0)).toBe('expired');
    expect(timeLeftText(59_001)).toBe('1 min 0 s left');
    expect(timeLeftText(12_000)).toBe('12 s left');
    expect(timeLeftText(2 * 3_600_000)).toBe('2 h 0 min left');
  });

  test('only the groups that hold other than free-and-for-sale objects are detailed', () => {
    expect(
      reasonsToDetail({
        available: { count: 5 },
        booked: { count: 2 },
        not_for_sale: { count: 0 },
        reservedByToken: { count: 1 },
      }),
    ).toEqual(['booked', 'reservedByToken']);
  });
});
