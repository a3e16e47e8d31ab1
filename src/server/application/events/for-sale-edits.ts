// Incremental for-sale edits (seats.io's edit-for-sale-config, of one event or several): each
// edit is made of the for-sale marks the service already has (objects/objects.ts), all in one
// transaction, and counted against the event's daily limit in that same transaction, so every
// instance sharing the store sees one count.
import type {
  ForSaleEdit,
  ForSaleEditResult,
  RateLimitInfo,
} from '../../../contract/event-batches';
import type { ForSaleInput } from '../../../domain/status/for-sale';
import type { ForSaleConfig } from '../../../domain/status/for-sale-config';
import type { ForSaleEditCount } from '../../store/port';
import type { Auth, Deps } from '../context';
import { recordEventChange } from '../event-log/record';
import { markForSaleIn } from '../objects/objects';
import { loadEvents } from '../shared/load-events';
import { writingStates } from '../states/state-writer';

type Item = NonNullable<ForSaleEdit['forSale']>[number];

/** The 429 of the daily limit; `http/errors.ts` reads its status, code and Retry-After. */
export class ForSaleLimitReached extends Error {
  readonly status = 429;
  readonly code = 'RATE_LIMIT_EXCEEDED';
  constructor(
    eventKey: string,
    limit: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      `The for-sale config of ${eventKey} was already edited ${limit} times today; the count starts again at midnight UTC`,
    );
  }
}

/**
 * Edits each event's for-sale config: `forSale` first, then `notForSale`. All or nothing: an
 * unknown event, an unknown object or an event over its daily limit changes no event.
 */
export function editForSaleConfigs(
  deps: Deps,
  auth: Auth,
  edits: Record<string, ForSaleEdit>,
): Promise<Record<string, ForSaleEditResult>> {
  return writingStates(deps, async (tx, writer) => {
    const now = deps.now();
    const limit = deps.config.forSaleEditsPerDay;
    const results: Record<string, ForSaleEditResult> = {};
    for (const loaded of await loadEvents(deps, tx, auth, Object.keys(edits))) {
      const edit = edits[loaded.row.key];
      const forSaleEdits = countedEdit(loaded.row.key, loaded.row.forSaleEdits, now, limit);
      let event = loaded;
      // Put on sale first, then taken off, as the edit's two lists read.
      for (const [forSale, objects] of [
        [true, edit.forSale],
        [false, edit.notForSale],
      ] as const) {
        if (!objects?.length) continue;
        event = await markForSaleIn(
          deps,
          tx,
          writer,
          auth,
          event,
          forSale,
          inputOf(objects),
          false,
        );
      }
      // The SDK reads the answer's config field by field: an edit leaves a config, even empty.
      const forSaleConfig = (event.row.forSaleConfig as ForSaleConfig | null) ?? emptyConfig();
      const edited = { ...event.row, forSaleConfig, forSaleEdits };
      await tx.updateEvent(edited);
      await recordEventChange(tx, auth, now, loaded.row, edited);
      results[loaded.row.key] = {
        forSaleConfig,
        rateLimitInfo: rateLimitInfo(limit, forSaleEdits, now),
      };
    }
    return results;
  });
}

function emptyConfig(): ForSaleConfig {
  return { forSale: false, objects: [], areaPlaces: {}, categories: [] };
}

/** Whole objects go by label; `quantity` places of an area add up. */
function inputOf(items: Item[]): ForSaleInput {
  const objects: string[] = [];
  const areaPlaces: Record<string, number> = {};
  for (const { object, quantity } of items) {
    if (quantity === undefined) objects.push(object);
    else areaPlaces[object] = (areaPlaces[object] ?? 0) + quantity;
  }
  return { objects, areaPlaces };
}

/** What is left of the event's for-sale edits today, and when the count starts again. */
export function rateLimitInfo(limit: number, edits: ForSaleEditCount, now: Date): RateLimitInfo {
  return {
    rateLimitRemainingCalls: limit - edits.count,
    rateLimitResetDate: nextUtcMidnight(now).toISOString(),
  };
}

/** The event's count with this edit in it; over the day's limit, the 429. */
export function countedEdit(
  eventKey: string,
  before: ForSaleEditCount | undefined,
  now: Date,
  limit: number,
): ForSaleEditCount {
  const day = now.toISOString().slice(0, 10);
  const count = before?.day === day ? before.count : 0;
  if (count >= limit) {
    const seconds = Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000);
    throw new ForSaleLimitReached(eventKey, limit, Math.max(1, seconds));
  }
  return { day, count: count + 1 };
}

function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
