// Every bound the wire contract puts on a request: the one place the numbers live (the schemas of
// this folder and the chart upload read them; docs/limits.md lists them). Without a bound, a body
// under the size limit could hold millions of array items or record entries, and validating them
// one by one cost seconds of CPU and gigabytes of heap for every tenant of the process.
import { z } from 'zod';

export const LIMITS = {
  /** Objects (labels or {objectId, quantity…}) in one status change: book, hold, release, … */
  objectsPerStatusChange: 10_000,
  /** Changes in one `POST /events/actions/change-object-status`. */
  statusChangesPerBatch: 1_000,
  /** Objects one best-available request may ask for (`bestAvailable.number`). */
  bestAvailableNumber: 100,
  /** Events one group status change applies to. */
  eventsPerGroupChange: 1_000,
  /** Events a season has in total, and events one season call creates or adds (docs/seasons.md). */
  eventsPerSeason: 1_000,
  /**
   * Object states one status request may write: its objects times the events each change shows
   * in (a season's change shows in all its events and partial seasons). `TOO_MANY_OBJECT_STATES`.
   */
  statesPerRequest: 10_000,
  /** Entries of `channelKeys`, `allowedPreviousStatuses`, `rejectedPreviousStatuses`. */
  listOptionsPerChange: 100,
  /** Labels of one for-sale call or one channel (a stadium's seats fit). */
  labelsPerList: 100_000,
  /** GA areas in one `areaPlaces` map. */
  areaPlacesEntries: 10_000,
  /** Categories of a chart (create, update, upload) or added by an event; category keys in a for-sale call. */
  categoriesPerChart: 1_000,
  /** Channels of one event (create, replace, add). */
  channelsPerEvent: 1_000,
  /** Labels in one `update-extra-data` of several objects. */
  extraDataObjects: 10_000,
  /** Keys of one object's extra data. */
  extraDataKeys: 1_000,
  /** One object's extra data as JSON text, in characters. */
  extraDataCharacters: 32_768,
  /** Tables in a table booking config; labels in an event's `objectCategories`. */
  tablesPerConfig: 100_000,
  objectCategoriesEntries: 100_000,
  /**
   * Objects (seats, tables, booths, GA areas) of one drawing: larger uploads are refused (413
   * DRAWING_TOO_LARGE). At this size one chart fits the service's default chart cache.
   */
  drawingObjects: 200_000,
  /** Keys of charts, events, channels and categories, in characters. */
  keyLength: 250,
  /** Object labels, statuses, order ids, ticket types, hold tokens and other short texts. */
  textLength: 1_000,
  /** Chart and event names. */
  nameLength: 500,
  /** A chart's venue type (`SIMPLE`, `ROWS_WITH_SECTIONS`, …). */
  venueTypeLength: 100,
  /** Category labels. */
  categoryLabelLength: 200,
  /** An `Idempotency-Key` header, in characters (visible ASCII only, docs/retries.md). */
  idempotencyKeyLength: 255,
  /** A staff name on a box-office hold token (Seatdesk addition, docs/holds.md). */
  staffNameLength: 100,
  /** Objects listed per token by `GET /seatdesk/hold-tokens` (the count is always whole). */
  heldObjectsListedPerToken: 100,
  // the status-change history (docs/history.md)
  /** Entries per page of a status-change history (seats.io's default and maximum). */
  statusChangesPerPage: 1_000,
  /** A status-change history's `filter`, in characters (a label is at most this long). */
  statusChangeFilterLength: 200,
  /** Days an entry of the status-change history is kept (seats.io keeps 365). */
  statusChangeRetentionDays: 365,
  // the live feed (docs/live-feed.md)
  /** Changes (revisions) kept per event for `changes?since` and stream resume; older: 410 CHANGES_TOO_OLD. */
  feedChangesKept: 10_000,
  /** Changes one `GET /seatdesk/events/{key}/changes` answers at most (`more: true` past it). */
  feedChangesPerPage: 1_000,
  // h-live: the live feed's coalescing window (docs/live-feed.md)
  /** Longest `FEED_COALESCE_MS`: a change waits at most this for its write (target: 250 ms). */
  feedCoalesceMs: 200,
  // Issue 32: chart tags, ticket buyer IDs
  /** Tags of one chart; a tag's length in characters. */
  tagsPerChart: 100,
  tagLength: 200,
  /** Events each chart of `GET /charts?expand=events` may carry (`eventsLimit`). */
  chartListEventsLimit: 1_000,
  /** Ticket buyer IDs in one add or remove; listed per page; kept per company. */
  ticketBuyerIdsPerRequest: 1_000,
  ticketBuyerIdsPerPage: 1_000,
  ticketBuyerIdsPerCompany: 1_000_000,
  // Staff accounts and sessions (h-staffsvc, docs/staff.md).
  /** A staff sign-in name, in characters. */
  staffSignInNameLength: 100,
  /** A staff password: at least this many characters… */
  staffPasswordMinLength: 10,
  /** …and at most this many (the hash's input; a megabyte password would only cost CPU). */
  staffPasswordMaxLength: 200,
  /** Staff accounts of one workspace. */
  staffPerWorkspace: 1_000,
  /** A staff session ends after this long without a request… */
  staffSessionIdleMinutes: 30,
  /** …and this long after sign-in, whatever its use. */
  staffSessionMaxHours: 12,
  /** Sign-in attempts one sign-in name gets before each next one must wait… */
  signInFreeAttemptsPerAccount: 5,
  /** …and one client address (an office behind one address shares it). */
  signInFreeAttemptsPerAddress: 20,
  /** The wait doubles from 1 s per attempt beyond those, up to this: never a long lock-out. */
  signInMaxWaitSeconds: 30,
  /** Sign-in names and addresses remembered per kind, least recently failed forgotten first. */
  signInThrottleEntries: 10_000,
  // h-wirea (issue 32): events created or edited by one call.
  /** Entries of `POST /events/actions/create-multiple` (seats.io's documented limit). */
  eventsPerCreateMultiple: 100,
  /** Events named by one `POST /events/actions/edit-for-sale-config`. */
  eventsPerForSaleEdit: 100,
  // Issue 30: a back-office page following several events' feeds at once.
  /** Event feeds one holds view follows (one stream each); events past it keep the timer. */
  feedsPerHoldsView: 10,
  // h-historyapp (issue 31): the back office's activity page.
  /** Rows of one CSV export of an event's activity (read 1,000 a page): more are cut, and said. */
  activityCsvRows: 50_000,
  // Issues 32.7, 31.4: the event log and audit (docs/event-log.md).
  /** Entries per page of `GET /event-log` (seats.io's default and maximum). */
  eventLogPerPage: 1_000,
  /** Days `GET /event-log` reaches back (seats.io answers the last 14). */
  eventLogWireDays: 14,
  /** Entries per page of `GET /seatdesk/activity` (default and maximum). */
  activityPerPage: 100,
  /** Days an entry is kept, then purged by the hourly sweep (the audit outlives the wire's 14). */
  eventLogRetentionDays: 90,
  // Issue 32: workspaces, account settings, ticket buyer IDs on holds
  /** A workspace's name, in characters. */
  workspaceNameLength: 200,
  /** Workspaces of one company, deleted ones not counted. */
  workspacesPerCompany: 1_000,
  /** Workspaces per page of `GET /workspaces` (seats.io's default and maximum). */
  workspacesPerPage: 1_000,
  /** The hold period (new hold tokens' default lifetime), in minutes: at least… */
  holdPeriodMinMinutes: 1,
  /** …and at most (seats.io's bounds). */
  holdPeriodMaxMinutes: 120,
  /** The company password's length, in characters (the hash's input). */
  accountPasswordMaxLength: 200,
  /** Live hold tokens created for one ticket buyer ID, while ticket buyer IDs are checked. */
  holdTokensPerTicketBuyer: 10,
  // Issue 31: the people of an event's history, for the activity filter
  /** Newest history entries of an event read to name its people. */
  historyPeopleScanned: 10_000,
  /** People named at most by `GET /seatdesk/events/{key}/history-people`. */
  historyPeopleListed: 200,
  // Issue 31: the history's label filter, matched against the event's chart.
  /**
   * Matching labels read through the entries' label index; a filter matching more reads the
   * event's entries newest first instead, which fills a page sooner when matches are that common.
   */
  historyFilterLabels: 2_000,
  // Issue 31: the staff sessions an instance keeps in memory (docs/staff.md).
  /** Sessions one instance remembers, the least recently used forgotten first. */
  staffSessionCacheEntries: 10_000,
  /**
   * Seconds a remembered session is trusted without reading it again (SQLite only: a session
   * deleted by hand; PostgreSQL remembers none, docs/staff.md).
   */
  staffSessionCacheSeconds: 2,
  // h-tidy3: a PostgreSQL staff session read (docs/staff.md).
  /**
   * Longest the read of waiting staff requests' sessions may take (at most a quarter of the
   * request timeout) before they are answered 503 STORE_UNAVAILABLE and its connection dropped.
   */
  staffSessionReadMs: 2_000,
} as const;

