// Chart tags (issue 32.5): added once each, in the order added; removing an absent tag and adding
// a present one change nothing.

import { LIMITS } from '../../../contract/limits';
import { invalid } from '../../../domain/errors';
import type { Auth, Deps } from '../context';
import { findChart } from '../shared/find-chart';

export async function tagChart(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  tag: string,
  present: boolean,
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    const has = chart.tags.includes(tag);
    if (has === present) return;
    if (present && chart.tags.length >= LIMITS.tagsPerChart) {
      throw invalid(
        `Chart ${chart.key} already has ${LIMITS.tagsPerChart} tags, the most a chart may have`,
        'TOO_MANY_TAGS',
      );
    }
    const tags = present ? [...chart.tags, tag] : chart.tags.filter((t) => t !== tag);
    await tx.updateChartMeta({ ...chart, tags });
  });
}

export function listChartTags(deps: Deps, auth: Auth): Promise<string[]> {
  return deps.store.read((tx) => tx.listChartTags(auth.workspace.id));
}
