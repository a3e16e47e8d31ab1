// What is held, and by which token, across every event of the workspace. The service (like
// seats.io) cannot search across events nor ask for one token's holds, so this is at least one
// request per event, a few at a time: each event's byStatus summary first (about 1 KB, made from a
// kept histogram), and the held objects themselves (`byStatus/reservedByToken`, which walks every
// object of the event) only where the summary counts held places. Read by the holds view, the
// batch desk's "Confirm held seats" and the expiry warning, which share one cache entry.
import { queryOptions } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../client';
import type { Event } from '../../contract/events';
import type { SummaryReport } from '../../contract/reports';
import type { ObjectInfoWire } from '../../contract/status';
import { HELD } from '../../domain/model';
import { heldWith } from './order-changes';
import { eventKeys } from './queries';

/** Reads in flight at once: the regular lane allows ten per company, and staff share it. */
const PARALLEL_READS = 4;
const PAGE = 100;
/** How often the held objects are read again while a page that shows them is visible. */
export const HELD_REFRESH_MS = 30_000;

export interface EventObjects {
  event: Event;
  infos: ObjectInfoWire[];
}

// Under the events prefix: a batch anywhere (which invalidates every event) refreshes it too.
export const heldObjectsKey = () => [...eventKeys.all, 'holds-view', 'held'] as const;

async function everyEvent(client: SeatdeskClient, signal?: AbortSignal): Promise<Event[]> {
  const events: Event[] = [];
  let after: number | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const page = await client.events.list({ limit: PAGE, startAfterId: after });
    events.push(...page.items);
    const next = page.next_page_starts_after;
    if (next === undefined || page.items.length === 0) return events;
    after = Number(next);
  }
}

/**
 * `read` for every event, PARALLEL_READS at a time; events where it finds nothing are left out.
 * Stops between reads once `signal` aborts (the page was left), instead of reading every event.
 */
export async function acrossEvents(
  client: SeatdeskClient,
  read: (eventKey: string) => Promise<ObjectInfoWire[]>,
  signal?: AbortSignal,
): Promise<EventObjects[]> {
  const events = await everyEvent(client, signal);
  const found: (EventObjects | undefined)[] = new Array(events.length);
  let next = 0;
  const worker = async () => {
    while (next < events.length) {
      signal?.throwIfAborted();
      const i = next++;
      const infos = await read(events[i].key);
      if (infos.length > 0) found[i] = { event: events[i], infos };
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_READS }, worker));
  return found.filter((one) => one !== undefined);
}

/**
 * True when the byStatus summary counts held places: held seats, tables and booths, and an area's
 * held places, all count under reservedByToken, which the summary lists only when it is not empty.
 */
const summaryCountsHeld = (summary: SummaryReport) => (summary[HELD]?.count ?? 0) > 0;

/** The event's held objects (whatever token holds them); the detail only when the summary has some. */
export async function heldIn(client: SeatdeskClient, eventKey: string): Promise<ObjectInfoWire[]> {
  const summary = await client.reports.eventSummary(eventKey, 'byStatus');
  if (!summaryCountsHeld(summary)) return [];
  return Object.values(await client.reports.eventReport(eventKey, 'byStatus', HELD)).flat();
}

/** Every held object of every event, by event (events holding nothing are left out). */
export function heldAcrossEvents(client: SeatdeskClient, signal?: AbortSignal) {
  return acrossEvents(client, (key) => heldIn(client, key), signal);
}

/** Every held object of every event (whatever token holds it), as one shared query. */
export const heldObjectsQuery = (client: SeatdeskClient) =>
  queryOptions({
    queryKey: heldObjectsKey(),
    queryFn: ({ signal }) => heldAcrossEvents(client, signal),
  });

/** What `token` holds, by event: only its objects, events where it holds nothing left out. */
export function heldByToken(all: readonly EventObjects[], token: string): EventObjects[] {
  return all.flatMap((one) => {
    const infos = one.infos.filter((info) => heldWith(info, token));
    return infos.length > 0 ? [{ ...one, infos }] : [];
  });
}
