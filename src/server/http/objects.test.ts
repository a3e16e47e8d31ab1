import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, FREE_A1, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
beforeAll(async () => {
  kit = await startBookingKit();
});
afterAll(() => kit.svc.close());

async function infos(event: string, ...labels: string[]) {
  const query = labels.map((label) => `label=${encodeURIComponent(label)}`).join('&');
  return kit.call('GET', `/events/${event}/objects?${query}`);
}

describe('object info', () => {
  it('answers exactly the labels asked, a free seat exactly as seats.io answers it', async () => {
    const event = await kit.event();
    const answer = await infos(event, 'A-1', 'GA1');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['A-1', 'GA1']);
    expect(JSON.stringify(answer.body['A-1'])).toBe(JSON.stringify(FREE_A1));
    expect(answer.body.GA1).toMatchObject({
      objectType: 'generalAdmission',
      capacity: 100,
      numFree: 100,
    });
  });

  it('a GA area shows its holds per token and ticket type', async () => {
    const event = await kit.event();
    const token = await kit.holdToken();
    await kit.call('POST', `/events/${event}/actions/hold`, {
      objects: [{ objectId: 'GA1', quantity: 2, ticketType: 'adult' }, 'GA1'],
      holdToken: token,
    });
    const ga = (await infos(event, 'GA1')).body.GA1;
    expect(ga).toMatchObject({
      status: 'free',
      numHeld: 3,
      numFree: 97,
      holds: { [token]: { adult: 2, NO_TICKET_TYPE: 1 } },
    });
  });

  it('tables show numSeats and bookAsAWhole; seats of a table booked whole report its status', async () => {
    const event = await kit.event({ chartKey: 'sampleChartWithTables' });
    await kit.call('POST', `/events/${event}/actions/book`, { objects: ['T2'], orderId: 'o-7' });
    const answer = (await infos(event, 'T1', 'T2', 'T2-1', 'T1-1')).body;
    expect(answer.T1).toMatchObject({
      objectType: 'table',
      numSeats: 6,
      bookAsAWhole: false,
      status: 'free',
    });
    expect(answer.T2).toMatchObject({
      numSeats: 6,
      bookAsAWhole: true,
      status: 'booked',
      orderId: 'o-7',
    });
    expect(answer['T2-1']).toMatchObject({
      objectType: 'seat',
      status: 'booked',
      orderId: 'o-7',
      isAvailable: false,
    });
    expect(answer['T1-1'].status).toBe('free');
  });

  it('refuses unknown labels and a missing label', async () => {
    const event = await kit.event();
    const unknown = await infos(event, 'A-1', 'Z-9');
    expect([unknown.status, unknown.body.errors[0]]).toEqual([
      400,
      { code: 'OBJECT_NOT_FOUND', message: 'Object not found: Z-9' },
    ]);
    const none = await kit.call('GET', `/events/${event}/objects`);
    expect([none.status, none.body.errors[0].code]).toEqual([400, 'GENERAL_ERROR']);
    const noEvent = await infos('nope', 'A-1');
    expect(noEvent.status).toBe(404);
  });
});

describe('update-extra-data', () => {
  it('replaces the extra data of one object, and null clears it', async () => {
    const event = await kit.event();
    await kit.call('POST', `/events/${event}/actions/book`, { objects: ['A-1'] });
    const set = await kit.call('POST', `/events/${event}/objects/A-1/actions/update-extra-data`, {
      extraData: { seat: 'aisle' },
    });
    expect(set.status).toBe(204);
    expect((await infos(event, 'A-1')).body['A-1']).toMatchObject({
      status: 'booked',
      extraData: { seat: 'aisle' },
    });
    await kit.call('POST', `/events/${event}/objects/A-1/actions/update-extra-data`, {
      extraData: null,
    });
    expect((await infos(event, 'A-1')).body['A-1']).not.toHaveProperty('extraData');
  });

  it('updates several objects at once and refuses labels not on the chart', async () => {
    const event = await kit.event();
    const many = await kit.call('POST', `/events/${event}/actions/update-extra-data`, {
      extraData: { 'A-1': { a: 1 }, 'A-2': { b: 2 } },
    });
    expect(many.status).toBe(204);
    expect((await infos(event, 'A-2')).body['A-2'].extraData).toEqual({ b: 2 });
    const bad = await kit.call('POST', `/events/${event}/objects/Z-1/actions/update-extra-data`, {
      extraData: {},
    });
    expect(bad.body.errors[0].code).toBe('OBJECT_NOT_FOUND');
    const malformed = await kit.call(
      'POST',
      `/events/${event}/objects/A-1/actions/update-extra-data`,
      { extraData: 'x' },
    );
    expect(malformed.body.errors[0]).toEqual({
      code: 'GENERAL_ERROR',
      message: 'body.extraData: extraData must be a JSON object',
    });
  });
});

