import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ListSearch, useListSearch } from './list-search';
import { PageData } from './page-data';
import { Pager } from './pager';
import { SearchForm } from './search-form';

interface ListPage<T> {
  items: T[];
  next_page_starts_after?: number | string;
  previous_page_ends_before?: number | string;
}

interface SearchedListProps<P extends ListPage<unknown>, K extends QueryKey> {
  /** The query of one page of the list, for the URL's search text and cursor. */
  list: (search: ListSearch) => UseQueryOptions<P, Error, P, K>;
  /** The search box's label, e.g. "Search charts". */
  searchLabel: string;
  /** What the search box takes, as its placeholder ("Key or name" when absent). */
  placeholder?: string;
  /** More ways to narrow the list, beside the search box (the events list's day). */
  controls?: (search: ListSearch, setSearch: (next: ListSearch) => void) => ReactNode;
  /** Said above the table about a page (e.g. what the service could not do). */
  notice?: (page: P, search: ListSearch) => ReactNode;
  /** "Loading {what}…" */
  what: string;
  failed: string;
  /** The table's caption, for screen readers (and tests). */
  caption: string;
  pagerLabel: string;
  /** Said under the table when a page has no items: for a search, and for none at all. */
  empty: {
    matching: (q: string) => string;
    none: string;
    onDay?: (day: string) => string;
    tagged?: (tag: string) => string;
  };
  /** The header row's cells. */
  head: ReactNode;
  row: (item: P['items'][number]) => ReactNode;
  /** All of a page's rows at once, e.g. to group them; one `row` per item when absent. */
  rows?: (items: P['items']) => ReactNode;
}

/**
 * A paged list of the workspace (events, charts, archived charts): a search box, the table and
 * its pager. The search and the cursor live in the URL (list-search.ts).
 */
export function SearchedList<P extends ListPage<unknown>, K extends QueryKey>(
  props: SearchedListProps<P, K>,
) {
  const { empty } = props;
  const [search, setSearch] = useListSearch();
  const query = useQuery(props.list(search));
  return (
    <>
      <div className="list-tools">
        <SearchForm
          label={props.searchLabel}
          placeholder={props.placeholder ?? 'Key or name'}
          value={search.q}
          onSearch={(q) => setSearch({ q, day: search.day, tag: search.tag })}
        />
        {props.controls?.(search, setSearch)}
      </div>
      <PageData query={query} what={props.what} failed={props.failed} staleError="both">
        {(page) => (
          <>
            {props.notice?.(page, search)}
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">{props.caption}</caption>
                <thead>
                  <tr>{props.head}</tr>
                </thead>
                <tbody>{props.rows ? props.rows(page.items) : page.items.map(props.row)}</tbody>
              </table>
              {page.items.length === 0 && (
                <p className="empty">
                  {search.q
                    ? empty.matching(search.q)
                    : search.day && empty.onDay
                      ? empty.onDay(search.day)
                      : search.tag && empty.tagged
                        ? empty.tagged(search.tag)
                        : empty.none}
                </p>
              )}
            </div>
            <Pager
              label={props.pagerLabel}
              previousEndsBefore={page.previous_page_ends_before}
              nextStartsAfter={page.next_page_starts_after}
              onPage={(cursor) =>
                setSearch({ q: search.q, day: search.day, tag: search.tag, ...cursor })
              }
            />
          </>
        )}
      </PageData>
    </>
  );
}
