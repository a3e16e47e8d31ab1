// The least staff role of every route behind authentication, in one table (docs/staff.md). A
// route missing here is refused to every staff member (and fails route-roles.test.ts, which walks
// the service's route list), so a route added later is not open to clerks by accident. The secret
// key's holder may do everything.
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { StaffRole } from '../../contract/staff';
import { roleAllows } from '../../domain/staff-roles';
import { requireAdminKey } from './admin-key';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';

const CLERK: StaffRole = 'clerk';
const MANAGER: StaffRole = 'manager';
const ADMIN: StaffRole = 'admin';
/** The company's own routes: its admin key only, never a staff member (a workspace's person). */
export const COMPANY_KEY = 'company-key';

/** A route's least role, or the company admin key alone. */
export type LeastRole = StaffRole | typeof COMPANY_KEY;

/** `METHOD path` as the route modules register them → the least role that may call it. */
export const LEAST_ROLE: Readonly<Record<string, LeastRole>> = {
  // charts, drafts and the archive
  'POST /system/public/charts/:key': ADMIN,
  'POST /charts': ADMIN,
  'POST /charts/:key': ADMIN,
  'GET /charts': CLERK,
  'GET /charts/archive': CLERK,
  'GET /charts/:key': CLERK,
  'GET /charts/:key/version/:version{published|draft}': CLERK,
  'POST /charts/:key/version/draft/actions/:action{publish|discard}': MANAGER,
  'POST /charts/:key/version/:version{published|draft}/actions/validate': MANAGER,
  'POST /charts/:key/actions/:action{move-to-archive|move-out-of-archive}': ADMIN,
  'GET /charts/tags': CLERK,
  'POST /charts/:key/tags/:tag': ADMIN,
  'DELETE /charts/:key/tags/:tag': ADMIN,
  'POST /charts/:key/version/:version{published|draft}/actions/copy': ADMIN,
  'POST /charts/:key/version/published/actions/copy-to-workspace/:to': COMPANY_KEY,
  'POST /charts/:key/version/published/actions/copy/from/:from/to/:to': COMPANY_KEY,
  'POST /events/:key/actions/move-to-new-chart-copy': ADMIN,
  // categories
  'GET /charts/:key/categories': CLERK,
  'POST /charts/:key/categories': MANAGER,
  'POST /charts/:key/categories/:categoryKey': MANAGER,
  'DELETE /charts/:key/categories/:categoryKey': MANAGER,
  // events and seasons
  'POST /events': MANAGER,
  'POST /events/actions/create-multiple': MANAGER,
  'GET /events': CLERK,
  'GET /events/:key': CLERK,
  'POST /events/:key': MANAGER,
  'DELETE /events/:key': MANAGER,
  'POST /seasons': MANAGER,
  'POST /seasons/actions/create-from-events': MANAGER,
  'POST /seasons/:key/actions/create-events': MANAGER,
  'POST /seasons/:key/partial-seasons': MANAGER,
  'POST /seasons/:key/partial-seasons/:partialKey/actions/add-events': MANAGER,
  'DELETE /seasons/:key/partial-seasons/:partialKey/events/:eventKey': MANAGER,
  'POST /events/:key/actions/override-season-status': MANAGER,
  'POST /events/:key/actions/use-season-status': MANAGER,
  // selling: hold tokens, holds, bookings, releases, best available, moves
  'POST /hold-tokens': CLERK,
  'GET /hold-tokens/:token': CLERK,
  'POST /hold-tokens/:token': CLERK,
  'GET /seatdesk/hold-tokens': CLERK,
  'POST /seatdesk/hold-tokens/:token': CLERK,
  'DELETE /seatdesk/hold-tokens/:token': CLERK,
  'POST /events/groups/actions/change-object-status': CLERK,
  'POST /events/actions/change-object-status': CLERK,
  'POST /events/:key/actions/change-object-status': CLERK,
  'POST /events/:key/actions/book': CLERK,
  'POST /events/:key/actions/hold': CLERK,
  'POST /events/:key/actions/release': CLERK,
  // objects: order lookup and a sale's extra data; for sale / not for sale
  'GET /events/:key/objects': CLERK,
  'POST /events/:key/objects/:label/actions/update-extra-data': CLERK,
  'POST /events/:key/actions/update-extra-data': CLERK,
  'POST /events/:key/actions/mark-as-not-for-sale': MANAGER,
  'POST /events/:key/actions/mark-as-for-sale': MANAGER,
  'POST /events/:key/actions/mark-everything-as-for-sale': MANAGER,
  'POST /events/:key/actions/edit-for-sale-config': MANAGER,
  'POST /events/actions/edit-for-sale-config': MANAGER,
  // the live feed and the status-change history: reading what happened
  'GET /seatdesk/events/:key/statuses': CLERK,
  'GET /seatdesk/events/:key/changes': CLERK,
  'GET /events/:key/status-changes': CLERK,
  'GET /events/:key/objects/:label/status-changes': CLERK,
  'GET /seatdesk/events/:key/history-people': CLERK,
  // channels
  'POST /events/:key/channels/replace': MANAGER,
  'POST /events/:key/channels': MANAGER,
  'POST /events/:key/channels/:channelKey/objects': MANAGER,
  'DELETE /events/:key/channels/:channelKey/objects': MANAGER,
  'POST /events/:key/channels/:channelKey': MANAGER,
  'DELETE /events/:key/channels/:channelKey': MANAGER,
  // reports
  'GET /reports/charts/:key/:type/summary': CLERK,
  'GET /reports/charts/:key/:type': CLERK,
  'GET /reports/events/:key': CLERK,
  'GET /reports/events/:key/:type/summary/deep': CLERK,
  'GET /reports/events/:key/:type/summary': CLERK,
  'GET /reports/events/:key/:type/:filter': CLERK,
  'GET /reports/events/:key/:type': CLERK,
  // the company's keys, workspaces and ticket buyer IDs: the admins'
  'GET /accounts/me': COMPANY_KEY,
  'POST /accounts/me/secret-key/actions/regenerate': COMPANY_KEY,
  'POST /accounts/me/designer-key/actions/regenerate': COMPANY_KEY,
  'POST /workspaces/:key/actions/regenerate-secret-key': COMPANY_KEY,
  'POST /ticket-buyers': COMPANY_KEY,
  'DELETE /ticket-buyers': COMPANY_KEY,
  'GET /ticket-buyers': COMPANY_KEY,
  // Issue 32.1, 32.2: workspaces and the account's settings
  'POST /workspaces': COMPANY_KEY,
  'GET /workspaces': COMPANY_KEY,
  'GET /workspaces/active': COMPANY_KEY,
  'GET /workspaces/inactive': COMPANY_KEY,
  'POST /workspaces/actions/set-default/:key': COMPANY_KEY,
  'GET /workspaces/:key': COMPANY_KEY,
  'POST /workspaces/:key': COMPANY_KEY,
  'DELETE /workspaces/:key': COMPANY_KEY,
  'POST /workspaces/:key/actions/activate': COMPANY_KEY,
  'POST /workspaces/:key/actions/deactivate': COMPANY_KEY,
  'POST /accounts/me/actions/change-password': COMPANY_KEY,
  'POST /accounts/me/actions/change-hold-period': COMPANY_KEY,
  'POST /accounts/me/draft-chart-drawings/actions/:action{enable|disable}': COMPANY_KEY,
  'POST /accounts/me/settings': COMPANY_KEY,
  'POST /seatdesk/accounts/me/ticket-buyer-ids-on-holds/actions/:action{enable|disable}':
    COMPANY_KEY,
  // staff: one's own session; the accounts are the admins'
  'GET /seatdesk/staff/me': CLERK,
  'POST /seatdesk/staff/sign-out': CLERK,
  'GET /seatdesk/staff/accounts': ADMIN,
  'POST /seatdesk/staff/accounts': ADMIN,
  'POST /seatdesk/staff/accounts/:id': ADMIN,
  // the event log (docs/event-log.md): seats.io's is the company's; the audit managers'
  'GET /event-log': COMPANY_KEY,
  'GET /seatdesk/activity': MANAGER,
};

