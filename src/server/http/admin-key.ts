// Routes only the company admin key may call (the wire's "Keys: who may call what"): a workspace
// secret key is refused with 403 and an empty body, as seats.io does.

import type { Context } from 'hono';
import { hashKey, sameHash } from '../application/accounts/keys';
import { basicUser } from './auth';
import type { AppEnv } from './context';

/** Whether the request was authenticated with its company's admin key. */
export function byCompanyAdmin(c: Context<AppEnv>): boolean {
  const secret = basicUser(c.req.header('authorization'));
  return secret !== undefined && sameHash(c.get('auth').company.adminKeyHash, hashKey(secret));
}

/** Answers 403 (empty body) unless the company admin key asks; undefined lets the route go on. */
export function refuseUnlessAdmin(c: Context<AppEnv>): Response | undefined {
  return byCompanyAdmin(c) ? undefined : c.body(null, 403);
}
