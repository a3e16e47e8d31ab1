// The staff's shared entries (staff-store.ts) travel between the tabs of a sign-in on a channel of
// their own, beside the session's (`<session channel>.staff`).
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { Session } from './session';
import {
  connectStaffTabs,
  type StaffSnapshot,
  StaffSnapshotSchema,
  staffOwner,
  staffSnapshot,
  takeStaffSnapshot,
} from './staff-store';
import { type TabSync, tabSync } from './tab-sync';

/**
 * Opens the staff channel for the tab's session (`current`) and answers `askStaffTabs`: a tab
 * that starts on a session asks the open tabs for the staff's shared entries, waiting `waitMs`.
 * Call it before the session channel's effect, so that the channel is open when that one asks.
 */
export function useStaffTabs(
  channel: string,
  current: RefObject<Session | null>,
  waitMs: number,
): () => void {
  const staffTabsRef = useRef<TabSync<StaffSnapshot> | null>(null);
  const askStaffTabs = useCallback(() => {
    const owner = staffOwner(current.current);
    staffTabsRef.current?.ask(waitMs).then((answer) => {
      if (answer) takeStaffSnapshot(answer, owner, true);
    });
  }, [current, waitMs]);

  // Made in the effect, not in a memo: React may run an effect twice, and a closed channel
  // cannot be reopened.
  useEffect(() => {
    const staffTabs = tabSync(`${channel}.staff`, StaffSnapshotSchema, () =>
      staffSnapshot(staffOwner(current.current)),
    );
    staffTabsRef.current = staffTabs;
    connectStaffTabs(staffTabs);
    staffTabs.onChange((snapshot) => {
      if (snapshot) takeStaffSnapshot(snapshot, staffOwner(current.current), false);
    });
    return () => {
      staffTabs.close();
      staffTabsRef.current = null;
      connectStaffTabs(null);
    };
  }, [channel, current]);

  return askStaffTabs;
}
