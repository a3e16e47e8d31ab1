import { describe, expect, test } from 'vitest';
import { firstOfEachLabel, withByLabel } from './by-label';

const objects = [
  { label: 'A-1', n: 1 },
  { label: 'A-2', n: 2 },
  { label: 'A-1', n: 3 },
];

describe('byLabel made on first read', () => {
  test('the first object of a repeated label wins', () => {
    expect(firstOfEachLabel(objects).get('A-1')?.n).toBe(1);
    expect([...firstOfEachLabel(objects).keys()]).toEqual(['A-1', 'A-2']);
  });

  test('not built until read; then one map, kept, writable, and copied whole', () => {
    const built = withByLabel({ objects }, objects);
    const descriptor = Object.getOwnPropertyDescriptor(built, 'byLabel');
    expect(descriptor?.get).toBeTypeOf('function');
    const first = built.byLabel;
    expect(first.get('A-2')?.n).toBe(2);
    expect(built.byLabel).toBe(first);
    expect(Object.getOwnPropertyDescriptor(built, 'byLabel')?.value).toBe(first);
    expect({ ...withByLabel({ objects }, objects) }.byLabel.get('A-1')?.n).toBe(1);
    expect(structuredClone(withByLabel({ objects }, objects)).byLabel.size).toBe(2);
    built.byLabel = new Map();
    expect(built.byLabel.size).toBe(0);
  });
});