describe('for sale', () => {
  it('objects marked not for sale cannot be booked or held, and show not_for_sale', async () => {
    const event = await kit.event();
    expect(
      (
        await kit.call('POST', `/events/${event}/actions/mark-as-not-for-sale`, {
          objects: ['A-1'],
        })
      ).status,
    ).toBe(200);
    expect((await infos(event, 'A-1')).body['A-1']).toMatchObject({
      forSale: false,
      isAvailable: false,
      availabilityReason: 'not_for_sale',
    });
    const booked = await kit.call('POST', `/events/${event}/actions/book`, { objects: ['A-1'] });
    expect(booked.body.errors[0]).toEqual({
      code: 'NOT_FOR_SALE',
      message: 'A-1 is not for sale and cannot be booked',
    });
    const token = await kit.holdToken();
    const held = await kit.call('POST', `/events/${event}/actions/hold`, {
      objects: ['A-1'],
      holdToken: token,
    });
    expect(held.body.errors[0].code).toBe('NOT_FOR_SALE');
    await kit.call('POST', `/events/${event}/actions/mark-as-for-sale`, { objects: ['A-1'] });
    expect(
      (await kit.call('POST', `/events/${event}/actions/book`, { objects: ['A-1'] })).status,
    ).toBe(204);
  });

  it('GA places and categories, recorded in the event’s forSaleConfig', async () => {
    const event = await kit.event();
    await kit.call('POST', `/events/${event}/actions/mark-as-not-for-sale`, {
      areaPlaces: { GA1: 30 },
      categories: [9],
    });
    const answer = (await infos(event, 'GA1', 'A-1', 'GA2')).body;
    expect(answer.GA1).toMatchObject({ numNotForSale: 30, numFree: 70 });
    expect(answer['A-1'].forSale).toBe(false);
    const full = await kit.call('POST', `/events/${event}/actions/book`, {
      objects: [{ objectId: 'GA2', quantity: 100 }],
    });
    expect(full.status).toBe(204);
    expect((await kit.call('GET', `/events/${event}`)).body.forSaleConfig).toEqual({
      forSale: false,
      objects: [],
      areaPlaces: { GA1: 30 },
      categories: [9],
    });
    await kit.call('POST', `/events/${event}/actions/mark-everything-as-for-sale`);
    const after = (await infos(event, 'GA1', 'A-1')).body;
    expect([after.GA1.numNotForSale, after['A-1'].forSale]).toEqual([0, true]);
    expect((await kit.call('GET', `/events/${event}`)).body.forSaleConfig).toBeNull();
  });

  it.each([
    [{ objects: ['Z-1'] }, 'OBJECT_NOT_FOUND'],
    [{ areaPlaces: { 'A-1': 2 } }, 'NOT_A_GA_AREA'],
    [{ areaPlaces: { GA1: 101 } }, 'GA_CAPACITY_EXCEEDED'],
    [{ categories: ['nope'] }, 'CATEGORY_NOT_FOUND'],
  ])('refuses %j with %s', async (body, code) => {
    const event = await kit.event();
    const answer = await kit.call('POST', `/events/${event}/actions/mark-as-not-for-sale`, body);
    expect([answer.status, answer.body.errors[0].code]).toEqual([400, code]);
  });
});
