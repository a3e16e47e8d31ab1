import { describe, expect, test } from 'vitest';
import { draftFromEvent, newChannel, removeChannel } from './channel-list';
import {
  answerWaiting,
  paintObjects,
  pruneWaiting,
  waitingCount,
  waitingQuestions,
} from './painting';

const channels = () =>
  draftFromEvent([
    { key: 'web', name: 'Web', index: 0, objects: ['A-1', 'A-2'] },
    { key: 'partners', name: 'Partners', index: 1, objects: ['B-1'] },
  ]);
const WEB = 'saved:web';
const PARTNERS = 'saved:partners';

describe('painting objects into a channel', () => {
  test('free objects go in at once; objects of another channel wait, untouched', () => {
    const painted = paintObjects(channels(), {}, PARTNERS, ['A-2', 'A-3', 'B-1', 'A-4'], 'add');
    expect(painted.drafts.map((d) => d.objects)).toEqual([
      ['A-1', 'A-2'],
      ['B-1', 'A-3', 'A-4'],
    ]);
    expect(painted).toMatchObject({ changed: 2, asked: 1, waiting: { [PARTNERS]: ['A-2'] } });
  });

  test('a second gesture adds to what waits, without asking twice', () => {
    const first = paintObjects(channels(), {}, PARTNERS, ['A-1'], 'add');
    const second = paintObjects(first.drafts, first.waiting, PARTNERS, ['A-1', 'A-2'], 'add');
    expect(second.waiting).toEqual({ [PARTNERS]: ['A-1', 'A-2'] });
    expect(second.asked).toBe(1);
  });

  test('"move" takes the waiting objects from their channel; "keep" leaves them', () => {
    const painted = paintObjects(channels(), {}, PARTNERS, ['A-1', 'A-5'], 'add');
    const moved = answerWaiting(painted.drafts, painted.waiting, PARTNERS, 'move');
    expect(moved.drafts.map((d) => d.objects)).toEqual([['A-2'], ['B-1', 'A-5', 'A-1']]);
    expect(moved.waiting).toEqual({});
    const kept = answerWaiting(painted.drafts, painted.waiting, PARTNERS, 'keep');
    expect(kept.drafts.map((d) => d.objects)).toEqual([
      ['A-1', 'A-2'],
      ['B-1', 'A-5'],
    ]);
    expect(kept.waiting).toEqual({});
  });

  test('questions for different channels wait side by side and are answered one by one', () => {
    const a = paintObjects(channels(), {}, PARTNERS, ['A-1'], 'add');
    const b = paintObjects(a.drafts, a.waiting, WEB, ['B-1'], 'add');
    expect(waitingCount(b.waiting)).toBe(2);
    expect(waitingQuestions(b.drafts, b.waiting)).toEqual([
      { targetUid: WEB, conflicts: [{ label: 'B-1', fromUid: PARTNERS }] },
      { targetUid: PARTNERS, conflicts: [{ label: 'A-1', fromUid: WEB }] },
    ]);
    const answered = answerWaiting(b.drafts, b.waiting, WEB, 'move');
    expect(answered.waiting).toEqual({ [PARTNERS]: ['A-1'] });
  });

  test('taking out removes from the channel and withdraws what waited for it', () => {
    const painted = paintObjects(channels(), {}, PARTNERS, ['A-1'], 'add');
    const out = paintObjects(
      painted.drafts,
      painted.waiting,
      PARTNERS,
      ['A-1', 'B-1', 'C-9'],
      'remove',
    );
    expect(out.drafts.map((d) => d.objects)).toEqual([['A-1', 'A-2'], []]);
    expect(out).toMatchObject({ changed: 1, asked: 0 });
    expect(pruneWaiting(out.drafts, out.waiting)).toEqual({});
  });

  test('a question settles when its objects reach the channel some other way, or the channel goes', () => {
    const painted = paintObjects(channels(), {}, PARTNERS, ['A-1', 'A-2'], 'add');
    // The user moved A-1 by typing it and answering elsewhere: only A-2 still waits.
    const viaOther = answerWaiting(painted.drafts, { [PARTNERS]: ['A-1'] }, PARTNERS, 'move');
    expect(pruneWaiting(viaOther.drafts, painted.waiting)).toEqual({ [PARTNERS]: ['A-2'] });
    const gone = removeChannel(painted.drafts, PARTNERS);
    expect(pruneWaiting(gone, painted.waiting)).toEqual({});
  });

  test('an object whose channel let it go meanwhile still waits, shown as in no channel', () => {
    const painted = paintObjects(channels(), {}, PARTNERS, ['A-1'], 'add');
    const released = paintObjects(painted.drafts, painted.waiting, WEB, ['A-1'], 'remove');
    expect(waitingQuestions(released.drafts, released.waiting)).toEqual([
      { targetUid: PARTNERS, conflicts: [{ label: 'A-1', fromUid: undefined }] },
    ]);
  });

  test('a new channel can be painted like a saved one', () => {
    const fresh = newChannel('door', 'Door', '');
    const painted = paintObjects([...channels(), fresh], {}, fresh.uid, ['C-1', 'C-2'], 'add');
    expect(painted.drafts[2].objects).toEqual(['C-1', 'C-2']);
  });
});
