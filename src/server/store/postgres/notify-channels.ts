// The NOTIFY channels of one store. PostgreSQL delivers a notification to every session of the
// database listening on its channel, whatever its schema: services kept apart by schema in one
// database (test files side by side, or deployments) heard each other's commits and key changes.
// So the channel names carry the schema. The schema `public` keeps the plain names, so an
// instance of an older version on the usual schema still hears and is heard during an upgrade.
import { createHash } from 'node:crypto';

export interface NotifyChannels {
  /** Committed changes: payload `eventId:revision,…` (postgres-tx.ts, postgres-feed.ts). */
  changes: string;
  /** Replaced keys: key caches forget at once (docs/live-feed.md). */
  keys: string;
}

/** PostgreSQL's longest identifier (NAMEDATALEN - 1); a longer channel name is refused. */
const LONGEST_NAME = 63;
const PLAIN = /^[a-z0-9_]+$/;

export function notifyChannels(schema: string): NotifyChannels {
  if (schema === 'public') return { changes: 'seatdesk_changes', keys: 'seatdesk_keys' };
  return { changes: channel('seatdesk_changes', schema), keys: channel('seatdesk_keys', schema) };
}

function channel(base: string, schema: string): string {
  const named = `${base}_${schema}`;
  if (PLAIN.test(schema) && named.length <= LONGEST_NAME) return named;
  // Quoted or long schema names: a digest, the same on every instance, safe unquoted in LISTEN.
  return `${base}_${createHash('sha256').update(schema).digest('hex').slice(0, 24)}`;
}
