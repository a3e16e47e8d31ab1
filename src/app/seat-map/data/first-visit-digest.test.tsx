// @vitest-environment jsdom
// The event map on a first visit (no digest kept in this tab), against the real service
// in-process: Seatdesk names the drawing's label digest in the drawing's answer, so the statuses
// are asked for before the drawing's bytes are in (not once the worker has laid it out) and the
// first render that has the drawing has them. A digest named for another drawing than the bytes
// shown (a stale copy behind a cache) is never used to colour them: the map asks again with the
// digest of what it shows.
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { SeatdeskClient } from '../../../client';
import type { FetchLike } from '../../../client/transport';
import { LABELS_DIGEST_HEADER } from '../../../contract/live-feed';
import { forgetLabelsDigests } from '../../lib/kept-label-digests';
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
// Each test is a tab of its own: nothing kept from a last visit.
beforeEach(() => forgetLabelsDigests());

const lineOf = (input: EventMapInput, label: string) => {
  const object = input.layout.byLabel.get(label);
  return object && describeEventObject(input)(object);
};

describe('the map on a first visit', () => {
  test('asks for the statuses with the digest the drawing names, before its bytes', async () => {
    await app.api.status.book('gala', { objects: ['A-1'] });
    const event = await app.api.events.retrieve('gala');
    const asked: Array<string | null> = [];
    let statusesAsked = () => {};
    const gate = new Promise<void>((resolve) => {
      statusesAsked = resolve;
    });
    // The drawing's headers come at once, its bytes only once the statuses have been asked for:
    // a map that waits for its own layout's digest never gets them.
    const fetch: FetchLike = async (url, init) => {
      const { pathname, searchParams } = new URL(url);
      if (pathname.endsWith('/statuses')) {
        asked.push(searchParams.get('labels'));
        statusesAsked();
      }
      const answer = await app.service.fetch(url, init);
      if (!pathname.includes('/version/published')) return answer;
      const bytes = new Uint8Array(await answer.arrayBuffer());
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          await gate;
          controller.enqueue(bytes);
          controller.close();
        },
      });
      return new Response(body, { status: answer.status, headers: answer.headers });
    };
    const client = new SeatdeskClient({ ...app.session, fetch });
    const { result, renders } = visit(client, event);
    await waitFor(() => expect(result.current.input).toBeDefined(), { timeout: 20_000 });

    const input = result.current.input as EventMapInput;
    expect(asked).toEqual([labelOrderOf(input.layout).digest]);
    expect(renders.filter((r) => r.drawn && !r.coloured)).toEqual([]);
    expect(lineOf(input, 'A-1')).toBe('A-1, row A, Cat1, Booked');
  });

  test('never colours the bytes shown with a snapshot made for the digest named', async () => {
    // A copy of the drawing as it was, then a republished one that reverses row A and renames.
    const stale = await app.api.charts.drawingBytes('hall');
    const drawing = structuredClone(fixture('sampleChart')) as {
      subChart: { rows: Array<{ seats: Array<{ label: string }> }> };
    };
    drawing.subChart.rows[0].seats.reverse();
    drawing.subChart.rows[0].seats[0].label = 'renamed';
    await app.api.charts.upload('hall', drawing);
    await app.api.charts.publishDraft('hall');
    await app.api.status.book('gala', { objects: ['A-1', 'A-3'] });
    await app.api.status.markAsNotForSale('gala', { objects: ['B-2'] });
    const event = await app.api.events.retrieve('gala');

    // The republished chart's digest named over the old bytes (a stale cache between).
    const asked: Array<string | null> = [];
    let named: string | null = null;
    const fetch: FetchLike = async (url, init) => {
      const { pathname, searchParams } = new URL(url);
      if (pathname.endsWith('/statuses')) asked.push(searchParams.get('labels'));
      const answer = await app.service.fetch(url, init);
      if (!pathname.includes('/version/published')) return answer;
      named = answer.headers.get(LABELS_DIGEST_HEADER);
      return new Response(stale.slice(0), { headers: answer.headers });
    };
    const client = new SeatdeskClient({ ...app.session, fetch });
    const { result } = visit(client, event);
    await waitFor(() => expect(result.current.input).toBeDefined(), { timeout: 20_000 });

    const shownDrawing = labelOrderOf(chartMapOf(fixture('sampleChart')).layout).digest;
    expect(named).toMatch(/^[0-9a-f]{16}$/);
    expect(named).not.toBe(shownDrawing);
    // Asked with the digest named first, then again with the shown drawing's own.
    expect(asked).toEqual([named, shownDrawing]);
    const input = result.current.input as EventMapInput;
    const byLabel = { ...input, states: await fetchEventMapStates(app.api, 'gala') };
    expect(shown(input)).toEqual(shown(byLabel));
    expect(['A-1', 'A-2', 'A-3'].map((label) => lineOf(input, label))).toEqual([
      'A-1, row A, Cat1, Booked',
      'A-2, row A, Cat1, Free',
      'A-3, row A, Cat1, Booked',
    ]);
  });
});
