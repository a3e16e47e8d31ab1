// A drawing uploaded under a chart key: a new chart, the published version of a chart without
// events, or the draft of a chart with events.
import { flattenDrawing } from '../../../domain/drawing';
import { categoriesWithDefaults, type GivenCategory } from '../../../domain/drawing/category-edits';
import { DomainError, invalid } from '../../../domain/errors';
import type { Auth, Deps } from '../context';
import { MAX_DRAWING_OBJECTS } from './chart-cache';
import { insertNewChart } from './charts';

/**
 * `categories` is the drawing's category list as the contract read it (DrawingMetaSchema); its
 * keys must be unique as in every other chart call, and are checked before the drawing is read.
 */
export async function uploadDrawing(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  drawing: unknown,
  categories: GivenCategory[],
): Promise<void> {
  categoriesWithDefaults(categories);
  let objects: number;
  try {
    objects = flattenDrawing(drawing).objects.length;
  } catch (error) {
    throw invalid(`Invalid drawing: ${(error as Error).message}`, 'INVALID_DRAWING');
  }
  if (objects > MAX_DRAWING_OBJECTS) {
    throw new DomainError(
      'DRAWING_TOO_LARGE',
      `The drawing has ${objects} objects; at most ${MAX_DRAWING_OBJECTS} are accepted`,
      'too-large',
    );
  }
  const body = drawing as Record<string, unknown>;
  const name = typeof body.name === 'string' ? body.name : 'Untitled chart';
  const venueType = typeof body.venueType === 'string' ? body.venueType : 'SIMPLE';
  await deps.store.transaction(async (tx) => {
    const existing = await tx.getChart(auth.workspace.id, chartKey);
    if (!existing) {
      const fields = { key: chartKey, name, venueType, createdAt: deps.now() };
      await insertNewChart(tx, auth, fields, body);
      return;
    }
    // A chart with events keeps its published drawing: the events' states (bookings, holds)
    // name its objects. The upload becomes the draft, published only when asked, as every
    // other change of such a chart (charts.ts, editableDrawing).
    if ((await tx.countEventsOfChart(existing.id)) > 0) {
      await tx.putDrawing(existing.id, 'draft', body);
      return;
    }
    await tx.putDrawing(existing.id, 'published', body);
    await tx.updateChartMeta({ ...existing, name, venueType });
  });
}
