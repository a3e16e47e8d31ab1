import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { reportKeys } from './api';
import { REFRESH_INTERVALS, type SearchPatch } from './report-search';

interface LiveRefreshProps {
  eventKey: string;
  /** Seconds between refreshes; 0 is off. */
  interval: number;
  update: (patch: SearchPatch, options?: { replace?: boolean }) => void;
  /**
   * The report on screen: when it was fetched (ms since epoch; 0 before the first answer) and
   * whether a fetch is running.
   */
  query: { dataUpdatedAt: number; isFetching: boolean };
}

/**
 * The on-sale switch: refresh the report every few seconds and say when it last changed. The
 * status text has a fixed place and width, so nothing on the page moves while it refreshes.
 */
export function LiveRefresh(props: LiveRefreshProps) {
  const { eventKey, interval, update } = props;
  const { dataUpdatedAt: updatedAt, isFetching: fetching } = props.query;
  const id = useId();
  const queryClient = useQueryClient();
  const onInterval = (seconds: number) =>
    update({ refresh: seconds || undefined }, { replace: true });
  // Every report of the event: the summary's group picker refreshes with the table.
  const onRefreshNow = () =>
    queryClient.invalidateQueries({ queryKey: reportKeys.event(eventKey) });
  return (
    <div className="live-refresh">
      <label htmlFor={id}>Auto-refresh</label>
      <select id={id} value={interval} onChange={(event) => onInterval(Number(event.target.value))}>
        {REFRESH_INTERVALS.map((seconds) => (
          <option key={seconds} value={seconds}>
            {seconds === 0 ? 'Off' : `Every ${seconds} s`}
          </option>
        ))}
      </select>
      <button type="button" className="button button-small" onClick={onRefreshNow}>
        Refresh now
      </button>
      <span className="live-status">
        <span className={fetching ? 'live-dot busy' : interval ? 'live-dot on' : 'live-dot'} />
        {updatedAt > 0 ? (
          <>
            Updated{' '}
            <time dateTime={new Date(updatedAt).toISOString()}>
              {new Date(updatedAt).toLocaleTimeString()}
            </time>
          </>
        ) : (
          'Not loaded yet'
        )}
      </span>
    </div>
  );
}
