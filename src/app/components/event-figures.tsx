// Free / held / booked per event in the events list and on a season's page, read from the event's byAvailabilityReason
// summary (the same figures as the event page). Each row asks for its own summary once it is in
// view, in parallel with the others, so the list itself never waits for them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../client';
import { eventKeys } from '../lib/queries';
import { useClient } from '../lib/session-context';
import { useInView } from '../lib/use-in-view';

/** The columns, in staff words; the API's availability reason in the tooltip. */
export const FIGURE_COLUMNS = [
  { key: 'available', name: 'Free', title: 'API: available (free and for sale)' },
  { key: 'reservedByToken', name: 'Held', title: 'API: reservedByToken' },
  { key: 'booked', name: 'Booked', title: 'API: booked' },
] as const;

/** Under the event's detail key: whatever refreshes the event refreshes its figures. */
export function eventFiguresQuery(client: SeatdeskClient, eventKey: string) {
  return queryOptions({
    queryKey: [...eventKeys.detail(eventKey), 'figures'],
    queryFn: () => client.reports.eventSummary(eventKey, 'byAvailabilityReason'),
    staleTime: 30_000,
    select: (summary) =>
      Object.fromEntries(FIGURE_COLUMNS.map((c) => [c.key, summary[c.key]?.count ?? 0])),
  });
}

export function FigureHeaderCells() {
  return (
    <>
      {FIGURE_COLUMNS.map((column) => (
        <th key={column.key} scope="col" className="num" title={column.title}>
          {column.name}
        </th>
      ))}
    </>
  );
}

export function EventFigureCells({ eventKey }: { eventKey: string }) {
  const client = useClient();
  const [ref, inView] = useInView<HTMLTableCellElement>();
  const figures = useQuery({ ...eventFiguresQuery(client, eventKey), enabled: inView });

  if (figures.isError) {
    return (
      <td
        ref={ref}
        colSpan={FIGURE_COLUMNS.length}
        className="num muted"
        title={figures.error.message}
      >
        Figures unavailable
      </td>
    );
  }
  return (
    <>
      {FIGURE_COLUMNS.map((column, i) => (
        <td
          key={column.key}
          ref={i === 0 ? ref : undefined}
          className="num"
          data-figure={column.key}
          aria-busy={figures.data ? undefined : true}
        >
          {figures.data ? (
            figures.data[column.key].toLocaleString('en')
          ) : (
            <span className="muted" title="Loading">
              …
            </span>
          )}
        </td>
      ))}
    </>
  );
}
