// What this back office keeps for the signed-in workspace and shares with every tab of the
// browser: the hold tokens staff created, the desk's last batch (for undo). It lives in
// localStorage under names carrying the session's storeId (random, made at sign-in, session.ts),
// so a new tab reads it at once and every tab hears a change through the `storage` event. The
// names say nothing about the key: whoever copies the browser's storage cannot test a guessed key
// against them. Signing out removes all of it (session-context.tsx). Everything read back is
// validated: an odd entry reads as empty.
import { useCallback, useSyncExternalStore } from 'react';
import type { ZodType } from 'zod';
import type { Session } from './session';

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

/** Removes everything kept for any workspace: on sign-out nothing stays behind the user. */
export function clearStaffStorage(storage: Storage = localStorage): void {
  for (const key of Object.keys(storage)) if (key.startsWith(STAFF_PREFIX)) storage.removeItem(key);
  staffStoreChanged();
}

// `storage` events reach the other tabs only; this tab's own writes are announced here.
const listeners = new Set<() => void>();
/** Tells this tab's readers that entries changed (other tabs hear the `storage` event). */
export function staffStoreChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(STAFF_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface SharedSlot<T> {
  read(owner: string): T;
  /** Reads the latest value (another tab may have written since), changes it, writes it back. */
  update(owner: string, change: (value: T) => T): void;
}

/** One named value per workspace, shared by the tabs. `empty` is what a missing entry reads as. */
export function sharedSlot<T>(name: string, schema: ZodType<T>, empty: T): SharedSlot<T> {
  // useSyncExternalStore needs the same object for the same stored text.
  let cache: { raw: string | null; value: T } | undefined;
  const storageKey = (owner: string) => `${STAFF_PREFIX}${owner}.${name}`;
  const read = (owner: string): T => {
    const raw = localStorage.getItem(storageKey(owner));
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
      const next = change(read(owner));
      try {
        localStorage.setItem(storageKey(owner), JSON.stringify(next));
      } catch {
        // Storage full or refused: the value still lives in this tab until the next read.
        cache = { raw: localStorage.getItem(storageKey(owner)), value: next };
      }
      staffStoreChanged();
    },
  };
}

/**
 * The slot's value for the workspace `owner` (staffOwner of the session), and a way to
 * change it; every tab sees it.
 */
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
