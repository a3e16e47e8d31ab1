// State writes outside the booking queue (extra data, for-sale marks, the hold sweep), with what
// the states cache needs to follow them once committed. Without it each of these writes left the
// cache behind, and the next summary read every state of the event again (a sweep of expired
// holds runs every few seconds during an on-sale).
import type { ObjectState } from '../../../domain/model';
import type { Tx } from '../../store/port';
import type { CommitGate } from '../../store/work-deadline';
import type { Deps } from '../context';
import type { StatesAdvance } from './states-cache';

/** The stored states a transaction read before writing: a row for each read label that had one. */
export interface StatesRead {
  /** The labels asked for, or 'every' when all the event's states were read. */
  labels: ReadonlySet<string> | 'every';
  states: ReadonlyMap<string, ObjectState>;
}

/** Collects one transaction's writes; made inside the transaction's function (a retry starts over). */
export class StateWriter {
  /** Per event: how to move the cache forward, or null when it cannot be told. */
  private readonly byEvent = new Map<number, StatesAdvance | null>();

  constructor(private readonly tx: Tx) {}

  async put(
    eventId: number,
    writes: Map<string, ObjectState | undefined>,
    read: StatesRead,
  ): Promise<void> {
    await this.putOfEvents([{ eventId, writes, read }]);
  }

  /** put for several events in one store call (putObjectStatesOfEvents), each at most once. */
  async putOfEvents(
    events: ReadonlyArray<{
      eventId: number;
      writes: Map<string, ObjectState | undefined>;
      read: StatesRead;
    }>,
  ): Promise<void> {
    const known = events.map(
      ({ writes, read: { labels } }) =>
        labels === 'every' || [...writes.keys()].every((label) => labels.has(label)),
    );
    const revisions = await this.tx.putObjectStatesOfEvents(
      events.map(({ eventId, writes, read }, i) => ({
        eventId,
        states: writes,
        previous: known[i] ? read.states : undefined,
      })),
    );
    events.forEach(({ eventId, writes, read }, i) => {
      const to = revisions[i];
      if (to === undefined) return;
      // A second write to the event in the same transaction: one advance could not describe both.
      if (this.byEvent.has(eventId) || !known[i]) {
        this.byEvent.set(eventId, null);
        return;
      }
      const before = new Map<string, ObjectState>();
      for (const label of writes.keys()) {
        const state = read.states.get(label);
        if (state) before.set(label, state);
      }
      // The transaction's first write to an event raises its states revision by one (port.ts).
      this.byEvent.set(eventId, { eventId, from: to - 1, to, writes, before });
    });
  }

  /** How to move the states cache forward once the transaction commits (`writingStates`). */
  get advances(): StatesAdvance[] {
    return [...this.byEvent.values()].filter((advance) => advance !== null);
  }
}

/**
 * Runs `work` in one store transaction whose state writes go through `writer`; once it commits,
 * the states cache moves forward over them.
 */
export async function writingStates<T>(
  deps: Deps,
  work: (tx: Tx, writer: StateWriter) => Promise<T>,
  gate?: CommitGate,
): Promise<T> {
  const { value } = await deps.store.transaction(
    async (tx) => {
      const writer = new StateWriter(tx);
      const value = await work(tx, writer);
      return { value, advances: writer.advances };
    },
    {
      committed: ({ advances }) => {
        for (const advance of advances) deps.states.advance(advance);
      },
      gate,
    },
  );
  return value;
}
