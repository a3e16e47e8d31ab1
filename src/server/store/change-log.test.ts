// The feed's row of a transaction's changes: what a reader parses is what the writes said, however
// many events share one state object (a season booking shares one view across its events).
import { describe, expect, it, vi } from 'vitest';
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

  it("makes one text for a season's events that carry the same objects, and each event's own where they differ", () => {
    const shared: ObjectState = { status: 'booked', orderId: 'o1', season: { inherited: true } };
    const own: ObjectState = { status: 'booked', orderId: 'own' };
    const changes = new PendingChanges();
    const same = () =>
      new Map<string, ObjectState | undefined>([
        ['A-1', shared],
        ['A-2', undefined],
      ]);
    for (let eventId = 1; eventId <= 100; eventId++) changes.addStates(eventId, 3, same());
    // Between and after runs of the same: another object, the same ones in another order, fewer.
    changes.addStates(101, 3, new Map([...same(), ['A-1', own]]));
    changes.addStates(102, 3, same());
    changes.addStates(103, 3, new Map([...same()].reverse()));
    changes.addStates(104, 3, new Map([['A-1', shared]]));
    const stringify = vi.spyOn(JSON, 'stringify');
    const rows = changes.rows();
    // 2 labels and 2 feed objects for events 1–100 (at most 4 texts), then events 101–104.
    expect(stringify.mock.calls.length).toBeLessThanOrEqual(4 + 4 * 2);
    stringify.mockRestore();
    const booked = { status: 'booked', orderId: 'o1', forSale: true };
    const free = feedState(undefined);
    const objects = rows.map((row) => row.objects);
    expect(new Set(objects.slice(0, 100)).size).toBe(1);
    expect(JSON.parse(objects[99])).toEqual({ 'A-1': booked, 'A-2': free });
    expect(JSON.parse(objects[100])).toEqual({
      'A-1': { status: 'booked', orderId: 'own', forSale: true },
      'A-2': free,
    });
    expect(JSON.parse(objects[101])).toEqual({ 'A-1': booked, 'A-2': free });
    expect(Object.keys(JSON.parse(objects[102]))).toEqual(['A-2', 'A-1']);
    expect(JSON.parse(objects[103])).toEqual({ 'A-1': booked });
  });
});
