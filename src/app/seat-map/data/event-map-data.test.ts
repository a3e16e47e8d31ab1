import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type AppUnderTest, seedChart, startApp } from '../../test-support/app-service-test-kit';
import { fetchEventMapStates } from './event-map-data';

let app: AppUnderTest;
beforeEach(async () => {
  app = await startApp();
  await seedChart(app.api, 'hall', 'sampleChart', ['gala']);
});
afterEach(() => app.service.close());

describe('the event map states, from the public reports', () => {
  test('every object that is not free and for sale, with its order, hold and reason', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    await app.api.status.book('gala', {
      objects: ['A-1', { objectId: 'GA1', quantity: 3 }],
      orderId: 'o-17',
    });
    await app.api.status.hold('gala', {
      objects: ['A-2', { objectId: 'GA1', quantity: 2 }],
      holdToken,
    });
    await app.api.status.changeObjectStatus('gala', { objects: ['A-4'], status: 'resold' });
    await app.api.status.markAsNotForSale('gala', { objects: ['A-3'], areaPlaces: { GA1: 1 } });

    const states = await fetchEventMapStates(app.api, 'gala');

    const seen = Object.fromEntries(
      [...states.infos].map(([label, info]) => [label, [info.status, info.availabilityReason]]),
    );
    expect(seen).toEqual({
      'A-1': ['booked', 'booked'],
      'A-2': ['reservedByToken', 'reservedByToken'],
      'A-3': ['free', 'not_for_sale'],
      'A-4': ['resold', 'resold'],
      GA1: ['free', 'available'],
    });
    expect(states.infos.get('A-1')?.orderId).toBe('o-17');
    expect(states.infos.get('A-2')?.holdToken).toBe(holdToken);
    const ga = states.infos.get('GA1');
    expect([ga?.numBooked, ga?.numHeld, ga?.numNotForSale, ga?.numFree]).toEqual([3, 2, 1, 94]);
    expect(states.areaGroups.get('GA1')).toEqual(
      new Set(['booked', 'reservedByToken', 'not_for_sale']),
    );
    expect(states.summary?.booked.count).toBe(1 + 3);
    expect(states.summary?.not_for_sale.count).toBe(1 + 1);
  });

  test('an event before its sale needs the summary only', async () => {
    const requests: string[] = [];
    const counting = {
      ...app.api,
      reports: new Proxy(app.api.reports, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            requests.push(String(name));
            return value.apply(target, args);
          };
        },
      }),
    } as typeof app.api;
    const states = await fetchEventMapStates(counting, 'gala');
    expect(requests).toEqual(['eventSummary']);
    expect(states.infos.size).toBe(0);
    expect(states.summary?.available.count).toBe(232);
  });
});
