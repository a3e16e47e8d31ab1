// Shared set-up of the booking engine's HTTP tests: a service with the sample charts uploaded and
// a JSON client (http-test-kit's caller) that keeps the status and the parsed body.
import type { Config } from '../config';
import { startTestService, type TestService } from '../service-test-kit';
import { caller, type FixtureName, fixture } from './http-test-kit';

/** Seat A-1 of sampleChart.json, free, exactly as seats.io answers object info. */
export const FREE_A1 = {
  label: 'A-1',
  labels: { own: { label: '1', type: 'seat' }, parent: { label: 'A', type: 'row' } },
  ids: { own: '1', parent: 'A' },
  status: 'free',
  categoryKey: '9',
  categoryLabel: 'Cat1',
  forSale: true,
  objectType: 'seat',
  isAccessible: false,
  hasRestrictedView: false,
  isCompanionSeat: false,
  hasLiftUpArmrests: false,
  isHearingImpaired: false,
  isSemiAmbulatorySeat: false,
  hasSignLanguageInterpretation: false,
  isPlusSize: false,
  rightNeighbour: 'A-2',
  isAvailable: true,
  availabilityReason: 'available',
  distanceToFocalPoint: 98.67842540608864,
  seasonStatusOverriddenQuantity: 0,
};

export function fixtureChart(name: FixtureName): unknown {
  return fixture(name);
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected field by field
  body: any;
}

export interface BookingKit {
  svc: TestService;
  call(method: string, path: string, body?: unknown): Promise<Answer>;
  /** Creates an event on `chartKey` (uploaded as `sampleChart` unless given) and returns its key. */
  event(options?: Record<string, unknown>): Promise<string>;
  holdToken(minutes?: number): Promise<string>;
}

export async function startBookingKit(overrides: Partial<Config> = {}): Promise<BookingKit> {
  const svc = await startTestService(overrides);
  const send = caller(svc);
  // Every request says it is JSON, with a body or without.
  const json = { headers: { 'content-type': 'application/json' } };
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const { status, body: parsed } = await send(method, path, body, json);
    return { status, body: parsed };
  };
  for (const name of ['sampleChart', 'sampleChartWithTables'] as const) {
    const answer = await call('POST', `/system/public/charts/${name}`, fixtureChart(name));
    if (answer.status >= 300) throw new Error(`upload ${name}: ${JSON.stringify(answer.body)}`);
  }
  let n = 0;
  return {
    svc,
    call,
    async event(options = {}) {
      const eventKey = `ev-${++n}`;
      const answer = await call('POST', '/events', {
        chartKey: 'sampleChart',
        eventKey,
        ...options,
      });
      if (answer.status !== 200) throw new Error(`create event: ${JSON.stringify(answer.body)}`);
      return eventKey;
    },
    async holdToken(minutes) {
      const answer = await call(
        'POST',
        '/hold-tokens',
        minutes === undefined ? {} : { expiresInMinutes: minutes },
      );
      return answer.body.holdToken as string;
    },
  };
}
