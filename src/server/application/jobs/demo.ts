// The demo company created on first start with an empty database: the five fixture charts, one
// event on each, so a newcomer has something real to look at. The events are dated from the day
// of the seed (the first tonight, the others on the following days), so the events list's "Today"
// shows tonight's show on a fresh demo instead of "No event on …".
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoWorkspace } from '../../../contract/accounts';
import type { StaffRole } from '../../../contract/staff';
import { calendarDay } from '../../../domain/calendar-day';
import type { Store } from '../../store/port';
import { createCompany } from '../accounts/accounts';
import { hashPassword } from '../accounts/passwords';
import { insertNewChart } from '../charts/charts';
import { plainEvent } from '../shared/events';
import { insertStaffAccount } from '../staff/staff-accounts';

export const DEMO_SETTING = 'demo-workspace';

export interface SeededDemo extends DemoWorkspace {
  adminKey: string;
  charts: string[];
  /** An admin, a manager and a clerk of the demo workspace, their passwords as made (docs/staff.md). */
  staff: Array<{ role: StaffRole; signInName: string; password: string }>;
}

const DEMO_STAFF: Array<{ role: StaffRole; displayName: string }> = [
  { role: 'admin', displayName: 'Demo Admin' },
  { role: 'manager', displayName: 'Demo Manager' },
  { role: 'clerk', displayName: 'Demo Clerk' },
];

/** Seeds only an empty database; answers undefined when there is anything in it already. */
export async function seedDemo(
  store: Store,
  chartsDir: string,
  now: Date,
): Promise<SeededDemo | undefined> {
  // Hashing takes a moment: only for a database that will be seeded (checked again below).
  if ((await store.read((tx) => tx.countCompanies())) > 0) return undefined;
  const staff = await Promise.all(
    DEMO_STAFF.map(async ({ role, displayName }) => {
      const password = randomBytes(12).toString('base64url');
      return {
        role,
        displayName,
        signInName: `demo-${role}`,
        password,
        passwordHash: await hashPassword(password),
      };
    }),
  );
  return store.transaction(async (tx) => {
    if ((await tx.countCompanies()) > 0) return undefined;
    const company = await createCompany(tx, 'Seatdesk demo', now);
    const workspaceId = company.workspace.id;
    for (const { password: _, ...account } of staff)
      await insertStaffAccount(tx, workspaceId, account, now);
    const charts: string[] = [];
    const files = readdirSync(chartsDir)
      .filter((file) => file.endsWith('.json'))
      .sort();
    for (const [index, file] of files.entries()) {
      const drawing = JSON.parse(readFileSync(join(chartsDir, file), 'utf8'));
      const key = file.replace(/\.json$/, '');
      const name = typeof drawing.name === 'string' ? drawing.name : key;
      const venueType = typeof drawing.venueType === 'string' ? drawing.venueType : 'SIMPLE';
      const fields = { key, name, venueType, createdAt: now };
      const chart = await insertNewChart(tx, workspaceId, fields, drawing);
      await tx.insertEvent({
        ...plainEvent(chart, `${key}-event`, now),
        name: `${name} (demo event)`,
        date: demoDay(now, index),
      });
      charts.push(key);
    }
    const demo: DemoWorkspace = {
      secretKey: company.workspace.secretKey,
      workspaceKey: company.workspace.key,
      name: company.workspace.name,
    };
    await tx.putSetting(DEMO_SETTING, JSON.stringify(demo));
    return {
      ...demo,
      adminKey: company.admin.secretKey,
      charts,
      staff: staff.map(({ role, signInName, password }) => ({ role, signInName, password })),
    };
  });
}

/**
 * `now`'s day plus `days`, as `YYYY-MM-DD`, in the service's time zone: the venue's day, the one
 * the events list orders from and the back office's "Today" asks for (docs/events-list.md).
 */
export function demoDay(now: Date, days: number): string {
  return calendarDay(now, days);
}

/** The demo workspace seeded on first start, or undefined when this database has none. */
export async function readDemoWorkspace(store: Store): Promise<DemoWorkspace | undefined> {
  const demo = await store.read((tx) => tx.getSetting(DEMO_SETTING));
  return demo ? (JSON.parse(demo) as DemoWorkspace) : undefined;
}
