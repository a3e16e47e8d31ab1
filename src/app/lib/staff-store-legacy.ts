// Entries earlier versions kept in localStorage, where they outlived every tab: on a shared
// box-office PC the next person found the last one's hold tokens and batches (with order ids and
// extra data) there. Now they live in each tab's sessionStorage (staff-store.ts). When a tab
// starts, or learns which session it goes on with, the localStorage entries of that session move
// into the tab, and every other one is removed. Until sessions carried a storeId, the entries were
// named by a 32-bit FNV hash of the service address, workspace key and secret key (which let
// whoever copies the browser's storage test guessed keys offline); a tab that still holds such a
// session moves its entries under the new storeId too. This file can go once no browser can hold
// entries from before: every tab opened since removes them.
import type { Credentials } from './session';
import { renameStaffOwner, STAFF_PREFIX, staffStoreChanged } from './staff-store';

/** The old name of a workspace's entries; only ever computed to find them, never written. */
export function legacyOwner(credentials: Credentials): string {
  const text = `${credentials.baseUrl}|${credentials.workspaceKey ?? ''}|${credentials.secretKey}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Moves the localStorage entries stored under `from` into this tab's sessionStorage under `to`
 * (an entry the tab has already is kept), then removes every staff entry from localStorage.
 * `from` null: nothing moves (signed out, or another workspace).
 */
export function takeOverLocalEntries(
  from: string | null,
  to: string | null,
  local: Storage = localStorage,
): void {
  if (from && to && from !== to) renameStaffOwner(from, to);
  for (const key of Object.keys(local)) {
    if (!key.startsWith(STAFF_PREFIX)) continue;
    const [owner, ...rest] = key.slice(STAFF_PREFIX.length).split('.');
    const value = local.getItem(key);
    const moved = `${STAFF_PREFIX}${to}.${rest.join('.')}`;
    if (from && to && owner === from && value !== null && sessionStorage.getItem(moved) === null) {
      try {
        sessionStorage.setItem(moved, value);
      } catch {
        // Storage full: the entry cannot move; it goes with the rest rather than stay behind.
      }
    }
    local.removeItem(key);
  }
  staffStoreChanged();
}
