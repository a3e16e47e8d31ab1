// Chart validation (`POST /charts/{key}/version/{published|draft}/actions/validate`). seats.io
// checks several rules at levels a company sets (all off by default); this service has no
// company settings and checks the one rule whose failure makes seats unsellable: labels given to
// more than one object (only the first can be booked, domain/drawing/duplicates.ts). It is a
// warning: seats.io and its SDKs accept such drawings, so uploading and publishing them stay open.
import { type ChartValidation, VALIDATE_DUPLICATE_LABELS } from '../../../contract/charts';
import type { ChartRow, DrawingVersion, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { findChart } from '../shared/find-chart';
import { noDraft } from './drafts';

/** Duplicate labels named in one answer; the rest are counted. */
export const MAX_NAMED_DUPLICATES = 100;

export async function validateChart(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  version: DrawingVersion,
): Promise<ChartValidation> {
  const flat = await deps.store.read(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    return deps.charts.get(tx, chart, version);
  });
  if (!flat) throw noDraft(chartKey, 'not-found');
  return verdict(flat.duplicates ?? []);
}

/** The published version's validation, inside a read the caller already runs (chart lists). */
export async function validation(deps: Deps, tx: Tx, chart: ChartRow): Promise<ChartValidation> {
  const flat = await deps.charts.get(tx, chart, 'published');
  return verdict(flat?.duplicates ?? []);
}

function verdict(duplicates: Array<{ label: string; count: number }>): ChartValidation {
  return {
    errors: [],
    warnings: duplicates.length > 0 ? [VALIDATE_DUPLICATE_LABELS] : [],
    duplicateLabels: duplicates.slice(0, MAX_NAMED_DUPLICATES),
    duplicateLabelCount: duplicates.length,
  };
}
