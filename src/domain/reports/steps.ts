// Work in slices. The big reports run in a service that answers other companies meanwhile, so
// their loops over every object of an event are generators that yield a PAUSE (an empty chunk of
// text) every SLICE objects: the HTTP writer lets other requests run there (http/streamed.ts),
// while pure callers run them through with `finish`. An empty chunk adds nothing to the text, so
// the output is the same either way.

/** Yielded between slices of work; also a valid (empty) chunk of a report's text. */
export const PAUSE = '';

/** Objects (or states) handled between two pauses: well under a millisecond of work. */
export const SLICE = 4096;

/** A computation that pauses between slices and returns its result. */
export type Steps<T> = Generator<string, T, undefined>;

/** Runs `steps` through, ignoring the pauses. */
export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
