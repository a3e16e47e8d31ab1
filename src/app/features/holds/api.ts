// What the holds view reads: every event of the workspace, then per event what it needs, a few
// events at a time. The service (like seats.io) cannot search across events, so this is at least
// one request per event; the view reads again every half minute while it is open and visible.
// Held seats: each event's byStatus summary first (about 1 KB, made from a kept histogram), and the
// held objects themselves (`byStatus/reservedByToken`, which walks every object of the event) only
// where the summary counts held places. An order: each event's `byOrderId/{id}` (no summary has
// order ids); it is read when staff search, not on a timer.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import { StatusApi } from '../../../client/status';
import type { Event } from '../../../contract/events';
import type { SummaryReport } from '../../../contract/reports';
import type { ObjectInfoWire } from '../../../contract/status';
import { HELD } from '../../../domain/model';
import type { StatusChange } from '../../lib/order-changes';
import { eventKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

/** Reads in flight at once: the regular lane allows ten per company, and staff share it. */
const PARALLEL_READS = 4;
const PAGE = 100;
/** How often the held seats are read again while the view is open in a visible tab. */
export const HELD_REFRESH_MS = 30_000;

export interface EventObjects {
  event: Event;
  infos: ObjectInfoWire[];
}

// Under the events prefix: a batch at the desk (which invalidates every event) refreshes these too.
export const holdsKeys = {
  held: () => [...eventKeys.all, 'holds-view', 'held'] as const,
  order: (orderId: string) => [...eventKeys.all, 'holds-view', 'order', orderId] as const,
};

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
 * Stops between reads once `signal` aborts (the view was left), instead of reading every event.
 */
async function acrossEvents(
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
async function heldIn(client: SeatdeskClient, eventKey: string): Promise<ObjectInfoWire[]> {
  const summary = await client.reports.eventSummary(eventKey, 'byStatus');
  if (!summaryCountsHeld(summary)) return [];
  return Object.values(await client.reports.eventReport(eventKey, 'byStatus', HELD)).flat();
}

/** Every held object of every event, by event (events holding nothing are left out). */
export function heldAcrossEvents(client: SeatdeskClient, signal?: AbortSignal) {
  return acrossEvents(client, (key) => heldIn(client, key), signal);
}

export const holdsQueries = {
  /** Every held object of every event (whatever token holds it). */
  held: (client: SeatdeskClient) =>
    queryOptions({
      queryKey: holdsKeys.held(),
      queryFn: ({ signal }) => heldAcrossEvents(client, signal),
      refetchInterval: HELD_REFRESH_MS,
      // Said, not assumed: a hidden tab does not read (TanStack Query pauses the interval then).
      refetchIntervalInBackground: false,
    }),

  /** Every object of the order, in every event. */
  order: (client: SeatdeskClient, orderId: string) =>
    queryOptions({
      queryKey: holdsKeys.order(orderId),
      queryFn: ({ signal }) =>
        acrossEvents(
          client,
          async (key) =>
            (await client.reports.eventReport(key, 'byOrderId', orderId))[orderId] ?? [],
          signal,
        ),
    }),
};

/** One batch, all or nothing; afterwards every event's figures are stale. */
export function useApplyChanges() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: StatusChange[]) =>
      new StatusApi(client.transport).changeObjectStatusInBatch(changes),
    // The view says a refusal in its own words, where the action was asked for.
    meta: { toast: false },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]),
  });
}
