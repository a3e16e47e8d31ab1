// Seeded randomness for tests that draw random choices (orders, picks, pauses). A failing test
// names its seed in the failure, and `TEST_SEED=<seed> npx vitest run <file> -t '<test>'` draws
// the same choices again. (Property tests use fast-check, which reports its own seed.)
import { randomInt } from 'node:crypto';
import { onTestFailed } from 'vitest';

export interface SeededRandom {
  readonly seed: number;
  /** A number in [0, 1), as Math.random() gives. */
  next(): number;
  /** An item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[];
  /** An independent stream for one of several concurrent clients: its draws do not depend on
   *  how the clients' requests interleave. */
  fork(stream: number): SeededRandom;
}

/**
 * A generator for the running test: seeded from TEST_SEED when set, else at random, and the seed
 * is added to the test's failure message. Call it inside a test (or a hook), not at module level.
 */
export function seededRandom(): SeededRandom {
  const seed = process.env.TEST_SEED ? Number(process.env.TEST_SEED) : randomInt(2 ** 31);
  onTestFailed(({ task }) => {
    const replay = `random seed ${seed}: TEST_SEED=${seed} replays this test's random choices`;
    for (const error of task.result?.errors ?? []) error.message = `${error.message}\n${replay}`;
    console.error(`${task.name}: ${replay}`);
  });
  return generator(seed);
}

function generator(seed: number): SeededRandom {
  const next = mulberry32(seed);
  return {
    seed,
    next,
    pick: (items) => items[Math.floor(next() * items.length)],
    shuffled(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    fork: (stream) => generator((seed ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0),
  };
}

/** mulberry32: a small, fast 32-bit PRNG, plenty for test choices (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
