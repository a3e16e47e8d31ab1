// Row ↔ record mapping for the SQLite adapter, and the id-based paging both lists share.
import type { Channel } from '../../../domain/model';
import type {
  ChartRow,
  CompanyRow,
  EventRow,
  HoldTokenRow,
  Page,
  PageQuery,
  WorkspaceRow,
} from '../port';

type Row = Record<string, unknown>;

const json = (value: unknown) => (value == null ? null : JSON.parse(value as string));

export function toCompany(row: Row): CompanyRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    adminKeyHash: String(row.admin_key_hash),
    designerKey: String(row.designer_key),
    tablesCountAsOne: Boolean(row.tables_count_as_one),
    createdAt: String(row.created_at),
  };
}

export function toWorkspace(row: Row): WorkspaceRow {
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    key: String(row.key),
    secretKeyHash: String(row.secret_key_hash),
    name: String(row.name),
    isTest: Boolean(row.is_test),
    isActive: Boolean(row.is_active),
    isDefault: Boolean(row.is_default),
  };
}

export function toChart(row: Row): ChartRow {
  return {
    id: Number(row.id),
    workspaceId: Number(row.workspace_id),
    key: String(row.key),
    name: String(row.name),
    venueType: String(row.venue_type),
    archived: Boolean(row.archived),
    tags: json(row.tags) ?? [],
    revision: Number(row.revision),
    hasDraft: Boolean(row.has_draft),
    createdAt: String(row.created_at),
  };
}

/** Channel lists parsed lately, by their stored JSON (shared, hence frozen). */
const channelLists = new Map<string, Channel[]>();
const CHANNEL_LISTS_KEPT = 16;

/**
 * An event's channels. Events on sale read the same list (30,000 labels is common) on every
 * booking: parsing it once, and handing out the same frozen array, also lets the engine keep
 * what it derives from the list by identity.
 */
function parsedChannels(raw: string | null): Channel[] {
  if (raw == null) return [];
  let list = channelLists.get(raw);
  if (list) {
    channelLists.delete(raw);
  } else {
    list = deepFreeze(JSON.parse(raw) as Channel[]);
    if (channelLists.size >= CHANNEL_LISTS_KEPT) {
      channelLists.delete(channelLists.keys().next().value as string);
    }
  }
  channelLists.set(raw, list);
  return list;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function toEvent(row: Row): EventRow {
  return {
    id: Number(row.id),
    workspaceId: Number(row.workspace_id),
    key: String(row.key),
    chartId: Number(row.chart_id),
    chartKey: String(row.chart_key),
    name: (row.name as string | null) ?? null,
    date: (row.date as string | null) ?? null,
    tableBookingConfig: json(row.table_booking_config),
    forSaleConfig: json(row.for_sale_config),
    channels: parsedChannels(row.channels as string | null),
    categories: json(row.categories),
    objectCategories: json(row.object_categories),
    createdOn: String(row.created_on),
    updatedOn: (row.updated_on as string | null) ?? null,
    statesRevision: Number(row.states_revision ?? 0),
  };
}

export function toHoldToken(row: Row): HoldTokenRow {
  return {
    token: String(row.token),
    workspaceId: Number(row.workspace_id),
    createdAt: String(row.created_at),
    expiresAt: String(row.expires_at),
  };
}

type PagedQuery<T> = (where: string, order: 'ASC' | 'DESC', params: unknown[]) => T[];

/**
 * Lists newest first. `startAfterId` pages forward (older items), `endBeforeId` backward; one
 * extra row tells whether another page follows.
 */
export function pageOf<T extends { id: number }>(
  page: PageQuery,
  idColumn: string,
  searchColumns: [string, string],
  query: PagedQuery<T>,
): Page<T> {
  const search = page.search
    ? {
        sql: `AND (instr(lower(${searchColumns[0]}), ?) > 0 OR instr(lower(${searchColumns[1]}), ?) > 0)`,
        params: [page.search.toLowerCase(), page.search.toLowerCase()],
      }
    : { sql: '', params: [] };
  if (page.endBeforeId !== undefined) {
    const rows = query(`${search.sql} AND ${idColumn} > ?`, 'ASC', [
      ...search.params,
      page.endBeforeId,
      page.limit + 1,
    ]);
    const more = rows.length > page.limit;
    const items = rows.slice(0, page.limit).reverse();
    return {
      items,
      previousPageEndsBefore: more && items.length ? items[0].id : undefined,
      nextPageStartsAfter: items.length ? items[items.length - 1].id : undefined,
    };
  }
  const after = page.startAfterId !== undefined;
  const where = `${search.sql} ${after ? `AND ${idColumn} < ?` : ''}`;
  const params = [...search.params, ...(after ? [page.startAfterId] : []), page.limit + 1];
  const rows = query(where, 'DESC', params);
  const more = rows.length > page.limit;
  const items = rows.slice(0, page.limit);
  return {
    items,
    nextPageStartsAfter: more && items.length ? items[items.length - 1].id : undefined,
    previousPageEndsBefore:
      page.startAfterId !== undefined && items.length ? items[0].id : undefined,
  };
}
