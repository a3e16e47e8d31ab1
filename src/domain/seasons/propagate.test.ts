// The propagation rule on its own, without a service: who sees what, and what is refused.
import { describe, expect, it } from 'vitest';
import type { ChartObject, ObjectState } from '../model';
import type { SeasonFamily } from './family';
import { composeViews, ownPart } from './propagate';

const seat: ChartObject = {
  label: 'A-1',
  objectType: 'seat',
  labels: { own: { label: '1', type: 'seat' } },
  ids: { own: '1' },
};
const area: ChartObject = { ...seat, label: 'GA1', objectType: 'generalAdmission', capacity: 50 };

const family: SeasonFamily = {
  season: 'S',
  partials: new Map([
    ['P1', ['E1', 'E2']],
    ['P2', ['E2', 'E3']],
  ]),
  events: ['E1', 'E2', 'E3'],
};

const compose = (obj: ChartObject, own: Record<string, ObjectState | undefined>) =>
  composeViews(obj, family, (unit) => own[unit]);

describe('seats', () => {
  it('the season taking a seat shows it everywhere, with its order', () => {
    const views = compose(seat, { S: { status: 'booked', orderId: 'o1' } });
    for (const unit of ['P1', 'P2', 'E1', 'E2', 'E3']) {
      expect(views.get(unit)).toEqual({
        status: 'booked',
        orderId: 'o1',
        season: { inherited: true },
      });
    }
    expect(views.get('S')).toEqual({ status: 'booked', orderId: 'o1' });
  });

  it('an event taking a seat makes it unavailable in the season and its partial seasons only', () => {
    const views = compose(seat, { E1: { status: 'booked' } });
    expect(views.get('S')?.status).toBe('booked');
    expect(views.get('P1')?.status).toBe('booked');
    expect(views.get('P2')).toBeUndefined();
    expect(views.get('E2')).toBeUndefined();
  });

  it('a partial season blocks an overlapping partial season', () => {
    const views = compose(seat, { P1: { status: 'booked' } });
    expect(views.get('E2')?.status).toBe('booked');
    expect(views.get('E3')).toBeUndefined();
    expect(views.get('P2')?.season?.inherited).toBe(true);
    expect(() => compose(seat, { P1: { status: 'booked' }, P2: { status: 'booked' } })).toThrow(
      /A-1/,
    );
  });

  it('an override lets the event sell the seat, and stands while the season holds nothing', () => {
    const overridden = { status: 'booked', orderId: 'night', season: { overridden: 1 } };
    const views = compose(seat, { S: { status: 'booked' }, E1: overridden });
    expect(views.get('E1')).toEqual(overridden);
    expect(() => compose(seat, { S: { status: 'booked' }, E1: { status: 'booked' } })).toThrow();
    expect(compose(seat, { E1: { season: { overridden: 1 } } }).get('E1')).toEqual({
      season: { overridden: 1 },
    });
  });

  it('events with nothing of their own share one view of the season, and keep their own', () => {
    // One object for all: the store makes each view's feed JSON once (store/change-log.ts).
    const own = { S: { status: 'booked', orderId: 'o1' }, E3: { notForSale: true } };
    const views = compose(seat, own);
    expect(views.get('E1')).toBe(views.get('E2'));
    expect(views.get('E3')).not.toBe(views.get('E1'));
    expect(views.get('E3')).toEqual({ ...views.get('E1'), notForSale: true });
  });

  it('ownPart gives back what the event took itself', () => {
    expect(
      ownPart(seat, { status: 'booked', notForSale: true, season: { inherited: true } }),
    ).toEqual({ notForSale: true });
    expect(ownPart(seat, { status: 'booked', orderId: 'x' })).toEqual({
      status: 'booked',
      orderId: 'x',
    });
  });
});

describe('GA places', () => {
  it('counts the season places in every event, and the busiest event in the season', () => {
    const views = compose(area, {
      S: { places: { byStatus: { booked: 35 } } },
      E1: { places: { byStatus: { booked: 10 } } },
    });
    expect(views.get('E1')?.places?.byStatus).toEqual({ booked: 45 });
    expect(views.get('E2')?.places?.byStatus).toEqual({ booked: 35 });
    expect(views.get('S')?.places?.byStatus).toEqual({ booked: 45 });
    expect(views.get('P1')?.places?.byStatus).toEqual({ booked: 45 });
    expect(views.get('P2')?.places?.byStatus).toEqual({ booked: 35 });
    expect(ownPart(area, views.get('E1'))?.places).toEqual({ byStatus: { booked: 10 } });
  });

  it('refuses more than the capacity in any event, and releasing places that are not own', () => {
    expect(() =>
      compose(area, {
        S: { places: { byStatus: { booked: 35 } } },
        E3: { places: { byStatus: { booked: 16 } } },
      }),
    ).toThrow(/GA1 would hold 51 places in E3/);
    const seen = {
      places: { byStatus: { booked: 30 } },
      season: { places: { byStatus: { booked: 35 } } },
    };
    expect(() => ownPart(area, seen, { unit: 'E1' })).toThrow(/5 of the places/);
  });

  it('overrides take places back from what the season took', () => {
    const views = compose(area, {
      S: { places: { byStatus: { booked: 35 } } },
      E1: { season: { overridden: 5 } },
    });
    expect(views.get('E1')).toEqual({
      places: { byStatus: { booked: 30 } },
      season: { places: { byStatus: { booked: 30 } }, overridden: 5 },
    });
  });
});
