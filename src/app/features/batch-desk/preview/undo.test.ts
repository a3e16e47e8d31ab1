// Undo's promise, on random accepted batches against the real service in-process: after the
// inverse batch every object the batch changed is as it was before it, except the objects the
// plan names as impossible to restore (and the service accepts the inverse batch as predicted).
import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ObjectInfoWire } from '../../../../contract/status';
import { readInfos } from '../../../batch/api';
import { predictBatch } from '../../../batch/predict';
import { infosAfter } from '../../../batch/undo';
import { loadWorld, prepareUndo, submitBatch } from '../../../batch/world';
import { type AppUnderTest, startApp } from '../../../test-support/app-service-test-kit';
import { type Case, caseArb, draftRows, prepareCase } from '../batch-arbitraries-test-kit';
import { seedSmallChart } from '../desk-test-kit';
import { checkRows } from '../rows/row-check';

let desk: AppUnderTest;
beforeAll(async () => {
  desk = await startApp();
  await seedSmallChart(desk.api, 'small', []);
});
afterAll(() => desk.service.close());

/** What a status change can alter; the rest of an info (category, flags…) never moves. */
function restorable(info: ObjectInfoWire | undefined) {
  if (!info) return info;
  const { status, holdToken, orderId, ticketType, extraData, numBooked, numHeld, holds } = info;
  return { status, holdToken, orderId, ticketType, extraData, numBooked, numHeld, holds };
}

const stats = { undone: 0, withNotes: 0 };

type Row = Case['rows'][number];

/** A batch row as the arbitrary draws it, on event main, default channels, no guard. */
function row(
  action: Row['action'],
  label: Row['objects'][number]['label'],
  quantity?: number,
): Row {
  const token = action === 'hold' || action === 'release' ? 'live' : 'none';
  return {
    event: 'main',
    objects: [{ label, quantity }],
    action,
    token,
    orderId: '',
    channels: 'default',
    guard: '',
    keepExtraData: false,
  };
}

// Cases that always need notes (the live token dies after the batch), run before the random ones
// so the notes path is covered on every run, not only when chance draws it.
const NOTED: Array<[Case, boolean]> = [
  [{ channel: false, setup: [], rows: [row('hold', 'A-1')] }, true],
  [{ channel: false, setup: [], rows: [row('hold', 'GA1', 2)] }, true],
  [
    {
      channel: false,
      setup: [{ label: 'A-2', kind: 'hold', quantity: 1, orderId: undefined }],
      rows: [row('release', 'A-2')],
    },
    true,
  ],
];

test('the undo of an accepted batch takes every object back, or says why it cannot', async () => {
  await fc.assert(
    fc.asyncProperty(caseArb, fc.boolean(), async (c, expireAfterBatch) => {
      const { api: client } = desk;
      const { keys, tokens } = await prepareCase(client, c);
      const check = checkRows(draftRows(c, keys, tokens));
      if (!check.changes) return;
      const queryClient = new QueryClient();
      const world = await loadWorld(queryClient, client, check.changes);
      if (predictBatch(check.changes, world).refusal) return;

      const batch = await submitBatch(queryClient, client, check.changes);
      // A token that dies after the batch: its holds cannot come back, and the plan must say so.
      if (expireAfterBatch) await client.holdTokens.expireInMinutes(tokens.live, 0);
      const { plan, prediction } = await prepareUndo(queryClient, client, batch);
      expect(prediction?.refusal).toBeUndefined();
      if (plan.changes.length > 0) {
        await client.status.changeObjectStatusInBatch(plan.changes);
      }
      stats.undone += 1;
      if (plan.notes.length > 0) stats.withNotes += 1;

      for (const [event, objects] of Object.entries(infosAfter(batch))) {
        const now = await readInfos(client, event, Object.keys(objects));
        for (const label of Object.keys(objects)) {
          if (plan.notes.some((note) => note.event === event && note.label === label)) continue;
          expect(restorable(now[label]), `${label} in ${event}`).toEqual(
            restorable(batch.before[event][label]),
          );
        }
      }
    }),
    { numRuns: 250, examples: NOTED },
  );
  expect(stats.undone).toBeGreaterThanOrEqual(20);
  expect(stats.withNotes).toBeGreaterThanOrEqual(3);
}, 240_000);
