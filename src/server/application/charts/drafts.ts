// A chart's drawing versions: publishing or discarding the draft (reading one: drawing-for-map.ts).
import { DomainError } from '../../../domain/errors';
import type { Auth, Deps } from '../context';
import { recordChanges } from '../event-log/record';
import { findChart } from '../shared/find-chart';
import { refuseFailingChart } from '../shared/validation-gate';
import { chartLogged } from './charts';
import { objectsLostByPublishing, publishLosesBookings } from './publish-losses';

export const noDraft = (chartKey: string, kind: 'invalid' | 'not-found') =>
  new DomainError('DRAFT_NOT_FOUND', `Chart ${chartKey} has no draft version`, kind);

/**
 * Publishes the draft (its name becomes the chart's), or discards it. A draft without objects
 * that events have booked or held is refused (publish-losses.ts) unless `dropBookedObjects`.
 */
export async function settleDraft(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  action: 'publish' | 'discard',
  options: { dropBookedObjects?: boolean } = {},
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    // Acting on a draft that is not there is a bad request, not a missing resource.
    if (!chart.hasDraft) throw noDraft(chart.key, 'invalid');
    if (action === 'discard') {
      await tx.discardDraft(chart.id);
      return;
    }
    const drawn = await deps.charts.get(tx, chart, 'draft');
    await refuseFailingChart(
      tx,
      auth.company.id,
      drawn,
      `The draft of ${chart.key} cannot be published`,
    );
    if (!options.dropBookedObjects) {
      const lost = await objectsLostByPublishing(deps, tx, auth, chart);
      if (lost.length > 0) throw publishLosesBookings(chart.key, lost);
    }
    const draft = (await tx.getDrawing(chart.id, 'draft')) as Record<string, unknown>;
    await tx.publishDraft(chart.id);
    const name = typeof draft.name === 'string' ? draft.name : chart.name;
    if (name !== chart.name) await tx.updateChartMeta({ ...chart, name });
    await recordChanges(tx, auth, deps.now(), [chartLogged('chart.published', { ...chart, name })]);
  });
}
