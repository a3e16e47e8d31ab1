// The one "share work in flight" rule used by the chart builds, the best-available chart reads
// and rankings, and the back office's file reads.
import { expect, test } from 'vitest';
import { InFlight, inFlightPer } from './in-flight';

/** A promise and the hands that settle it: the tests decide when work ends. */
function gate<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

test('callers asking at once share one promise, and the work starts once', async () => {
  const shared = new InFlight<string, number>();
  const work = gate<number>();
  let starts = 0;
  const start = () => {
    starts++;
    return work.promise;
  };
  const first = shared.share('a', start);
  const second = shared.share('a', start);
  expect(second).toBe(first);
  expect(starts).toBe(1);
  expect(shared.size).toBe(1);
  work.resolve(7);
  expect(await Promise.all([first, second])).toEqual([7, 7]);
});

test('other keys run their own work', async () => {
  const shared = new InFlight<string, string>();
  const a = shared.share('a', async () => 'A');
  const b = shared.share('b', async () => 'B');
  expect(b).not.toBe(a);
  expect(await Promise.all([a, b])).toEqual(['A', 'B']);
});

test('the entry is gone once the work settles: the next caller starts afresh', async () => {
  const shared = new InFlight<string, number>();
  let starts = 0;
  expect(await shared.share('a', async () => ++starts)).toBe(1);
  expect(shared.size).toBe(0);
  expect(await shared.share('a', async () => ++starts)).toBe(2);
  expect(shared.size).toBe(0);
});

test('a rejection reaches every caller sharing it and is not kept', async () => {
  const shared = new InFlight<string, number>();
  const work = gate<number>();
  const first = shared.share('a', () => work.promise);
  const second = shared.share('a', () => Promise.resolve(0));
  work.reject(new Error('the read failed'));
  await expect(first).rejects.toThrow('the read failed');
  await expect(second).rejects.toThrow('the read failed');
  expect(shared.size).toBe(0);
  expect(await shared.share('a', async () => 3)).toBe(3);
});

test('a start that throws at once is a rejection and leaves nothing behind', async () => {
  const shared = new InFlight<string, number>();
  const failed = shared.share('a', () => {
    throw new Error('no such file');
  });
  await expect(failed).rejects.toThrow('no such file');
  expect(shared.size).toBe(0);
});

test('inFlightPer keeps one InFlight per owner', () => {
  const of = inFlightPer<object, string, number>();
  const one = {};
  const other = {};
  expect(of(one)).toBe(of(one));
  expect(of(other)).not.toBe(of(one));
});
