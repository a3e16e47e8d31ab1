// The demo company created on first start with an empty database: the five fixture charts, one
// event on each, so a newcomer has something real to look at.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoWorkspace } from '../../../contract/accounts';
import type { Store } from '../../store/port';
import { createCompany } from '../accounts/accounts';

export const DEMO_SETTING = 'demo-workspace';

export interface SeededDemo extends DemoWorkspace {
  adminKey: string;
  charts: string[];
}

/** Seeds only an empty database; answers undefined when there is anything in it already. */
export async function seedDemo(
  store: Store,
  chartsDir: string,
  now: Date,
): Promise<SeededDemo | undefined> {
  return store.transaction(async (tx) => {
    if ((await tx.countCompanies()) > 0) return undefined;
    const company = await createCompany(tx, 'Seatdesk demo', now);
    const workspaceId = company.workspace.id;
    const charts: string[] = [];
    const files = readdirSync(chartsDir)
      .filter((file) => file.endsWith('.json'))
      .sort();
    for (const file of files) {
      const drawing = JSON.parse(readFileSync(join(chartsDir, file), 'utf8'));
      const key = file.replace(/\.json$/, '');
      const chart = await tx.insertChart(
        {
          workspaceId,
          key,
          name: typeof drawing.name === 'string' ? drawing.name : key,
          venueType: typeof drawing.venueType === 'string' ? drawing.venueType : 'SIMPLE',
          archived: false,
          tags: [],
          createdAt: now.toISOString(),
        },
        drawing,
      );
      await tx.insertEvent({
        workspaceId,
        key: `${key}-event`,
        chartId: chart.id,
        chartKey: chart.key,
        name: `${chart.name} (demo event)`,
        date: null,
        tableBookingConfig: { mode: 'INHERIT' },
        forSaleConfig: null,
        channels: [],
        categories: null,
        objectCategories: null,
        createdOn: now.toISOString(),
        updatedOn: null,
      });
      charts.push(key);
    }
    const demo: DemoWorkspace = {
      secretKey: company.workspace.secretKey,
      workspaceKey: company.workspace.key,
      name: company.workspace.name,
    };
    await tx.putSetting(DEMO_SETTING, JSON.stringify(demo));
    return { ...demo, adminKey: company.admin.secretKey, charts };
  });
}

/** The demo workspace seeded on first start, or undefined when this database has none. */
export async function readDemoWorkspace(store: Store): Promise<DemoWorkspace | undefined> {
  const demo = await store.read((tx) => tx.getSetting(DEMO_SETTING));
  return demo ? (JSON.parse(demo) as DemoWorkspace) : undefined;
}
