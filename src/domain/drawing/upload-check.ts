// What a drawing must pass to be uploaded (`POST /system/public/charts/{key}`), in one place: the
// service runs it on every upload, and the back office's import runs it on the file before
// anything is sent, so the preview refuses exactly what the service would.
import { LIMITS } from '../../contract/limits';
import { DomainError, invalid } from '../errors';
import type { FlatChart } from '../model';
import { categoriesWithDefaults, type GivenCategory } from './category-edits';
import { type FlattenObserver, flattenDrawing } from './flatten';

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
 * The drawing's objects (every one, repeated labels included), or a DomainError naming the first
 * problem. `categories` is the drawing's category list as the contract read it
 * (DrawingMetaSchema); its keys must be unique, as in every other chart call.
 */
export function checkUploadedDrawing(drawing: unknown, categories: GivenCategory[]): FlatChart {
  categoriesWithDefaults(categories);
  let chart: FlatChart;
  try {
    chart = flattenDrawing(drawing, labelLengthCheck);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid(`Invalid drawing: ${(error as Error).message}`, 'INVALID_DRAWING');
  }
  const objects = chart.objects.length;
  if (objects > LIMITS.drawingObjects) {
    throw new DomainError(
      'DRAWING_TOO_LARGE',
      `The drawing has ${objects} objects; at most ${LIMITS.drawingObjects} are accepted`,
      'too-large',
    );
  }
  return chart;
}
