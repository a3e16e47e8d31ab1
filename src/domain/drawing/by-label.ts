// The label → object map of a walk's result, made when first read: the service reads it on every
// chart, the seat map's layout worker never does (100,000 map insertions it need not pay for).
import { runSteps, type Steps } from './steps';

/** The first object of each label (a drawing may repeat one; the first wins everywhere). */
export function firstOfEachLabel<T extends { label: string }>(
  objects: readonly T[],
): Map<string, T> {
  return runSteps(firstOfEachLabelSteps(objects));
}

/** `firstOfEachLabel` as steps: a pause every 4,096 objects. */
export function* firstOfEachLabelSteps<T extends { label: string }>(
  objects: readonly T[],
): Steps<Map<string, T>> {
  const byLabel = new Map<string, T>();
  for (let i = 0; i < objects.length; i++) {
    const obj = objects[i];
    if (!byLabel.has(obj.label)) byLabel.set(obj.label, obj);
    if ((i & 4095) === 4095) yield;
  }
  return byLabel;
}

/** Gives `target` its `byLabel` made already (see `withByLabel`). */
export function setByLabel<T extends { label: string }>(
  target: { byLabel: Map<string, T> },
  byLabel: Map<string, T>,
): void {
  Object.defineProperty(target, 'byLabel', {
    value: byLabel,
    writable: true,
    configurable: true,
    enumerable: true,
  });
}

/**
 * Gives `target` a `byLabel` property built from `objects` on its first read, then kept as a plain
 * (writable) property. Copies (spread, structured clone) read it, so they get it whole.
 */
export function withByLabel<T extends { label: string }, O extends object>(
  target: O,
  objects: readonly T[],
): O & { byLabel: Map<string, T> } {
  Object.defineProperty(target, 'byLabel', {
    configurable: true,
    enumerable: true,
    get() {
      const byLabel = firstOfEachLabel(objects);
      setByLabel(target as O & { byLabel: Map<string, T> }, byLabel);
      return byLabel;
    },
  });
  return target as O & { byLabel: Map<string, T> };
}
