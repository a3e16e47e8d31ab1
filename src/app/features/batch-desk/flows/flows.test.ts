// The desk's flows build their rows from lib/order-changes.ts, the rules the holds view sends as
// they are; these rows are checked and sent to the real service like rows staff typed.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { StatusApi } from '../../../../client/status';
import { HELD } from '../../../../domain/model';
import { type AppUnderTest, seedChart, startApp } from '../../../test-support/app-service-test-kit';
import { newRow } from '../rows/draft';
import { checkRows } from '../rows/row-check';
import { confirmRows, moveRows, type RowFields } from './flows';

let app: AppUnderTest;
let status: StatusApi;
beforeEach(async () => {
  app = await startApp();
  status = new StatusApi(app.api.transport);
  await seedChart(app.api, 'hall', 'sampleChart', ['concert', 'matinee']);
});
afterEach(() => app.service.close());

async function submit(rows: RowFields[]) {
  const { changes, errors } = checkRows(rows.map((fields) => newRow(fields)));
  expect([...errors.values()]).toEqual([]);
  await status.changeObjectStatusInBatch(changes ?? []);
}

const move = {
  fromEvent: 'concert',
  toEvent: 'matinee',
  toObjects: 'C-1..C-3',
  action: 'book' as const,
  holdToken: '',
  orderId: '',
};

describe('the desk’s flows', () => {
  test('Confirm held seats writes a GA area’s held places by ticket type, as staff type them', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    await status.hold('concert', {
      objects: ['A-1', { objectId: 'GA1', quantity: 2, ticketType: 'adult' }],
      holdToken,
    });
    const held = Object.values(await app.api.reports.eventReport('concert', 'byStatus', HELD));
    const rows = confirmRows(new Map([['concert', held.flat()]]), holdToken, 'o-1');
    expect(rows).toEqual([expect.objectContaining({ action: 'book', holdToken, orderId: 'o-1' })]);
    expect(rows[0].objects?.split(', ').sort()).toEqual(['A-1', 'GA1 x 2 (adult)']);
  });

  test('Move a booking releases each held seat with its own token and a GA area’s booked places without one', async () => {
    const one = await app.api.holdTokens.create();
    const two = await app.api.holdTokens.create();
    await status.hold('concert', { objects: ['A-1'], holdToken: one.holdToken, orderId: 'o-9' });
    await status.hold('concert', { objects: ['A-2'], holdToken: two.holdToken, orderId: 'o-9' });
    await status.book('concert', { objects: [{ objectId: 'GA1', quantity: 2 }], orderId: 'o-9' });
    // A place held with the first token for someone else: the move must not release it.
    await status.hold('concert', { objects: ['GA1'], holdToken: one.holdToken });
    const infos = await status.objectInfos('concert', ['A-1', 'A-2', 'GA1']);

    const rows = moveRows({
      ...move,
      fromObjects: 'A-1, A-2, GA1 x 2',
      fromInfos: Object.values(infos),
    });
    expect(rows.map((row) => [row.action, row.holdToken, row.objects])).toEqual([
      ['release', one.holdToken, 'A-1'],
      ['release', two.holdToken, 'A-2'],
      ['release', '', 'GA1 x 2'],
      ['book', '', 'C-1..C-3'],
    ]);
    expect(rows[3]).toMatchObject({ eventKey: 'matinee', orderId: 'o-9' });
    await submit(rows);

    const after = await status.objectInfos('concert', ['A-1', 'A-2', 'GA1']);
    expect([after['A-1'].status, after['A-2'].status]).toEqual(['free', 'free']);
    expect(after.GA1.numBooked ?? 0).toBe(0);
    expect(after.GA1.holds?.[one.holdToken]).toEqual({ NO_TICKET_TYPE: 1 });
    const moved = await status.objectInfos('matinee', ['C-1', 'C-3']);
    expect(moved['C-3']).toMatchObject({ status: 'booked', orderId: 'o-9' });
  });

  test('Move a booking asks for old objects it can read, and keeps the new ones as typed', () => {
    expect(() => moveRows({ ...move, fromObjects: ' ', fromInfos: [] })).toThrow(
      /^Objects now: name the objects/,
    );
    expect(() => moveRows({ ...move, fromObjects: 'A-1..B-3', fromInfos: [] })).toThrow(
      /^Objects now: "A-1..B-3": both ends of a range/,
    );
    const rows = moveRows({ ...move, fromObjects: 'A-1', fromInfos: [], toObjects: 'C-1..' });
    expect(rows.map((row) => row.objects)).toEqual(['A-1', 'C-1..']);
    const held = moveRows({
      ...move,
      fromObjects: 'A-1',
      fromInfos: [],
      action: 'hold',
      holdToken: 't-1',
    });
    expect(held[1]).toMatchObject({
      eventKey: 'matinee',
      action: 'hold',
      holdToken: 't-1',
      orderId: '',
    });
  });
});
