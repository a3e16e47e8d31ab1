// A change the service refused, as the holds view says it: all or nothing, so nothing changed,
// then why in staff words; the service's own words stay in the tooltip.
import type { Refusal } from '../../lib/refusal-text';

export function NothingChanged({ refusal }: { refusal?: Refusal }) {
  if (!refusal) return null;
  return (
    <p className="field-error" role="alert" title={refusal.apiText}>
      Nothing was changed. {refusal.text}
    </p>
  );
}
