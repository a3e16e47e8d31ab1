// The keeping rule shared by the chart, drawing and asset caches: revision, recency, byte bound.
import { expect, test } from 'vitest';
import { RevisionLru } from './revision-lru';

test('a value of another revision is dropped, and its going is heard', () => {
  const dropped: string[] = [];
  const lru = new RevisionLru<string>(100, (value) => dropped.push(value));
  lru.keep('a', 1, 'a@1', 10);
  expect(lru.get('a', 1)).toBe('a@1');
  expect(lru.get('a', 2)).toBeUndefined();
  expect(dropped).toEqual(['a@1']);
  expect(lru.bytes).toBe(0);
});

test('keeping under a kept id replaces it: its bytes are counted once', () => {
  const dropped: string[] = [];
  const lru = new RevisionLru<string>(100, (value) => dropped.push(value));
  lru.keep('a', 1, 'first', 30);
  lru.keep('a', 1, 'second', 40); // two requests that both missed
  expect(lru.bytes).toBe(40);
  expect(lru.get('a', 1)).toBe('second');
  expect(dropped).toEqual(['first']);
});

test('the least recently used go first; one larger than the budget is not kept', () => {
  const lru = new RevisionLru<string>(100);
  lru.keep('a', 1, 'a', 40);
  lru.keep('b', 1, 'b', 40);
  lru.get('a', 1);
  lru.keep('c', 1, 'c', 40);
  expect([lru.get('a', 1), lru.get('b', 1), lru.get('c', 1)]).toEqual(['a', undefined, 'c']);
  expect(lru.keep('huge', 1, 'huge', 101)).toBe('huge');
  expect(lru.get('huge', 1)).toBeUndefined();
  expect(lru.bytes).toBe(80);
});

test('a value that grows counts its new size, as the most recent; a replaced one is ignored', () => {
  const lru = new RevisionLru<string>(100);
  lru.keep('a', 1, 'a', 40);
  lru.keep('b', 1, 'b', 40);
  lru.resize('a', 'a', 65); // b, now the least recently used, goes
  expect(lru.bytes).toBe(65);
  expect(lru.get('b', 1)).toBeUndefined();
  lru.resize('a', 'not a', 90);
  expect(lru.bytes).toBe(65);
  lru.resize('a', 'a', 101); // alone over the budget: it goes too
  expect(lru.bytes).toBe(0);
  expect(lru.get('a', 1)).toBeUndefined();
});
