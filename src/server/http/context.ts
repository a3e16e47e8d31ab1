// What every route module receives, and the per-request variables the middleware sets.
import type { Config } from '../config';
import type { ChartCache } from '../services/chart-cache';
import type { StatesCache } from '../services/states-cache';
import type { CompanyRow, Store, WorkspaceRow } from '../store/port';

export interface Deps {
  config: Config;
  store: Store;
  charts: ChartCache;
  /** Whole-event object states for reports, cached per states revision. */
  states: StatesCache;
  /** The clock, injectable so hold expiry can be tested without waiting. */
  now: () => Date;
}

export interface Auth {
  company: CompanyRow;
  workspace: WorkspaceRow;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    auth: Auth;
    /** Largest request body accepted, in bytes. */
    bodyLimit: number;
  };
}
