// The form's checks that need the service's answers: does the event exist, is every label on its
// chart, does a quantity go with a GA area. Shown on the fields, beside the preview's refusals.

import type { DeskWorld } from '../../../batch/predict';
import { parseObjectInput } from '../../../lib/object-input';
import type { BatchChange, RowErrors } from './row-check';

const MAX_NAMED = 8;

function some(labels: string[]): string {
  const named = labels.slice(0, MAX_NAMED).join(', ');
  return labels.length > MAX_NAMED ? `${named} and ${labels.length - MAX_NAMED} more` : named;
}

export function worldErrors(changes: readonly BatchChange[], world: DeskWorld): RowErrors[] {
  return changes.map((change) => {
    const loaded = world.events.get(change.event);
    if (loaded === null) return { event: `No event "${change.event}" in this workspace.` };
    if (!loaded) return {};
    const errors: RowErrors = {};
    if (change.holdToken && world.tokens.get(change.holdToken) === false) {
      errors.holdToken = `Hold token ${change.holdToken} is not known: it may be mistyped, or it has expired.`;
    }
    const labels = change.objects.map((ref) => (typeof ref === 'string' ? ref : ref.objectId));
    const unknown = [...new Set(labels.filter((label) => !loaded.chart.byLabel.has(label)))];
    if (unknown.length > 0) {
      return { ...errors, objects: `Not on the chart of ${change.event}: ${some(unknown)}.` };
    }
    const counted = change.objects.flatMap((ref) =>
      typeof ref !== 'string' && ref.quantity !== undefined ? [ref.objectId] : [],
    );
    const notAreas = counted.filter(
      (label) => loaded.chart.byLabel.get(label)?.objectType !== 'generalAdmission',
    );
    if (notAreas.length > 0) {
      const named = [...new Set(notAreas)];
      const verb = named.length === 1 ? 'is' : 'are';
      return {
        ...errors,
        objects: `Only GA areas take a quantity; ${some(named)} ${verb} not one.`,
      };
    }
    return errors;
  });
}

/** Labels typed in a lookup, split into those on the chart and those not. */
export function splitLabels(text: string, onChart: (label: string) => boolean) {
  const parsed = parseObjectInput(text);
  return {
    known: parsed.labels.filter(onChart),
    unknown: parsed.labels.filter((label) => !onChart(label)),
    errors: parsed.errors,
  };
}
