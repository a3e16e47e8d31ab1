// `changes?since`: an event's recorded changes after a revision (docs/live-feed.md), read from the
// changes record the stores write with every commit (store/change-log.ts).
import { LIMITS } from '../../../contract/limits';
import { DomainError } from '../../../domain/errors';
import type { EventChangeRow } from '../../store/change-log';
import type { EventRow, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { findEvent } from '../shared/events';

export interface ChangesPage {
  /** The revision the changes bring a reader to (the event's, unless `more`). */
  revision: number;
  changes: EventChangeRow[];
  /** More changes follow: ask again with `since = revision`. */
  more: boolean;
}

export const changesTooOld = (eventKey: string, since: number, revision: number) =>
  new DomainError(
    'CHANGES_TOO_OLD',
    since > revision
      ? `Revision ${since} is ahead of event ${eventKey}'s revision ${revision} (the event was replaced): read its statuses again`
      : `The changes of event ${eventKey} after revision ${since} are no longer kept: read its statuses again`,
    'gone',
  );

/** The changes of `event` after `since`, at most `limit`, or CHANGES_TOO_OLD (410). */
export async function changesOf(
  tx: Tx,
  event: EventRow,
  since: number,
  limit: number = LIMITS.feedChangesPerPage,
): Promise<ChangesPage> {
  const revision = event.statesRevision;
  if (since > revision) throw changesTooOld(event.key, since, revision);
  if (since === revision) return { revision, changes: [], more: false };
  const changes = await tx.listEventChanges(event.id, since, limit);
  // Kept changes run without a gap up to the event's revision: a first one past `since + 1`
  // means the ones between were let go.
  if (changes[0]?.revision !== since + 1) throw changesTooOld(event.key, since, revision);
  const last = changes[changes.length - 1].revision;
  return { revision: last, changes, more: last < revision };
}

export function readChanges(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  since: number,
): Promise<ChangesPage> {
  return deps.store.read(async (tx) => changesOf(tx, await findEvent(tx, auth, eventKey), since));
}

/** One change on the wire, its objects spliced in as stored (they are JSON already). */
export const changeJson = (change: EventChangeRow) =>
  `{"revision":${change.revision},"objects":${change.objects}}`;

export const changesPageJson = (page: ChangesPage) =>
  `{"revision":${page.revision},"changes":[${page.changes.map(changeJson).join(',')}]${page.more ? ',"more":true' : ''}}`;
