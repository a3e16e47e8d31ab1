import { useId } from 'react';
import { REFRESH_INTERVALS } from './report-search';

interface LiveRefreshProps {
  /** Seconds between refreshes; 0 is off. */
  interval: number;
  onInterval: (seconds: number) => void;
  /** When the numbers on screen were fetched (ms since epoch); 0 before the first answer. */
  updatedAt: number;
  fetching: boolean;
  onRefreshNow: () => void;
}

/**
 * The on-sale switch: refresh the report every few seconds and say when it last changed. The
 * status text has a fixed place and width, so nothing on the page moves while it refreshes.
 */
export function LiveRefresh(props: LiveRefreshProps) {
  const { interval, onInterval, updatedAt, fetching, onRefreshNow } = props;
  const id = useId();
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
