// The holds view's batches, built from what the real service reports and sent back to it: a token's
// seats in a channel and its GA places by ticket type are confirmed; an order held with two tokens
// and booked by places is released; a move keeps the order id. Refusals read as staff sentences.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { StatusApi } from '../../client/status';
import { HELD } from '../../domain/model';
import { type AppUnderTest, seedChart, startApp } from '../test-support/app-service-test-kit';
import {
  confirmTokenChanges,
  moveOrderChanges,
  releaseOrderChanges,
  releaseTokenChanges,
} from './order-changes';
import { batchEventNamer, refusalText } from './refusal-text';

let app: AppUnderTest;
let status: StatusApi;
beforeEach(async () => {
  app = await startApp();
  status = new StatusApi(app.api.transport);
  await seedChart(app.api, 'hall', 'sampleChart', ['concert']);
  await app.api.events.create({
    chartKey: 'hall',
    eventKey: 'web-only',
    channels: [{ key: 'web', name: 'Web shop', objects: ['A-1', 'A-2'] }],
  });
});
afterEach(() => app.service.close());

const heldIn = async (event: string) =>
  Object.values(await app.api.reports.eventReport(event, 'byStatus', HELD)).flat();
const orderIn = async (event: string, orderId: string) =>
  (await app.api.reports.eventReport(event, 'byOrderId', orderId))[orderId] ?? [];

describe('the holds view’s batches', () => {
  test('confirm all books a token’s seats in a channel and its GA places by ticket type, and nothing of another token', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    const other = await app.api.holdTokens.create();
    await status.hold('web-only', {
      objects: ['A-1', 'A-3'],
      holdToken,
      channelKeys: ['web', 'NO_CHANNEL'],
    });
    await status.hold('concert', {
      objects: [
        { objectId: 'GA1', quantity: 2, ticketType: 'adult' },
        { objectId: 'GA1', quantity: 1 },
      ],
      holdToken,
    });
    await status.hold('concert', { objects: ['B-1'], holdToken: other.holdToken });
    const held = new Map([
      ['web-only', await heldIn('web-only')],
      ['concert', await heldIn('concert')],
    ]);
    const changes = confirmTokenChanges(held, holdToken, 'ord-1');
    expect(changes.find((one) => one.event === 'web-only')?.channelKeys).toEqual([
      'NO_CHANNEL',
      'web',
    ]);
    await status.changeObjectStatusInBatch(changes);
    const web = await status.objectInfos('web-only', ['A-1', 'A-3']);
    expect([web['A-1'].status, web['A-3'].status]).toEqual(['booked', 'booked']);
    const concert = await status.objectInfos('concert', ['GA1', 'B-1']);
    expect(concert.GA1).toMatchObject({ numBooked: 3, orderId: 'ord-1' });
    expect(concert['B-1'].holdToken).toBe(other.holdToken);
  });

  test('confirm all without an order id keeps the customer each seat was held for', async () => {
    // A hold "For a customer" keeps the name as its order id; booking it without one dropped it.
    const { holdToken } = await app.api.holdTokens.create();
    await status.hold('concert', { objects: ['D-1', 'D-2'], holdToken, orderId: 'Maria Gomes' });
    await status.hold('concert', { objects: ['D-3'], holdToken, orderId: 'Ana Silva' });
    const held = new Map([['concert', await heldIn('concert')]]);
    await status.changeObjectStatusInBatch(confirmTokenChanges(held, holdToken, ''));
    const infos = await status.objectInfos('concert', ['D-1', 'D-2', 'D-3']);
    expect(Object.values(infos).map((info) => [info.status, info.orderId])).toEqual([
      ['booked', 'Maria Gomes'],
      ['booked', 'Maria Gomes'],
      ['booked', 'Ana Silva'],
    ]);
  });

  test('release all frees exactly what the token holds', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    await status.hold('concert', { objects: ['C-1', { objectId: 'GA2', quantity: 4 }], holdToken });
    await status.changeObjectStatusInBatch(
      releaseTokenChanges(new Map([['concert', await heldIn('concert')]]), holdToken),
    );
    expect(await heldIn('concert')).toEqual([]);
  });

  test('releasing an order uses each held seat’s own token and frees booked places; a move keeps the order id', async () => {
    const one = await app.api.holdTokens.create();
    const two = await app.api.holdTokens.create();
    await status.hold('concert', { objects: ['A-1'], holdToken: one.holdToken, orderId: 'o-9' });
    await status.hold('concert', { objects: ['A-2'], holdToken: two.holdToken, orderId: 'o-9' });
    await status.book('concert', {
      objects: ['A-3', { objectId: 'GA1', quantity: 5 }],
      orderId: 'o-9',
    });
    const order = await orderIn('concert', 'o-9');
    const release = releaseOrderChanges(new Map([['concert', order]]));
    expect(release.map((change) => change.holdToken ?? '')).toEqual(
      expect.arrayContaining([one.holdToken, two.holdToken, '']),
    );
    const moved = moveOrderChanges({
      orderId: 'o-9',
      fromEvent: 'concert',
      fromInfos: order,
      toEvent: '',
      to: ['D-1', 'D-2'],
    });
    await status.changeObjectStatusInBatch(moved);
    const after = await status.objectInfos('concert', ['A-1', 'A-2', 'A-3', 'GA1', 'D-1']);
    expect([after['A-1'].status, after['A-2'].status, after['A-3'].status]).toEqual([
      'free',
      'free',
      'free',
    ]);
    expect(after.GA1.numBooked ?? 0).toBe(0);
    expect(after['D-1']).toMatchObject({ status: 'booked', orderId: 'o-9' });
  });

  test('refusals are sentences that name the seat and its event; the API words stay in apiText', async () => {
    await status.book('concert', { objects: ['A-5'] });
    const { holdToken } = await app.api.holdTokens.create();
    const changes = [{ event: 'concert', objects: ['A-5'], status: HELD, holdToken }];
    const error = await status.changeObjectStatusInBatch(changes).catch((e: unknown) => e);
    const refusal = refusalText(error, batchEventNamer(changes));
    expect(refusal.text).toBe(
      'A-5 in concert is already booked, so it cannot be held. Release it first.',
    );
    expect(refusal.apiText).toMatch(/^OBJECT_NOT_FREE: A-5 is booked/);

    const channel = await status.book('web-only', { objects: ['A-1'] }).catch((e: unknown) => e);
    expect(refusalText(channel).text).toBe(
      'A-1 is kept for the channel web; it can only be sold there.',
    );
    await app.api.holdTokens.expireInMinutes(holdToken, 0);
    const expired = await status
      .hold('concert', { objects: ['A-6'], holdToken })
      .catch((e: unknown) => e);
    expect(refusalText(expired).text).toBe(
      `Hold token ${holdToken} has expired: what it held is free again. Nothing was changed.`,
    );
  });
});
