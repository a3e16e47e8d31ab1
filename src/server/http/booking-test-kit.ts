// Shared set-up of the booking engine's HTTP tests: a service with the sample charts uploaded and
// a tiny JSON client over `app.request` that keeps the status and the parsed body.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startTestService, type TestService } from '../testing';

const fixtures = resolve(import.meta.dirname, '../../../fixtures/charts');

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

export function fixtureChart(name: string): unknown {
  return JSON.parse(readFileSync(resolve(fixtures, `${name}.json`), 'utf8'));
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

export async function startBookingKit(): Promise<BookingKit> {
  const svc = await startTestService();
  const authorization = `Basic ${btoa(`${svc.secretKey}:`)}`;
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await svc.app.request(path, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  for (const name of ['sampleChart', 'sampleChartWithTables']) {
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
