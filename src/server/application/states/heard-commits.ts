// Keeps the states cache following the other instances' commits as they are heard (PostgreSQL's
// NOTIFY, through the store's watchChanges), instead of when a reader next asks: a dashboard's
// summary beside bookings on two instances then finds its entry at the revision it reads and
// answers without a catch-up of its own. Only events with a kept entry are followed, one read at
// a time per event, the commits heard meanwhile joining the next one.
//
// Never older: a reader still reads the event row in its own snapshot and uses an entry only at
// exactly that revision (states-cache.ts), so a commit acknowledged before the request arrived is
// always in its answer; hearing a commit only spares that reader the catch-up's two round trips.
import { logLine } from '../../log';
import type { Store } from '../../store/port';
import { outsideDeadlines } from '../../store/work-deadline';
import type { StatesCache } from './states-cache';

interface Following {
  /** The highest revision heard of. */
  heard: number;
  reading: boolean;
}

export function followHeardCommits(store: Store, states: StatesCache): () => void {
  const events = new Map<number, Following>();

  const start = (eventId: number, following: Following) => {
    const kept = states.keptRevision(eventId);
    if (following.reading) return;
    if (kept === undefined || kept >= following.heard) {
      if (events.get(eventId) === following) events.delete(eventId);
      return;
    }
    following.reading = true;
    // Not the committing request's work: its deadline must not cut this read.
    outsideDeadlines(() => {
      store
        .read((tx) => states.followHeard(tx, eventId))
        .then((moved) => {
          // Too far behind, or pruned: the next reader reads the event's states as before.
          if (!moved) following.heard = 0;
        })
        .catch((error) => {
          // The store is away: the next reader catches up as it always did.
          logLine('warn', 'the states cache could not follow a commit heard of', {
            eventId,
            error: String(error),
          });
          following.heard = 0;
        })
        .finally(() => {
          following.reading = false;
          start(eventId, following);
        });
    });
  };

  return store.watchChanges((changes) => {
    for (const { eventId, revision } of changes) {
      let following = events.get(eventId);
      if (!following) {
        following = { heard: revision, reading: false };
        events.set(eventId, following);
      }
      following.heard = Math.max(following.heard, revision);
      const once = following;
      // Checked once this process's own commit moved the entry forward (that runs right after
      // the commit is told, store/postgres): an own commit then needs no read.
      setImmediate(() => start(eventId, once));
    }
  });
}
