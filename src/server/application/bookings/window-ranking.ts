// The windows a best-available request searches, ranked before the request joins the group commit
// and on a worker thread: ranking a 170,000-seat chart for a party size sorts as many windows
// (0.1-0.4 s), and done inside the group commit it held up every company's bookings, even when the
// request then found nothing. A company waits for its own rankings (CompanyTurns); the choice then
// finds them ready. What is ranked stays kept per chart version (domain/best-available/windows.ts).
import { Worker } from 'node:worker_threads';
import {
  type BestAvailableSpec,
  keepRankedWindows,
  keptRankedWindows,
  linesOf,
  type RankedWindows,
  rankWindows,
  type WindowFacts,
  windowSizes,
} from '../../../domain/best-available';
import { DomainError } from '../../../domain/errors';
import type { FlatChart } from '../../../domain/model';
import { logLine } from '../../log';
import { readWithCharts } from '../charts/chart-builds';
import type { Auth, Deps } from '../context';
import { inFlightPer } from '../in-flight';
import { chartOf } from '../shared/load-events';

/** The rankings made for one request, valid for that chart (the view its event is chosen on). */
export interface PreparedWindows {
  chart: FlatChart;
  ranked: ReadonlyMap<number, RankedWindows>;
}

// Plain CommonJS run with `eval` (as the WAL checkpointer): the ranking's own source, so the
// thread runs exactly the rule the domain states. `__name` covers a transpiler that names functions.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
var __name = (target) => target;
const rankWindows = ${rankWindows.toString()};
parentPort.on('message', ({ id, facts, size }) => {
  const ranked = rankWindows(facts, size);
  parentPort.postMessage({ id, ranked }, [ranked.starts.buffer, ranked.sums.buffer, ranked.maxes.buffer]);
});
`;

type Waiting = { resolve: (ranked: RankedWindows) => void; reject: (error: Error) => void };

class RankingThread {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private next = 0;

  rank(facts: WindowFacts, size: number): Promise<RankedWindows> {
    const worker = this.started();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.waiting.size === 1) worker.ref();
      worker.postMessage({ id, facts, size });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // Idle, it must not keep the process alive (tests, shutdown).
    worker.unref();
    worker.on('message', ({ id, ranked }: { id: number; ranked: RankedWindows }) => {
      this.waiting.get(id)?.resolve(ranked);
      this.settle(id);
    });
    const failed = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const [id, waiting] of this.waiting) {
        waiting.reject(error);
        this.settle(id);
      }
    };
    worker.on('error', failed);
    worker.on('exit', (code) => failed(new Error(`the ranking thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(id: number): void {
    this.waiting.delete(id);
    if (this.waiting.size === 0) this.worker?.unref();
  }
}

const thread = new RankingThread();
/** Rankings in progress per chart's lines and size: requests asking for one share it. */
const rankings = inFlightPer<object, number, RankedWindows>();

/**
 * The windows a best-available request on `eventKey` will search, ranked now (off the event loop,
 * the company waiting its turn) unless kept already. Undefined when they cannot be prepared (no
 * such event, no published chart, the thread failed): the choice then ranks what it needs itself,
 * and answers what it would have answered.
 */
export async function prepareWindows(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  spec: BestAvailableSpec,
): Promise<PreparedWindows | undefined> {
  try {
    const chart = await eventChart(deps, auth, eventKey);
    if (!chart) return undefined;
    const lines = linesOf(chart);
    const ranked = new Map<number, RankedWindows>();
    for (const size of windowSizes(spec.number)) {
      const kept = keptRankedWindows(lines, size);
      ranked.set(size, kept ?? (await rankedOffLoop(deps, auth, lines, size)));
    }
    return { chart, ranked };
  } catch (error) {
    if (!(error instanceof DomainError)) {
      logLine('warn', 'best-available windows not prepared', { error: String(error) });
    }
    return undefined;
  }
}

/** Per service: the event charts being read now, by workspace and event key. */
const chartReads = inFlightPer<Deps, string, FlatChart | undefined>();

/**
 * The event's chart, read in a snapshot of its own; requests asking while a read of the same
 * event is in flight share that one. Every best-available request reads it: one read each (a
 * pooled connection, four round trips) made a sell-out's 64 clients queue for connections ahead
 * of the group commit's transaction (on two instances, while the other held the event's lock).
 * A shared read is at most one read old, and only tells which windows to rank ahead: the choice
 * itself is made on the chart the group's transaction loads.
 */
function eventChart(deps: Deps, auth: Auth, eventKey: string): Promise<FlatChart | undefined> {
  return chartReads(deps).share(`${auth.workspace.id}\n${eventKey}`, () =>
    readWithCharts(deps, auth, async (tx) => {
      const row = await tx.getEvent(auth.workspace.id, eventKey);
      if (!row) return undefined;
      // Other instances' commits are caught up here, outside the event's row lock, so that the
      // group's transaction catches up over the few made since while it holds the lock.
      await deps.states.follow(tx, row);
      return chartOf(deps, tx, row);
    }),
  );
}

function rankedOffLoop(
  deps: Deps,
  auth: Auth,
  lines: ReturnType<typeof linesOf>,
  size: number,
): Promise<RankedWindows> {
  return rankings(lines).share(size, () => {
    const facts: WindowFacts = {
      distance: lines.distance,
      drawn: lines.drawn,
      lineEnd: lines.lineEnd,
    };
    return deps.charts.turns
      .run(auth.company.id, () => thread.rank(facts, size))
      .then((ranked) => keepRankedWindows(lines, size, ranked));
  });
}
