import { useQueryClient } from '@tanstack/react-query';
import { FormField } from '../../components/form-field';
import { followsChanges, LiveStatus } from '../../seat-map';
import { reportKeys } from './api';
import { REFRESH_INTERVALS, type SearchPatch } from './report-search';
import type { ReportsFeed } from './use-live-reports';

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
  /** The event's feed: while it is followed, no timer to choose (a seats.io region has none). */
  feed?: ReportsFeed;
  /** The report is not read again by the feed: say when the seats changed since it was read. */
  readOnDemand?: boolean;
}

/**
 * The on-sale switch: refresh the report every few seconds and say when it last changed. The
 * status text has a fixed place and width, so nothing on the page moves while it refreshes.
 */
export function LiveRefresh(props: LiveRefreshProps) {
  const { eventKey, interval, update, feed, readOnDemand } = props;
  const { dataUpdatedAt: updatedAt, isFetching: fetching } = props.query;
  const queryClient = useQueryClient();
  const onInterval = (seconds: number) =>
    update({ refresh: seconds || undefined }, { replace: true });
  // Every report of the event: the summary's group picker refreshes with the table.
  const onRefreshNow = () =>
    queryClient.invalidateQueries({ queryKey: reportKeys.event(eventKey) });
  const followed = (feed && followsChanges(feed.mode)) || feed?.mode === 'connecting';
  const changedSince = readOnDemand && feed && updatedAt > 0 && feed.changedAt > updatedAt;
  return (
    <div className="live-refresh">
      {followed && (
        <LiveStatus
          mode={feed.mode}
          liveTitle={
            readOnDemand
              ? 'Changes by anyone are noted within a second; this report is read again when you refresh it, or by the auto-refresh once seats changed.'
              : 'Changes by anyone show in these figures within a second, without reloading.'
          }
        />
      )}
      {(!followed || readOnDemand) && (
        <FormField label="Auto-refresh" inline>
          {(control) => (
            <select
              {...control}
              value={interval}
              onChange={(event) => onInterval(Number(event.target.value))}
            >
              {REFRESH_INTERVALS.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {seconds === 0 ? 'Off' : `Every ${seconds} s`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {changedSince && <span className="report-changed">Seats have changed since</span>}
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
