// seats.io's chart validation rules (wire §15.7) checked on a flattened chart version, and the
// verdict at the company's levels: a failing rule at ERROR goes to `errors`, at WARNING to
// `warnings`, at OFF nowhere. What "fails" means where the wire leaves it open is in
// docs/charts.md (chart validation).
import type {
  ChartValidationLevel,
  ChartValidationRule,
  ChartValidation as WireValidation,
} from '../../contract/charts';
import { CHART_VALIDATION_RULES } from '../../contract/charts';
import type { ChartObject, FlatChart } from '../model';

export type ValidationLevels = Record<ChartValidationRule, ChartValidationLevel>;

/** The designer's placeholder for a label not given yet. */
const PLACEHOLDER_LABEL = '?';

const unlabeled = (part: string | undefined) =>
  part !== undefined && (part.trim() === '' || part === PLACEHOLDER_LABEL);

/**
 * Tables stand for their seats here: a table and its seats share a category by design, so
 * counting both would fail every chart with tables.
 */
const placesOf = (chart: FlatChart): ChartObject[] =>
  chart.objects.filter((obj) => obj.objectType !== 'table');

const CHECKS: Record<ChartValidationRule, (chart: FlatChart) => boolean> = {
  VALIDATE_DUPLICATE_LABELS: (chart) => (chart.duplicates?.length ?? 0) > 0,
  VALIDATE_OBJECTS_WITHOUT_CATEGORIES: (chart) =>
    chart.objects.some((obj) => obj.categoryKey === undefined),
  VALIDATE_UNLABELED_OBJECTS: (chart) =>
    chart.objects.some((obj) => unlabeled(obj.ids.own) || unlabeled(obj.ids.parent)),
  // Objects measure their distance only to a focal point (the chart's, a floor's or a zone's);
  // a chart with no objects has nothing a focal point would serve.
  VALIDATE_FOCAL_POINT: (chart) =>
    chart.objects.length > 0 &&
    chart.objects.every((obj) => obj.distanceToFocalPoint === undefined),
  VALIDATE_OBJECT_TYPES_PER_CATEGORY: (chart) => {
    const typeOf = new Map<string, string>();
    for (const obj of placesOf(chart)) {
      if (obj.categoryKey === undefined) continue;
      const seen = typeOf.get(obj.categoryKey);
      if (seen === undefined) typeOf.set(obj.categoryKey, obj.objectType);
      else if (seen !== obj.objectType) return true;
    }
    return false;
  },
  VALIDATE_EMPTY_FLOOR: (chart) => (chart.emptyFloors?.length ?? 0) > 0,
};

/** The rules a chart version fails, in seats.io's order. */
export function failedRules(chart: FlatChart): readonly ChartValidationRule[] {
  let failed = failedOf.get(chart);
  if (!failed) {
    failed = CHART_VALIDATION_RULES.filter((rule) => CHECKS[rule](chart));
    failedOf.set(chart, failed);
  }
  return failed;
}

// A version's verdict once per flattened chart (the chart cache keeps one per version): creating
// a season's 1,000 events on a 100,000-seat chart would otherwise scan it 1,000 times (28 ms each).
const failedOf = new WeakMap<FlatChart, readonly ChartValidationRule[]>();

export type RuleVerdict = Pick<WireValidation, 'errors' | 'warnings'>;

/** Failed rules sorted by the company's levels. */
export function verdictAt(failed: readonly ChartValidationRule[], levels: ValidationLevels) {
  const verdict: RuleVerdict = { errors: [], warnings: [] };
  for (const rule of failed) {
    if (levels[rule] === 'ERROR') verdict.errors.push(rule);
    else if (levels[rule] === 'WARNING') verdict.warnings.push(rule);
  }
  return verdict;
}
