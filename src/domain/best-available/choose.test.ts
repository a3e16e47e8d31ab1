// Best available on sampleChart (focal point 225, 33.23; rows A–D of 8 seats, A-7 accessible,
// GA1 and GA2 of 100 places): the examples of docs/best-available.md, then each step and filter.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenDrawing, generateDrawing } from '../drawing';
import { BOOKED, type Channel, type FlatChart, type ObjectState } from '../model';
import { type BestAvailableSpec, type ChannelRule, chooseBestAvailable } from './index';

function load(name: string): FlatChart {
  const url = new URL(`../../../fixtures/charts/${name}.json`, import.meta.url);
  return flattenDrawing(JSON.parse(readFileSync(url, 'utf8')));
}

const sample = load('sampleChart');

function choose(
  spec: Partial<BestAvailableSpec> & { number: number },
  states: Record<string, ObjectState> = {},
  options: { rule?: ChannelRule; channels?: Channel[]; chart?: FlatChart } = {},
) {
  return chooseBestAvailable(
    {
      chart: options.chart ?? sample,
      tableBookingConfig: { mode: 'INHERIT' },
      channels: options.channels ?? [],
      stateOf: (label) => states[label],
    },
    spec,
    options.rule ?? { ignoreChannels: false },
  );
}

const booked = (...labels: string[]) =>
  Object.fromEntries(labels.map((label) => [label, { status: BOOKED }]));

describe('the examples', () => {
  it('1 → A-5; 2 → A-4,A-5; 3 → A-4,A-5,A-6', () => {
    expect(choose({ number: 1 })).toMatchObject({ objects: ['A-5'], nextToEachOther: true });
    expect(choose({ number: 2 }).objects).toEqual(['A-4', 'A-5']);
    expect(choose({ number: 3 }).objects).toEqual(['A-4', 'A-5', 'A-6']);
  });

  it('with A-4 and A-5 booked, 2 → B-4,B-5; without orphan prevention → A-2,A-3', () => {
    const states = booked('A-4', 'A-5');
    expect(choose({ number: 2 }, states)).toMatchObject({ objects: ['B-4', 'B-5'], step: 1 });
    expect(choose({ number: 2, tryToPreventOrphanSeats: false }, states)).toMatchObject({
      objects: ['A-2', 'A-3'],
      step: 1,
    });
  });

  it('accessibleSeats:1 with 3 → A-6,A-7,A-8', () => {
    expect(choose({ number: 3, accessibleSeats: 1 }).objects).toEqual(['A-6', 'A-7', 'A-8']);
  });
});

describe('the steps', () => {
  it('never chooses an object in resale, nor one not for sale', () => {
    expect(choose({ number: 1 }, { 'A-5': { status: 'resale' } }).objects).toEqual(['A-4']);
    expect(choose({ number: 1 }, { 'A-5': { notForSale: true } }).objects).toEqual(['A-4']);
  });

  it('never chooses an accessible seat unless asked', () => {
    const states = booked('A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6', 'A-8');
    expect(choose({ number: 1 }, states).objects).not.toContain('A-7');
  });

  it('allows a stranded seat when nothing else fits (step 2)', () => {
    // Only row A is of category Cat1 besides row B; book B entirely: any pair of A strands A-3.
    const states = booked('A-4', 'A-5', 'B-1', 'B-2', 'B-3', 'B-4', 'B-5', 'B-6', 'B-7', 'B-8');
    expect(choose({ number: 2, categories: ['Cat1'] }, states)).toMatchObject({
      objects: ['A-2', 'A-3'],
      step: 2,
    });
  });

  it('splits into pairs when no row has N adjacent seats, never leaving one alone (step 3)', () => {
    const states = booked('A-3', 'A-6', 'B-3', 'B-6', 'C-3', 'C-6', 'D-3', 'D-6');
    const choice = choose({ number: 4 }, states);
    expect(choice).toMatchObject({ objects: ['A-4', 'A-5', 'B-4', 'B-5'], step: 3 });
    expect(choice.nextToEachOther).toBe(false);
  });

  it('takes N places in one GA area when no seats fit (step 6)', () => {
    const choice = choose({ number: 40, ticketTypes: ['adult', 'child'] });
    expect(choice.step).toBe(6);
    expect(choice.objects).toEqual(Array(40).fill(choice.objects[0]));
    expect(choice.refs[0]).toEqual({
      objectId: choice.objects[0],
      quantity: 1,
      ticketType: 'adult',
    });
    expect(choice.refs[1].ticketType).toBe('child');
  });

  it('never splits places over areas', () => {
    expect(() => choose({ number: 101 })).toThrow(/not found/);
  });
});

