// The service's long-lived parts, built in one place for the service (main.ts) and for tests
// (service-test-kit.ts): the caches, the clock, the metrics and the status queue (the group
// commit), each once per service. A test that swaps one part (a smaller cache, another store)
// wires again, so that the queue runs on the parts the app was given.
import { StatusChangeQueue } from './bookings/group-commit';
import { ChartCache } from './charts/chart-cache';
import { DrawingCache } from './charts/drawing-cache';
import type { Deps } from './context';
import { followHeardCommits } from './states/heard-commits';
import { StatesCache } from './states/states-cache';

/** What the HTTP layer is built on: the use cases' parts, and the parts that keep work going. */
export interface Service extends Deps {
  /** Status changes wait here to share a transaction (bookings/group-commit.ts). */
  statusQueue: StatusChangeQueue;
}

/**
 * The parts a caller chooses; the caches are new unless given. `followHeard` false: the states
 * cache does not follow other instances' commits as heard (a test's cache that must count afresh).
 */
export type ServiceBase = Pick<Deps, 'config' | 'store'> &
  Partial<Omit<Deps, 'config' | 'store'>> & { followHeard?: boolean };

export function wireService(base: ServiceBase): Service {
  const deps: Deps = {
    config: base.config,
    store: base.store,
    charts: base.charts ?? new ChartCache(),
    drawings: base.drawings ?? new DrawingCache(),
    states: base.states ?? new StatesCache(),
    now: base.now ?? (() => new Date()),
    metrics: base.metrics,
  };
  // A chart let go by the chart cache must not stay alive through the states cache's values.
  deps.charts.onRelease(deps.states.releasePart);
  // Other instances' commits move the states cache as they are heard, not when a summary asks.
  if (deps.store.kind === 'postgres' && base.followHeard !== false) {
    followHeardCommits(deps.store, deps.states);
  }
  // The queue runs on the very object the app gets: a part swapped there (a test's store) is its.
  const service = deps as Service;
  service.statusQueue = new StatusChangeQueue(service);
  return service;
}
