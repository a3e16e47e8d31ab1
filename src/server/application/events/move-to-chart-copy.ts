// `POST /events/{key}/actions/move-to-new-chart-copy` (issue 32.8): the event moves to a new copy
// of its chart's published version, so later changes to that chart (drafts, categories) touch
// this event only. Its statuses, holds, channels, for-sale config and categories stay: they are
// the event's rows, kept by label, and the copy has the same objects.
import type { Event } from '../../../contract/events';
import { chartNotFound, invalid } from '../../../domain/errors';
import { insertCopy } from '../charts/chart-copies';
import type { Auth, Deps } from '../context';
import { findEvent } from '../shared/events';
import { readEvent } from './event-records';

export async function moveEventToChartCopy(
  deps: Deps,
  auth: Auth,
  eventKey: string,
): Promise<Event> {
  await deps.store.transaction(async (tx) => {
    const event = await findEvent(tx, auth, eventKey);
    // A season and its events share one chart by rule: one of them cannot leave it alone.
    if (event.season) {
      throw invalid(
        `Event ${event.key} is part of a season: only an event outside seasons moves to a chart copy`,
        'EVENT_IN_SEASON',
      );
    }
    const chart = await tx.getChartById(event.chartId);
    if (!chart) throw chartNotFound(event.chartKey, auth.workspace.key);
    const copy = await insertCopy(tx, deps, chart, 'published', {
      workspaceId: auth.workspace.id,
      name: (name) => `${name} (copy)`,
      tags: [...chart.tags],
    });
    await tx.moveEventToChart(event.id, copy.id);
  });
  return readEvent(deps, auth, eventKey);
}
