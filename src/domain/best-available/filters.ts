// A best-available request that names a category, zone or section the chart does not have is
// bad input, not a sold-out venue: it is refused with the name it got wrong, before any choice.
import type { FlatChart } from '../model';
import type { BestAvailableSpec } from './candidates';

interface ChartNames {
  categories: Set<string>;
  zones: Set<string>;
  sections: Set<string>;
}

// Per chart object (charts are cached per version and never change), so a request pays a lookup.
const namesOf = new WeakMap<FlatChart, ChartNames>();

function chartNames(chart: FlatChart): ChartNames {
  const known = namesOf.get(chart);
  if (known) return known;
  const names: ChartNames = {
    categories: new Set(chart.categories.flatMap((c) => [String(c.key), c.label.toLowerCase()])),
    zones: new Set(chart.zones.map((z) => z.key)),
    sections: new Set(chart.sections),
  };
  // Objects may name categories the chart's list lacks, and sections by their display label.
  for (const obj of chart.objects) {
    if (obj.categoryKey !== undefined) names.categories.add(String(obj.categoryKey));
    if (obj.categoryLabel !== undefined) names.categories.add(obj.categoryLabel.toLowerCase());
    if (obj.labels.section !== undefined) names.sections.add(obj.labels.section);
    if (obj.zone !== undefined) names.zones.add(obj.zone);
  }
  namesOf.set(chart, names);
  return names;
}

/** What the request names that the chart lacks, in words; undefined when every name is known. */
export function unknownFilter(chart: FlatChart, spec: BestAvailableSpec): string | undefined {
  if (!spec.categories && spec.zone === undefined && !spec.sections) return undefined;
  const names = chartNames(chart);
  const categories = (spec.categories ?? [])
    .map(String)
    .filter((c) => !names.categories.has(c) && !names.categories.has(c.toLowerCase()));
  if (categories.length > 0) {
    return `the chart has no category ${categories.join(', ')} (give a category key or label)`;
  }
  if (spec.zone !== undefined && !names.zones.has(spec.zone)) {
    return `the chart has no zone ${spec.zone}`;
  }
  const sections = (spec.sections ?? []).filter((s) => !names.sections.has(s));
  if (sections.length > 0) return `the chart has no section ${sections.join(', ')}`;
  return undefined;
}
