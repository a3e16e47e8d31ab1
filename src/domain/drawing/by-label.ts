// The label → object map of a walk's result, made when first read: the service reads it on every
// chart, the seat map's layout worker never does (100,000 map insertions it need not pay for).

/** The first object of each label (a drawing may repeat one; the first wins everywhere). */
export function firstOfEachLabel<T extends { label: string }>(
  objects: readonly T[],
): Map<string, T> {
  const byLabel = new Map<string, T>();
  for (const obj of objects) if (!byLabel.has(obj.label)) byLabel.set(obj.label, obj);
  return byLabel;
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
      Object.defineProperty(target, 'byLabel', {
        value: byLabel,
        writable: true,
        configurable: true,
        enumerable: true,
      });
      return byLabel;
    },
  });
  return target as O & { byLabel: Map<string, T> };
}
