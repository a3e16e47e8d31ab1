// The digest of a chart's label order, computed by the seat map from the drawing it holds and by
// the service from the event's chart: when the two agree, the service may leave the 100,000
// labels out of the status snapshot (docs/live-feed.md), since the map lists the same objects in
// the same order. Not a cryptographic hash: a collision could only mis-colour the asker's own
// map, and both sides must compute it in a browser without a crypto module, synchronously.

/** The labels a status snapshot lists, in order: the first object of each label (a later object
 * with a repeated label is never sold, domain/drawing/duplicates.ts). */
export function snapshotLabels(objects: Iterable<{ label: string }>): string[] {
  const seen = new Set<string>();
  for (const object of objects) seen.add(object.label);
  return [...seen];
}

/** 16 hex digits over the labels, their lengths and their number, in order. */
export function labelOrderDigest(labels: readonly string[]): string {
  return digestOf(labels.length, (take) => {
    for (const label of labels) take(label);
  });
}

/**
 * The digest of `count` labels that `each` hands to `take` in order, without an array of them
 * (the seat map digests its event's channels, tens of thousands of labels, on its first frame's
 * path): the same digest as labelOrderDigest of the same labels.
 */
export function digestOf(count: number, each: (take: (label: string) => void) => void): string {
  // Two 32-bit lanes with different seeds (cyrb53's mixing), 64 bits together.
  let a = 0xdeadbeef ^ count;
  let b = 0x41c6ce57 ^ count;
  const mix = (unit: number) => {
    a = Math.imul(a ^ unit, 2654435761);
    b = Math.imul(b ^ unit, 1597334677);
  };
  each((label) => {
    // The length first, so that ["ab", "c"] and ["a", "bc"] differ.
    mix(label.length | 0x10000);
    for (let i = 0; i < label.length; i++) mix(label.charCodeAt(i));
  });
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(a) + hex(b);
}
