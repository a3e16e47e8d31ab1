// Charts built outside the store's transactions and in slices. A read that misses the chart cache
// used to flatten the drawing (0.1-0.6 s for 100,000 seats) inside its transaction, on the event
// loop: on SQLite every other transaction waited for it, and on either store every other request
// did. Inside `readWithCharts` a miss gives up the read (ChartMiss); the drawing is read once and
// the chart flattened and indexed here, pausing every few milliseconds for other requests,
// in the company's turn (one build at a time per company, company-turns.ts), and the read runs
// again and finds it. A company that cycles over more charts than the cache holds pays for its
// misses in its own requests' time.
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  firstOfEachLabelSteps,
  flattenSteps,
  type Steps,
  setByLabel,
} from '../../../domain/drawing';
import type { FlatChart } from '../../../domain/model';
import { chartIndexSteps } from '../../../domain/reports';
import type { Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { inFlightPer } from '../in-flight';
import { buildingOutside, type ChartCache, ChartMiss } from './chart-cache';

/** The longest stretch a build runs before letting other requests in. */
const SLICE_MS = 8;
/** Reads given up for a chart built meanwhile; the last one builds inside, as before. */
const OUTSIDE_ATTEMPTS = 3;

/** Builds in progress, by chart version and revision: requests asking for one share it. */
const building = inFlightPer<ChartCache, string, FlatChart | undefined>();

/**
 * `deps.store.read(fn)`, with the charts it misses built outside the read (see above) in the
 * turn of `auth`'s company.
 */
export async function readWithCharts<T>(
  deps: Deps,
  auth: Auth,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const releases: Array<() => void> = [];
  try {
    for (let attempt = 1; ; attempt++) {
      if (attempt > OUTSIDE_ATTEMPTS) return await deps.store.read(fn);
      try {
        return await buildingOutside.run(true, () => deps.store.read(fn));
      } catch (error) {
        if (!(error instanceof ChartMiss)) throw error;
        const chart = await built(deps, auth, error);
        if (chart) releases.push(deps.charts.offer(error.id, error.chart.revision, chart));
      }
    }
  } finally {
    for (const release of releases) release();
  }
}

/** The chart `miss` asks for; undefined when it changed meanwhile (the read runs again anyway). */
function built(deps: Deps, auth: Auth, miss: ChartMiss): Promise<FlatChart | undefined> {
  const { chart, version } = miss;
  return building(deps.charts).share(`${miss.id}@${chart.revision}`, () =>
    deps.charts.turns.run(auth.company.id, async () => {
      // In a read of its own, short: the drawing at the revision the missing read saw, or none.
      const drawing = await deps.store.read(async (tx) => {
        const now = await tx.getChartById(chart.id);
        return now?.revision === chart.revision ? tx.getDrawing(chart.id, version) : undefined;
      });
      return drawing === undefined ? undefined : inSlices(buildSteps(drawing));
    }),
  );
}

function* buildSteps(drawing: unknown): Steps<FlatChart> {
  const chart = yield* flattenSteps(drawing);
  setByLabel(chart, yield* firstOfEachLabelSteps(chart.objects));
  // What every report on the chart reads first (counted in the chart cache's estimate).
  yield* chartIndexSteps(chart);
  return chart;
}

/** Runs `steps`, letting the event loop serve others after every SLICE_MS of work. */
async function inSlices<T>(steps: Steps<T>): Promise<T> {
  let until = performance.now() + SLICE_MS;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= until) {
      await nextTurn();
      until = performance.now() + SLICE_MS;
    }
  }
}