describe('the filters', () => {
  it('by category key or label', () => {
    expect(choose({ number: 2, categories: [10] }).objects).toEqual(['C-4', 'C-5']);
    expect(choose({ number: 2, categories: ['Cat2'] }).objects).toEqual(['C-4', 'C-5']);
  });

  it('an unknown category, zone or section finds nothing', () => {
    for (const spec of [{ categories: ['nope'] }, { zone: 'nope' }, { sections: ['nope'] }]) {
      expect(() => choose({ number: 1, ...spec })).toThrow(
        expect.objectContaining({ code: 'BEST_AVAILABLE_OBJECTS_NOT_FOUND' }),
      );
    }
  });

  it('channels as for any status change', () => {
    const channels: Channel[] = [
      { key: 'vip', name: 'VIP', objects: ['A-4', 'A-5', 'A-6'], areaPlaces: {} },
    ];
    expect(choose({ number: 2 }, {}, { channels }).objects).toEqual(['B-4', 'B-5']);
    expect(
      choose({ number: 2 }, {}, { channels, rule: { channelKeys: ['vip'], ignoreChannels: false } })
        .objects,
    ).toEqual(['A-4', 'A-5']);
    expect(choose({ number: 2 }, {}, { channels, rule: { ignoreChannels: true } }).objects).toEqual(
      ['A-4', 'A-5'],
    );
  });

  it('ticketTypes and extraData go to the i-th object', () => {
    const choice = choose({ number: 2, ticketTypes: ['adult'], extraData: [{}, { a: 1 }] });
    expect(choice.refs).toEqual([
      { objectId: 'A-4', ticketType: 'adult', extraData: {} },
      { objectId: 'A-5', extraData: { a: 1 } },
    ]);
  });

  it('a chart without a focal point cannot serve it', () => {
    const flat = flattenDrawing({
      subChart: { rows: [{ label: 'A', seats: [{ label: '1', x: 0, y: 0 }] }] },
    });
    expect(() => choose({ number: 1 }, {}, { chart: flat })).toThrow(/focal point/);
  });
});

describe('on a large chart', () => {
  it('pairs in step 3 are the nearest non-overlapping pairs of one section', () => {
    const chart = flattenDrawing(generateDrawing({ seats: 20_000, sections: 4 }));
    // Every third seat of a row booked: pairs everywhere, never three adjacent.
    const states: Record<string, ObjectState> = {};
    for (const obj of chart.objects) {
      if (obj.objectType === 'seat' && Number(obj.labels.own.label) % 3 === 0) {
        states[obj.label] = { status: BOOKED };
      }
    }
    const choice = choose({ number: 6 }, states, { chart });
    expect(choice.step).toBe(3);
    const section = chart.byLabel.get(choice.objects[0])?.section;
    const pairs = chart.objects
      .filter((obj) => obj.section === section && obj.rightNeighbour && !states[obj.label])
      .filter((obj) => !states[obj.rightNeighbour as string])
      // The generator makes each row's first seat accessible: not chosen unless asked for.
      .filter((obj) => !obj.seatFlags?.isAccessible)
      .map((obj) => {
        const right = chart.byLabel.get(obj.rightNeighbour as string);
        return [
          obj.label,
          right?.label,
          (obj.distanceToFocalPoint ?? 0) + (right?.distanceToFocalPoint ?? 0),
        ];
      })
      .sort((a, b) => (a[2] as number) - (b[2] as number));
    const expected = new Set<string>();
    for (const [left, right] of pairs) {
      if (expected.size === 6) break;
      if (!expected.has(left as string) && !expected.has(right as string)) {
        expected.add(left as string);
        expected.add(right as string);
      }
    }
    expect(new Set(choice.objects)).toEqual(expected);
  });
});

describe('zones and sections (sampleChartWithZones)', () => {
  const zones = load('sampleChartWithZones');
  const nearestSeat = (keep: (obj: FlatChart['objects'][number]) => boolean) =>
    zones.objects
      .filter((obj) => keep(obj) && !obj.seatFlags?.isAccessible)
      .sort((a, b) => (a.distanceToFocalPoint ?? 0) - (b.distanceToFocalPoint ?? 0))[0].label;

  it('a zone keeps to its sections and ranks by the zone focal point', () => {
    for (const zone of ['midtrack', 'finishline']) {
      const choice = choose({ number: 1, zone }, {}, { chart: zones });
      expect(choice.objects).toEqual([nearestSeat((obj) => obj.zone === zone)]);
    }
  });

  it('sections keep to the sections named', () => {
    const choice = choose({ number: 4, sections: ['MT3'] }, {}, { chart: zones });
    expect(choice.step).toBe(1);
    for (const label of choice.objects) expect(label.startsWith('MT3-')).toBe(true);
    expect(choice.objects).toContain(nearestSeat((obj) => obj.section === 'MT3'));
  });
});

describe('tables (sampleChartWithTables: T1 by seat, T2 booked as a whole)', () => {
  const tables = load('sampleChartWithTables');
  const withConfig = (
    mode: 'INHERIT' | 'ALL_BY_TABLE',
    number: number,
    states: Record<string, ObjectState> = {},
  ) =>
    chooseBestAvailable(
      {
        chart: tables,
        tableBookingConfig: { mode },
        channels: [],
        stateOf: (label) => states[label],
      },
      { number },
      { ignoreChannels: false },
    );

  it('seats of a table booked by seat sit together; a table booked as a whole is one object', () => {
    const seats = withConfig('INHERIT', 3);
    expect(seats.step).toBe(1);
    for (const label of seats.objects) expect(label.startsWith('T1-')).toBe(true);
    // Once T1's seats are gone, the one table booked as a whole (step 5: N counts tables).
    const t1 = booked('T1-1', 'T1-2', 'T1-3', 'T1-4', 'T1-5', 'T1-6');
    expect(withConfig('INHERIT', 1, t1)).toMatchObject({ objects: ['T2'], step: 5 });
    expect(() => withConfig('INHERIT', 2, t1)).toThrow(/not found/);
  });

  it('with every table booked as a whole, N tables', () => {
    const choice = withConfig('ALL_BY_TABLE', 2);
    expect(choice).toMatchObject({ step: 5, nextToEachOther: false });
    expect([...choice.objects].sort()).toEqual(['T1', 'T2']);
  });
});
