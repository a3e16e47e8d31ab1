// Counting a module's function for a test (vi.mock's factory wraps the real one): `count` runs on
// every call, then the real function answers.
export function counting<F extends (...args: never[]) => unknown>(real: F, count: () => void): F {
  return ((...args: Parameters<F>) => {
    count();
    return real(...args);
  }) as F;
}
