// The worker's one walk of the labels (label-walk.ts) against the plain way: the objects that
// repeat an earlier label and the digest the status snapshot is asked with
// (domain snapshotLabels + labelOrderDigest), on labels with many repeats, empty labels,
// labels that are prefixes of each other, and a label holding the separator.
import { expect, test } from 'vitest';
import { labelOrderDigest, snapshotLabels } from '../../../domain/status-snapshot/label-digest';
import { labelOrderFacts } from './chart-map';
import { repeatsOf } from './label-index';
import { joinedLabels, SEP } from './label-walk';

function plainRepeats(labels: readonly string[]): number[] {
  const seen = new Set<string>();
  return labels.flatMap((label, i) => {
    if (seen.has(label)) return [i];
    seen.add(label);
    return [];
  });
}

const objectsOf = (labels: readonly string[]) => labels.map((label) => ({ label }));

function randomLabels(n: number, seed: number): string[] {
  let s = seed;
  const next = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s;
  };
  // Few distinct pieces, so that labels repeat often and share prefixes.
  const pieces = ['A', 'B', 'AB', '1', '12', '-', 'é', '🎭', ''];
  return Array.from({ length: n }, () => {
    const parts = 1 + (next() % 4);
    return Array.from({ length: parts }, () => pieces[next() % pieces.length]).join('');
  });
}

test('the repeats and the digest are those of the plain way', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const labels = randomLabels(2_000, seed);
    const objects = objectsOf(labels);
    const facts = labelOrderFacts({ objects } as never);
    expect(facts.repeats).toEqual(plainRepeats(labels));
    expect(repeatsOf(objects)).toEqual(plainRepeats(labels));
    expect(facts.labelsDigest).toBe(labelOrderDigest(snapshotLabels(objects)));
    expect(facts.repeats.length).toBeGreaterThan(0);
  }
});

test('no labels, one empty label, and labels told apart only by their length', () => {
  for (const labels of [[], [''], ['', ''], ['A', 'AA', 'A', 'AA', 'AAA'], ['ab', 'a', 'b']]) {
    const objects = objectsOf(labels);
    const facts = labelOrderFacts({ objects } as never);
    expect(facts.repeats).toEqual(plainRepeats(labels));
    expect(facts.labelsDigest).toBe(labelOrderDigest(snapshotLabels(objects)));
  }
});

test('a label holding the separator is walked the plain way, with the same answer', () => {
  const labels = ['A-1', `A${SEP}1`, 'A-1', `A${SEP}1`, 'A'];
  const objects = objectsOf(labels);
  expect(joinedLabels(objects)).toBeUndefined();
  const facts = labelOrderFacts({ objects } as never);
  expect(facts.joined).toBeUndefined();
  expect(facts.repeats).toEqual([2, 3]);
  expect(facts.labelsDigest).toBe(labelOrderDigest(snapshotLabels(objects)));
});
