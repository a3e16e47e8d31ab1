// @vitest-environment jsdom
// The event map coming back to a venue, against the real service in-process: the statuses are
// asked for with the label digest kept from the tab's last visit, alongside the drawing, and the
// first render that has the drawing has them too (no grey frame); a snapshot made for another
// drawing than the one shown (a chart republished since, with a stale copy of the drawing) is
// never read against it: the map asks again with its own drawing's digest and colours by label.
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { SeatdeskClient } from '../../../client';
import type { FetchLike } from '../../../client/transport';
import type { Event } from '../../../contract/events';
import { forgetLabelsDigests, keptLabelsDigest } from '../../lib/kept-label-digests';
import { appPerTest, fixture, seedChart } from '../../test-support/render-app-test-kit';
import { labelOrderOf } from '../live/label-order';
import { chartMapOf } from './chart-map';
import { describeEventObject } from './colour-modes-describe';
import { fetchEventMapStates } from './event-map-data';
import type { EventMapInput } from './event-map-data-objects';
import { shown, visit } from './map-visit-test-kit';

const app = appPerTest(async (app) => {
  await seedChart(app.api, 'hall', 'sampleChart', ['gala']);
});
// Each test is a tab of its own.
beforeEach(() => forgetLabelsDigests());

async function firstVisit(event: Event) {
  const { result, unmount } = visit(app.api, event);
  await waitFor(() => expect(result.current.input).toBeDefined());
  unmount();
}

describe('the map coming back to a venue', () => {
  test('asks for the statuses alongside the drawing; its first frame is coloured', async () => {
    const event = await app.api.events.retrieve('gala');
    await firstVisit(event);
    expect(keptLabelsDigest('hall')).toMatch(/^[0-9a-f]{16}$/);
    await app.api.status.book('gala', { objects: ['A-1'] });

    // The drawing is answered only once the statuses' answer has been read whole: they are
    // there before the drawing, as when the snapshot wins the race.
    const log: string[] = [];
    let statusesRead = () => {};
    const read = new Promise<void>((resolve) => {
      statusesRead = resolve;
    });
    const fetch: FetchLike = async (url, init) => {
      const path = new URL(url).pathname;
      if (path.endsWith('/statuses')) {
        log.push('statuses asked');
        const answer = await app.service.fetch(url, init);
        const body = await answer.arrayBuffer();
        statusesRead();
        return new Response(body, { status: answer.status, headers: answer.headers });
      }
      if (path.includes('/version/published')) {
        log.push('drawing asked');
        await read;
        log.push('drawing answered');
      }
      return app.service.fetch(url, init);
    };
    const client = new SeatdeskClient({ ...app.session, fetch });
    const { result, renders } = visit(client, event);
    await waitFor(() => expect(result.current.input).toBeDefined());

    expect(log.indexOf('statuses asked')).toBeLessThan(log.indexOf('drawing answered'));
    expect(renders.some((r) => r.drawn)).toBe(true);
    // No render drew the map without its statuses: no grey first frame.
    expect(renders.filter((r) => r.drawn && !r.coloured)).toEqual([]);
    expect(result.current.loadingPaint).toBeUndefined();
    const seat = result.current.layout?.byLabel.get('A-1');
    if (!seat) throw new Error('A-1 is not on the map');
    expect(result.current.describe?.(seat)).toBe('A-1, row A, Cat1, Booked');
  });

  test('never reads a snapshot made for another drawing against the one shown', async () => {
    // A copy of the drawing as it was, then a draft that reverses row A and renames a seat.
    const stale = await app.api.charts.drawingBytes('hall');
    const drawing = structuredClone(fixture('sampleChart')) as {
      subChart: { rows: Array<{ seats: Array<{ label: string }> }> };
    };
    drawing.subChart.rows[0].seats.reverse();
    drawing.subChart.rows[0].seats[0].label = 'renamed';
    await app.api.charts.upload('hall', drawing);
    await app.api.charts.publishDraft('hall');
    const event = await app.api.events.retrieve('gala');
    // The last visit showed the republished drawing: its digest is the one kept.
    await firstVisit(event);
    const republished = keptLabelsDigest('hall');
    await app.api.status.book('gala', { objects: ['A-1', 'A-3'] });
    await app.api.status.markAsNotForSale('gala', { objects: ['B-2'] });

    // This visit gets the old copy of the drawing (a stale cache): its order is not the chart's.
    const asked: Array<string | null> = [];
    const fetch: FetchLike = async (url, init) => {
      const { pathname, searchParams } = new URL(url);
      if (pathname.endsWith('/statuses')) asked.push(searchParams.get('labels'));
      if (pathname.includes('/version/published')) {
        return new Response(stale.slice(0), { headers: { 'content-type': 'application/json' } });
      }
      return app.service.fetch(url, init);
    };
    const client = new SeatdeskClient({ ...app.session, fetch });
    const { result } = visit(client, event);
    await waitFor(() => expect(result.current.input).toBeDefined());

    const shownDrawing = labelOrderOf(chartMapOf(fixture('sampleChart')).layout).digest;
    expect(shownDrawing).not.toBe(republished);
    // Asked with the kept digest first, then again with the shown drawing's own.
    expect(asked).toEqual([republished, shownDrawing]);
    const input = result.current.input as EventMapInput;
    const byLabel = { ...input, states: await fetchEventMapStates(app.api, 'gala') };
    expect(shown(input)).toEqual(shown(byLabel));
    const line = (label: string) => {
      const object = input.layout.byLabel.get(label);
      return object && describeEventObject(input)(object);
    };
    expect([line('A-1'), line('A-2'), line('A-3')]).toEqual([
      'A-1, row A, Cat1, Booked',
      'A-2, row A, Cat1, Free',
      'A-3, row A, Cat1, Booked',
    ]);
  });
});
