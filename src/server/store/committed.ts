// The `committed` hook of a transaction (port.ts), run by both stores the same way.
import { logLine } from '../log';
import type { TransactionOptions } from './port';

/**
 * Tells `options.committed` of a committed transaction. Its failure is reported, not thrown: the
 * writes have landed, and a caller told otherwise would retry them (group commit runs each request
 * alone after a failed group). The hook only moves in-memory mirrors forward, and those check the
 * states revision before they are trusted.
 */
export function notifyCommitted<T>(options: TransactionOptions<T> | undefined, value: T): void {
  try {
    options?.committed?.(value);
  } catch (error) {
    logLine('error', "a committed transaction's hook failed; its writes stand", {
      error: String(error),
      stack: (error as Error)?.stack,
    });
  }
}
