// The instance's own commits are told once: a NOTIFY of its own, heard before or after COMMIT's
// answer, is not told again as another instance's (the store contract checks it on a live store).
import { describe, expect, test } from 'vitest';
import { OwnCommits } from './own-commits';

const change = (eventId: number, revision: number) => ({ eventId, revision });

describe('own commits', () => {
  test("an own change heard is not another instance's, and is forgotten once heard", () => {
    const own = new OwnCommits();
    own.mark([change(1, 5), change(2, 9)]);
    expect(own.foreign([change(1, 5), change(1, 6)])).toEqual([change(1, 6)]);
    // Revisions only grow: heard once, the same change is never heard again as own.
    expect(own.foreign([change(2, 9), change(1, 5)])).toEqual([change(1, 5)]);
  });

  test("a rolled-back revision, taken again by another instance's commit, is that instance's", () => {
    const own = new OwnCommits();
    own.mark([change(3, 7)]);
    own.unmark([change(3, 7)]);
    expect(own.foreign([change(3, 7)])).toEqual([change(3, 7)]);
  });

  test('bounded: NOTIFYs lost with the LISTEN connection do not grow it', () => {
    const own = new OwnCommits(3);
    own.mark([change(1, 1), change(1, 2), change(1, 3), change(1, 4)]);
    expect(own.foreign([change(1, 1)])).toEqual([change(1, 1)]);
    expect(own.foreign([change(1, 2), change(1, 3), change(1, 4)])).toEqual([]);
  });
});
