// What the holds view reads: every event of the workspace, then per event only the objects held
// (the detailed report's `byStatus/reservedByToken` group) or carrying one order id (`byOrderId`),
// a few events at a time. The service cannot search across events, so this is one request per
// event; the view refreshes every half minute while it is open, not on every page.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import { StatusApi } from '../../../client/status';
import type { Event } from '../../../contract/events';
import type { ObjectInfoWire } from '../../../contract/status';
import { HELD } from '../../../domain/model';
import type { StatusChange } from '../../lib/order-changes';
import { eventKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

/** Reads in flight at once: the regular lane allows ten per company, and staff share it. */
const PARALLEL_READS = 4;
const PAGE = 100;

export interface EventObjects {
  event: Event;
  infos: ObjectInfoWire[];
}

// Under the events prefix: a batch at the desk (which invalidates every event) refreshes these too.
export const holdsKeys = {
  held: () => [...eventKeys.all, 'holds-view', 'held'] as const,
  order: (orderId: string) => [...eventKeys.all, 'holds-view', 'order', orderId] as const,
};

async function everyEvent(client: SeatdeskClient): Promise<Event[]> {
  const events: Event[] = [];
  let after: number | undefined;
  for (;;) {
    const page = await client.events.list({ limit: PAGE, startAfterId: after });
    events.push(...page.items);
    const next = page.next_page_starts_after;
    if (next === undefined || page.items.length === 0) return events;
    after = Number(next);
  }
}

/** `read` for every event, PARALLEL_READS at a time; events where it finds nothing are left out. */
async function acrossEvents(
  client: SeatdeskClient,
  read: (eventKey: string) => Promise<ObjectInfoWire[]>,
): Promise<EventObjects[]> {
  const events = await everyEvent(client);
  const found: (EventObjects | undefined)[] = new Array(events.length);
  let next = 0;
  const worker = async () => {
    while (next < events.length) {
      const i = next++;
      const infos = await read(events[i].key);
      if (infos.length > 0) found[i] = { event: events[i], infos };
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_READS }, worker));
  return found.filter((one) => one !== undefined);
}

export const holdsQueries = {
  /** Every held object of every event (whatever token holds it). */
  held: (client: SeatdeskClient) =>
    queryOptions({
      queryKey: holdsKeys.held(),
      queryFn: () =>
        acrossEvents(client, async (key) =>
          Object.values(await client.reports.eventReport(key, 'byStatus', HELD)).flat(),
        ),
      refetchInterval: 30_000,
    }),

  /** Every object of the order, in every event. */
  order: (client: SeatdeskClient, orderId: string) =>
    queryOptions({
      queryKey: holdsKeys.order(orderId),
      queryFn: () =>
        acrossEvents(
          client,
          async (key) =>
            (await client.reports.eventReport(key, 'byOrderId', orderId))[orderId] ?? [],
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
