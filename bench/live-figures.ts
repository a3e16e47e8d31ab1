// What `npm run bench:live` prints: a line per phase, then the figures (issue 30) pooled
// over the rounds: bookings/s with watchers ÷ without, delivery p99, the service's memory per
// watcher and CPU per delivered change.
import { percentile } from './load';

export interface LivePhase {
  round: number;
  watchers: number;
  /** Bookings answered 2xx, and the ones refused. */
  booked: number;
  failed: number;
  seconds: number;
  latencies: number[];
  exhausted: boolean;
  /** The service's CPU over the phase and the wait for its last deliveries. */
  serviceCpuMs: number;
  watcherCpuMs: number;
  rss?: number;
  /** Each (seat, watcher) receipt's delay from its booking sent: above commit → receipt. */
  fromSent: number[];
  /** …and from its booking answered: below commit → receipt (negative: before the answer). */
  fromAnswer: number[];
  /** Change messages received, all watchers together. */
  changes: number;
  /** Reads with data, all watchers together: about the service's writes to the streams. */
  reads: number;
  resets: number;
  /** (seat, watcher) receipts expected but not received within the drain. */
  missing: number;
}

const ms = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? percentile(sorted, p).toFixed(1) : '-';
};
const pair = (values: number[]) => `${ms(values, 50)} / ${ms(values, 99)}`;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export function printLive(phases: LivePhase[]): void {
  console.log(
    'round  watchers  bookings/s  refused  p50 / p99 ms  CPU ms/booking  changes  delivery after sent / after answer, p50 / p99 ms  missing  resets  RSS MB  watchers CPU ms/s',
  );
  for (const p of phases) {
    const delivery = `${pair(p.fromSent)}  ${pair(p.fromAnswer)}`;
    console.log(
      `${String(p.round).padStart(5)}  ${String(p.watchers).padStart(8)}  ${(p.booked / p.seconds).toFixed(0).padStart(10)}  ${String(p.failed).padStart(7)}  ${pair(p.latencies).padStart(12)}  ${(p.serviceCpuMs / p.booked).toFixed(3).padStart(14)}  ${String(p.changes).padStart(7)}  ${delivery.padStart(48)}  ${String(p.missing).padStart(7)}  ${String(p.resets).padStart(6)}  ${String(p.rss ?? '?').padStart(6)}  ${(p.watcherCpuMs / p.seconds).toFixed(0).padStart(17)}${p.exhausted ? '  (seats ran out)' : ''}`,
    );
  }
  const bare = phases.filter((p) => p.watchers === 0);
  if (bare.length === 0) return;
  const rate = (list: LivePhase[]) =>
    list.reduce((sum, p) => sum + p.booked, 0) / list.reduce((sum, p) => sum + p.seconds, 0);
  const bareRate = rate(bare);
  const bareCpu =
    bare.reduce((sum, p) => sum + p.serviceCpuMs, 0) / bare.reduce((sum, p) => sum + p.booked, 0);
  const bareRss = bare.flatMap((p) => (p.rss === undefined ? [] : [p.rss]));
  for (const count of [...new Set(phases.map((p) => p.watchers))].filter((n) => n > 0)) {
    const watched = phases.filter((p) => p.watchers === count);
    const perRound = watched.map((p) => {
      const without = bare.find((q) => q.round === p.round);
      return without ? (p.booked / p.seconds / (without.booked / without.seconds)).toFixed(2) : '?';
    });
    const ratio = rate(watched) / bareRate;
    console.log(
      `${count} watchers: ${rate(watched).toFixed(0)} bookings/s against ${bareRate.toFixed(0)} without, ratio ${ratio.toFixed(2)} (target ≥ 0.9; by round ${perRound.join(', ')})`,
    );
    const fromSent = watched.flatMap((p) => p.fromSent);
    const fromAnswer = watched.flatMap((p) => p.fromAnswer);
    console.log(
      `  commit → watcher p99 between ${ms(fromAnswer, 99)} ms (after the answer) and ${ms(fromSent, 99)} ms (after the booking sent) (target ≤ 250 ms); p50 ${ms(fromAnswer, 50)}–${ms(fromSent, 50)} ms; ${watched.reduce((sum, p) => sum + p.missing, 0)} missing, ${watched.reduce((sum, p) => sum + p.resets, 0)} resets`,
    );
    const changes = watched.reduce((sum, p) => sum + p.changes, 0);
    const reads = watched.reduce((sum, p) => sum + p.reads, 0);
    const seconds = watched.reduce((sum, p) => sum + p.seconds, 0);
    console.log(
      `  ${changes} change messages came in ${reads} reads (about the service's writes): ${(changes / Math.max(reads, 1)).toFixed(1)} a read, ${(reads / count / seconds).toFixed(0)} reads a second a watcher`,
    );
    const extraCpu = watched.reduce((sum, p) => sum + p.serviceCpuMs - bareCpu * p.booked, 0);
    const rss = watched.flatMap((p) => (p.rss === undefined ? [] : [p.rss]));
    const perWatcherKb =
      rss.length && bareRss.length ? ((mean(rss) - mean(bareRss)) * 1024) / count : Number.NaN;
    console.log(
      `  service CPU per delivered change ${(extraCpu / changes).toFixed(4)} ms (above the CPU per booking without watchers, over ${changes} changes delivered); memory per watcher ${perWatcherKb.toFixed(0)} KB (resident ${rss.join(', ')} MB against ${bareRss.join(', ')} MB without)`,
    );
  }
}
