import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, FREE_A1, startBookingKit } from './booking-test-kit';
import { caller } from './http-test-kit';

let kit: BookingKit;
beforeAll(async () => {
  kit = await startBookingKit();
});
afterAll(() => kit.svc.close());

async function info(event: string, label: string) {
  const answer = await kit.call(
    'GET',
    `/events/${event}/objects?label=${encodeURIComponent(label)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body[label];
}

describe('status change routes', () => {
  it('book answers 204 without expand, and the seat is booked', async () => {
    const event = await kit.event();
    const answer = await kit.call('POST', `/events/${event}/actions/book`, { objects: ['A-1'] });
    expect([answer.status, answer.body]).toEqual([204, undefined]);
    expect((await info(event, 'A-1')).status).toBe('booked');
  });

  it('book with expand=objects answers the object info, field by field', async () => {
    const event = await kit.event();
    const answer = await kit.call('POST', `/events/${event}/actions/book?expand=objects`, {
      objects: [{ objectId: 'A-1', ticketType: 'adult', extraData: { name: 'Ann' } }],
      orderId: 'order-1',
    });
    expect(answer.status).toBe(200);
    const { isAvailable: _a, availabilityReason: _r, forSale: _f, ...rest } = FREE_A1;
    const expected = {
      ...rest,
      status: 'booked',
      ticketType: 'adult',
      orderId: 'order-1',
      extraData: { name: 'Ann' },
      forSale: true,
      isAvailable: false,
      availabilityReason: 'booked',
    };
    expect(answer.body).toEqual({ objects: { 'A-1': expected } });
    // Field order follows seats.io's object info: the seat fields, then availability.
    expect(Object.keys(answer.body.objects['A-1'])).toEqual([
      'label',
      'labels',
      'ids',
      'status',
      'categoryKey',
      'categoryLabel',
      'ticketType',
      'orderId',
      'extraData',
      'forSale',
      'objectType',
      'isAccessible',
      'hasRestrictedView',
      'isCompanionSeat',
      'hasLiftUpArmrests',
      'isHearingImpaired',
      'isSemiAmbulatorySeat',
      'hasSignLanguageInterpretation',
      'isPlusSize',
      'rightNeighbour',
      'isAvailable',
      'availabilityReason',
      'distanceToFocalPoint',
      'seasonStatusOverriddenQuantity',
    ]);
  });

  it('hold then release with the token, through the shorthand routes', async () => {
    const event = await kit.event();
    const token = await kit.holdToken();
    const held = await kit.call('POST', `/events/${event}/actions/hold?expand=objects`, {
      objects: ['A-2'],
      holdToken: token,
    });
    expect(held.status).toBe(200);
    expect(held.body.objects['A-2']).toMatchObject({
      status: 'reservedByToken',
      holdToken: token,
      isAvailable: false,
      availabilityReason: 'reservedByToken',
      leftNeighbour: 'A-1',
      rightNeighbour: 'A-3',
    });
    const released = await kit.call('POST', `/events/${event}/actions/release?expand=objects`, {
      objects: ['A-2'],
      holdToken: token,
    });
    expect(released.body.objects['A-2'].status).toBe('free');
    expect(released.body.objects['A-2']).not.toHaveProperty('holdToken');
  });

  it('change-object-status sets a custom status and RELEASE releases it', async () => {
    const event = await kit.event();
    const changed = await kit.call(
      'POST',
      `/events/${event}/actions/change-object-status?expand=objects`,
      {
        objects: ['B-1'],
        status: 'checked-in',
      },
    );
    expect(changed.body.objects['B-1']).toMatchObject({
      status: 'checked-in',
      availabilityReason: 'checked-in',
    });
    const released = await kit.call('POST', `/events/${event}/actions/change-object-status`, {
      objects: ['B-1'],
      type: 'RELEASE',
    });
    expect(released.status).toBe(204);
    expect((await info(event, 'B-1')).status).toBe('free');
  });

  it('the group route changes several events in one transaction and merges their objects', async () => {
    const [one, two] = [await kit.event(), await kit.event()];
    const answer = await kit.call(
      'POST',
      '/events/groups/actions/change-object-status?expand=objects',
      {
        events: [one, two],
        objects: ['A-3'],
        status: 'booked',
      },
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.objects)).toEqual(['A-3']);
    expect((await info(one, 'A-3')).status).toBe('booked');
    expect((await info(two, 'A-3')).status).toBe('booked');
    const refused = await kit.call('POST', '/events/groups/actions/change-object-status', {
      events: [await kit.event(), one],
      objects: ['A-3'],
      status: 'booked',
    });
    expect(refused.body.errors).toEqual([
      { code: 'OBJECT_ALREADY_IN_STATUS', message: 'A-3 is already booked' },
    ]);
  });

  it('the batch answers results[i] for statusChanges[i] and may release and hold one seat', async () => {
    const [one, two] = [await kit.event(), await kit.event()];
    await kit.call('POST', `/events/${one}/actions/book`, { objects: ['A-1'] });
    const token = await kit.holdToken();
    const answer = await kit.call('POST', '/events/actions/change-object-status?expand=objects', {
      statusChanges: [
        { event: one, objects: ['A-1'], type: 'RELEASE' },
        { event: one, objects: ['A-1'], status: 'reservedByToken', holdToken: token },
        { event: two, objects: ['GA1', 'GA1', { objectId: 'GA1', quantity: 3 }], status: 'booked' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toHaveLength(3);
    expect(answer.body.results[0].objects['A-1'].status).toBe('free');
    expect(answer.body.results[1].objects['A-1']).toMatchObject({
      status: 'reservedByToken',
      holdToken: token,
    });
    const ga = answer.body.results[2].objects.GA1;
    expect(ga).toEqual({
      label: 'GA1',
      labels: ga.labels,
      ids: ga.ids,
      status: 'free',
      categoryKey: ga.categoryKey,
      categoryLabel: ga.categoryLabel,
      forSale: true,
      objectType: 'generalAdmission',
      isAvailable: true,
      availabilityReason: 'available',
      ...(ga.distanceToFocalPoint === undefined
        ? {}
        : { distanceToFocalPoint: ga.distanceToFocalPoint }),
      seasonStatusOverriddenQuantity: 0,
      capacity: 100,
      numBooked: 5,
      numHeld: 0,
      numNotForSale: 0,
      numFree: 95,
      bookAsAWhole: false,
      variableOccupancy: true,
      minOccupancy: 1,
      maxOccupancy: 100,
    });
    expect(ga).not.toHaveProperty('isAccessible');
    expect(ga).not.toHaveProperty('holds');
  });

  it('a refused batch applies none of its changes and says which object and rule', async () => {
    const event = await kit.event();
    await kit.call('POST', `/events/${event}/actions/book`, { objects: ['A-5'] });
    const answer = await kit.call('POST', '/events/actions/change-object-status', {
      statusChanges: [
        { event, objects: ['A-4'], status: 'booked' },
        { event, objects: ['A-5'], status: 'vip', allowedPreviousStatuses: ['free'] },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: 400,
      messages: ['A-5 is booked; allowedPreviousStatuses is [free]'],
      errors: [
        {
          code: 'ILLEGAL_STATUS_CHANGE',
          message: 'A-5 is booked; allowedPreviousStatuses is [free]',
        },
      ],
      warnings: [],
    });
    expect(answer.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await info(event, 'A-4')).status).toBe('free');
  });

  it.each([
    ['an unknown label', { objects: ['Z-99'] }, 400, 'OBJECT_NOT_FOUND', 'Object not found: Z-99'],
    [
      'a malformed objects entry',
      { objects: [{ objectId: 'A-1', quantity: 0 }] },
      400,
      'GENERAL_ERROR',
      'body.objects.0.quantity: quantity must be at least 1',
    ],
    ['an unknown field', { objects: ['A-1'], colour: 'red' }, 400, 'GENERAL_ERROR', undefined],
    ['a body that is not an object', [1, 2], 400, 'GENERAL_ERROR', undefined],
    [
      'channelKeys with ignoreChannels',
      { objects: ['A-1'], channelKeys: ['x'], ignoreChannels: true },
      400,
      'CONFLICTING_OPTIONS',
      undefined,
    ],
    [
      'a seat of a table booked as a whole',
      { objects: ['T2-1'] },
      400,
      'TABLE_BOOKED_AS_WHOLE',
      undefined,
    ],
  ])('refuses %s with one JSON error', async (_name, body, status, code, message) => {
    const event = await kit.event(
      _name === 'a seat of a table booked as a whole' ? { chartKey: 'sampleChartWithTables' } : {},
    );
    const answer = await kit.call('POST', `/events/${event}/actions/book`, body);
    expect(answer.status).toBe(status);
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors[0].code).toBe(code);
    if (message) expect(answer.body.errors[0].message).toBe(message);
  });

  it('an unknown event is 404 EVENT_NOT_FOUND', async () => {
    const answer = await kit.call('POST', '/events/nope/actions/book', { objects: ['A-1'] });
    expect([answer.status, answer.body.errors[0].code]).toEqual([404, 'EVENT_NOT_FOUND']);
    const batch = await kit.call('POST', '/events/actions/change-object-status', {
      statusChanges: [{ event: 'nope', objects: ['A-1'], status: 'booked' }],
    });
    expect([batch.status, batch.body.errors[0].code]).toEqual([404, 'EVENT_NOT_FOUND']);
  });

  it('an unknown expansion is refused', async () => {
    const event = await kit.event();
    const answer = await kit.call('POST', `/events/${event}/actions/book?expand=labels`, {
      objects: ['A-1'],
    });
    expect([answer.status, answer.body.errors[0].code]).toEqual([400, 'GENERAL_ERROR']);
    expect((await info(event, 'A-1')).status).toBe('free');
  });
});

describe('hold tokens in status changes', () => {
  it('an expired token cannot hold, and its holds no longer block', async () => {
    const event = await kit.event();
    const token = await kit.holdToken(1);
    await kit.call('POST', `/events/${event}/actions/hold`, {
      objects: ['C-1', 'GA2'],
      holdToken: token,
    });
    kit.svc.advanceClock(61_000);
    const again = await kit.call('POST', `/events/${event}/actions/hold`, {
      objects: ['C-2'],
      holdToken: token,
    });
    expect([again.status, again.body.errors[0].code]).toEqual([400, 'HOLD_TOKEN_INVALID']);
    const seat = await info(event, 'C-1');
    expect(seat.status).toBe('free');
    expect(seat).not.toHaveProperty('holdToken');
    expect((await info(event, 'GA2')).numHeld).toBe(0);
    const booked = await kit.call('POST', `/events/${event}/actions/book`, { objects: ['C-1'] });
    expect(booked.status).toBe(204);
  });

  it('a token of another company is unknown here', async () => {
    const other = await kit.svc.newCompany();
    const created = await caller(kit.svc, other.workspace.secretKey)('POST', '/hold-tokens');
    const { holdToken } = created.body as { holdToken: string };
    const event = await kit.event();
    const answer = await kit.call('POST', `/events/${event}/actions/hold`, {
      objects: ['D-1'],
      holdToken,
    });
    expect(answer.body.errors[0].code).toBe('HOLD_TOKEN_INVALID');
  });

  it('booking a held seat needs its token', async () => {
    const event = await kit.event();
    const token = await kit.holdToken();
    await kit.call('POST', `/events/${event}/actions/hold`, { objects: ['D-2'], holdToken: token });
    const without = await kit.call('POST', `/events/${event}/actions/book`, { objects: ['D-2'] });
    expect(without.body.errors[0].code).toBe('HOLD_TOKEN_REQUIRED');
    const withIt = await kit.call('POST', `/events/${event}/actions/book?expand=objects`, {
      objects: ['D-2'],
      holdToken: token,
    });
    expect(withIt.body.objects['D-2'].status).toBe('booked');
    expect(withIt.body.objects['D-2']).not.toHaveProperty('holdToken');
  });
});
