// Extra data given with a booking is stored once, not in every state that shows it. A season
// booking shows one object's state in every event of the season, and 32 KB of extra data per
// object turned a 1 MB body into 1.9 GB on disk. A state stores the sha256 of its extra data's
// JSON (`extraDataRef`), the text lives once in the `extra_data` table, and reading puts the
// data back (one object per digest, shared by the states that name it): the domain, the caches
// and the wire never see the reference. Small extra data stays inline: a reference would weigh
// as much and cost a lookup. States stored before keep their extra data inline and read as ever.
// Blobs are not deleted when no state names them any more (nothing tells cheaply).
import { createHash } from 'node:crypto';
import type { ObjectState } from '../../domain/model';

/** Extra data whose JSON is shorter than this stays in the state. */
export const INLINE_EXTRA_DATA_CHARS = 128;

/** A state as a row holds it. */
export type StoredState = ObjectState & { extraDataRef?: string };

export interface Blob {
  digest: string;
  json: string;
}

// Every state of a season booking shares its extra data object: stringified and hashed once.
const known = new WeakMap<object, Blob | null>();

function blobOf(extraData: Record<string, unknown>): Blob | null {
  let blob = known.get(extraData);
  if (blob === undefined) {
    const json = JSON.stringify(extraData);
    blob =
      json.length < INLINE_EXTRA_DATA_CHARS
        ? null
        : { digest: createHash('sha256').update(json).digest('base64url'), json };
    known.set(extraData, blob);
  }
  return blob;
}

/** The JSON a row stores for `state`; its extra data, when referred to, goes into `blobs`. */
export function storedJson(state: ObjectState, blobs: Map<string, string>): string {
  const blob = state.extraData && blobOf(state.extraData);
  if (!blob) return JSON.stringify(state);
  blobs.set(blob.digest, blob.json);
  const { extraData: _, ...rest } = state;
  return JSON.stringify({ ...rest, extraDataRef: blob.digest } satisfies StoredState);
}

/** The digests these stored states refer to. */
export function referencedDigests(states: Iterable<StoredState>): string[] {
  const digests = new Set<string>();
  for (const state of states) if (state.extraDataRef) digests.add(state.extraDataRef);
  return [...digests];
}

/**
 * Puts the extra data back into the states that refer to it, in place. `known` holds the data
 * already read in this transaction by digest (a season's states name the same data in every
 * event: read and parsed once, not once per event); `read` gives the JSON of the others. A digest
 * it does not know is a broken store, not a state without data.
 */
export function withExtraData(
  states: Map<string, StoredState>,
  known: Map<string, Record<string, unknown>>,
  read: (digests: string[]) => Map<string, string>,
): Map<string, ObjectState> {
  const digests = referencedDigests(states.values());
  if (digests.length === 0) return states;
  const missing = digests.filter((digest) => !known.has(digest));
  if (missing.length > 0) {
    const found = read(missing);
    for (const digest of missing) {
      const json = found.get(digest);
      if (json === undefined) throw new Error(`Extra data ${digest} is missing from the store`);
      known.set(digest, JSON.parse(json) as Record<string, unknown>);
    }
  }
  for (const [label, state] of states) {
    const digest = state.extraDataRef;
    if (!digest) continue;
    const { extraDataRef: _, ...rest } = state;
    states.set(label, { ...rest, extraData: known.get(digest) });
  }
  return states;
}
