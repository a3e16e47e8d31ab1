// What the feed said of the seats in my selection since I picked them, before I submit: "A-3 was
// just booked by someone else". My own tab's writes are not news. A seat taken away can be dropped
// from the selection in one click, so the clerk need not hunt for it on a map of thousands.
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

export interface SelectionNewsItem {
  label: string;
  text: string;
  /** Booked, held or taken off sale: no longer for this clerk to sell. */
  taken: boolean;
}

function isTaken(state: ObjectChange): boolean {
  return state.forSale === false || (state.status !== undefined && state.status !== FREE);
}

/** Labels of `selection` changed by others after they were selected, with what happened. */
export function useSelectionNews(
  selection: ReadonlySet<string>,
  seen: ReadonlyMap<string, SeenChange>,
): SelectionNewsItem[] {
  const selectedAt = useRef(new Map<string, number>());
  const now = Date.now();
  for (const label of selection)
    if (!selectedAt.current.has(label)) selectedAt.current.set(label, now);
  for (const label of selectedAt.current.keys()) {
    if (!selection.has(label)) selectedAt.current.delete(label);
  }
  const news: SelectionNewsItem[] = [];
  for (const label of selection) {
    const change = seen.get(label);
    const since = selectedAt.current.get(label) ?? now;
    if (change && !change.mine && change.at >= since)
      news.push({ label, text: newsText(label, change.state), taken: isTaken(change.state) });
  }
  return news;
}

/** Shown above the selection's actions while any of it changed under the clerk's eyes. */
export function SelectionNews({
  news,
  onDrop,
}: {
  news: readonly SelectionNewsItem[];
  /** Takes these labels out of the selection. */
  onDrop?: (labels: string[]) => void;
}) {
  if (news.length === 0) return null;
  const shown = news.slice(0, 5);
  const taken = news.filter((item) => item.taken).map((item) => item.label);
  return (
    <div className="selection-news" role="alert">
      <strong>Your selection changed: check before you submit.</strong>
      <ul>
        {shown.map((item) => (
          <li key={item.label}>{item.text}.</li>
        ))}
        {news.length > shown.length && <li>and {news.length - shown.length} more.</li>}
      </ul>
      {onDrop && taken.length > 0 && (
        <button type="button" className="button button-small" onClick={() => onDrop(taken)}>
          {taken.length === 1
            ? `Drop ${taken[0]} from my selection`
            : `Drop these ${taken.length} seats from my selection`}
        </button>
      )}
    </div>
  );
}
