// A drawing uploaded under a chart key: a new chart, the published version of a chart without
// events, or the draft of a chart with events.
import { LIMITS } from '../../../contract/limits';
import { type FlattenObserver, flattenDrawing } from '../../../domain/drawing';
import { categoriesWithDefaults, type GivenCategory } from '../../../domain/drawing/category-edits';
import { DomainError, invalid } from '../../../domain/errors';
import type { Auth, Deps } from '../context';
import { MAX_DRAWING_OBJECTS } from './chart-cache';
import { insertNewChart } from './charts';

/**
 * An object's label is bounded as on every other route (LIMITS.textLength): a longer one could
 * never be booked, held or named in a report filter. The label checked is the technical one
 * (`Section-Row-Seat`), the one those routes take.
 */
const labelLengthCheck: FlattenObserver = {
  subChart() {},
  section() {},
  object(obj, _raw, _scope, path, index) {
    if (obj.label.length <= LIMITS.textLength) return;
    const at = index === -1 ? path : `${path}[${index}]`;
    throw invalid(
      `${at}: the ${obj.objectType}'s label is ${obj.label.length} characters (${obj.label.slice(0, 40)}…); at most ${LIMITS.textLength} are accepted`,
    );
  },
};

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
    objects = flattenDrawing(drawing, labelLengthCheck).objects.length;
  } catch (error) {
    if (error instanceof DomainError) throw error;
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
      await insertNewChart(tx, auth.workspace.id, fields, body);
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
