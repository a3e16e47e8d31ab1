// The event `npm run bench:reports` measures, built the same way in the service process (which
// stores it) and in the driver (which times the engine on it): a generated 100,000-seat chart in
// ten sections, 30% of the seats booked, 5% held, three channels of 10% of the seats each.
import { generateDrawing } from '../src/domain/drawing';
import type { Channel, FlatChart, ObjectState } from '../src/domain/model';

export const BENCH_HOLD_TOKEN = 'bench-hold-token';

export function reportsBenchDrawing(seats: number) {
  return generateDrawing({ seats, sections: 10, categories: 3 });
}

/** The other company's small chart in bench:fairness: it books on it and reads its summaries. */
export function otherCompanyDrawing(seats: number) {
  return generateDrawing({ seats, sections: 2 });
}

/** A fixed-seed generator, so that every run and both processes see the same event. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface BenchEvent {
  states: Map<string, ObjectState>;
  channels: Channel[];
}

/** `booked`: the share of seats booked (30 % unless a bench asks for another, bench:map's bytes). */
export function reportsBenchEvent(chart: FlatChart, booked = 0.3): BenchEvent {
  const next = random(42);
  const states = new Map<string, ObjectState>();
  const channels: Channel[] = ['partners', 'box-office', 'web'].map((key, index) => ({
    key,
    name: key,
    index,
    objects: [],
    areaPlaces: {},
  }));
  chart.objects.forEach((obj, i) => {
    if (obj.objectType !== 'seat') return;
    const draw = next();
    if (draw < booked) states.set(obj.label, { status: 'booked', orderId: `order-${i % 5000}` });
    else if (draw < booked + 0.05)
      states.set(obj.label, { status: 'reservedByToken', holdToken: BENCH_HOLD_TOKEN });
    const channel = next();
    if (channel < 0.3) channels[Math.floor(channel * 10)].objects.push(obj.label);
  });
  return { states, channels };
}
