// Big answers (detailed reports, the flat list, the CSV) written as they are made, in slices that
// share the event loop with every other request. One company's ten 100,000-seat reports at once
// used to run their chunks back to back, and another company's booking waited seconds behind
// them. Now all streamed answers together get a budget of TURN_BUDGET_MS of work per turn of the
// event loop: past it, each waits for the next turn (setImmediate), after the sockets have been
// read, so a small request waits for at most one budget plus its own work, however many reports
// are being written. Alone, a report still runs at nearly full speed (one yield per budget).
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { streamedBody } from './lanes';

/** Report work per event-loop turn, all streamed answers together. */
export const TURN_BUDGET_MS = 4;

/** When the current turn's report work began; undefined until some report works in it. */
let turnStarted: number | undefined;
let nextTurn: Promise<void> | undefined;
let wake: (() => void) | undefined;

/**
 * Whether this turn's budget is spent; the first caller in a turn starts it. Checked right before
 * each slice of work, in the same microtask: checked any earlier (say when woken), every waiting
 * answer would see the fresh budget at once and all of them would work in the same turn.
 */
function spent(): boolean {
  const now = performance.now();
  if (turnStarted === undefined) {
    turnStarted = now;
    // The check phase of this turn of the loop ends it, after the poll phase has read the sockets.
    setImmediate(endTurn);
    return false;
  }
  return now - turnStarted >= TURN_BUDGET_MS;
}

/** Resolves when the current turn has ended. */
function turnEnded(): Promise<void> {
  nextTurn ??= new Promise<void>((resolve) => {
    wake = resolve;
  });
  return nextTurn;
}

function endTurn() {
  turnStarted = undefined;
  const waiting = wake;
  nextTurn = undefined;
  wake = undefined;
  waiting?.();
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
        while (spent()) await turnEnded();
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
  return c.body(streamedBody(body));
}
