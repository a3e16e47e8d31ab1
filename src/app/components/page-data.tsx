import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/errors';
import { ErrorPanel } from './error-panel';
import { Loading } from './loading';
import { NotFound } from './not-found';

interface PageDataProps<T> {
  query: UseQueryResult<T>;
  /** Said while loading: "Loading {what}…". */
  what: string;
  /** The error panel's heading. */
  failed: string;
  /** Said on a 404 instead of the error panel; without it a 404 is an error like any other. */
  notFound?: string;
  /**
   * When a refetch fails after data came: 'panel' shows the error alone; 'both' the error above
   * the last data (a list keeps its search box and pages); 'data' only the last data (a live
   * report keeps its figures and tries again on its next refresh).
   */
  staleError?: 'panel' | 'both' | 'data';
  children: (data: T) => ReactNode;
}

/** A page's or section's one query: loading, not found, failed with a Retry, or its content. */
export function PageData<T>(props: PageDataProps<T>) {
  const { query, what, failed, notFound, staleError = 'panel', children } = props;
  if (query.isPending) return <Loading what={what} />;
  if (notFound !== undefined && isApiError(query.error, 404)) return <NotFound what={notFound} />;
  const { data } = query;
  // Success always has data; an error may still hold the data of an earlier fetch.
  if (data !== undefined && (query.isSuccess || staleError === 'data')) return children(data);
  const panel = (
    <ErrorPanel
      title={failed}
      error={query.error}
      onRetry={() => query.refetch()}
      retrying={query.isFetching}
    />
  );
  if (data === undefined || staleError === 'panel') return panel;
  return (
    <>
      {panel}
      {children(data)}
    </>
  );
}

/** PageData's texts for a page about one event. */
export const eventTexts = (eventKey: string) => ({
  what: 'the event',
  failed: `Event ${eventKey} could not be loaded`,
  notFound: `There is no event "${eventKey}" in this workspace.`,
});

/** PageData's texts for a page about one chart. */
export const chartTexts = (chartKey: string) => ({
  what: 'the chart',
  failed: `Chart ${chartKey} could not be loaded`,
  notFound: `There is no chart "${chartKey}" in this workspace.`,
});
