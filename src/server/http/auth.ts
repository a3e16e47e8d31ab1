// Basic auth with the secret key as user name (as seats.io). A workspace secret key acts in its
// workspace; a company admin key acts in the default workspace or in the one named by the
// X-Workspace-Key header. Keys are stored as sha256 hashes; lookups compare in constant time.
import type { MiddlewareHandler } from 'hono';
import { onKeysChanged } from '../application/accounts/key-changes';
import { hashKey, sameHash } from '../application/accounts/keys';
import type { Auth, Deps } from '../application/context';
import { InFlight } from '../application/in-flight';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';
import { staffSessions } from './staff-auth';
import { sessionCookie } from './staff-cookie';

/** The user name of a Basic Authorization header, or undefined when there is none. */
export function basicUser(header: string | undefined): string | undefined {
  if (!header?.toLowerCase().startsWith('basic ')) return undefined;
  try {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const user = decoded.split(':')[0];
    return user || undefined;
  } catch {
    return undefined;
  }
}

// A resolved key is remembered for KEY_CACHE_MS at most: a key replaced through another instance
// sharing the store stops working here within that time; one replaced through this instance stops
// at once (application/accounts/key-changes.ts). Bounded to stay small.
const MAX_CACHED = 1000;
export const KEY_CACHE_MS = 2_000;

export function authenticate(deps: Deps): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, { auth: Auth; until: number }>();
  // A lookup that began before a key change must not put what it read back into the cache.
  let generation = 0;
  // Requests that find no entry at once (every KEY_CACHE_MS the entry runs out under a sale's
  // 64 clients) share one lookup: each made its own, and on two PostgreSQL instances those reads
  // took a quarter of all requests' pooled connections, the group commit waiting among them.
  // Keyed by generation too: a lookup begun before a key change serves no request after it.
  const lookups = new InFlight<string, Auth | undefined>();
  onKeysChanged(deps, () => {
    generation++;
    cache.clear();
  });
  const staffSession = staffSessions(deps);
  return async (c, next) => {
    const header = c.req.header('authorization');
    // A staff member's browser sends its session cookie and never a key (docs/staff.md).
    const sessionId = header === undefined ? sessionCookie(c) : undefined;
    if (sessionId) return staffSession(c, next, sessionId);
    const workspaceKey = c.req.header('x-workspace-key') || undefined;
    // Keyed by the header as sent, which holds the key (in memory only): hashing first would cost
    // a sha256 per request, and decoding the header each time showed in the booking profile.
    const cacheKey = `${header}\n${workspaceKey ?? ''}`;
    const cached = header === undefined ? undefined : cache.get(cacheKey);
    let auth = cached && cached.until > Date.now() ? cached.auth : undefined;
    if (!auth) {
      const secret = basicUser(header);
      if (!secret) return c.body(null, HTTP.UNAUTHORIZED);
      const before = generation;
      auth = await lookups.share(`${before}\n${cacheKey}`, () =>
        deps.store.read((tx) => resolveKey(tx, secret, workspaceKey)),
      );
      if (!auth) return c.body(null, HTTP.UNAUTHORIZED);
      if (before === generation) {
        cache.delete(cacheKey);
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
        cache.set(cacheKey, { auth, until: Date.now() + KEY_CACHE_MS });
      }
    }
    c.set('auth', auth);
    await next();
  };
}

export type ReadTx = Parameters<Parameters<Deps['store']['read']>[0]>[0];

export async function resolveKey(
  tx: ReadTx,
  secret: string,
  workspaceKey?: string,
): Promise<Auth | undefined> {
  const hash = hashKey(secret);
  const workspace = await tx.findWorkspaceBySecretKeyHash(hash);
  if (workspace && sameHash(workspace.secretKeyHash, hash)) {
    const company = await tx.getCompany(workspace.companyId);
    return company && workspace.isActive ? { company, workspace } : undefined;
  }
  const company = await tx.findCompanyByAdminKeyHash(hash);
  if (!company || !sameHash(company.adminKeyHash, hash)) return undefined;
  const target = workspaceKey
    ? await tx.getWorkspaceByKey(company.id, workspaceKey)
    : await tx.getDefaultWorkspace(company.id);
  if (!target) {
    // 404 as for any unknown workspace: a foreign key is indistinguishable from no key at all.
    throw new HttpError(
      HTTP.NOT_FOUND,
      'WORKSPACE_NOT_FOUND',
      `Workspace not found: ${workspaceKey} is not a workspace of this company`,
    );
  }
  return { company, workspace: target, byAdminKey: true };
}
