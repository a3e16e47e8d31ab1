// @vitest-environment jsdom
// Issue 28 item 11: the service's words that reached staff, each shown where the clerk met it,
// against the real service in-process. Staff read statuses and refusals as they say them; the API
// term stays in a tooltip at most.
import { MutationObserver } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { StatusApi } from '../../client/status';
import { BOOKED, HELD, NO_CHANNEL } from '../../domain/model';
import { describeChange } from '../batch/preview-table';
import { ToastStore } from '../components/toast-store';
import { ToastProvider } from '../components/toasts';
import { newRow } from '../features/batch-desk/rows/draft';
import { checkRow } from '../features/batch-desk/rows/row-check';
import { createQueryClient } from '../providers';
import { API_TERMS, expectNoApiTerms } from '../test-support/api-terms-test-kit';
import { type AppUnderTest, seedChart, startApp } from '../test-support/app-service-test-kit';
import { refusalText, staffRefusal } from './refusal-text';

let app: AppUnderTest;
let status: StatusApi;
beforeEach(async () => {
  app = await startApp();
  status = new StatusApi(app.api.transport);
  await seedChart(app.api, 'hall', 'sampleChart', ['concert']);
});
afterEach(() => {
  cleanup();
  return app.service.close();
});

describe('staff language', () => {
  test('a refused change toasts "A-3 is already booked.", the code only in the tooltip', async () => {
    await status.book('concert', { objects: ['A-3'] });
    const toasts = new ToastStore();
    const queryClient = createQueryClient(toasts);
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => status.changeObjectStatus('concert', { objects: ['A-3'], status: BOOKED }),
    });
    await observer.mutate().catch(() => undefined);
    render(<ToastProvider store={toasts}>{null}</ToastProvider>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('A-3 is already booked.');
    expectNoApiTerms(alert);
    expect(alert.querySelector('p')).toHaveAttribute('title', 'API: OBJECT_ALREADY_IN_STATUS');
  });

  test('a mistyped hold token is "no such hold token", an expired one "expired"', async () => {
    const mistyped = await status
      .hold('concert', { objects: ['A-6'], holdToken: 'not-a-real-token' })
      .catch((e: unknown) => e);
    expect(refusalText(mistyped).text).toBe(
      'No such hold token not-a-real-token: check it for a typo. Nothing was changed.',
    );
    const token = await app.api.holdTokens.create(10);
    await app.api.holdTokens.expireInMinutes(token.holdToken, 0);
    const expired = await status
      .hold('concert', { objects: ['A-6'], holdToken: token.holdToken })
      .catch((e: unknown) => e);
    expect(refusalText(expired).text).toBe(
      `Hold token ${token.holdToken} has expired: what it held is free again. Nothing was changed.`,
    );
    // Reading it says the same (the holds view and the desk read tokens so).
    const read = await app.api.holdTokens.retrieve(token.holdToken).catch((e: unknown) => e);
    expect(refusalText(read).text).toMatch(/has expired: what it held is free again/);
    // A service that does not say which (seats.io) gets both named, never "expired" alone.
    expect(
      staffRefusal({
        code: 'HOLD_TOKEN_INVALID',
        message: 'Hold token x is unknown or has expired',
      }).text,
    ).toMatch(/may be mistyped, or it has expired/);
  });

  test("the batch desk's preview and its checks say statuses and channels in words", () => {
    expect(
      describeChange({
        event: 'concert',
        status: BOOKED,
        objects: ['A-1'],
        channelKeys: [NO_CHANNEL],
        allowedPreviousStatuses: [HELD],
      }),
    ).toBe('Book · in concert · channels no channel · only if held now');
    const guard = checkRow(
      newRow({ eventKey: 'concert', objects: 'A-1', action: 'hold', holdToken: 't' }),
    );
    expect(guard.errors).toEqual({});
    const heldOnly = checkRow(
      newRow({
        eventKey: 'concert',
        objects: 'A-1',
        action: 'hold',
        holdToken: 't',
        allowedPrevious: 'reservedByToken',
      }),
    );
    expect(heldOnly.errors.guard).toBe(
      'Only free objects can be held, and "Only if now" (held) leaves out free: every object would be refused.',
    );
    const both = checkRow(
      newRow({
        eventKey: 'concert',
        objects: 'A-1',
        action: 'book',
        allowedPrevious: 'free',
        rejectedPrevious: 'booked',
      }),
    );
    expect(both.errors.guard).toBe(
      '“Only if now” and “Not if now” cannot both be given: keep one.',
    );
  });
});

// Every refusal the service words with an API term (docs/error-codes.md's messages), and messages
// no rewrite reads: what staff see has none of them; the tooltip keeps the service's words.
const SERVICE_REFUSALS = [
  { code: 'OBJECT_NOT_FREE', message: 'A-1 is reservedByToken; only free objects can be held' },
  { code: 'OBJECT_ALREADY_IN_STATUS', message: 'A-1 is already reservedByToken' },
  {
    code: 'HOLD_TOKEN_REQUIRED',
    message: 'A-1 is held: give the holdToken it is held with to change or release it',
  },
  { code: 'HOLD_TOKEN_INVALID', message: 'Hold token 3f2 does not exist' },
  { code: 'HOLD_TOKEN_NOT_FOUND', message: 'Hold token 3f2 has expired' },
  { code: 'WRONG_HOLD_TOKEN', message: 'A-1 is held with another hold token' },
  {
    code: 'OBJECT_IN_CHANNEL',
    message: 'A-1 is in channel vip: give channelKeys with vip, or ignoreChannels',
  },
  {
    code: 'CHANNEL_NOT_ALLOWED',
    message: 'A-2 is in no channel, which is not in channelKeys [vip]',
  },
  { code: 'NOT_FOR_SALE', message: 'A-1 is not for sale and cannot be booked' },
  {
    code: 'CONFLICTING_OPTIONS',
    message: 'channelKeys and ignoreChannels cannot be combined: give one',
  },
  {
    code: 'CONFLICTING_OPTIONS',
    message: 'allowedPreviousStatuses and rejectedPreviousStatuses cannot be combined',
  },
  { code: 'ILLEGAL_STATUS_CHANGE', message: 'A-3 is booked; allowedPreviousStatuses is [free]' },
  { code: 'VALIDATION_FAILED', message: 'bestAvailable.number must be at most 40' },
  {
    code: 'VALIDATION_FAILED',
    message: 'bestAvailable.categories has 3 entries, more than number (2)',
  },
  {
    code: 'SOMETHING_NEW',
    message: 'NO_CHANNEL may not hold nextToEachOther seats with keepExtraData',
  },
];

describe('no API term reaches what staff read', () => {
  test.each(SERVICE_REFUSALS)('$code: $message', (refusal) => {
    const { text, apiText } = staffRefusal(refusal);
    expectNoApiTerms(text);
    expect(apiText).toBe(`${refusal.code}: ${refusal.message}`);
  });

  test('the check itself finds each term and an error code', () => {
    for (const term of API_TERMS) expect(() => expectNoApiTerms(`see ${term}`)).toThrow();
    expect(() => expectNoApiTerms('OBJECT_ALREADY_IN_STATUS')).toThrow();
    expect(() => expectNoApiTerms('A-3 is already booked.')).not.toThrow();
  });
});
