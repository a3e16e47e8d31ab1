// Where a request came from, for the status-change history's `origin` (docs/history.md). It
// travels with the request's work like its deadline does (store/work-deadline.ts): the booking
// queue takes it when a request joins, since the group's transaction runs outside any request.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestOrigin {
  /** The caller's address as the socket saw it; absent for an in-process call. */
  ip?: string;
}

const current = new AsyncLocalStorage<RequestOrigin>();

/** Runs `work` as the work of a request from `origin`. */
export function runWithOrigin<T>(origin: RequestOrigin, work: () => T): T {
  return current.run(origin, work);
}

/** The origin of the request whose work is running, if any. */
export function currentOrigin(): RequestOrigin | undefined {
  return current.getStore();
}