/**
 * An array of at most `max` items; an oversized one is refused before any item is parsed. Each
 * item passes through a pipe, which marks a failed item as aborted: validation (body.ts) stops an
 * array at its first aborted item, and a plain check such as `.min(1)` on a string does not abort,
 * so an array of 100,000 empty labels collected 100,000 issues.
 */
export function boundedArray<T extends z.ZodType>(
  item: T,
  max: number,
  field: string,
  error?: string,
) {
  return z
    .array(
      item.transform((value) => value),
      error === undefined ? undefined : { error },
    )
    .max(max, { error: `${field} may hold at most ${max} entries` });
}

/**
 * A record of at most `max` entries. zod checks a record's size only after parsing every entry
 * (and a record does not stop at its first bad entry), so the count is checked first, on the raw
 * object; the JSON Schema still shows the record, with its `maxProperties`.
 */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.ZodType>(
  key: K,
  value: V,
  max: number,
  field: string,
  error?: string,
) {
  return z.preprocess(
    (raw, ctx) => {
      if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
        let count = 0;
        for (const _ in raw) {
          if (++count > max) {
            ctx.addIssue({ code: 'custom', message: `${field} may hold at most ${max} entries` });
            return raw;
          }
        }
      }
      return raw;
    },
    z.record(key, value, error === undefined ? undefined : { error }).meta({ maxProperties: max }),
  );
}

/** A JSON value whose text is at most `max` characters (free-form data stored as given). */
export function boundedJson<T extends z.ZodType>(schema: T, max: number, field: string) {
  return schema.refine((value) => value === undefined || JSON.stringify(value).length <= max, {
    error: `${field} may be at most ${max} characters as JSON`,
  });
}

/** `.` and `..` are dropped or resolved by every URL parser: such a key could never be read. */
export function segmentSafe(schema: z.ZodString) {
  return schema.refine((key) => key !== '.' && key !== '..', {
    error: 'must not be "." or ".." (they cannot appear in a URL path)',
  });
}
