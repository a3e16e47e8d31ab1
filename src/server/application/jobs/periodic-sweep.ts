// The loop both sweeps share (hold expiry, Idempotency-Key retention): a pass every `intervalMs`,
// never two at once, passes repeated while one comes back full (more may be waiting), and a
// failure logged rather than thrown, since correctness never waits for a sweep.
import { writeLog } from '../../log';

export interface PeriodicSweep {
  intervalMs: number;
  /** A pass returning this many means more may be waiting: it runs again at once. */
  batch: number;
  /** One pass; resolves to how many it removed. */
  pass(): Promise<number>;
  /** Named in the log line of a failed pass ("hold sweep failed"). */
  name: string;
  passed?(count: number): void;
  failed?(): void;
  log?: (line: Record<string, unknown>) => void;
}

/** Starts sweeping; returns the function that stops it. */
export function startPeriodicSweep(sweep: PeriodicSweep): () => void {
  const log = sweep.log ?? writeLog;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      let count: number;
      do {
        count = await sweep.pass();
        sweep.passed?.(count);
      } while (count === sweep.batch);
    } catch (error) {
      sweep.failed?.();
      log({
        time: new Date().toISOString(),
        level: 'error',
        message: `${sweep.name} failed`,
        error: String(error),
      });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, sweep.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
