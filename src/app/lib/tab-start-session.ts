// The session this tab finds stored when it opens. One stored before sessions had a storeId (a
// "legacy" session) is settled once: this tab first asks the others, so that it takes the storeId
// of a tab that upgraded the same sign-in already, else it makes one; the staff's entries kept
// under the old names move to that storeId (staff-store-legacy.ts).
import { type RefObject, useCallback, useRef, useState } from 'react';
import {
  type Credentials,
  clearSession,
  readSession,
  type Session,
  type StoredSession,
  sameCredentials,
} from './session';
import { legacyOwner, takeOverLocalEntries } from './staff-store-legacy';

export interface TabStartSession {
  /** The stored session when it has a storeId, to start on; else null. */
  initial: Session | null;
  /** The stored session without a storeId, until it is settled; else null. */
  legacy: RefObject<Credentials | null>;
  /** Settles the legacy session (if any is left) once the tab knows its session, or that it has none. */
  settleLegacy: (next: Session | null) => void;
}

export function useTabStartSession(): TabStartSession {
  const [stored] = useState<StoredSession | null>(() => {
    const found = readSession();
    // A session stored before storeIds moves its entries once it has one (settleLegacy).
    if (!found || found.storeId)
      takeOverLocalEntries(found?.storeId ?? null, found?.storeId ?? null);
    return found;
  });
  const [initial] = useState<Session | null>(() =>
    stored?.storeId ? { ...stored, storeId: stored.storeId } : null,
  );
  const legacy = useRef<Credentials | null>(stored && !stored.storeId ? stored : null);
  const settleLegacy = useCallback((next: Session | null) => {
    const found = legacy.current;
    if (!found) return;
    legacy.current = null;
    const same = next !== null && sameCredentials(found, next);
    takeOverLocalEntries(same ? legacyOwner(found) : null, same ? next.storeId : null);
    if (!next) clearSession();
  }, []);
  return { initial, legacy, settleLegacy };
}
