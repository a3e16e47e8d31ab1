// The desk's own work in progress. The rows being composed and the last batch the service accepted
// from this tab (for undo) belong to this tab (sessionStorage, so a trip to the object lookup or a
// reload loses nothing): a colleague's batch in another tab is theirs to undo, not this tab's. The
// hold tokens made here belong to the whole back office: every open tab of the sign-in sees the
// same ones (lib/staff-store.ts), and the holds view lists the same tokens. All of it is tied to
// the signed-in session, validated when read back; anything odd starts an empty desk.
import { useEffect, useReducer, useState } from 'react';
import { z } from 'zod';
import { useLastBatch } from '../../batch/last-batch';
import type { SubmittedBatch } from '../../batch/world';
import { type StaffToken, useStaffTokens } from '../../lib/hold-tokens';
import { useSession } from '../../lib/session-context';
import { sameStaffOwner, staffOwner } from '../../lib/staff-store';
import { type DraftRow, DraftRowSchema, newRow, type RowsAction, rowsReducer } from './rows/draft';

const STORAGE_KEY = 'seatdesk.batch-desk';

export type DeskToken = StaffToken;

const StoredDeskSchema = z.object({
  owner: z.string(),
  rows: z.array(DraftRowSchema).min(1),
});
type StoredDesk = z.infer<typeof StoredDeskSchema>;

function readDesk(owner: string): StoredDesk | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? StoredDeskSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success && sameStaffOwner(parsed.data.owner, owner) ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface DeskState {
  rows: DraftRow[];
  dispatch: (action: RowsAction) => void;
  tokens: DeskToken[];
  addToken: (token: string) => void;
  forgetToken: (token: string) => void;
  lastBatch: SubmittedBatch | null;
  setLastBatch: (batch: SubmittedBatch | null) => void;
}

export function useDeskState(initialEvent: string | null): DeskState {
  const { session } = useSession();
  const owner = staffOwner(session);
  const [stored] = useState(() => readDesk(owner));
  const [rows, dispatch] = useReducer(rowsReducer, undefined, () =>
    withEvent(stored?.rows ?? [newRow()], initialEvent),
  );
  const { tokens, addToken, forgetToken } = useStaffTokens();
  const [lastBatch, setLastBatch] = useLastBatch();

  useEffect(() => {
    const desk: StoredDesk = { owner, rows };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(desk));
  }, [owner, rows]);

  return { rows, dispatch, tokens, addToken, forgetToken, lastBatch, setLastBatch };
}

/**
 * Arriving from an event page (`?event=<key>`): a blank first row takes the event; otherwise a
 * row for it is added, unless one already names it.
 */
function withEvent(rows: DraftRow[], eventKey: string | null): DraftRow[] {
  if (!eventKey || rows.some((row) => row.eventKey === eventKey)) return rows;
  if (rows.length === 1 && !rows[0].eventKey && !rows[0].objects.trim()) {
    return [{ ...rows[0], eventKey }];
  }
  return [...rows, newRow({ eventKey })];
}
