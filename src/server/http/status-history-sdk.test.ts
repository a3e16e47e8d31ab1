// The official seatsio SDK, unmodified, reading the status-change history over a real socket
// (events.statusChanges, events.statusChangesForObject; docs/history.md). Both stores.
import { CreateEventParams, Region, SeatsioClient, StatusChangesParams } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
let client: SeatsioClient;
let n = 0;

beforeAll(async () => {
  kit = await startBookingKit();
  client = new SeatsioClient(new Region(await kit.svc.listen()), kit.svc.secretKey);
});
afterAll(() => kit.svc.close());

async function newEvent(): Promise<string> {
  const key = `sdk-history-${++n}`;
  await client.events.create('sampleChart', new CreateEventParams().withKey(key));
  return key;
}

async function labelsOf(iterator: AsyncIterable<{ objectLabel: string }>) {
  const labels: string[] = [];
  for await (const change of iterator) labels.push(change.objectLabel);
  return labels;
}

describe('the seatsio SDK reads the status-change history', () => {
  it('statusChanges: every entry with its fields, the caller’s address as origin', async () => {
    const event = await newEvent();
    const { holdToken } = await client.holdTokens.create();
    await client.events.book(event, ['A-1'], null, 'order1');
    await client.events.hold(event, ['A-2'], holdToken);
    const all: Array<Record<string, unknown>> = [];
    for await (const change of client.events.statusChanges(event).all()) all.push(change as never);
    expect(all.map((c) => c.objectLabel)).toEqual(['A-2', 'A-1']);
    const [held, booked] = all as Array<{
      id: string;
      status: string;
      orderId: string | null;
      holdToken: string | null;
      origin: { type: string; ip: string };
      isPresentOnChart: boolean;
      notPresentOnChartReason?: string;
      date: Date;
      quantity: number;
    }>;
    expect(booked.id).toBeTruthy();
    expect(booked).toMatchObject({ status: 'booked', orderId: 'order1', holdToken: null });
    expect(booked.origin.type).toBe('API_CALL');
    expect(booked.origin.ip).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(booked.isPresentOnChart).toBe(true);
    expect(booked.notPresentOnChartReason).toBe(undefined);
    expect(Math.abs(booked.date.getTime() - Date.now())).toBeLessThan(5000);
    expect(held).toMatchObject({ status: 'reservedByToken', holdToken, quantity: 1 });
  });

  it('statusChangesForObject: one object’s entries, newest first', async () => {
    const event = await newEvent();
    await client.events.book(event, ['A-1']);
    await client.events.release(event, ['A-1']);
    await client.events.book(event, ['A-2']);
    await client.events.book(event, ['A-1']);
    const statuses: string[] = [];
    for await (const change of client.events.statusChangesForObject(event, 'A-1').all()) {
      statuses.push(change.status);
    }
    expect(statuses).toEqual(['booked', 'free', 'booked']);
  });

  it('filters, sorts both ways and pages as the SDK asks', async () => {
    const event = await newEvent();
    await client.events.book(event, ['A-1', 'A-3', 'B-2', 'A-2']);
    const lister = () => client.events.statusChanges(event);
    expect(await labelsOf(lister().all(new StatusChangesParams().withFilter('2')))).toEqual([
      'A-2',
      'B-2',
    ]);
    const byLabel = new StatusChangesParams().sortByObjectLabel().sortAscending();
    expect(await labelsOf(lister().all(byLabel))).toEqual(['A-1', 'A-2', 'A-3', 'B-2']);
    const byDate = new StatusChangesParams().sortByDate().sortAscending();
    expect(await labelsOf(lister().all(byDate))).toEqual(['A-1', 'A-3', 'B-2', 'A-2']);
    const first = await lister().firstPage(byLabel, 2);
    expect(first.items.map((c) => c.objectLabel)).toEqual(['A-1', 'A-2']);
    const next = await lister().pageAfter(Number(first.nextPageStartsAfter), byLabel, 2);
    expect(next.items.map((c) => c.objectLabel)).toEqual(['A-3', 'B-2']);
    const back = await lister().pageBefore(Number(next.items[0].id), byLabel, 2);
    expect(back.items.map((c) => c.objectLabel)).toEqual(['A-1', 'A-2']);
  });
});
