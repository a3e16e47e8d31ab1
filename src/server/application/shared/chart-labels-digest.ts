// The digest of a flattened chart's label order (domain/status-snapshot/label-digest.ts), which
// the status snapshot compares with the map's and the published drawing's answer names: one
// digest per chart kept by the ChartCache, since a chart's objects never change once flattened.
import type { FlatChart } from '../../../domain/model';
import { labelOrderDigest, snapshotLabels } from '../../../domain/status-snapshot/label-digest';

const digests = new WeakMap<FlatChart, string>();

export function chartLabelsDigest(chart: FlatChart): string {
  let digest = digests.get(chart);
  if (digest === undefined) {
    digest = labelOrderDigest(snapshotLabels(chart.objects));
    digests.set(chart, digest);
  }
  return digest;
}
