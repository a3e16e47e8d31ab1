// Shared set-up of the store contract: a fresh store per test with one company, workspace, chart
// and event in it, so each test starts from the same small world on either adapter.
import { afterEach, beforeEach } from 'vitest';
import type { ChartRow, CompanyRow, EventRow, NewEvent, Store, Tx, WorkspaceRow } from '../port';
import type { OpenedStore } from '../store-test-kit';

export type OpenStore = () => Promise<OpenedStore>;

export interface World {
  store: Store;
  company: CompanyRow;
  workspace: WorkspaceRow;
  chart: ChartRow;
  event: EventRow;
}

const T0 = '2024-01-01T00:00:00.000Z';

export function workspaceOf(companyId: number, key: string): Omit<WorkspaceRow, 'id'> {
  return {
    companyId,
    key,
    secretKeyHash: `secret-${key}`,
    name: `Workspace ${key}`,
    isTest: false,
    isActive: true,
    isDefault: true,
  };
}

export function chartOf(
  workspaceId: number,
  key: string,
): Omit<ChartRow, 'id' | 'revision' | 'hasDraft'> {
  return {
    workspaceId,
    key,
    name: `Chart ${key}`,
    venueType: 'MIXED',
    archived: false,
    tags: ['a', 'b'],
    createdAt: T0,
  };
}

export function eventOf(chart: ChartRow, key: string, name: string | null = null): NewEvent {
  return {
    workspaceId: chart.workspaceId,
    key,
    chartId: chart.id,
    chartKey: chart.key,
    name,
    date: null,
    tableBookingConfig: { mode: 'INHERIT' },
    forSaleConfig: null,
    channels: [],
    categories: null,
    objectCategories: null,
    createdOn: T0,
    updatedOn: null,
  };
}

export async function seedWorld(tx: Tx): Promise<Omit<World, 'store'>> {
  const company = await tx.insertCompany({
    name: 'Company',
    adminKeyHash: 'admin-hash',
    designerKey: 'designer',
    tablesCountAsOne: false,
    createdAt: T0,
  });
  const workspace = await tx.insertWorkspace(workspaceOf(company.id, 'ws'));
  const chart = await tx.insertChart(chartOf(workspace.id, 'chart'), { name: 'published' });
  const event = await tx.insertEvent(eventOf(chart, 'event', 'Event'));
  return { company, workspace, chart, event };
}

/** Registers hooks giving each test of the enclosing `describe` a fresh seeded store. */
export function freshWorldPerTest(open: OpenStore): () => World {
  let opened: OpenedStore | undefined;
  let world: World | undefined;
  beforeEach(async () => {
    opened = await open();
    const seeded = await opened.store.transaction(seedWorld);
    world = { store: opened.store, ...seeded };
  });
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });
  return () => {
    if (!world) throw new Error('the world exists only inside a test');
    return world;
  };
}
