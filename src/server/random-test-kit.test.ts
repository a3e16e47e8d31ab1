import { afterEach, expect, test, vi } from 'vitest';
import { seededRandom } from './random-test-kit';

afterEach(() => vi.unstubAllEnvs());

test('one seed draws the same choices again; forks draw their own', () => {
  vi.stubEnv('TEST_SEED', '42');
  const first = seededRandom();
  const again = seededRandom();
  expect(first.seed).toBe(42);
  const draws = [first.next(), first.pick([1, 2, 3]), first.shuffled([1, 2, 3, 4, 5])];
  expect([again.next(), again.pick([1, 2, 3]), again.shuffled([1, 2, 3, 4, 5])]).toEqual(draws);
  expect(first.fork(1).next()).toBe(again.fork(1).next());
  expect(first.fork(1).next()).not.toBe(first.fork(2).next());
});

test('draws stay in [0, 1) and shuffles keep every item', () => {
  const random = seededRandom();
  for (let i = 0; i < 1000; i++) expect(random.next()).toBeGreaterThanOrEqual(0);
  expect(Math.max(...Array.from({ length: 1000 }, random.next))).toBeLessThan(1);
  expect(random.shuffled([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
});
