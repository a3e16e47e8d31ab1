// The people of an event's history (docs/history.md, "The people in the history"): read from the
// event's newest entries only, so the answer costs the same on an event of a million changes.
import type { HistoryPeople } from '../../../contract/history-people';
import { LIMITS } from '../../../contract/limits';
import { eventNotFound } from '../../../domain/errors';
import type { Auth, Deps } from '../context';

export async function readHistoryPeople(
  deps: Deps,
  auth: Auth,
  eventKey: string,
): Promise<HistoryPeople> {
  return deps.store.read(async (tx) => {
    const event = await tx.getEvent(auth.workspace.id, eventKey);
    if (!event) throw eventNotFound(eventKey, auth.workspace.key);
    const people = await tx.listHistoryPeople(
      event.id,
      LIMITS.historyPeopleScanned,
      LIMITS.historyPeopleListed,
    );
    return { items: people.map((one) => ({ id: one.staffId, name: one.name })) };
  });
}
