// Authentication by a staff session cookie (docs/staff.md), beside the secret key's Basic auth
// (http/auth.ts asks here when a request has a session cookie and no Authorization). The session
// comes from the instance's session cache or the database (application/staff/session-cache.ts),
// which also says whether its workspace is still active: that decides, never the copy here. The
// workspace and company of an account are remembered (bounded) for their names and keys, and
// forgotten like resolved keys: at once when a workspace changes (renamed, deactivated;
// key-changes.ts, on every instance by NOTIFY), and after the session cache's window should that
// notification be lost.
import type { Context, Next } from 'hono';
import { LIMITS } from '../../contract/limits';
import { onKeysChanged } from '../application/accounts/key-changes';
import type { Auth, Deps } from '../application/context';
import { RecentReads } from '../application/staff/session-cache';
import { resolveSession, type SessionEnd } from '../application/staff/staff-sessions';
import type { CompanyRow, WorkspaceRow } from '../store/port';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';
import { clearSessionCookie, refuseCrossSite } from './staff-cookie';

const MAX_CACHED_WORKSPACES = 1000;

/** One code for every ended session; the message says which end, for the back office's words. */
export const SESSION_ENDED_MESSAGES: Record<SessionEnd, string> = {
  idle: `The staff session expired after ${LIMITS.staffSessionIdleMinutes} minutes without a request; sign in again`,
  limit: `The staff session reached its ${LIMITS.staffSessionMaxHours}-hour limit; sign in again`,
  gone: 'The staff session has ended (signed out, expired, or the account was changed); sign in again',
};

export function staffSessions(deps: Deps) {
  const tenants = new RecentReads<number, { company: CompanyRow; workspace: WorkspaceRow }>(
    MAX_CACHED_WORKSPACES,
    LIMITS.staffSessionCacheSeconds * 1000,
  );
  onKeysChanged(deps, () => tenants.clear());

  // The session read found the workspace active: a copy remembered as inactive is outdated
  // (activated again through another instance, its notification not heard yet).
  async function tenantOf(workspaceId: number) {
    const known = tenants.get(workspaceId, Date.now());
    if (known?.workspace.isActive) return known;
    const token = tenants.beginRead();
    const found = await deps.store.read(async (tx) => {
      const workspace = await tx.getWorkspaceById(workspaceId);
      const company = workspace && (await tx.getCompany(workspace.companyId));
      return workspace && company && { company, workspace };
    });
    if (found) tenants.remember(workspaceId, found, Date.now(), token);
    return found;
  }

  /** Authenticates the request by its session cookie, or answers 401 SESSION_ENDED. */
  return async (c: Context<AppEnv>, next: Next, sessionId: string) => {
    const resolved = await resolveSession(deps, sessionId);
    const staff = 'staff' in resolved ? resolved.staff : undefined;
    const tenant = staff && (await tenantOf(staff.workspaceId));
    if (!staff || !tenant) {
      clearSessionCookie(c, deps.config.host);
      const why = 'ended' in resolved ? resolved.ended : 'gone';
      throw new HttpError(HTTP.UNAUTHORIZED, 'SESSION_ENDED', SESSION_ENDED_MESSAGES[why]);
    }
    refuseCrossSite(c);
    const auth: Auth = {
      ...tenant,
      actor: { kind: 'staff', staffId: String(staff.id), name: staff.displayName },
    };
    c.set('auth', auth);
    c.set('staffRole', staff.role);
    await next();
  };
}
