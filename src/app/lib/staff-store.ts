// What this back office keeps for the signed-in session: the hold tokens staff created (shared by
// the open tabs of the sign-in) and a tab's own last batch (for undo). Everything lives in the
// tab's sessionStorage under names carrying the session's storeId (random, made at sign-in,
// session.ts), so it dies with its tab: on a shared box-office PC nothing with order ids or extra
// data outlives the last tab of the session. A shared slot reaches the other open tabs over a
// BroadcastChannel (tab-sync.ts, connected by session-context.tsx): every change is announced with
// the slot's whole value, and a new tab asks the open ones. Signing out, or another sign-in,
// removes all of it. Everything read back is validated: an odd entry reads as empty.
import { useCallback, useSyncExternalStore } from 'react';
import { type ZodType, z } from 'zod';
import type { Session } from './session';
import type { TabSync } from './tab-sync';

export const STAFF_PREFIX = 'seatdesk.staff.';

/** Whose entries: the sign-in's storeId, the same in every tab of that sign-in ('' signed out). */
export function staffOwner(session: Session | null): string {
  return session?.storeId ?? '';
}

// Old owner names this tab renamed (staff-store-legacy.ts); in memory only, like the tab's life.
const renamedOwners = new Map<string, string>();
export function renameStaffOwner(from: string, to: string): void {
  renamedOwners.set(from, to);
}

/** Whether an owner this tab stored earlier (e.g. with its own rows in sessionStorage) is `owner`. */
export function sameStaffOwner(stored: string, owner: string): boolean {
  return stored === owner || renamedOwners.get(stored) === owner;
}

const storageKey = (owner: string, name: string) => `${STAFF_PREFIX}${owner}.${name}`;
const ownerOf = (key: string) => key.slice(STAFF_PREFIX.length).split('.')[0];

/** Removes this tab's entries, but those of `keep` (the sign-in that goes on), if given. */
export function clearStaffStorage(keep?: string): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(STAFF_PREFIX) && ownerOf(key) !== keep) sessionStorage.removeItem(key);
  }
  staffStoreChanged();
}

// The other tabs' writes arrive through the channel; this tab's own are announced here.
const listeners = new Set<() => void>();
/** Tells this tab's readers that entries changed. */
export function staffStoreChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a tab tells the others: the shared slots of a sign-in, each as its stored text. */
export const StaffSnapshotSchema = z.object({
  owner: z.string().min(1),
  slots: z.record(z.string(), z.string()),
});
export type StaffSnapshot = z.infer<typeof StaffSnapshotSchema>;

const sharedNames = new Set<string>();
let tabs: TabSync<StaffSnapshot> | null = null;

/** This tab's shared slots of `owner`, as the other tabs are told them. */
export function staffSnapshot(owner: string): StaffSnapshot | null {
  if (!owner) return null;
  const slots: Record<string, string> = {};
  for (const name of sharedNames) {
    const raw = sessionStorage.getItem(storageKey(owner, name));
    if (raw !== null) slots[name] = raw;
  }
  return { owner, slots };
}

/**
 * Takes what another tab of the sign-in `owner` has. An announced change replaces this tab's
 * value; an answer to this tab's question fills only the slots it has nothing in yet (a token this
 * tab made meanwhile is not lost to an older list).
 */
export function takeStaffSnapshot(snapshot: StaffSnapshot, owner: string, onlyMissing: boolean) {
  if (!owner || snapshot.owner !== owner) return;
  for (const [name, raw] of Object.entries(snapshot.slots)) {
    if (!sharedNames.has(name)) continue;
    const key = storageKey(owner, name);
    if (onlyMissing && sessionStorage.getItem(key) !== null) continue;
    try {
      sessionStorage.setItem(key, raw);
    } catch {
      // Storage full: this tab goes on with what it had.
    }
  }
  staffStoreChanged();
}

/** The channel the shared slots travel on; session-context.tsx connects it (null: none). */
export function connectStaffTabs(sync: TabSync<StaffSnapshot> | null): void {
  tabs = sync;
}

export interface SharedSlot<T> {
  read(owner: string): T;
  /** Reads the latest value, changes it, writes it back (and tells the other tabs, if shared). */
  update(owner: string, change: (value: T) => T): void;
}

/** A value shared by the open tabs of a sign-in. `empty` is what a missing entry reads as. */
export function sharedSlot<T>(name: string, schema: ZodType<T>, empty: T): SharedSlot<T> {
  sharedNames.add(name);
  return slot(name, schema, empty, (owner) => {
    const snapshot = staffSnapshot(owner);
    if (snapshot) tabs?.announce(snapshot);
  });
}

/** A value of this tab only (e.g. its last batch): the other tabs never see it. */
export function tabSlot<T>(name: string, schema: ZodType<T>, empty: T): SharedSlot<T> {
  return slot(name, schema, empty, () => {});
}

function slot<T>(
  name: string,
  schema: ZodType<T>,
  empty: T,
  written: (owner: string) => void,
): SharedSlot<T> {
  // useSyncExternalStore needs the same object for the same stored text.
  let cache: { raw: string | null; value: T } | undefined;
  const read = (owner: string): T => {
    const raw = sessionStorage.getItem(storageKey(owner, name));
    if (cache && cache.raw === raw) return cache.value;
    let value = empty;
    try {
      const parsed = raw === null ? undefined : schema.safeParse(JSON.parse(raw));
      if (parsed?.success) value = parsed.data;
    } catch {
      // Not JSON: read as empty, overwritten by the next change.
    }
    cache = { raw, value };
    return value;
  };
  return {
    read,
    update(owner, change) {
      if (!owner) return;
      const next = change(read(owner));
      try {
        sessionStorage.setItem(storageKey(owner, name), JSON.stringify(next));
      } catch {
        // Storage full or refused: the value still lives in this tab until the next read.
        cache = { raw: sessionStorage.getItem(storageKey(owner, name)), value: next };
      }
      written(owner);
      staffStoreChanged();
    },
  };
}

/** The slot's value for the sign-in `owner` (staffOwner of the session), and a way to change it. */
export function useSharedSlot<T>(
  slot: SharedSlot<T>,
  owner: string,
): [T, (change: (value: T) => T) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => slot.read(owner),
    () => slot.read(owner),
  );
  const update = useCallback(
    (change: (value: T) => T) => slot.update(owner, change),
    [slot, owner],
  );
  return [value, update];
}
