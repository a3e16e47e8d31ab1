// Work on a large chart written as steps: a generator that pauses (yields) every so often, so that
// the service can drive it in slices and let other requests run between them, while anything else
// (tests, the browser's layout worker) runs it to its end at once.

/** Work that pauses at each yield and ends with its value. */
export type Steps<T> = Generator<void, T, void>;

/** Runs `steps` to their end without pausing. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
