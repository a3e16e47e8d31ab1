// The desk's own work in progress: the rows being composed, the hold tokens made here and the last
// batch the service accepted (for undo). Kept in sessionStorage, so a trip to the object lookup or
// a reload loses nothing; tied to the signed-in workspace so another sign-in in the tab starts
// clean. Everything read back is validated; anything odd starts an empty desk.
import { useCallback, useEffect, useReducer, useState } from 'react';
import { z } from 'zod';
import { useSession } from '../../lib/session-context';
import { type DraftRow, DraftRowSchema, newRow, type RowsAction, rowsReducer } from './draft';
import { type SubmittedBatch, SubmittedBatchSchema } from './world';

const STORAGE_KEY = 'seatdesk.batch-desk';

const DeskTokenSchema = z.object({ token: z.string(), createdAt: z.string() });
export type DeskToken = z.infer<typeof DeskTokenSchema>;

const StoredDeskSchema = z.object({
  owner: z.string(),
  rows: z.array(DraftRowSchema).min(1),
  tokens: z.array(DeskTokenSchema),
  lastBatch: SubmittedBatchSchema.nullable(),
});
type StoredDesk = z.infer<typeof StoredDeskSchema>;

/** A short fingerprint of the workspace, so the secret key itself is never written twice. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function readDesk(owner: string): StoredDesk | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? StoredDeskSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success && parsed.data.owner === owner ? parsed.data : null;
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
  const owner = fingerprint(
    `${session?.baseUrl}|${session?.workspaceKey ?? ''}|${session?.secretKey ?? ''}`,
  );
  const [stored] = useState(() => readDesk(owner));
  const [rows, dispatch] = useReducer(rowsReducer, undefined, () =>
    withEvent(stored?.rows ?? [newRow()], initialEvent),
  );
  const [tokens, setTokens] = useState<DeskToken[]>(stored?.tokens ?? []);
  const [lastBatch, setLastBatch] = useState<SubmittedBatch | null>(stored?.lastBatch ?? null);

  useEffect(() => {
    const desk: StoredDesk = { owner, rows, tokens, lastBatch };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(desk));
  }, [owner, rows, tokens, lastBatch]);

  const addToken = useCallback((token: string) => {
    setTokens((list) => [{ token, createdAt: new Date().toISOString() }, ...list]);
  }, []);
  const forgetToken = useCallback((token: string) => {
    setTokens((list) => list.filter((one) => one.token !== token));
  }, []);
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
