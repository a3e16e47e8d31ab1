// The object states of whole events, kept in memory between reports. An event row carries a
// states revision that every write of its states bumps in the same transaction, so a cached map
// is used only while it matches the row just read — correct across instances too. Reading and
// parsing 35,000 state rows costs far more than a report itself.
import type { ObjectState } from '../domain/model';
import type { EventRow, Tx } from '../store/port';

interface Entry {
  revision: number;
  states: ReadonlyMap<string, ObjectState>;
}

export class StatesCache {
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly maxEvents = 16) {}

  /** Every stored state of the event. The map is shared: callers must never mutate it. */
  async all(tx: Tx, event: EventRow): Promise<ReadonlyMap<string, ObjectState>> {
    const hit = this.entries.get(event.id);
    if (hit && hit.revision === event.statesRevision) {
      this.entries.delete(event.id);
      this.entries.set(event.id, hit);
      return hit.states;
    }
    const states = await tx.getAllObjectStates(event.id);
    this.entries.set(event.id, { revision: event.statesRevision, states });
    while (this.entries.size > this.maxEvents) {
      this.entries.delete(this.entries.keys().next().value as number);
    }
    return states;
  }
}
