// The per-request variables the middleware sets.

import type { StaffRole } from '../../contract/staff';
import type { Auth } from '../application/context';
import type { IdempotencyClaim } from '../application/idempotency/idempotency-keys';
import type { LogLevel } from '../log';

export interface AppEnv {
  Variables: {
    requestId: string;
    auth: Auth;
    /** A signed-in staff member's role (http/staff-auth.ts); absent for a secret key. */
    staffRole?: StaffRole;
    /** Largest request body accepted, in bytes. */
    bodyLimit: number;
    /** The level of the request's log line when it fails, if not error (http/request-log.ts). */
    logLevel: LogLevel;
    /** The Idempotency-Key this write holds while it runs (http/idempotency.ts). */
    idempotency?: IdempotencyClaim;
    /** The answer is kept bytes sent as chosen (wire-answer.ts): the compression middleware leaves it. */
    answeredAsKept?: boolean;
  };
}
