// @vitest-environment jsdom
// The event map's input against the real service in-process: on a first visit the states are
// asked for only once the drawing's label digest is known, the map meanwhile says nothing of any
// status; coming back, they are asked for alongside the drawing and colour its first frame, never
// with a snapshot made for another drawing; and the input assembled shows what the event page
// built itself before the hook showed (drawing, bookable, states from the detailed reports, event).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { SeatdeskClient } from '../../../client';
import type { FetchLike } from '../../../client/transport';
import type { Event } from '../../../contract/events';
import { forgetLabelsDigests } from '../../lib/kept-label-digests';
import {
  type AppUnderTest,
  appPerTest,
  fixture,
  seedChart,
} from '../../test-support/render-app-test-kit';
import { chartMapOf } from './chart-map';
import { paintFor } from './colour-modes';
import { describeEventObject } from './colour-modes-describe';
import { eventMapStatesQuery, fetchEventMapStates } from './event-map-data';
import type { EventMapInput } from './event-map-data-objects';
import { useEventMapInput } from './use-event-map-input';
import { bookableIn } from './use-layout';

const app = appPerTest(async (app) => {
  await seedChart(app.api, 'hall', 'sampleChart', ['gala']);
  await seedChart(app.api, 'dinner-hall', 'sampleChartWithTables');
  await app.api.events.create({
    chartKey: 'dinner-hall',
    eventKey: 'dinner',
    tableBookingConfig: { mode: 'CUSTOM', tables: { T1: 'BY_TABLE', T2: 'BY_SEAT' } },
  });
});

/** A gate the test opens: requests it stands in front of wait until then. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * A client of the real service whose drawing and report requests wait for their gates, with a
 * log of what was asked and when the drawing was answered.
 */
function gatedClient(app: AppUnderTest) {
  const log: string[] = [];
  const drawing = gate();
  const reports = gate();
  const fetch: FetchLike = async (url, init) => {
    const path = new URL(url).pathname;
    if (path.includes('/version/published')) {
      log.push('drawing asked');
      await drawing.opened;
      log.push('drawing answered');
    } else if (path.startsWith('/reports/') || path.endsWith('/statuses')) {
      log.push('states asked');
      await reports.opened;
    }
    return app.service.fetch(url, init);
  };
  return { client: new SeatdeskClient({ ...app.session, fetch }), log, drawing, reports };
}

function renderInput(client: SeatdeskClient, event: Event) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useEventMapInput(client, event), { wrapper }) };
}

/** What the event page assembled itself before the hook, from the same drawing and states. */
async function inputAsBefore(eventKey: string, fixtureName: string): Promise<EventMapInput> {
  const event = await app.api.events.retrieve(eventKey);
  const chartMap = chartMapOf(fixture(fixtureName));
  const states = await fetchEventMapStates(app.api, eventKey);
  return {
    layout: chartMap.layout,
    bookable: bookableIn(chartMap, event.tableBookingConfig),
    states,
    event,
  };
}

/** Everything a page shows of an input: every object's line, fill and fading, and the legend. */
function shown(input: EventMapInput) {
  const paint = paintFor('status', input);
  const lineOf = describeEventObject(input);
  return {
    objects: input.layout.objects.map((object) => [
      lineOf(object),
      input.bookable(object),
      paint.fill(object.label),
      paint.faded?.(object.label),
    ]),
    legend: paint.legend,
  };
}

// Each test is a tab of its own: nothing kept from another test's visits.
beforeEach(() => forgetLabelsDigests());

describe('the event map input', () => {
  test('a first visit asks for the states once the drawing is laid out; meanwhile no status shows', async () => {
    await app.api.status.book('gala', { objects: ['A-1', { objectId: 'GA1', quantity: 2 }] });
    const event = await app.api.events.retrieve('gala');
    const { client, log, drawing, reports } = gatedClient(app);
    const { result, queryClient } = renderInput(client, event);

    await waitFor(() => expect(log).toContain('drawing asked'));
    // The states query is on the page (observed), waiting for the drawing's label digest: nothing
    // of it is on the wire yet.
    const statesQuery = queryClient
      .getQueryCache()
      .find({ queryKey: eventMapStatesQuery(client, 'gala').queryKey, exact: true });
    await waitFor(() => expect(statesQuery?.getObserversCount()).toBeGreaterThan(0));
    expect(log).toEqual(['drawing asked']);
    expect(result.current.layout).toBeUndefined();
    expect(result.current.loadingPaint).toBeUndefined();

    drawing.open();
    await waitFor(() => expect(result.current.loadingPaint).toBeDefined());
    expect(log.indexOf('states asked')).toBeGreaterThan(log.indexOf('drawing answered'));
    // The drawing without the states: neutral, every line place and category only.
    const seat = result.current.layout?.byLabel.get('A-1');
    if (!seat) throw new Error('A-1 is not on the map');
    const { loadingPaint, describe: lineOf } = result.current;
    expect(result.current.input).toBeUndefined();
    expect(loadingPaint?.legend.map((entry) => entry.name)).toEqual(['Loading statuses…']);
    expect(loadingPaint?.fill('A-1')).toBeUndefined();
    expect(lineOf?.(seat)).toBe('A-1, row A, Cat1');
    expect(result.current.details).toBeUndefined();

    reports.open();
    await waitFor(() => expect(result.current.input).toBeDefined());
    expect(result.current.loadingPaint).toBeUndefined();
    expect(result.current.describe?.(seat)).toBe('A-1, row A, Cat1, Booked');
  });

  test.each([
    ['gala', 'sampleChart'],
    ['dinner', 'sampleChartWithTables'],
  ])('the input of %s is the one the event page assembled before', async (eventKey, chart) => {
    const { holdToken } = await app.api.holdTokens.create();
    const seats = eventKey === 'gala' ? ['A-1', 'A-2', 'A-3'] : ['T1', 'T2-1', 'T2-2'];
    const area = eventKey === 'gala' ? [{ objectId: 'GA1', quantity: 3 }] : [];
    await app.api.status.book(eventKey, { objects: [seats[0], ...area], orderId: 'o-1' });
    await app.api.status.hold(eventKey, { objects: [seats[1]], holdToken });
    await app.api.status.markAsNotForSale(eventKey, { objects: [seats[2]] });
    const event = await app.api.events.retrieve(eventKey);
    const { result } = renderInput(app.api, event);
    await waitFor(() => expect(result.current.input).toBeDefined());

    const input = result.current.input as EventMapInput;
    const before = await inputAsBefore(eventKey, chart);
    expect(input.event).toBe(event);
    expect(input.layout).toEqual(before.layout);
    // The map's states come from the live feed's compact snapshot (seat-map/live/), the page's
    // before from the detailed reports: the same statuses, so the same lines, fills and legend.
    const nonEmpty = (groups: Map<string, Set<string>>) =>
      new Map([...groups].filter(([, statuses]) => statuses.size > 0));
    expect(nonEmpty(input.states.areaGroups)).toEqual(nonEmpty(before.states.areaGroups));
    expect(shown(input)).toEqual(shown(before));
    // The states do say something: booked, held, not for sale, and tables booked whole.
    expect(shown(input).legend.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Booked', 'Held', 'Not for sale']),
    );
    if (eventKey === 'dinner') {
      const bookable = (label: string) => {
        const object = input.layout.byLabel.get(label);
        return object && input.bookable(object);
      };
      expect([bookable('T1'), bookable('T1-1'), bookable('T2'), bookable('T2-1')]).toEqual([
        true,
        false,
        false,
        true,
      ]);
    }
  });
});
