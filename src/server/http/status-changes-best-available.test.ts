// Best available over the status-change routes: the answer, the refusals, and many clients asking
// at once never getting the same seat (the choice runs inside the group commit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
beforeAll(async () => {
  kit = await startBookingKit();
});
afterAll(() => kit.svc.close());

const best = (bestAvailable: Record<string, unknown>, rest: Record<string, unknown> = {}) => ({
  status: 'booked',
  bestAvailable,
  ...rest,
});

async function statuses(event: string, labels: string[]) {
  const query = labels.map((label) => `label=${encodeURIComponent(label)}`).join('&');
  const answer = await kit.call('GET', `/events/${event}/objects?${query}`);
  expect(answer.status).toBe(200);
  return Object.fromEntries(labels.map((label) => [label, answer.body[label].status]));
}

describe('best available', () => {
  it('answers the chosen objects, their infos after the change, and nextToEachOther', async () => {
    const event = await kit.event();
    const answer = await kit.call(
      'POST',
      `/events/${event}/actions/change-object-status`,
      best(
        { number: 2, ticketTypes: ['adult', 'child'], extraData: [{ a: 1 }] },
        { orderId: 'o1' },
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.objects).toEqual(['A-4', 'A-5']);
    expect(answer.body.nextToEachOther).toBe(true);
    expect(Object.keys(answer.body.objectDetails).sort()).toEqual(['A-4', 'A-5']);
    expect(answer.body.objectDetails['A-4']).toMatchObject({
      status: 'booked',
      ticketType: 'adult',
      orderId: 'o1',
      extraData: { a: 1 },
    });
    expect(answer.body.objectDetails['A-5'].ticketType).toBe('child');
    expect(await statuses(event, ['A-4', 'A-5', 'A-6'])).toEqual({
      'A-4': 'booked',
      'A-5': 'booked',
      'A-6': 'free',
    });
  });

  it('hold and book shorthands take bestAvailable too; the next choice sees the first', async () => {
    const event = await kit.event();
    const holdToken = await kit.holdToken();
    const held = await kit.call('POST', `/events/${event}/actions/hold`, {
      holdToken,
      bestAvailable: { number: 2 },
    });
    expect(held.status).toBe(200);
    expect(held.body.objectDetails['A-4']).toMatchObject({ status: 'reservedByToken', holdToken });
    const booked = await kit.call('POST', `/events/${event}/actions/book`, {
      bestAvailable: { number: 2 },
    });
    expect(booked.body.objects).toEqual(['B-4', 'B-5']);
  });

  it('nothing suitable → 400 BEST_AVAILABLE_OBJECTS_NOT_FOUND, and nothing changed', async () => {
    const event = await kit.event();
    for (const bestAvailable of [
      { number: 2, accessibleSeats: 2 },
      { number: 1, categories: ['nope'] },
      { number: 1, zone: 'nope' },
      { number: 1, sections: ['nope'] },
    ]) {
      const answer = await kit.call(
        'POST',
        `/events/${event}/actions/change-object-status`,
        best(bestAvailable),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].code).toBe('BEST_AVAILABLE_OBJECTS_NOT_FOUND');
    }
    expect(await statuses(event, ['A-5', 'GA1'])).toEqual({ 'A-5': 'free', GA1: 'free' });
  });

  it('refuses bad input with one clear 400 naming the problem', async () => {
    const event = await kit.event();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [best({ number: 0 }), /number must be at least 1/],
      [best({ number: -2 }), /number must be at least 1/],
      [best({ number: 2, categories: ['no-such-category'] }), /has no category no-such-category/],
      [best({ number: 2, zone: 'no-such-zone' }), /has no zone no-such-zone/],
      [best({ number: 2, sections: ['No such section'] }), /has no section No such section/],
      [best({ number: 1000 }), /number must be at most 100/],
      [best({ number: 1, ticketTypes: ['a', 'b'] }), /ticketTypes has 2 entries, more than number/],
      [best({ number: 1, extraData: [{}, {}] }), /extraData has 2 entries, more than number/],
      [best({ number: 1 }, { objects: ['A-1'] }), /objects and bestAvailable cannot be combined/],
      [{ status: 'booked' }, /give objects, or bestAvailable/],
    ];
    for (const [body, message] of cases) {
      const answer = await kit.call('POST', `/events/${event}/actions/change-object-status`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].message).toMatch(message);
    }
    const group = await kit.call(
      'POST',
      '/events/groups/actions/change-object-status',
      best({ number: 1 }, { events: [event] }),
    );
    expect(group.status).toBe(400);
    expect(group.body.errors[0].message).toMatch(/one event at a time/);
    expect(await statuses(event, ['A-1', 'A-5'])).toEqual({ 'A-1': 'free', 'A-5': 'free' });
  });

  it('20 concurrent holds for 2 seats get 40 distinct seats, and the states agree', async () => {
    const event = await kit.event();
    const tokens = await Promise.all(Array.from({ length: 20 }, () => kit.holdToken()));
    const answers = await Promise.all(
      tokens.map((holdToken) =>
        kit.call('POST', `/events/${event}/actions/hold`, {
          holdToken,
          bestAvailable: { number: 2 },
        }),
      ),
    );
    const chosen = answers.flatMap((answer) => {
      expect(answer.status).toBe(200);
      return answer.body.objects as string[];
    });
    expect(chosen).toHaveLength(40);
    const seats = chosen.filter((label) => label !== 'GA1' && label !== 'GA2');
    expect(new Set(seats).size).toBe(seats.length);
    const query = [...new Set(chosen)];
    const infos = (
      await kit.call('GET', `/events/${event}/objects?${query.map((l) => `label=${l}`).join('&')}`)
    ).body;
    answers.forEach((answer, i) => {
      for (const label of answer.body.objects as string[]) {
        if (label.startsWith('GA')) expect(infos[label].holds[tokens[i]]).toBeDefined();
        else
          expect(infos[label]).toMatchObject({ status: 'reservedByToken', holdToken: tokens[i] });
      }
    });
  });
});
