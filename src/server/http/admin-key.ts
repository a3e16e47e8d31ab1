// Routes only the company admin key may call (the wire's "Keys: who may call what"; which routes:
// COMPANY_KEY in route-roles.ts, which applies this). A workspace secret key gets 403
// ADMIN_KEY_REQUIRED; seats.io answers an empty 403, but every refusal of ours is one JSON error
// (docs/error-codes.md).
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';

/** Throws 403 ADMIN_KEY_REQUIRED unless the request came with its company's admin key. */
export function requireAdminKey(c: Context<AppEnv>): void {
  if (!c.get('auth').byAdminKey) {
    throw new HttpError(
      HTTP.FORBIDDEN,
      'ADMIN_KEY_REQUIRED',
      'Only the company admin key may call this route; a workspace secret key may not',
    );
  }
}
