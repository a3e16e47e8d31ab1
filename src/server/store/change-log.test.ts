// The feed's row of a transaction's changes: what a reader parses is what the writes said, however
// many events share one state object (a season booking shares one view across its events).
import { describe, expect, it } from 'vitest';
import type { ObjectState } from '../../domain/model';
import { feedState, PendingChanges } from './change-log';

const parsed = (changes: PendingChanges) =>
  changes.rows().map((row) => ({ ...row, objects: JSON.parse(row.objects) }));

describe('PendingChanges', () => {
  it('writes one shared state the same in every event, and a later write wins per field', () => {
    const shared: ObjectState = { status: 'booked', orderId: 'o1', season: { inherited: true } };
    const changes = new PendingChanges();
    for (const eventId of [1, 2, 3]) {
      changes.addStates(
        eventId,
        7,
        new Map([
          ['A-1', shared],
          ['10', shared],
          ['2', undefined],
        ]),
      );
    }
    changes.add(3, 7, [['A-1', { channel: 'vip' }]]);
    changes.addStates(3, 7, new Map([['2', { status: 'reservedByToken', holdToken: 't' }]]));
    const rows = parsed(changes);
    const booked = { status: 'booked', orderId: 'o1', forSale: true };
    expect(rows).toEqual([
      { eventId: 1, revision: 7, objects: { 'A-1': booked, 10: booked, 2: feedState(undefined) } },
      { eventId: 2, revision: 7, objects: { 'A-1': booked, 10: booked, 2: feedState(undefined) } },
      {
        eventId: 3,
        revision: 7,
        objects: {
          'A-1': { ...booked, channel: 'vip' },
          10: booked,
          2: { status: 'reservedByToken', holdToken: 't', forSale: true },
        },
      },
    ]);
    // The merge made a new object: the shared one, and the other events' rows, are unchanged.
    expect(rows[0].objects['A-1']).toEqual(booked);
  });

  it('forgets what the last transaction shared once cleared', () => {
    const state: ObjectState = { status: 'booked' };
    const changes = new PendingChanges();
    changes.addStates(1, 1, new Map([['"quoted" \\ label', state]]));
    expect(parsed(changes)[0].objects).toEqual({
      '"quoted" \\ label': { status: 'booked', forSale: true },
    });
    changes.clear();
    changes.addStates(1, 2, new Map([['A-1', { ...state, orderId: 'o2' }]]));
    expect(parsed(changes)).toEqual([
      {
        eventId: 1,
        revision: 2,
        objects: { 'A-1': { status: 'booked', orderId: 'o2', forSale: true } },
      },
    ]);
  });
});
