// Until sessions carried a storeId, the staff's entries were named by a 32-bit FNV hash of the
// service address, workspace key and secret key, which let whoever copies the browser's storage
// test guessed keys offline. A tab that still holds such a session (sessionStorage outlives a
// reload) moves its own entries under the new storeId, so no hold token or undo history is lost,
// and every other old-style entry is removed. This file can go once no session from before the
// change can still be open: sessions die with their last tab.
import { type Credentials, type Session, StoreIdSchema, sameCredentials } from './session';
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
 * Called once a tab with an old-style session knows which session it goes on with: when `next` is
 * the same workspace, the entries the old session had move under `next`'s storeId (an entry
 * already there, written by a tab that upgraded first, is kept). Every other old-style entry is
 * removed.
 */
export function upgradeLegacyEntries(
  legacy: Credentials,
  next: Session | null,
  storage: Storage = localStorage,
): void {
  const old = legacyOwner(legacy);
  const storeId = next && sameCredentials(legacy, next) ? next.storeId : null;
  if (storeId) renameStaffOwner(old, storeId);
  for (const key of Object.keys(storage)) {
    if (!key.startsWith(STAFF_PREFIX)) continue;
    const [owner, ...rest] = key.slice(STAFF_PREFIX.length).split('.');
    if (StoreIdSchema.safeParse(owner).success) continue;
    const value = storage.getItem(key);
    const moved = `${STAFF_PREFIX}${storeId}.${rest.join('.')}`;
    if (storeId && owner === old && value !== null && storage.getItem(moved) === null) {
      try {
        storage.setItem(moved, value);
      } catch {
        // Storage full: the entry cannot move; it goes with the rest rather than keep the hash.
      }
    }
    storage.removeItem(key);
  }
  staffStoreChanged();
}
