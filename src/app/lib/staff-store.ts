// What this back office keeps for the signed-in workspace and shares with every tab of the
// browser: the hold tokens staff created, the desk's last batch (for undo). It lives in
// localStorage under a name per workspace (a short fingerprint, never the secret key), so a new tab
// reads it at once and every tab hears a change through the `storage` event; signing out removes
// all of it (session-context.tsx). Everything read back is validated: an odd entry reads as empty.
import { useCallback, useSyncExternalStore } from 'react';
import type { ZodType } from 'zod';
import type { Session } from './session';

const PREFIX = 'seatdesk.staff.';

/** A short fingerprint of the workspace: the same sign-in finds its entries, another does not. */
export function workspaceFingerprint(session: Session | null): string {
  const text = `${session?.baseUrl}|${session?.workspaceKey ?? ''}|${session?.secretKey ?? ''}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Removes everything kept for any workspace: on sign-out nothing stays behind the user. */
export function clearStaffStorage(storage: Storage = localStorage): void {
  for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
  notify();
}

// `storage` events reach the other tabs only; this tab's own writes are announced here.
const listeners = new Set<() => void>();
function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
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
  const storageKey = (owner: string) => `${PREFIX}${owner}.${name}`;
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
      notify();
    },
  };
}

/**
 * The slot's value for the workspace `owner` (workspaceFingerprint of the session), and a way to
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
