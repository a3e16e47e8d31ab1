// The page's word on how current its map and figures are: "Live" while the feed is read, else
// how often they are read again (a seats.io region, or the stream cannot be opened now). Not a live
// region: a sale's outcome is the map's one status, and a reconnect must not talk over it.
import { MAP_REFRESH_MS } from '../data/event-map-data';
import type { FeedMode } from './event-feed';
import './live.css';

const TITLES: Record<FeedMode, string> = {
  live: 'Changes by anyone appear within a second, without reloading.',
  delayed:
    'Changes by others still appear without reloading, but may take a few seconds just now (the service is reconnecting to its database). Back to live by itself.',
  connecting: 'Connecting to the live updates…',
  polling:
    'The live updates cannot be reached just now: the seats are read again on a timer, and live updates resume by themselves.',
  unsupported:
    'This service has no live updates (a seats.io region): the seats are read again on a timer.',
};

const WORDS: Partial<Record<FeedMode, string>> = {
  live: 'Live',
  delayed: 'Live, a few seconds behind',
  connecting: 'Connecting…',
};

interface LiveStatusProps {
  mode: FeedMode;
  /** How often the page reads again without the feed (the map's 10 s unless said). */
  everyMs?: number;
  /** What "Live" promises on this page, when it is not the map's. */
  liveTitle?: string;
}

export function LiveStatus({ mode, everyMs = MAP_REFRESH_MS, liveTitle }: LiveStatusProps) {
  const every = `Updates every ${everyMs / 1000} s`;
  const text = WORDS[mode] ?? every;
  const title = mode === 'live' && liveTitle ? liveTitle : TITLES[mode];
  return (
    <span className={`live-status live-status-${mode}`} title={title}>
      <span className="live-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
