// Chart validation (`POST /charts/{key}/version/{published|draft}/actions/validate`, wire §15.7):
// seats.io's six rules at the company's levels (all OFF until set, `POST /accounts/me/settings`),
// plus the duplicate labels named whatever the level: only the first object of a label can be
// booked (domain/drawing/duplicates.ts), so the back office always shows them.
import type { ChartValidation } from '../../../contract/charts';
import type { ChartRow, DrawingVersion, Tx } from '../../store/port';
import { validationLevels } from '../accounts/account-settings';
import type { Auth, Deps } from '../context';
import { findChart } from '../shared/find-chart';
import { type Levels, validationOf } from '../shared/validation-gate';
import { noDraft } from './drafts';

export async function validateChart(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  version: DrawingVersion,
): Promise<ChartValidation> {
  const found = await deps.store.read(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    const flat = await deps.charts.get(tx, chart, version);
    return flat && validationOf(flat, await validationLevels(tx, auth.company.id));
  });
  if (!found) throw noDraft(chartKey, 'not-found');
  return found;
}

/** The published version's validation, inside a read the caller already runs (chart lists). */
export async function validation(
  deps: Deps,
  tx: Tx,
  chart: ChartRow,
  levels: Levels,
): Promise<ChartValidation> {
  return validationOf(await deps.charts.get(tx, chart, 'published'), levels);
}
