// A drawing uploaded under a chart key: a new chart, the published version of a chart without
// events, or the draft of a chart with events (published at once while drafts are switched off).
import type { GivenCategory } from '../../../domain/drawing/category-edits';
import { checkUploadedDrawing } from '../../../domain/drawing/upload-check';
import type { Tx } from '../../store/port';
import { draftsEnabled } from '../accounts/account-settings';
import type { Auth, Deps } from '../context';
import { recordChanges } from '../event-log/record';
import { findChart } from '../shared/find-chart';
import { chartLogged, insertNewChart } from './charts';
import { objectsLostByPublishing, publishLosesBookings } from './publish-losses';

/** The drawing is checked as the back office's import checks it (domain/drawing/upload-check.ts). */
export async function uploadDrawing(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  drawing: unknown,
  categories: GivenCategory[],
): Promise<void> {
  checkUploadedDrawing(drawing, categories);
  const body = drawing as Record<string, unknown>;
  const name = typeof body.name === 'string' ? body.name : 'Untitled chart';
  const venueType = typeof body.venueType === 'string' ? body.venueType : 'SIMPLE';
  await deps.store.transaction(async (tx) => {
    const existing = await tx.getChart(auth.workspace.id, chartKey);
    if (!existing) {
      const fields = { key: chartKey, name, venueType, createdAt: deps.now() };
      const chart = await insertNewChart(tx, auth.workspace.id, fields, body);
      await recordChanges(tx, auth, deps.now(), [chartLogged('chart.created', chart)]);
      return;
    }
    // A chart with events keeps its published drawing: the events' states (bookings, holds)
    // name its objects. The upload becomes the draft, published only when asked, as every
    // other change of such a chart (charts.ts, editableDrawing).
    if ((await tx.countEventsOfChart(existing.id)) > 0) {
      await tx.putDrawing(existing.id, 'draft', body);
      // Draft chart drawings switched off: the upload is published at once, as publishing the
      // draft would be (refused when it would drop booked or held objects).
      if (!(await draftsEnabled(tx, auth.company.id))) await publishNow(deps, tx, auth, chartKey);
      return;
    }
    await tx.putDrawing(existing.id, 'published', body);
    await tx.updateChartMeta({ ...existing, name, venueType });
    const published = chartLogged('chart.published', { ...existing, name });
    await recordChanges(tx, auth, deps.now(), [published]);
  });
}

async function publishNow(deps: Deps, tx: Tx, auth: Auth, chartKey: string): Promise<void> {
  const chart = await findChart(tx, auth, chartKey);
  const lost = await objectsLostByPublishing(deps, tx, auth, chart);
  if (lost.length > 0) throw publishLosesBookings(chart.key, lost);
  await tx.publishDraft(chart.id);
  const published = (await tx.getDrawing(chart.id, 'published')) as Record<string, unknown>;
  if (typeof published.name === 'string') {
    await tx.updateChartMeta({ ...chart, name: published.name });
  }
}
