// Moving a cached event's states forward over commits this process did not make (another
// instance's, on PostgreSQL; a write that did not go through the StateWriter): the feed's changes
// record (store/change-log.ts) names, per revision, the objects whose state was written. Reading
// those few states in the reader's own snapshot costs far less than reading every state of the
// event again, which is what a second instance made the first do after each of its bookings.
import { LIMITS } from '../../../contract/limits';
import type { ObjectState } from '../../../domain/model';
import type { FeedObject } from '../../store/change-log';
import type { Tx } from '../../store/port';
import type { Entry, Writes } from './states-cache-entry';

/**
 * Lookups answered from an entry (`hits`), ones that read the event's states (`misses`), the
 * answered ones that first moved the entry over other instances' commits (`caughtUps`), the
 * states those read from the store and took from this process's own writes, and the catch-ups
 * made ahead of a group's lock (`followed`) or on hearing another instance's commit (`heard`),
 * and the steps down an entry's chain they walked to find what the written labels had (`walked`).
 */
export interface StatesCacheCounts {
  hits: number;
  misses: number;
  caughtUps: number;
  caughtUpRead: number;
  caughtUpKept: number;
  followed: number;
  heard: number;
  walked: number;
}

/** The writes and what they replaced, from revision `from` to `to`. */
export interface CaughtUp {
  to: number;
  writes: Writes;
  before: Writes;
  /** States read from the store, and states taken from this process's own writes instead. */
  read: number;
  kept: number;
  /** Steps down `entry`'s chain walked for `before` (none from a chain's head: Flat). */
  walked: number;
}

/**
 * The writes from `entry`'s revision to `to`, or undefined when the changes record cannot tell
 * them (a gap: changes pruned, or more than one page behind): the caller reads every state then.
 * `own` has the writes of this process's commits, by the revision each made: a label whose last
 * write in the range is one of them is taken from there, not read.
 * `to` 'head': as far as the changes record goes in `tx`'s snapshot (a commit heard of, whose
 * event row is not read: the snapshot may already hold later commits, and the states read are
 * those of its last revision, never of an earlier one).
 */
export async function catchUp(
  tx: Tx,
  eventId: number,
  entry: Entry,
  to: number | 'head',
  own?: ReadonlyMap<number, Writes>,
): Promise<CaughtUp | undefined> {
  const page = LIMITS.feedChangesPerPage;
  const asked = to === 'head' ? page : to - entry.revision;
  if (asked <= 0 || asked > page) return undefined;
  const rows = await tx.listEventChanges(eventId, entry.revision, asked);
  // At the head, a full page may stop short of it: the states read would be of a later revision.
  if (to === 'head' ? rows.length === 0 || rows.length === page : rows.length !== asked) {
    return undefined;
  }
  const reached = rows[rows.length - 1].revision;
  // Per label, its last write in the range: this process's (the state it wrote) or another's.
  const last = new Map<string, { state: ObjectState | undefined } | 'read'>();
  for (const [i, row] of rows.entries()) {
    if (row.revision !== entry.revision + i + 1) return undefined;
    const mine = own?.get(row.revision);
    if (mine) {
      for (const [label, state] of mine) last.set(label, { state });
      continue;
    }
    const objects = JSON.parse(row.objects) as Record<string, FeedObject>;
    // A channel or category change leaves the state alone; a written state always has a status.
    for (const [label, object] of Object.entries(objects)) {
      if (object.status !== undefined) last.set(label, 'read');
    }
  }
  const labels = [...last].flatMap(([label, write]) => (write === 'read' ? [label] : []));
  // Extra data, resale and season marks are not in the changes record: the states themselves
  // are read, as of the snapshot whose event row said `to`.
  const now = labels.length > 0 ? await tx.getObjectStates(eventId, labels) : new Map();
  const writes = new Map<string, ObjectState | undefined>();
  const before = new Map<string, ObjectState | undefined>();
  let walked = 0;
  for (const [label, write] of last) {
    writes.set(label, write === 'read' ? now.get(label) : write.state);
    const had = stateAt(entry, label);
    before.set(label, had.state);
    walked += had.steps;
  }
  const kept = last.size - labels.length;
  return { to: reached, writes, before, read: labels.length, kept, walked };
}

/**
 * One label's state in an entry without building its whole map, and how many steps of the chain
 * that took (none at a chain's head, or where the states are known).
 */
function stateAt(entry: Entry, label: string): { state: ObjectState | undefined; steps: number } {
  if (entry.states) return { state: entry.states.get(label), steps: 0 };
  if (entry.flat) {
    const { writes, known } = entry.flat;
    return { state: writes.has(label) ? writes.get(label) : known.get(label), steps: 0 };
  }
  let at = entry;
  let steps = 0;
  while (!at.states && at.base) {
    steps++;
    if (at.base.writes.has(label)) return { state: at.base.writes.get(label), steps };
    at = at.base.entry;
  }
  return { state: at.states?.get(label), steps };
}
