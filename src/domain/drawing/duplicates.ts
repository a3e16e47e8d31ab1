// Labels given to more than one object. States, bookings and every call name objects by label, so
// only the first object of a label can ever be booked; the others would stay "free" in every
// count and on every map forever (issue 27, A4). seats.io accepts such drawings and reports them
// through chart validation (VALIDATE_DUPLICATE_LABELS), so uploads keep them; what is offered for
// sale is the first of each label only.
import type { FlatChart } from '../model';

export interface DuplicateLabel {
  label: string;
  /** Objects of the drawing with this label (2 or more). */
  count: number;
}

/** Each label used by more than one object, in drawing order of its first object. */
export function duplicateLabels(chart: Pick<FlatChart, 'objects' | 'byLabel'>): DuplicateLabel[] {
  if (chart.byLabel.size === chart.objects.length) return [];
  const counts = new Map<string, number>();
  for (const obj of chart.objects) counts.set(obj.label, (counts.get(obj.label) ?? 0) + 1);
  const found: DuplicateLabel[] = [];
  for (const [label, count] of counts) if (count > 1) found.push({ label, count });
  return found;
}

/**
 * The chart as it can be sold: the first object of each label, the later ones left out of every
 * report, summary, count and best-available choice, and named in `duplicates`. The same chart
 * when no label repeats.
 */
export function sellableChart(chart: FlatChart): FlatChart {
  const duplicates = duplicateLabels(chart);
  if (duplicates.length === 0) return chart;
  const objects = chart.objects.filter((obj) => chart.byLabel.get(obj.label) === obj);
  return { ...chart, objects, byLabel: chart.byLabel, duplicates };
}
