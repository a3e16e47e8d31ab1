// The event's object states as the seat map needs them, read from the public report API only, so
// the map works the same against this service and a seats.io region: the byAvailabilityReason
// summary (every status, not for sale and the per-category figures in one answer), then the
// detailed report of every group that holds places other than free-and-for-sale objects. Objects
// that appear in none of those are free and for sale, which is most of a venue before a sale:
// the map never downloads a list of the free seats.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { SeatdeskClient } from '../../../client';
import type { EventReport, SummaryReport } from '../../../contract/reports';
import type { ObjectInfoWire } from '../../../contract/status';
import { BOOKED, FREE, HELD } from '../../../domain/model';
import { AVAILABLE, NOT_FOR_SALE } from '../../../domain/reports/dimensions';
import { eventKeys } from '../../lib/queries';

// The statuses as the domain names them, re-exported for the map's modules.
export { AVAILABLE, BOOKED, FREE, HELD, NOT_FOR_SALE };

/** How often a page showing an event's map reads the states again while the tab is visible. */
export const MAP_REFRESH_MS = 10_000;

export interface EventMapStates {
  /** Read from the reports: the byAvailabilityReason summary they started from. */
  summary?: SummaryReport;
  /** Every object that is not free-and-for-sale, by label, with its info from the reports. */
  infos: Map<string, ObjectInfoWire>;
  /** GA areas: every reason group some of their places are in (a partly booked area is in two). */
  areaGroups: Map<string, Set<string>>;
  /** The event's revision the states reflect, when read from the live feed's snapshot. */
  revision?: number;
  /** How long the reads took, in ms (for the page's "updated" line and the measurements). */
  tookMs: number;
}

/** Reasons whose objects the map must know one by one: all but the free-and-for-sale ones. */
export function reasonsToDetail(summary: Record<string, { count: number }>): string[] {
  return Object.entries(summary)
    .filter(([reason, group]) => reason !== AVAILABLE && group.count > 0)
    .map(([reason]) => reason);
}

/** One label → info map from the detailed reports (a GA area in two groups is one entry). */
export function mergeReports(reports: readonly EventReport[]) {
  const infos = new Map<string, ObjectInfoWire>();
  const areaGroups = new Map<string, Set<string>>();
  for (const report of reports) {
    for (const [group, objects] of Object.entries(report)) {
      for (const info of objects) {
        infos.set(info.label, info);
        if (info.objectType !== 'generalAdmission') continue;
        const groups = areaGroups.get(info.label) ?? new Set<string>();
        groups.add(group);
        areaGroups.set(info.label, groups);
      }
    }
  }
  return { infos, areaGroups };
}

export async function fetchEventMapStates(
  client: SeatdeskClient,
  eventKey: string,
): Promise<EventMapStates> {
  const started = performance.now();
  const summary = await client.reports.eventSummary(eventKey, 'byAvailabilityReason');
  const reports = await Promise.all(
    reasonsToDetail(summary).map((reason) =>
      client.reports.eventReport(eventKey, 'byAvailabilityReason', reason),
    ),
  );
  return { summary, ...mergeReports(reports), tookMs: performance.now() - started };
}

/**
 * Under the event's own key, so every mutation that invalidates the event (the batch desk, the
 * channels editor, for sale / not for sale) refreshes the map as well.
 */
export const eventMapStatesKey = (eventKey: string) =>
  [...eventKeys.detail(eventKey), 'map-states'] as const;

export function eventMapStatesQuery(client: SeatdeskClient, eventKey: string) {
  return queryOptions({
    queryKey: eventMapStatesKey(eventKey),
    queryFn: () => fetchEventMapStates(client, eventKey),
    // Polled while the tab is visible (TanStack Query pauses intervals in a hidden tab).
    refetchInterval: MAP_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** "Refresh now": the states and the event (channels, for-sale settings) read again. */
export function useRefreshEventMap(eventKey: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventKey) }),
    [queryClient, eventKey],
  );
}

/** Milliseconds until `expiresAt`, updated every second while mounted (hover card countdown). */
export function useTimeLeft(expiresAt: string | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (!expiresAt) return undefined;
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
