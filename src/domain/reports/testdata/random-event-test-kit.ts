// Random events on a small generated chart (rows in two sections, tables, GA areas), for the
// reports' property tests: random statuses, for-sale flags, order ids, channels, GA places split
// by state and by channel, table booking modes and both table-counting settings.
import fc from 'fast-check';
import { flattenDrawing, generateDrawing } from '../../drawing';
import { type Channel, HELD, type ObjectState } from '../../model';
import type { EventReportInput } from '../histogram';

export const chart = flattenDrawing(
  generateDrawing({ seats: 48, sections: 2, gaAreas: 2, tables: 3, categories: 2 }),
);
const gaLabels = chart.objects
  .filter((o) => o.objectType === 'generalAdmission')
  .map((o) => o.label);

const objectState = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        status: fc.constantFrom('booked', HELD, 'custom', 'resale'),
        notForSale: fc.boolean(),
        orderId: fc.constantFrom('o1', 'o,2'),
      },
      { requiredKeys: [] },
    ),
  },
);
const gaState = fc
  .record({
    booked: fc.nat(30),
    custom: fc.nat(20),
    held: fc.nat(20),
    notForSale: fc.nat(20),
    wholeNotForSale: fc.boolean(),
  })
  .map(
    (g): ObjectState => ({
      notForSale: g.wholeNotForSale || undefined,
      places: {
        byStatus: { booked: g.booked, custom: g.custom },
        holds: { t1: { NO_TICKET_TYPE: g.held } },
        notForSale: g.notForSale,
      },
    }),
  );

export const eventInput = fc
  .record({
    states: fc.array(objectState, {
      minLength: chart.objects.length,
      maxLength: chart.objects.length,
    }),
    ga: fc.array(gaState, { minLength: gaLabels.length, maxLength: gaLabels.length }),
    channelOf: fc.array(fc.integer({ min: -1, max: 2 }), {
      minLength: chart.objects.length,
      maxLength: chart.objects.length,
    }),
    areaPlaces: fc.array(fc.array(fc.nat(40), { minLength: 3, maxLength: 3 }), {
      minLength: gaLabels.length,
      maxLength: gaLabels.length,
    }),
    mode: fc.constantFrom('INHERIT', 'ALL_BY_TABLE', 'ALL_BY_SEAT', 'CUSTOM' as const),
    tablesCountAsOne: fc.boolean(),
  })
  .map((r): EventReportInput => {
    const states = new Map<string, ObjectState>();
    chart.objects.forEach((obj, i) => {
      const state = r.states[i];
      if (state && obj.objectType !== 'generalAdmission') states.set(obj.label, state);
    });
    gaLabels.forEach((label, i) => {
      states.set(label, r.ga[i]);
    });
    const channels: Channel[] = [0, 1, 2].map((c) => ({
      key: `ch${c}`,
      name: `Channel ${c}`,
      objects: chart.objects.filter((_, i) => r.channelOf[i] === c).map((o) => o.label),
      areaPlaces: Object.fromEntries(gaLabels.map((label, g) => [label, r.areaPlaces[g][c]])),
    }));
    return {
      chart,
      states,
      channels,
      tableBookingConfig: {
        mode: r.mode,
        tables: r.mode === 'CUSTOM' ? { T1: 'BY_TABLE', T2: 'BY_SEAT' } : undefined,
      },
      tablesCountAsOne: r.tablesCountAsOne,
    };
  });
