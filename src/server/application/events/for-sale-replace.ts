// seats.io's mark-as-for-sale / mark-as-not-for-sale: the body replaces the event's for-sale
// config, on the event and the events a season's for-sale changes reach, in one transaction that
// also counts the call against the event's daily for-sale limit (as the incremental edits).
import type { RateLimitInfo } from '../../../contract/event-batches';
import type { ForSaleInput } from '../../../domain/status/for-sale';
import { replacedConfig, replaceForSale } from '../../../domain/status/for-sale-replace';
import { holdTokensOf } from '../../../domain/status/hold-expiry';
import type { Auth, Deps } from '../context';
import { recordEventChange } from '../event-log/record';
import { liveTokens } from '../hold-tokens/hold-tokens';
import { forSaleTargets } from '../objects/objects';
import { loadEvents } from '../shared/load-events';
import { writingStates } from '../states/state-writer';
import { countedEdit, rateLimitInfo } from './for-sale-edits';

export function replaceForSaleConfig(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  forSale: boolean,
  input: ForSaleInput,
): Promise<RateLimitInfo> {
  return writingStates(deps, async (tx, writer) => {
    const now = deps.now();
    const limit = deps.config.forSaleEditsPerDay;
    const [event] = await loadEvents(deps, tx, auth, [eventKey]);
    const forSaleEdits = countedEdit(eventKey, event.row.forSaleEdits, now, limit);
    const forSaleConfig = replacedConfig(forSale, input);
    for (const { row, chart } of await forSaleTargets(deps, tx, event)) {
      const states = await tx.getAllObjectStates(row.id);
      const tokens = [...states.values()].flatMap(holdTokensOf);
      const live = await liveTokens(tx, auth, tokens, now);
      const writes = replaceForSale(chart, states, forSale, input, (t) => live.has(t));
      await writer.put(row.id, writes, { labels: 'every', states });
      const counted = row.id === event.row.id ? { forSaleEdits } : {};
      const next = { ...row, forSaleConfig, ...counted };
      await tx.updateEvent(next);
      await recordEventChange(tx, auth, now, row, next);
    }
    return rateLimitInfo(limit, forSaleEdits, now);
  });
}
