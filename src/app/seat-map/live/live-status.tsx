// The page's word on how current its map and figures are: "Live" while the feed is read, else
// how often they are read again (a seats.io region, or the stream cannot be opened now). Not a live
// region: a sale's outcome is the map's one status, and a reconnect must not talk over it.
import { MAP_REFRESH_MS } from '../data/event-map-data';
import type { FeedMode } from './event-feed';
import './live.css';

const TITLES: Record<FeedMode, string> = {
  live: 'Changes by anyone appear within a second, without reloading.',
  connecting: 'Connecting to the live updates…',
  polling:
    'The live updates cannot be reached just now: the seats are read again on a timer, and live updates resume by themselves.',
  unsupported:
    'This service has no live updates (a seats.io region): the seats are read again on a timer.',
};

export function LiveStatus({ mode }: { mode: FeedMode }) {
  const every = `Updates every ${MAP_REFRESH_MS / 1000} s`;
  const text = mode === 'live' ? 'Live' : mode === 'connecting' ? 'Connecting…' : every;
  return (
    <span className={`live-status live-status-${mode}`} title={TITLES[mode]}>
      <span className="live-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
