/** Values 0–255 (bytes, colour channels) as two lower-case hex digits each, run together. */
export function hexOf(values: Iterable<number>): string {
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
