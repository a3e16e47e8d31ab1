// One event's report pages kept current from its feed (docs/live-feed.md): the summaries on
// screen (a few KB each, made from the service's kept counts) are read again when the feed says
// something changed, at most once per SUMMARY_EVERY_MS, and nothing is read while nothing changes.
// The detailed report (up to tens of MB) is never read again by the feed: the page says the seats
// changed since it was read, and staff re-read it when they want.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SeatdeskClient } from '../../../client';
import { type FeedMode, useEventsFeed } from '../../seat-map';
import { reportKeys } from './api';

/** A burst of changes re-reads the summaries once; a sale's steady flow, twice a second. */
export const SUMMARY_EVERY_MS = 500;

export interface ReportsFeed {
  mode: FeedMode;
  /** Date.now() of the last change the feed brought; 0: none since the page opened. */
  changedAt: number;
}

export function useLiveEventReports(client: SeatdeskClient, eventKey: string): ReportsFeed {
  const queryClient = useQueryClient();
  const [changedAt, setChangedAt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastRead = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const rereadSummaries = () => {
    if (timer.current) return;
    const wait = Math.max(0, lastRead.current + SUMMARY_EVERY_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      lastRead.current = Date.now();
      void queryClient.invalidateQueries({
        queryKey: reportKeys.event(eventKey),
        predicate: (query) => query.queryKey.at(-1) === 'summary',
      });
    }, wait);
  };
  const mode = useEventsFeed(client, [eventKey], {
    changes() {
      setChangedAt(Date.now());
      rereadSummaries();
    },
    opened: rereadSummaries,
  });
  return { mode, changedAt };
}
