// The per-request variables the middleware sets.
import type { Auth } from '../application/context';
import type { IdempotencyClaim } from '../application/idempotency/idempotency-keys';

export interface AppEnv {
  Variables: {
    requestId: string;
    auth: Auth;
    /** Largest request body accepted, in bytes. */
    bodyLimit: number;
    /** The Idempotency-Key this write holds while it runs (http/idempotency.ts). */
    idempotency?: IdempotencyClaim;
  };
}
