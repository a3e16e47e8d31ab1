// Painting objects into a channel (from the map, a typed list or the picker): objects in no
// channel go in at once; objects another channel holds are not taken silently, they wait for a
// "move them?" answer. What waits is kept per target channel until answered, whichever channel is
// selected meanwhile, and Save refuses to run while anything waits (issue 20: a prompt that
// vanished once cost an assignment of 52 seats).
import { assignObjects, ownerByLabel, unassignObjects } from './assign';
import type { DraftChannel } from './channel-list';

/** Target channel uid → labels waiting for "move them from their channel?". */
export type Waiting = Readonly<Record<string, readonly string[]>>;

export type PaintMode = 'add' | 'remove';

export interface Painted {
  drafts: DraftChannel[];
  waiting: Waiting;
  /** Objects that went into (or, removing, came out of) the target channel. */
  changed: number;
  /** Objects of other channels now waiting for an answer (added to what already waited). */
  asked: number;
}

export function paintObjects(
  drafts: readonly DraftChannel[],
  waiting: Waiting,
  targetUid: string,
  labels: readonly string[],
  mode: PaintMode,
): Painted {
  if (mode === 'remove') {
    const target = drafts.find((draft) => draft.uid === targetUid);
    const inTarget = new Set(target?.objects ?? []);
    const taken = labels.filter((label) => inTarget.has(label));
    return {
      drafts: unassignObjects(drafts, targetUid, labels),
      // Taking an object out also withdraws the request to move it in.
      waiting: withoutLabels(waiting, targetUid, labels),
      changed: taken.length,
      asked: 0,
    };
  }
  const owner = ownerByLabel(drafts);
  const free = labels.filter((label) => owner.get(label) === undefined);
  const held = labels.filter((label) => {
    const from = owner.get(label);
    return from !== undefined && from !== targetUid;
  });
  const before = new Set(waiting[targetUid] ?? []);
  const asked = held.filter((label) => !before.has(label));
  return {
    drafts: assignObjects(drafts, targetUid, free, 'skip'),
    waiting: asked.length > 0 ? { ...waiting, [targetUid]: [...before, ...asked] } : waiting,
    changed: free.length,
    asked: asked.length,
  };
}

/** The answer to a waiting question: move the objects into the target channel, or keep them. */
export function answerWaiting(
  drafts: readonly DraftChannel[],
  waiting: Waiting,
  targetUid: string,
  answer: 'move' | 'keep',
): { drafts: DraftChannel[]; waiting: Waiting } {
  const labels = waiting[targetUid] ?? [];
  const { [targetUid]: _answered, ...rest } = waiting;
  return {
    drafts: answer === 'move' ? assignObjects(drafts, targetUid, labels, 'move') : [...drafts],
    waiting: rest,
  };
}

export interface WaitingQuestion {
  targetUid: string;
  /** The objects as they stand now; `fromUid` undefined: no channel holds it any more. */
  conflicts: { label: string; fromUid: string | undefined }[];
}

/**
 * What still needs an answer, read against the channels as they are now: labels already in their
 * target are settled; targets that were deleted take their questions with them.
 */
export function waitingQuestions(
  drafts: readonly DraftChannel[],
  waiting: Waiting,
): WaitingQuestion[] {
  const owner = ownerByLabel(drafts);
  const questions: WaitingQuestion[] = [];
  for (const draft of drafts) {
    const labels = waiting[draft.uid] ?? [];
    const conflicts = labels
      .filter((label) => owner.get(label) !== draft.uid)
      .map((label) => ({ label, fromUid: owner.get(label) }));
    if (conflicts.length > 0) questions.push({ targetUid: draft.uid, conflicts });
  }
  return questions;
}

/** Drops what no longer waits (see `waitingQuestions`), so the state never holds stale questions. */
export function pruneWaiting(drafts: readonly DraftChannel[], waiting: Waiting): Waiting {
  const questions = waitingQuestions(drafts, waiting);
  const same =
    questions.length === Object.keys(waiting).length &&
    questions.every((q) => q.conflicts.length === waiting[q.targetUid]?.length);
  if (same) return waiting;
  return Object.fromEntries(questions.map((q) => [q.targetUid, q.conflicts.map((c) => c.label)]));
}

export function waitingLabels(waiting: Waiting): Set<string> {
  return new Set(Object.values(waiting).flat());
}

export function waitingCount(waiting: Waiting): number {
  return Object.values(waiting).reduce((sum, labels) => sum + labels.length, 0);
}

function withoutLabels(waiting: Waiting, targetUid: string, labels: readonly string[]): Waiting {
  const labelsWaiting = waiting[targetUid];
  if (!labelsWaiting) return waiting;
  const dropping = new Set(labels);
  return { ...waiting, [targetUid]: labelsWaiting.filter((label) => !dropping.has(label)) };
}
