// What a page shows when its map cannot be loaded: which half failed (the chart's drawing or the
// event's seat states), the service's error, and Retry for that half. One place for every page
// that shows an event's map (event, season, batch desk, phone sale).
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorPanel } from '../../components/error-panel';

interface MapLoadErrorProps {
  chartMap: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
  states: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
}

/** Renders nothing while neither query failed. */
export function MapLoadError({ chartMap, states }: MapLoadErrorProps) {
  if (!chartMap.isError && !states.isError) return null;
  return (
    <ErrorPanel
      title={
        chartMap.isError
          ? "The chart's drawing could not be loaded"
          : "The seats' states could not be loaded"
      }
      error={chartMap.error ?? states.error}
      onRetry={() => (chartMap.isError ? chartMap.refetch() : states.refetch())}
    />
  );
}
