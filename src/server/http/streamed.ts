// Big answers (detailed reports, the flat list, the CSV) written as they are made, in slices that
// share the event loop with every other request. One company's ten 100,000-seat reports at once
// used to run their chunks back to back, and another company's booking waited seconds behind
// them. Now all streamed answers together get a budget of TURN_BUDGET_MS of work per turn of the
// event loop: past it, each waits for the next turn (setImmediate), after the sockets have been
// read, so a small request waits for at most one budget plus its own work, however many reports
// are being written. Alone, a report still runs at nearly full speed (one yield per budget).
import type { Context } from 'hono';
import type { AppEnv } from './context';

/** Report work per event-loop turn, all streamed answers together. */
export const TURN_BUDGET_MS = 4;

/** When the current turn's report work began; undefined until some report works in it. */
let turnStarted: number | undefined;
let nextTurn: Promise<void> | undefined;

/** Resolves at once while this turn's budget lasts, else at the next turn (and starts it). */
function budget(): Promise<void> | undefined {
  const now = performance.now();
  if (turnStarted === undefined) {
    turnStarted = now;
    // Whoever works first in a turn ends it: the budget is spent by the time the check phase runs.
    setImmediate(endTurn);
    return undefined;
  }
  if (now - turnStarted < TURN_BUDGET_MS) return undefined;
  nextTurn ??= new Promise<void>((resolve) => {
    waiting = resolve;
  });
  return nextTurn.then(budget);
}

let waiting: (() => void) | undefined;

function endTurn() {
  turnStarted = undefined;
  const wake = waiting;
  waiting = undefined;
  nextTurn = undefined;
  wake?.();
}

/**
 * Sends `chunks` as the answer's body, one chunk per read, pausing when the turn's budget is
 * spent. Empty chunks are the engine's pauses between slices of work (domain/reports/steps.ts):
 * nothing is written for them, only the budget checked. The engine is pure and its input already
 * loaded, so nothing can fail once the first byte has gone; a client that goes away stops it.
 */
export function streamed(
  c: Context<AppEnv>,
  chunks: Generator<string>,
  contentType = 'application/json; charset=UTF-8',
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const wait = budget();
        if (wait) await wait;
        const next = chunks.next();
        if (next.done) {
          controller.close();
          return;
        }
        if (next.value !== '') {
          controller.enqueue(encoder.encode(next.value));
          return;
        }
      }
    },
    cancel() {
      chunks.return(undefined);
    },
  });
  c.header('content-type', contentType);
  return c.body(body);
}
