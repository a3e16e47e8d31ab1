// What every use case receives: the service's parts (Deps), and who is asking (Auth).
import type { Actor } from '../../domain/actor';
import type { Config } from '../config';
import type { ServiceMetrics } from '../metrics';
import type { CompanyRow, Store, WorkspaceRow } from '../store/port';
import type { ChartCache } from './charts/chart-cache';
import type { DrawingCache } from './charts/drawing-cache';
import type { StatesCache } from './states/states-cache';

export interface Deps {
  config: Config;
  store: Store;
  charts: ChartCache;
  /** Drawing versions as wire bytes (JSON, digest, gzip), cached per chart revision. */
  drawings: DrawingCache;
  /** Whole-event object states for reports, cached per states revision. */
  states: StatesCache;
  /** The clock, injectable so hold expiry can be tested without waiting. */
  now: () => Date;
  /** GET /metrics' registry; absent where a test builds its parts by hand. */
  metrics?: ServiceMetrics;
}

export interface Auth {
  company: CompanyRow;
  workspace: WorkspaceRow;
  /** Who is asking: a staff member (staff sign-in) or the secret key's holder. */
  actor?: Actor;
  /** True when the caller used the company admin key (the company-wide routes need it). */
  byAdminKey?: boolean;
}
