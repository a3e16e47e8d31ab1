// The event map's hover card body: the object's state in staff words, its order, its hold and the
// time left on it, its channel, extra data and accessibility flags. The map's states give the
// status, order id, hold and channel (the live snapshot and feed, or the reports; the snapshot
// without labels has no order ids); extra data and flags, which the snapshot leaves out, are read (once, after a short pause, cached) from the
// event's object endpoint, which seats.io regions answer too.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { SeatdeskClient } from '../../../client';
import type { ObjectInfoWire } from '../../../contract/status';
import type { MapObject } from '../../../domain/seat-map/types';
import { holdTokenKey } from '../../lib/hold-tokens';
import { eventKeys } from '../../lib/queries';
import './hover-details.css';
import { statusName } from '../data/colour-modes';
import { AVAILABLE, HELD, NOT_FOR_SALE, useTimeLeft } from '../data/event-map-data';
import { areaPlaces, type EventMapInput, objectView } from '../data/event-map-data-objects';
import { SeatHistory } from './seat-history';

const FLAGS: Record<string, string> = {
  isAccessible: 'Wheelchair accessible',
  isCompanionSeat: 'Companion seat',
  hasRestrictedView: 'Restricted view',
  hasLiftUpArmrests: 'Lift-up armrests',
  isHearingImpaired: 'For hearing impaired',
  isSemiAmbulatorySeat: 'Semi-ambulatory',
  hasSignLanguageInterpretation: 'Sign language interpretation',
  isPlusSize: 'Plus size',
};

/** Wait this long on one object before asking the service for its details (no request storm). */
const HOVER_PAUSE_MS = 300;

export function hoverDetails(client: SeatdeskClient, input: EventMapInput) {
  return (object: MapObject) => <HoverDetails client={client} input={input} object={object} />;
}

function HoverDetails(props: { client: SeatdeskClient; input: EventMapInput; object: MapObject }) {
  const { client, input, object } = props;
  const view = objectView(input, object);
  const known = view.info;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), HOVER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, []);
  const fetched = useQuery({
    queryKey: [...eventKeys.detail(input.event.key), 'object', object.label],
    queryFn: async () =>
      (await client.status.objectInfos(input.event.key, [object.label]))[object.label],
    enabled: settled && object.kind !== 'generalAdmission',
    staleTime: 60_000,
  });
  const info = known ?? fetched.data;
  // The compact snapshot leaves order ids out (docs/live-feed.md): the object's own read gives
  // it, while that read still says the status the map shows.
  const orderId =
    info?.orderId ?? (fetched.data?.status === view.status ? fetched.data.orderId : undefined);
  // Extra data and flags from the object's read; what it is now (status, order, hold) from the map.
  const details = { ...fetched.data, ...known };
  const shown = view.reason === NOT_FOR_SALE ? NOT_FOR_SALE : view.status;
  const channel = view.channel
    ? (input.event.channels?.find((c) => c.key === view.channel)?.name ?? view.channel)
    : undefined;
  const extraData =
    details.extraData && Object.keys(details.extraData).length > 0
      ? shorten(JSON.stringify(details.extraData), 160)
      : undefined;
  const flags = flagsOf(details.label ? (details as ObjectInfoWire) : undefined);

  return (
    <dl className="map-hover-details">
      {object.kind === 'generalAdmission' ? (
        <Row term="Places">{placesText(areaPlaces(input, object), object.capacity ?? 0)}</Row>
      ) : (
        <Row term="Status">
          <span title={`API: ${view.status}${view.forSale ? '' : ', forSale: false'}`}>
            {statusName(shown)}
            {view.status !== 'free' && !view.forSale && ', not for sale'}
          </span>
        </Row>
      )}
      {orderId && (
        <Row term="Order id">
          <span className="mono">{orderId}</span>
        </Row>
      )}
      {info?.holdToken && (
        <Row term="Hold token">
          <HoldLine client={client} token={info.holdToken} />
        </Row>
      )}
      {info?.ticketType && <Row term="Ticket type">{info.ticketType}</Row>}
      {channel && <Row term="Channel">{channel}</Row>}
      {extraData && (
        <Row term="Extra data">
          <code>{extraData}</code>
        </Row>
      )}
      {flags.length > 0 && <Row term="Accessibility">{flags.join(', ')}</Row>}
      {/* Read once the pointer rests: before that, a heading over nothing looked broken. */}
      {settled && (
        <div className="map-hover-history-row">
          <dt>Last changes</dt>
          <dd>
            <SeatHistory
              client={client}
              eventKey={input.event.key}
              label={object.label}
              stateStamp={`${view.status} ${info?.orderId ?? ''} ${info?.holdToken ?? ''}`}
              enabled={settled}
            />
          </dd>
        </div>
      )}
    </dl>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function HoldLine({ client, token }: { client: SeatdeskClient; token: string }) {
  const hold = useQuery({
    queryKey: holdTokenKey(token),
    queryFn: () => client.holdTokens.retrieve(token),
    staleTime: 30_000,
  });
  const left = useTimeLeft(hold.data?.expiresAt);
  return (
    <>
      <span className="mono">{shorten(token, 24)}</span>
      {left !== undefined && <> · {timeLeftText(left)}</>}
      {hold.isError && <span className="muted"> · time left unknown</span>}
    </>
  );
}

export function timeLeftText(ms: number): string {
  if (ms <= 0) return 'expired';
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
  return minutes > 0 ? `${minutes} min ${seconds % 60} s left` : `${seconds} s left`;
}

export function placesText(places: Map<string, number>, capacity: number): string {
  const parts = [`${places.get(AVAILABLE) ?? 0} of ${capacity} free`];
  for (const [reason, n] of places) {
    if (reason === AVAILABLE) continue;
    parts.push(`${n} ${reason === HELD ? 'held' : statusName(reason).toLowerCase()}`);
  }
  return parts.join(', ');
}

function flagsOf(info: ObjectInfoWire | undefined): string[] {
  if (!info) return [];
  const record = info as Record<string, unknown>;
  return Object.entries(FLAGS)
    .filter(([flag]) => record[flag] === true)
    .map(([, name]) => name);
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
