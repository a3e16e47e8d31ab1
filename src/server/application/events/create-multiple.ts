// `POST /events/actions/create-multiple`: several events of one chart in one transaction, each
// made exactly as `POST /events` makes one (shared/insert-event.ts), answered in request order. All or
// nothing: a refused entry (a key already taken, twice in the request, an unknown object) leaves
// no event behind.
import type { Event } from '../../../contract/events';
import type { Auth, Deps } from '../context';
import { eventToWire } from '../shared/events';
import { type EventCreation, insertNewEvent } from '../shared/insert-event';

export type EventEntry = Omit<EventCreation, 'chartKey'>;

export function createEvents(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  entries: EventEntry[],
): Promise<Event[]> {
  return deps.store.transaction(async (tx) => {
    const created: Event[] = [];
    for (const entry of entries) {
      const { event, chart } = await insertNewEvent(deps, tx, auth, { ...entry, chartKey });
      created.push(eventToWire(event, chart?.categories));
    }
    return created;
  });
}
