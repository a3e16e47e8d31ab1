// What best available keeps between requests (seat marks with the states cache, windows ranked
// per chart version, alive windows, the filters' answers) never makes it choose from stale facts:
// a republished chart, seats changed by ordinary status changes (taken and freed again), an expired
// hold, and another company with the same chart and event keys each change the next choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDrawing } from '../../domain/drawing';
import { type BookingKit, fixtureChart, startBookingKit } from './booking-test-kit';
import { caller } from './http-test-kit';

let kit: BookingKit;
beforeAll(async () => {
  kit = await startBookingKit();
});
afterAll(() => kit.svc.close());

const bestOf = async (event: string, number: number, key?: string) => {
  const body = { status: 'booked', bestAvailable: { number } };
  const path = `/events/${event}/actions/change-object-status`;
  if (!key) return kit.call('POST', path, body);
  const other = await caller(kit.svc, key)('POST', path, body);
  return { status: other.status, body: other.body };
};
const objectsOf = async (event: string, number: number, key?: string) => {
  const answer = await bestOf(event, number, key);
  expect(answer.status).toBe(200);
  return answer.body.objects as string[];
};
const change = (event: string, status: string, objects: string[]) =>
  kit.call('POST', `/events/${event}/actions/change-object-status`, { status, objects });

describe('best available between requests', () => {
  it('sees seats taken and freed again by ordinary changes', async () => {
    const event = await kit.event();
    expect(await objectsOf(event, 2)).toEqual(['A-4', 'A-5']);
    expect(await objectsOf(event, 2)).toEqual(['B-4', 'B-5']);
    // Freed by a release: the best pair again, though the choices before found it taken.
    expect((await change(event, 'free', ['A-4', 'A-5'])).status).toBeLessThan(300);
    expect(await objectsOf(event, 2)).toEqual(['A-4', 'A-5']);
    // Taken by an ordinary booking, and marked not for sale: never chosen.
    expect((await change(event, 'booked', ['C-4', 'C-5'])).status).toBeLessThan(300);
    const notForSale = await kit.call('POST', `/events/${event}/actions/mark-as-not-for-sale`, {
      objects: ['D-4', 'D-5'],
    });
    expect(notForSale.status).toBeLessThan(300);
    const next = await objectsOf(event, 2);
    for (const label of ['A-4', 'A-5', 'B-4', 'B-5', 'C-4', 'C-5', 'D-4', 'D-5']) {
      expect(next).not.toContain(label);
    }
  });

  it('a hold that expires frees its seats for the next choice', async () => {
    const event = await kit.event();
    const holdToken = await kit.holdToken(1);
    const held = await kit.call('POST', `/events/${event}/actions/hold`, {
      holdToken,
      bestAvailable: { number: 2 },
    });
    expect(held.body.objects).toEqual(['A-4', 'A-5']);
    expect(await objectsOf(event, 2)).not.toContain('A-4');
    kit.svc.advanceClock(2 * 60_000);
    expect(await objectsOf(event, 2)).toEqual(['A-4', 'A-5']);
  });

  it('a republished chart is chosen from, not the version before', async () => {
    const drawing = structuredClone(fixtureChart('sampleChart')) as {
      subChart: { focalPoint: { x: number; y: number } };
    };
    const upload = (body: unknown) => kit.call('POST', '/system/public/charts/moving', body);
    expect((await upload(drawing)).status).toBe(204);
    const event = await kit.event({ chartKey: 'moving' });
    expect(await objectsOf(event, 1)).toEqual(['A-5']);
    // The focal point moves far to the left: the row's left end is nearest now.
    drawing.subChart.focalPoint = { x: -1_000, y: drawing.subChart.focalPoint.y };
    // The chart has an event: the upload is its draft until published.
    expect((await upload(drawing)).status).toBe(204);
    expect(await objectsOf(event, 1)).toEqual(['A-4']);
    const published = await kit.call('POST', '/charts/moving/version/draft/actions/publish');
    expect(published.status).toBeLessThan(300);
    const after = await objectsOf(event, 1);
    expect(after).not.toEqual(['A-5']);
    expect(after[0]).toMatch(/-1$/);
  });

  it('two companies with the same chart and event keys never share what is kept', async () => {
    const other = await kit.svc.newCompany();
    const key = other.workspace.secretKey;
    const otherCall = caller(kit.svc, key);
    expect(
      (await otherCall('POST', '/system/public/charts/sampleChart', fixtureChart('sampleChart')))
        .status,
    ).toBe(204);
    const event = await kit.event();
    expect(
      (await otherCall('POST', '/events', { chartKey: 'sampleChart', eventKey: event })).status,
    ).toBe(200);
    // The first company books the best seats; the other's event is still empty.
    expect(await objectsOf(event, 4)).toEqual(['A-3', 'A-4', 'A-5', 'A-6']);
    expect(await objectsOf(event, 4, key)).toEqual(['A-3', 'A-4', 'A-5', 'A-6']);
    expect(await objectsOf(event, 4)).not.toContain('A-4');
    expect(await objectsOf(event, 4, key)).not.toContain('A-4');
  });

  it('on a chart of seats only, reads just the held seats and still never chooses them', async () => {
    // Few objects outside the rows and few holds: the group reads only those states.
    const drawing = generateDrawing({ seats: 400, sections: 2 });
    expect((await kit.call('POST', '/system/public/charts/rows-only', drawing)).status).toBe(204);
    const event = await kit.event({ chartKey: 'rows-only' });
    const first = await objectsOf(event, 4);
    const holdToken = await kit.holdToken(1);
    const held = await kit.call('POST', `/events/${event}/actions/hold`, {
      holdToken,
      bestAvailable: { number: 4 },
    });
    expect(held.status).toBe(200);
    const heldSeats = held.body.objects as string[];
    const third = await objectsOf(event, 4);
    expect(new Set([...first, ...heldSeats, ...third]).size).toBe(12);
    kit.svc.advanceClock(2 * 60_000);
    expect(await objectsOf(event, 4)).toEqual(heldSeats);
  });
});
