// The LISTEN side of the feed's wake-ups (docs/live-feed.md, "Several instances"): one dedicated
// connection per instance hears the NOTIFY every instance sends at COMMIT (postgres-tx.ts) and
// tells the store's listeners which events moved. A NOTIFY is only a wake-up: readers always read
// the changes table by revision, so one lost while this connection is down loses nothing (the
// feed hub also polls, FEED_POLL_MS). The connection comes back by itself, with backoff.
import pg from 'pg';
import type { NotifyChannels } from './notify-channels';

/** Waits between reconnection attempts: doubled from the first up to the last, reset once in. */
export const LISTEN_BACKOFF_MS = { first: 200, most: 5_000 };

export interface ChangesListening {
  /** True while the LISTEN connection is up (the metrics, tests). */
  readonly listening: boolean;
  /** Times the connection came up (1 after start-up, more after reconnections). */
  readonly connections: number;
  close(): Promise<void>;
}

/** `eventId:revision,…` as postgres-tx.ts sends it; anything malformed is skipped. */
export function parseChangesPayload(payload: string | undefined) {
  const changes: Array<{ eventId: number; revision: number }> = [];
  for (const part of (payload ?? '').split(',')) {
    const [eventId, revision] = part.split(':').map(Number);
    if (Number.isSafeInteger(eventId) && Number.isSafeInteger(revision)) {
      changes.push({ eventId, revision });
    }
  }
  return changes;
}

export interface Heard {
  changes(changes: Array<{ eventId: number; revision: number }>): void;
  keysChanged(): void;
  /** The connection went down (false) or came up (true): streams say whether they are live. */
  liveness?(live: boolean): void;
}

export function listenForChanges(
  connectionString: string,
  channels: NotifyChannels,
  heard: Heard,
  log: (level: 'info' | 'warn', message: string, fields?: Record<string, unknown>) => void,
): ChangesListening {
  let client: pg.Client | undefined;
  let closed = false;
  let listening = false;
  let connections = 0;
  let backoff = LISTEN_BACKOFF_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client, error?: Error) => {
    if (client !== which) return;
    client = undefined;
    const was = listening;
    listening = false;
    if (was && !closed) heard.liveness?.(false);
    which.end().catch(() => undefined);
    if (closed) return;
    log('warn', 'the live feed lost its LISTEN connection; reconnecting', {
      error: error?.message,
      inMs: backoff,
    });
    retry = setTimeout(connect, backoff);
    retry.unref();
    backoff = Math.min(backoff * 2, LISTEN_BACKOFF_MS.most);
  };

  async function connect() {
    retry = undefined;
    if (closed) return;
    const next = new pg.Client({
      connectionString,
      application_name: 'seatdesk-feed',
      connectionTimeoutMillis: 5_000,
      // A peer gone without a reset (a partition) is noticed by TCP keepalive, not by silence.
      keepAlive: true,
    });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channels.changes) heard.changes(parseChangesPayload(message.payload));
      if (message.channel === channels.keys) heard.keysChanged();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channels.changes}; LISTEN ${channels.keys}`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (client !== next) return;
    listening = true;
    connections++;
    heard.liveness?.(true);
    // A key replaced while this connection was down was not heard: forget them all now.
    if (connections > 1) heard.keysChanged();
    if (connections > 1) log('info', 'the live feed listens again', {});
    backoff = LISTEN_BACKOFF_MS.first;
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    get connections() {
      return connections;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => undefined);
    },
  };
}
