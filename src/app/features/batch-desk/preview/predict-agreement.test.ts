// The preview's promise: on any batch the form lets through, the verdict it computes in the
// browser is the service's. Random rows on a small chart with random prior states, held against
// the real service in-process; refused batches must be refused with the same code, accepted ones
// must leave every object as the preview said.
import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ApiError } from '../../../../client';
import { predictBatch } from '../../../batch/predict';
import { loadWorld } from '../../../batch/world';
import { type AppUnderTest, startApp } from '../../../test-support/app-service-test-kit';
import { caseArb, draftRows, prepareCase } from '../batch-arbitraries-test-kit';
import { seedSmallChart } from '../desk-test-kit';
import { checkRows } from '../rows/row-check';

let desk: AppUnderTest;
beforeAll(async () => {
  desk = await startApp();
  await seedSmallChart(desk.api, 'small', []);
});
afterAll(() => desk.service.close());

const stats = { accepted: 0, refused: 0, stoppedByForm: 0 };

test('the preview refuses exactly the batches the service refuses, with the same code', async () => {
  await fc.assert(
    fc.asyncProperty(caseArb, async (c) => {
      const { keys, tokens } = await prepareCase(desk.api, c);
      const check = checkRows(draftRows(c, keys, tokens));
      if (!check.changes) {
        stats.stoppedByForm += 1;
        return;
      }
      const world = await loadWorld(new QueryClient(), desk.api, check.changes);
      const prediction = predictBatch(check.changes, world);
      let outcome: { code?: string; results?: Array<{ objects: Record<string, unknown> }> };
      try {
        outcome = await desk.api.status.changeObjectStatusInBatch(check.changes);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        outcome = { code: error.code };
      }
      expect(prediction.refusal?.code).toBe(outcome.code);
      if (outcome.results) {
        stats.accepted += 1;
        prediction.rows.forEach((row, i) => {
          const predicted = Object.fromEntries(row.objects.map((one) => [one.label, one.after]));
          expect(predicted).toEqual(outcome.results?.[i].objects);
        });
      } else {
        stats.refused += 1;
      }
    }),
    { numRuns: 250 },
  );
  // A generator that only ever produced one verdict would prove nothing.
  expect(stats.accepted).toBeGreaterThanOrEqual(30);
  expect(stats.refused).toBeGreaterThanOrEqual(40);
}, 240_000);
