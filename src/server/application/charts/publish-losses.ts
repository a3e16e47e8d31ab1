// What publishing a draft would lose: the objects of the published version that the draft no
// longer has, and that an event of the chart has booked or held. Their states name labels the
// chart would no longer have, so they would vanish from every report, map and count without a
// word (issue 27, A3); publishing such a draft is refused unless the caller accepts the loss.
import { DomainError } from '../../../domain/errors';
import { FREE, type ObjectState } from '../../../domain/model';
import { holdTokensOf, normalizeExpiredHolds } from '../../../domain/status/hold-expiry';
import type { ChartRow, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { liveTokens } from '../hold-tokens/hold-tokens';

/** The query flag of `POST /charts/{key}/version/draft/actions/publish` accepting the loss. */
export const ACCEPT_LOSS_FLAG = 'dropBookedObjects';

/** Booked or held objects a refusal names; the rest are counted. */
export const MAX_NAMED_LOSSES = 20;

export interface LostObject {
  eventKey: string;
  label: string;
  /** `booked`, `reservedByToken`, a custom status, or for a GA area the places taken. */
  status: string;
}

/** Every booked or held object (per event) of the published version that the draft drops. */
export async function objectsLostByPublishing(
  deps: Deps,
  tx: Tx,
  auth: Auth,
  chart: ChartRow,
): Promise<LostObject[]> {
  const published = await deps.charts.get(tx, chart, 'published');
  const draft = await deps.charts.get(tx, chart, 'draft');
  if (!published || !draft) return [];
  const removed = new Set<string>();
  for (const obj of published.objects) if (!draft.byLabel.has(obj.label)) removed.add(obj.label);
  if (removed.size === 0) return [];
  const lost: LostObject[] = [];
  for (const event of await tx.listEventsOfChart(chart.id)) {
    const states = await tx.getAllObjectStates(event.id);
    const taken = new Map<string, ObjectState>();
    for (const [label, state] of states) if (removed.has(label)) taken.set(label, state);
    if (taken.size === 0) continue;
    const tokens = [...taken.values()].flatMap(holdTokensOf);
    const live = await liveTokens(tx, auth, tokens, deps.now());
    for (const [label, stored] of taken) {
      const state = normalizeExpiredHolds(stored, (token) => live.has(token));
      const status = state && takenStatus(state);
      if (status) lost.push({ eventKey: event.key, label, status });
    }
  }
  return lost;
}

/** What an object holds that a publish would drop: its status, or a GA area's taken places. */
function takenStatus(state: ObjectState): string | undefined {
  if (state.status !== undefined && state.status !== FREE) return state.status;
  const places = state.places;
  let taken = 0;
  for (const n of Object.values(places?.byStatus ?? {})) taken += n;
  for (const byType of Object.values(places?.holds ?? {})) {
    for (const n of Object.values(byType)) taken += n;
  }
  return taken > 0 ? `${taken} places booked or held` : undefined;
}

export function publishLosesBookings(chartKey: string, lost: LostObject[]): DomainError {
  const named = lost
    .slice(0, MAX_NAMED_LOSSES)
    .map((obj) => `${obj.label} (event ${obj.eventKey}: ${obj.status})`)
    .join(', ');
  const more = lost.length > MAX_NAMED_LOSSES ? ` and ${lost.length - MAX_NAMED_LOSSES} more` : '';
  return new DomainError(
    'PUBLISH_DROPS_BOOKED_OBJECTS',
    `Publishing the draft of chart ${chartKey} would remove ${lost.length} booked or held ` +
      `object${lost.length === 1 ? '' : 's'}: ${named}${more}. Nothing was published; ` +
      `publish with ?${ACCEPT_LOSS_FLAG}=true to accept the loss`,
  );
}
