// Chart validation acting (wire §15.7): a rule at level ERROR that the chart version fails blocks
// creating events on it and publishing it as a draft. Both refusals are 400
// DRAWING_VALIDATION_FAILED naming the rules in `errors[0].data.failedValidations`
// (docs/error-codes.md); WARNING never blocks.
import type { ChartValidation } from '../../../contract/charts';
import { failedRules, verdictAt } from '../../../domain/drawing/validation-rules';
import { DomainError } from '../../../domain/errors';
import type { FlatChart } from '../../../domain/model';
import type { Tx } from '../../store/port';
import { validationLevels } from '../accounts/account-settings';

/** Duplicate labels named in one validation answer; the rest are counted. */
export const MAX_NAMED_DUPLICATES = 100;

type ReadTx = Pick<Tx, 'getSetting'>;
export type Levels = Awaited<ReturnType<typeof validationLevels>>;

/** A version's validation as the routes answer it, with the duplicates named (Seatdesk's). */
export function validationOf(chart: FlatChart | undefined, levels: Levels): ChartValidation {
  const duplicates = chart?.duplicates ?? [];
  return {
    ...verdictAt(chart ? failedRules(chart) : [], levels),
    duplicateLabels: duplicates.slice(0, MAX_NAMED_DUPLICATES),
    duplicateLabelCount: duplicates.length,
  };
}

/** Throws when the version fails a rule at ERROR; `doing` says what was refused. */
export async function refuseFailingChart(
  tx: ReadTx,
  companyId: number,
  chart: FlatChart | undefined,
  doing: string,
): Promise<void> {
  if (!chart) return;
  const failed = failedRules(chart);
  if (failed.length === 0) return;
  const { errors } = verdictAt(failed, await validationLevels(tx, companyId));
  if (errors.length === 0) return;
  throw new DomainError(
    'DRAWING_VALIDATION_FAILED',
    `${doing}: the chart fails validation rules set to ERROR: ${errors.join(', ')}`,
    'invalid',
    { failedValidations: errors },
  );
}
