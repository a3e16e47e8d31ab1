// An event key names one event (season, partial season) of a workspace: the one check of that,
// for creating events, seasons and their events, and renaming an event.
import { invalid } from '../../../domain/errors';
import type { Tx } from '../../store/port';

/** Refuses a list of new keys that names one twice, before any of them is looked up. */
export function assertDistinctEventKeys(keys: readonly string[]): void {
  if (new Set(keys).size !== keys.length) {
    throw invalid('eventKeys lists the same key twice', 'EVENT_KEY_ALREADY_EXISTS');
  }
}

/** Refuses `key` when an event of the workspace already has it. */
export async function assertEventKeyFree(tx: Tx, workspaceId: number, key: string): Promise<void> {
  if (await tx.getEvent(workspaceId, key)) {
    throw invalid(`Event key already in use: ${key}`, 'EVENT_KEY_ALREADY_EXISTS');
  }
}
