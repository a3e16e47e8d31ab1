// What each staff role may do in the back office: the one place that hides pages and actions a
// role may not use (docs/staff.md). The service refuses them anyway (403 ROLE_NOT_ALLOWED); each
// action names the service routes it needs, and roles.test.ts checks its least role against the
// service's table (src/server/http/route-roles.ts), so the two cannot drift apart.
import type { StaffRole } from '../../contract/staff';
import { roleAllows } from '../../domain/staff-roles';

export interface AppAction {
  least: StaffRole;
  /** Finishes "Your role (Clerk) cannot …". */
  says: string;
  /** `METHOD path` as the service's route table names them. */
  routes: readonly string[];
}

export const APP_ACTIONS = {
  createEvents: {
    least: 'manager',
    says: 'create events',
    routes: ['POST /events', 'POST /events/actions/create-multiple'],
  },
  createSeasons: {
    least: 'manager',
    says: 'create seasons',
    routes: ['POST /seasons', 'POST /seasons/actions/create-from-events'],
  },
  editChannels: {
    least: 'manager',
    says: 'edit channels',
    routes: [
      'POST /events/:key/channels/replace',
      'POST /events/:key/channels/:channelKey/objects',
      'DELETE /events/:key/channels/:channelKey/objects',
    ],
  },
  editCategories: {
    least: 'manager',
    says: 'edit categories',
    routes: [
      'POST /charts/:key/categories',
      'POST /charts/:key/categories/:categoryKey',
      'DELETE /charts/:key/categories/:categoryKey',
    ],
  },
  publishDrafts: {
    least: 'manager',
    says: 'publish or discard drafts',
    routes: ['POST /charts/:key/version/draft/actions/:action{publish|discard}'],
  },
  importCharts: { least: 'admin', says: 'import charts', routes: ['POST /charts'] },
  archiveCharts: {
    least: 'admin',
    says: 'archive charts or restore them',
    routes: ['POST /charts/:key/actions/:action{move-to-archive|move-out-of-archive}'],
  },
  copyCharts: {
    least: 'admin',
    says: 'copy charts',
    routes: ['POST /charts/:key/version/:version{published|draft}/actions/copy'],
  },
  readEventLog: {
    least: 'manager',
    says: 'read the event log',
    routes: ['GET /seatdesk/activity'],
  },
  manageStaff: {
    least: 'admin',
    says: 'manage staff accounts',
    routes: [
      'GET /seatdesk/staff/accounts',
      'POST /seatdesk/staff/accounts',
      'POST /seatdesk/staff/accounts/:id',
    ],
  },
} as const satisfies Record<string, AppAction>;

export type AppActionName = keyof typeof APP_ACTIONS;

export const ROLE_NAMES: Record<StaffRole, string> = {
  clerk: 'Clerk',
  manager: 'Manager',
  admin: 'Administrator',
};

export function roleMay(role: StaffRole, action: AppActionName): boolean {
  return roleAllows(role, APP_ACTIONS[action].least);
}

/** "Your role (Clerk) cannot edit channels." */
export function cannotText(role: StaffRole, action: AppActionName): string {
  return `Your role (${ROLE_NAMES[role]}) cannot ${APP_ACTIONS[action].says}.`;
}
