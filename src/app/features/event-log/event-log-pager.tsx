// The pager both event log pages (Seatdesk's and a seats.io region's) put under their table: the
// wire's cursors of the page shown, handed back as the next page's.
import { Pager } from '../../components/pager';

export interface EventLogCursor {
  after?: number;
  before?: number;
}

export function EventLogPager({
  page,
  onPage,
}: {
  page: { previous_page_ends_before?: number | string; next_page_starts_after?: number | string };
  onPage: (cursor: EventLogCursor) => void;
}) {
  return (
    <Pager
      label="Event log pages"
      previousEndsBefore={page.previous_page_ends_before}
      nextStartsAfter={page.next_page_starts_after}
      onPage={onPage}
    />
  );
}
