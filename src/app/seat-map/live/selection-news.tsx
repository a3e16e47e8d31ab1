// What the feed said of the seats in my selection since I picked them, before I submit: "A-3 was
// just booked by someone else". My own tab's writes are not news.
import { useRef } from 'react';
import { BOOKED, FREE, HELD } from '../data/event-map-data';
import type { ObjectChange } from './feed-wire';
import type { SeenChange } from './use-live-event';

/** One sentence in staff words for a change another clerk made to `label`. */
export function newsText(label: string, state: ObjectChange): string {
  if (state.forSale === false && (state.status ?? FREE) === FREE) {
    return `${label} was just taken off sale`;
  }
  switch (state.status) {
    case BOOKED:
      return `${label} was just booked by someone else`;
    case HELD:
      return `${label} was just held by someone else`;
    case FREE:
      return `${label} was just released and is free again`;
    case undefined:
      return `${label} was just changed by someone else`;
    default:
      return `${label} was just marked “${state.status}” by someone else`;
  }
}

/** Labels of `selection` changed by others after they were selected, with what happened. */
export function useSelectionNews(
  selection: ReadonlySet<string>,
  seen: ReadonlyMap<string, SeenChange>,
): string[] {
  const selectedAt = useRef(new Map<string, number>());
  const now = Date.now();
  for (const label of selection)
    if (!selectedAt.current.has(label)) selectedAt.current.set(label, now);
  for (const label of selectedAt.current.keys()) {
    if (!selection.has(label)) selectedAt.current.delete(label);
  }
  const news: string[] = [];
  for (const label of selection) {
    const change = seen.get(label);
    const since = selectedAt.current.get(label) ?? now;
    if (change && !change.mine && change.at >= since) news.push(newsText(label, change.state));
  }
  return news;
}

/** Shown above the selection's actions while any of it changed under the clerk's eyes. */
export function SelectionNews({ news }: { news: readonly string[] }) {
  if (news.length === 0) return null;
  const shown = news.slice(0, 5);
  return (
    <div className="selection-news" role="alert">
      <strong>Your selection changed: check before you submit.</strong>
      <ul>
        {shown.map((line) => (
          <li key={line}>{line}.</li>
        ))}
        {news.length > shown.length && <li>and {news.length - shown.length} more.</li>}
      </ul>
    </div>
  );
}
