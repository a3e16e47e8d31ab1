// Row ↔ record mapping, shared by the SQLite and PostgreSQL adapters (both keep JSON as text).
import type { Channel } from '../../domain/model';
import type {
  BoxOfficeTokenRow,
  ChartRow,
  CompanyRow,
  EventRow,
  HoldTokenRow,
  IdempotencyRecord,
  WorkspaceRow,
} from './port';

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
    ...(row.season == null ? {} : { season: json(row.season) }),
    ...(Number(row.is_in_the_past ?? 0) ? { isInThePast: true } : {}),
    ...(row.for_sale_edits == null ? {} : { forSaleEdits: json(row.for_sale_edits) }),
  };
}

const jsonText = (value: unknown) => (value == null ? null : JSON.stringify(value));

/**
 * The values an insert or update of an event writes, in the order both adapters' statements list
 * their columns: name, date, table_booking_config, for_sale_config, channels, categories,
 * object_categories, season, season_id, is_in_the_past, for_sale_edits.
 */
export function eventValues(row: Omit<EventRow, 'id' | 'statesRevision' | 'chartKey'>): unknown[] {
  return [
    row.name,
    row.date,
    JSON.stringify(row.tableBookingConfig),
    jsonText(row.forSaleConfig),
    JSON.stringify(row.channels),
    jsonText(row.categories),
    jsonText(row.objectCategories),
    jsonText(row.season),
    row.season?.seasonId ?? null,
    row.isInThePast ? 1 : 0,
    jsonText(row.forSaleEdits),
  ];
}

export function toHoldToken(row: Row): HoldTokenRow {
  return {
    token: String(row.token),
    workspaceId: Number(row.workspace_id),
    createdAt: String(row.created_at),
    expiresAt: String(row.expires_at),
  };
}

export function toBoxOfficeToken(row: Row): BoxOfficeTokenRow {
  return { ...toHoldToken(row), madeBy: row.made_by === null ? null : String(row.made_by) };
}

export function toIdempotencyRecord(row: Row): IdempotencyRecord {
  return {
    workspaceId: Number(row.workspace_id),
    key: String(row.key),
    fingerprint: String(row.fingerprint),
    ...(row.owner != null && { owner: String(row.owner) }),
    leaseUntil: String(row.lease_until),
    expiresAt: String(row.expires_at),
    ...(row.answer_status != null && {
      answer: {
        status: Number(row.answer_status),
        ...(row.answer_type != null && { contentType: String(row.answer_type) }),
        body: String(row.answer_body ?? ''),
      },
    }),
  };
}

/** The column values of a record, in the order of IDEMPOTENCY_COLUMNS. */
export function idempotencyValues(row: IdempotencyRecord): unknown[] {
  return [
    row.workspaceId,
    row.key,
    row.fingerprint,
    row.owner ?? null,
    row.leaseUntil,
    row.expiresAt,
    row.answer?.status ?? null,
    row.answer?.contentType ?? null,
    row.answer?.body ?? null,
  ];
}

export const IDEMPOTENCY_COLUMNS =
  'workspace_id, key, fingerprint, owner, lease_until, expires_at, answer_status, answer_type, answer_body';
