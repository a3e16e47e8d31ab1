// How an object's state reads at the desk, the same in the preview, the results and the lookup:
// a status badge, then what else binds it (hold token, order, channel, not for sale).
import type { ObjectInfoWire } from '../../contract/status';
import { HELD } from '../../domain/model';
import { channelName } from '../lib/refusal-text';

const STATUS_TEXT: Record<string, string> = {
  free: 'free',
  booked: 'booked',
  [HELD]: 'held',
};

/** A CSS-safe class for a status: the three known ones; everything else is custom. */
export function statusClass(status: string): string {
  return status in STATUS_TEXT ? status : 'custom';
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`bd-status bd-status-${statusClass(status)}`} title={status}>
      {STATUS_TEXT[status] ?? status}
    </span>
  );
}

/** The short facts beside the status, e.g. `token 3f…`, `order 42`, `channel web`. */
export function stateFacts(
  info: ObjectInfoWire,
  channelNames?: ReadonlyMap<string, string>,
): string[] {
  const facts: string[] = [];
  if (info.objectType === 'generalAdmission') {
    const free = info.numFree ?? 0;
    facts.push(
      `${info.numBooked ?? 0} booked · ${info.numHeld ?? 0} held · ${free} free of ${info.capacity ?? 0}`,
    );
    const tokens = Object.keys(info.holds ?? {});
    if (tokens.length > 0) facts.push(`held with ${tokens.map(shortToken).join(', ')}`);
  }
  if (info.holdToken) facts.push(`token ${shortToken(info.holdToken)}`);
  if (info.orderId) facts.push(`order ${info.orderId}`);
  if (info.ticketType) facts.push(`ticket ${info.ticketType}`);
  if (info.channel) facts.push(`channel ${channelName(info.channel, channelNames)}`);
  if (!info.forSale) facts.push('not for sale');
  if (info.numNotForSale) facts.push(`${info.numNotForSale} not for sale`);
  if (info.extraData) facts.push('extra data');
  return facts;
}

/** Tokens are long; the first characters tell them apart at a glance (the title has all). */
export function shortToken(token: string): string {
  return token.length > 10 ? `${token.slice(0, 8)}…` : token;
}

export function ObjectState({
  info,
  channelNames,
}: {
  info: ObjectInfoWire | undefined;
  channelNames?: ReadonlyMap<string, string>;
}) {
  if (!info) return <span className="muted">not on the chart</span>;
  const facts = stateFacts(info, channelNames);
  return (
    <span className="bd-state">
      <StatusBadge status={info.status} />
      {facts.length > 0 && (
        <span className="bd-facts" title={info.holdToken}>
          {facts.join(' · ')}
        </span>
      )}
    </span>
  );
}