/** The route that answers the request: the first one matched that is not a middleware. */
function routeOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  const route = matchedRoutes(c).find((r) => r.method !== 'ALL');
  return route && `${route.method} ${route.path}`;
}

/**
 * Refuses a staff member's request their role may not make: 403 ROLE_NOT_ALLOWED; and a company
 * route (COMPANY_KEY) asked with a workspace secret key: 403 ADMIN_KEY_REQUIRED. The table above
 * is the one place that says which routes those are.
 */
export function enforceRoles(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { actor, workspace } = c.get('auth');
    const role = c.get('staffRole');
    if (actor?.kind !== 'staff') {
      const route = routeOf(c);
      if (route !== undefined && LEAST_ROLE[route] === COMPANY_KEY) requireAdminKey(c);
      else refuseInactive(workspace);
    } else if (role) {
      refuseInactive(workspace);
      const route = routeOf(c);
      // No route: the not-found answer follows, which tells nothing a role may not know.
      const least = route === undefined ? CLERK : LEAST_ROLE[route];
      if (!least || least === COMPANY_KEY || !roleAllows(role, least)) {
        throw new HttpError(
          HTTP.FORBIDDEN,
          'ROLE_NOT_ALLOWED',
          `${withArticle(role, true)} may not do this (${c.req.method} ${c.req.path}); it needs ${neededFor(least)}`,
        );
      }
    }
    await next();
  };
}

/**
 * A deactivated workspace's own routes are refused, to the company admin key naming it in
 * X-Workspace-Key too; the company's routes (activating it again among them) stay open.
 */
export function refuseInactive(workspace: { isActive: boolean; key: string }): void {
  if (!workspace.isActive) {
    throw new HttpError(
      HTTP.FORBIDDEN,
      'WORKSPACE_INACTIVE',
      `Workspace ${workspace.key} is inactive; the company admin key may activate it again`,
    );
  }
}

function neededFor(least: LeastRole | undefined): string {
  if (least === COMPANY_KEY) return "the company's admin key";
  return least ? withArticle(least) : 'the secret key';
}

function withArticle(role: StaffRole, capital = false): string {
  const article = role === 'admin' ? 'an' : 'a';
  return `${capital ? article.toUpperCase().slice(0, 1) + article.slice(1) : article} ${role}`;
}
