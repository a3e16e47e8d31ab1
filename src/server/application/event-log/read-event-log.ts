// Reading the event log (docs/event-log.md): seats.io's company-wide GET /event-log (its types
// only, the last 14 days, oldest first) and the back office's activity of one workspace (every
// kind, newest first, filtered).
import type { ActivityItem, ActivityQuery } from '../../../contract/event-log';
import { LIMITS } from '../../../contract/limits';
import type { EventLogRow, Page } from '../../store/port';
import type { Auth, Deps } from '../context';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface WireEventLogItem {
  id: number;
  type: string;
  timestamp: string;
  data: { key: string; workspaceKey: string };
}

interface Paging {
  limit: number;
  startAfterId?: number;
  endBeforeId?: number;
}

export async function readWireEventLog(
  deps: Deps,
  auth: Auth,
  paging: Paging,
): Promise<Page<WireEventLogItem>> {
  const from = new Date(deps.now().getTime() - LIMITS.eventLogWireDays * DAY_MS).toISOString();
  const page = await deps.store.read((tx) =>
    tx.listEventLog({
      companyId: auth.company.id,
      onWireOnly: true,
      from,
      newestFirst: false,
      ...paging,
    }),
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      type: row.type,
      timestamp: row.at,
      data: { key: row.subjectKey, workspaceKey: row.workspaceKey },
    })),
  };
}

export async function readActivity(
  deps: Deps,
  auth: Auth,
  query: ActivityQuery,
): Promise<Page<ActivityItem>> {
  const page = await deps.store.read((tx) =>
    tx.listEventLog({
      workspaceId: auth.workspace.id,
      onWireOnly: false,
      types: query.type,
      actor: query.actor,
      subjectKey: query.key,
      from: query.from && new Date(query.from).toISOString(),
      until: query.until && new Date(query.until).toISOString(),
      newestFirst: true,
      limit: query.limit,
      startAfterId: query.start_after_id,
      endBeforeId: query.end_before_id,
    }),
  );
  return { ...page, items: page.items.map(activityItem) };
}

function activityItem(row: EventLogRow): ActivityItem {
  const item: ActivityItem = {
    id: row.id,
    type: row.type as ActivityItem['type'],
    timestamp: row.at,
    key: row.subjectKey,
    name: row.subjectName ?? null,
    actor: row.actor,
  };
  if (row.details) item.details = row.details;
  return item;
}
