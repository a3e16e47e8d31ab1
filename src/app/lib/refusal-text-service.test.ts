// Every rewrite of lib/refusal-text.ts, fed the refusal the real service gives (in-process, its
// own rules): a change to the service's wording that the rewrite no longer reads fails here, not
// at the box office. Each case sets up the state, sends the refused request and reads the answer.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ChannelsApi } from '../../client/channels';
import { StatusApi } from '../../client/status';
import { type AppUnderTest, seedChart, startApp } from '../test-support/app-service-test-kit';
import { refusalText } from './refusal-text';

vi.setConfig({ testTimeout: 60_000 });

let app: AppUnderTest;
let status: StatusApi;
let token: string;
let otherToken: string;

beforeAll(async () => {
  app = await startApp();
  status = new StatusApi(app.api.transport);
  await seedChart(app.api, 'hall', 'sampleChart', ['concert']);
  token = (await app.api.holdTokens.create()).holdToken;
  otherToken = (await app.api.holdTokens.create()).holdToken;
  await status.book('concert', { objects: ['A-1'] });
  await status.hold('concert', { objects: ['A-2'], holdToken: token });
  await status.markAsNotForSale('concert', { objects: ['A-3'] });
  await new ChannelsApi(app.api.transport).replace('concert', [
    { key: 'members', name: 'Members', color: '#1f5fbf', index: 1, objects: ['B-1'] },
  ]);
});
afterAll(() => app.service.close());

/** The refusal the service answers to `request`, as staff read it, with its API code. */
async function refused(request: () => Promise<unknown>) {
  const error = await request().then(
    () => {
      throw new Error('the service accepted the request');
    },
    (e: unknown) => e,
  );
  const { text, apiText } = refusalText(error);
  return { text, code: apiText.split(':')[0] };
}

describe('each refusal rewrite, read from the real service', () => {
  test.each([
    {
      code: 'OBJECT_NOT_FREE',
      request: () => status.hold('concert', { objects: ['A-1'], holdToken: token }),
      text: 'A-1 is already booked, so it cannot be held. Release it first.',
    },
    {
      code: 'OBJECT_ALREADY_IN_STATUS',
      request: () => status.book('concert', { objects: ['A-1'] }),
      text: 'A-1 is already booked.',
    },
    {
      code: 'HOLD_TOKEN_REQUIRED',
      request: () => status.book('concert', { objects: ['A-2'] }),
      text: 'A-2 is held with another hold token; only that token can change it.',
    },
    {
      code: 'WRONG_HOLD_TOKEN',
      request: () => status.book('concert', { objects: ['A-2'], holdToken: otherToken }),
      text: 'A-2 is held with another hold token; only that token can change it.',
    },
    {
      code: 'NOT_FOR_SALE',
      request: () => status.book('concert', { objects: ['A-3'] }),
      text: 'A-3 is not for sale, so it cannot be booked. Put it back on sale first.',
    },
    {
      code: 'OBJECT_IN_CHANNEL',
      request: () => status.book('concert', { objects: ['B-1'] }),
      text: 'B-1 is kept for the channel members; it can only be sold there.',
    },
    {
      code: 'CHANNEL_NOT_ALLOWED',
      request: () => status.book('concert', { objects: ['B-2'], channelKeys: ['members'] }),
      text: 'B-2 is in no channel, which this change may not touch.',
    },
    {
      code: 'HOLD_TOKEN_INVALID',
      request: () => status.hold('concert', { objects: ['A-6'], holdToken: 'not-a-token' }),
      text: 'No such hold token not-a-token: check it for a typo. Nothing was changed.',
    },
    {
      code: 'CONFLICTING_OPTIONS',
      request: () =>
        status.book('concert', {
          objects: ['A-6'],
          channelKeys: ['members'],
          ignoreChannels: true,
        }),
      text: 'Channels and “Ignore channels” cannot both be given: keep one.',
    },
    {
      code: 'OBJECT_NOT_FOUND',
      request: () => status.book('concert', { objects: ['Z-99'] }),
      text: 'There is no seat Z-99. Check the label.',
    },
    {
      code: 'EVENT_NOT_FOUND',
      request: () => status.book('no-such-event', { objects: ['A-6'] }),
      text: 'There is no event no-such-event.',
    },
    {
      code: 'ILLEGAL_STATUS_CHANGE',
      request: () =>
        status.changeObjectStatus('concert', {
          objects: ['A-1'],
          status: 'free',
          allowedPreviousStatuses: ['reservedByToken'],
        }),
      text: 'A-1 is booked now, so it was left alone.',
    },
    {
      code: 'CATEGORY_ALREADY_EXISTS',
      request: async () => {
        const vip = { key: 'vip', label: 'VIP', color: '#123456' };
        await app.api.charts.addCategory('hall', vip);
        return app.api.charts.addCategory('hall', vip);
      },
      text: 'The chart already has a category with key vip; choose another key.',
    },
  ])('$code', async ({ code, request, text }) => {
    expect(await refused(request)).toEqual({ code, text });
  });

  test('HOLD_TOKEN_NOT_FOUND: reading an expired token', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    await app.api.holdTokens.expireInMinutes(holdToken, 0);
    const { text } = await refused(() => app.api.holdTokens.retrieve(holdToken));
    expect(text).toBe(
      `Hold token ${holdToken} has expired: what it held is free again. Nothing was changed.`,
    );
  });
});
