import { describe, expect, it } from 'vitest';
import type { ObjectState, TableBookingConfig } from '../model';
import { testChart } from './chart-test-kit';
import { reportedState } from './tables';

const chart = testChart();
const states = new Map<string, ObjectState>([
  ['T2', { status: 'booked', orderId: 'o1', extraData: { who: 'table' } }],
  ['T2-1', { extraData: { who: 'seat' } }],
  ['T1', { status: 'booked' }],
  ['T1-1', { status: 'reservedByToken', holdToken: 'h' }],
]);
const report = (label: string, config: TableBookingConfig = { mode: 'INHERIT' }) => {
  const obj = chart.byLabel.get(label);
  if (!obj) throw new Error(label);
  return reportedState(obj, chart, config, (l) => states.get(l));
};

describe('reportedState', () => {
  it('a seat of a table booked as a whole reports the table’s status and order', () => {
    expect(report('T2-1')).toEqual({ status: 'booked', orderId: 'o1', extraData: { who: 'seat' } });
    expect(report('T2-2')).toEqual({ status: 'booked', orderId: 'o1' });
  });

  it('a seat of a table booked by seat reports its own state', () => {
    expect(report('T1-1')).toEqual({ status: 'reservedByToken', holdToken: 'h' });
    expect(report('T1-2')).toBeUndefined();
    expect(report('T2-1', { mode: 'ALL_BY_SEAT' })).toEqual({ extraData: { who: 'seat' } });
  });

  it('objects not at a table report their own state', () => {
    expect(report('T2')).toEqual(states.get('T2'));
    expect(report('A-1')).toBeUndefined();
  });
});
