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
import { newRow } from '../features/batch-desk/draft';
import { checkRow } from '../features/batch-desk/row-check';
import { createQueryClient } from '../providers';
import { type AppUnderTest, seedChart, startApp } from '../test-support/app-service';
import { refusalText } from './refusal-text';

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
    expect(alert).not.toHaveTextContent('OBJECT_ALREADY_IN_STATUS');
    expect(alert.querySelector('p')).toHaveAttribute('title', 'API: OBJECT_ALREADY_IN_STATUS');
  });

  test('a mistyped hold token is not reported as expired', async () => {
    const error = await status
      .hold('concert', { objects: ['A-6'], holdToken: 'not-a-real-token' })
      .catch((e: unknown) => e);
    const { text } = refusalText(error);
    expect(text).toBe(
      'Hold token not-a-real-token is not known: it may be mistyped, or it has expired (what it held is free again). Nothing was changed.',
    );
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
