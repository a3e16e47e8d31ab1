// The seat card's last changes in staff words (docs/history.md, "In the back office"). Read only
// for the seat shown, once the pointer rests on it; cached per event and label. The map's states
// are kept live by the feed, so a change of this seat (another clerk, a hold expiring) gives the
// query a new key and the card reads its history again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import { changeSentence } from '../../lib/history-words';
import { eventKeys } from '../../lib/queries';

/** How many of the seat's changes the card shows, newest first. */
export const CARD_HISTORY_ENTRIES = 3;

export function seatHistoryKey(eventKey: string, label: string) {
  return [...eventKeys.detail(eventKey), 'history', label] as const;
}

export function SeatHistory(props: {
  client: SeatdeskClient;
  eventKey: string;
  label: string;
  /** What the live map knows of the seat now: a new value means a new change to read. */
  stateStamp: string;
  enabled: boolean;
}) {
  const { client, eventKey, label } = props;
  const history = useQuery({
    queryKey: [...seatHistoryKey(eventKey, label), props.stateStamp],
    queryFn: () => client.history.forObject(eventKey, label, { limit: CARD_HISTORY_ENTRIES }),
    enabled: props.enabled,
    staleTime: 60_000,
    // The changes read before stay on the card while the new one is read (no flicker).
    placeholderData: keepPreviousData,
  });
  if (!props.enabled) return null;
  if (history.isError) return <p className="map-hover-history muted">History unavailable</p>;
  if (!history.data) return <p className="map-hover-history muted">Reading its history…</p>;
  const items = history.data.items;
  if (items.length === 0) return <p className="map-hover-history muted">No changes yet</p>;
  return (
    <ul className="map-hover-history" aria-label={`Last changes of ${label}`}>
      {items.map((item) => (
        <li key={item.id}>{changeSentence(item)}</li>
      ))}
    </ul>
  );
}
