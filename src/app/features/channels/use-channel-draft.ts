// The editor's unsaved state: the draft list of channels and the questions waiting for an answer
// ("move these objects from their channel?"). Every edit prunes the questions it settles; no edit
// and no change of the selected channel drops one that still waits.
import { useState } from 'react';
import type { DraftChannel } from './channel-list';
import {
  answerWaiting,
  type Painted,
  type PaintMode,
  paintObjects,
  pruneWaiting,
  type Waiting,
} from './painting';

const NOTHING_WAITS: Waiting = {};

export function useChannelDraft(saved: DraftChannel[]) {
  const [draft, setDraft] = useState<DraftChannel[]>();
  const [waiting, setWaiting] = useState<Waiting>(NOTHING_WAITS);
  const current = draft ?? saved;

  const apply = (drafts: DraftChannel[], nextWaiting: Waiting) => {
    setDraft(drafts);
    setWaiting(pruneWaiting(drafts, nextWaiting));
  };

  return {
    current,
    waiting,
    edit: (drafts: DraftChannel[]) => apply(drafts, waiting),
    paint: (targetUid: string, labels: readonly string[], mode: PaintMode): Painted => {
      const painted = paintObjects(current, waiting, targetUid, labels, mode);
      apply(painted.drafts, painted.waiting);
      return painted;
    },
    answer: (targetUid: string, answer: 'move' | 'keep') => {
      const answered = answerWaiting(current, waiting, targetUid, answer);
      apply(answered.drafts, answered.waiting);
    },
    /** Back to the saved channels (after Save, or on Discard). */
    reset: () => {
      setDraft(undefined);
      setWaiting(NOTHING_WAITS);
    },
  };
}
