import { describe, expect, it } from 'vitest';
import type { ObjectState } from '../model';
import { normalizeExpiredHolds } from './hold-expiry';

const live = (token: string) => token === 'live';

describe('normalizeExpiredHolds', () => {
  it('frees a seat held with a dead token and keeps the rest of its state', () => {
    const state: ObjectState = {
      status: 'reservedByToken',
      holdToken: 'dead',
      orderId: 'o',
      extraData: { a: 1 },
      notForSale: true,
    };
    expect(normalizeExpiredHolds(state, live)).toEqual({
      orderId: 'o',
      extraData: { a: 1 },
      notForSale: true,
    });
    expect(state.status).toBe('reservedByToken');
  });

  it('returns undefined when nothing is left', () => {
    expect(
      normalizeExpiredHolds({ status: 'reservedByToken', holdToken: 'dead' }, live),
    ).toBeUndefined();
  });

  it('returns the very same object when no hold expired', () => {
    const held: ObjectState = { status: 'reservedByToken', holdToken: 'live' };
    const booked: ObjectState = { status: 'booked', orderId: 'x' };
    expect(normalizeExpiredHolds(held, live)).toBe(held);
    expect(normalizeExpiredHolds(booked, live)).toBe(booked);
    expect(normalizeExpiredHolds(undefined, live)).toBeUndefined();
  });

  it('drops the GA places held with dead tokens only', () => {
    const state: ObjectState = {
      places: {
        byStatus: { booked: 1 },
        holds: { dead: { NO_TICKET_TYPE: 2 }, live: { adult: 1 } },
      },
    };
    expect(normalizeExpiredHolds(state, live)).toEqual({
      places: { byStatus: { booked: 1 }, holds: { live: { adult: 1 } } },
    });
    expect(
      normalizeExpiredHolds({ places: { holds: { dead: { adult: 4 } } } }, live),
    ).toBeUndefined();
  });
});
