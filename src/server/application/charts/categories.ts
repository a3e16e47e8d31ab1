// Chart categories (list, add, update, remove). Categories live in the drawing, so a change
// follows the draft rule: through a draft when the chart has events, directly otherwise.
import type { CategoryUpdate, NewCategory } from '../../../contract/charts';
import { drawingCategories, withCategories } from '../../../domain/drawing';
import {
  addCategory,
  removeCategory,
  updateCategory,
} from '../../../domain/drawing/category-edits';
import type { Category } from '../../../domain/model';
import type { ChartRow } from '../../store/port';
import type { Auth, Deps } from '../context';
import { recordChanges } from '../event-log/record';
import { findChart } from '../shared/find-chart';
import { chartLogged, editableDrawing } from './charts';

/** The categories of the chart as its next version will have them (the draft, if any). */
export function listCategories(deps: Deps, auth: Auth, chartKey: string): Promise<Category[]> {
  return deps.store.read(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    const drawing = await tx.getDrawing(chart.id, chart.hasDraft ? 'draft' : 'published');
    return drawingCategories(drawing);
  });
}

export function addChartCategory(deps: Deps, auth: Auth, chartKey: string, given: NewCategory) {
  return editCategories(deps, auth, chartKey, (list, chart) => addCategory(list, given, chart.key));
}

export function updateChartCategory(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  categoryKey: string,
  change: CategoryUpdate,
) {
  return editCategories(deps, auth, chartKey, (list, chart) =>
    updateCategory(list, categoryKey, change, chart.key),
  );
}

export function removeChartCategory(deps: Deps, auth: Auth, chartKey: string, categoryKey: string) {
  return editCategories(deps, auth, chartKey, (list, chart) =>
    removeCategory(list, categoryKey, chart.key),
  );
}

/** Reads the editable category list, lets `change` edit it, writes it back by the draft rule. */
async function editCategories(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  change: (list: Category[], chart: ChartRow) => Category[],
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    const { version, drawing } = await editableDrawing(tx, auth, chart);
    const next = change(drawingCategories(drawing), chart);
    await tx.putDrawing(chart.id, version, withCategories(drawing, next));
    const logged = [chartLogged('chart.categories.updated', chart)];
    if (version === 'published') logged.push(chartLogged('chart.published', chart));
    await recordChanges(tx, auth, deps.now(), logged);
  });
}
