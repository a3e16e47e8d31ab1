// Issue 32.6, the rest: hold and release requests carrying a `ticketBuyerId` (one event, a group
// of events, a batch), through HTTP on SQLite, and PostgreSQL with TEST_STORE_URL. While the
// account checks ticket buyer IDs, the ID must be listed and a token created for one buyer
// serves no other; a refusal holds nothing. While it does not, the ID is ignored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, createEvent, expectError, upload } from './http-test-kit';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

async function company(checking: boolean): Promise<Call> {
  const { admin } = await svc.newCompany();
  const call = caller(svc, admin.secretKey);
  if (checking) {
    const on = await call('POST', '/seatdesk/accounts/me/ticket-buyer-ids-on-holds/actions/enable');
    expect(on.status, on.text).toBe(204);
  }
  await upload(call, 'venue');
  await createEvent(call, 'venue', 'show');
  await createEvent(call, 'venue', 'matinee');
  return call;
}

async function tokenFor(call: Call, ticketBuyerId?: string): Promise<string> {
  const reply = await call('POST', '/hold-tokens', ticketBuyerId ? { ticketBuyerId } : {});
  expect(reply.status, reply.text).toBe(200);
  return reply.body.holdToken;
}

async function statusOf(call: Call, label: string, event = 'show'): Promise<string> {
  return (await call('GET', `/events/${event}/objects?label=${label}`)).body[label].status;
}

describe('ticketBuyerId on hold and release', () => {
  it('is ignored while the account does not check ticket buyer IDs', async () => {
    const call = await company(false);
    const holdToken = await tokenFor(call);
    const held = await call('POST', '/events/show/actions/hold', {
      objects: ['A-1'],
      holdToken,
      ticketBuyerId: randomUUID(),
    });
    expect(held.status, held.text).toBe(204);
  });

  it('while checked: a listed ID holds and releases with its own token', async () => {
    const call = await company(true);
    const id = randomUUID();
    await call('POST', '/ticket-buyers', { ids: [id] });
    const holdToken = await tokenFor(call, id);
    const body = { objects: ['A-1'], holdToken, ticketBuyerId: id };
    expect((await call('POST', '/events/show/actions/hold', body)).status).toBe(204);
    expect(await statusOf(call, 'A-1')).toBe('reservedByToken');
    expect((await call('POST', '/events/show/actions/release', body)).status).toBe(204);
    expect(await statusOf(call, 'A-1')).toBe('free');
  });

  it('while checked: an ID not in the list is refused on every route, holding nothing', async () => {
    const call = await company(true);
    const id = randomUUID();
    const holdToken = await tokenFor(call);
    const change = { objects: ['A-2'], holdToken, ticketBuyerId: id };
    const message = `Ticket buyer ID ${id} is not one of the company's ticket buyer IDs`;
    for (const [path, body] of [
      ['/events/show/actions/hold', change],
      ['/events/show/actions/change-object-status', { ...change, status: 'reservedByToken' }],
      [
        '/events/groups/actions/change-object-status',
        { ...change, events: ['show', 'matinee'], status: 'reservedByToken' },
      ],
      [
        '/events/actions/change-object-status',
        { statusChanges: [{ ...change, event: 'show', status: 'reservedByToken' }] },
      ],
    ] as const) {
      expectError(await call('POST', path, body), 400, 'TICKET_BUYER_ID_NOT_FOUND', message);
    }
    expect([await statusOf(call, 'A-2'), await statusOf(call, 'A-2', 'matinee')]).toEqual([
      'free',
      'free',
    ]);
    const malformed = await call('POST', '/events/show/actions/hold', {
      ...change,
      ticketBuyerId: 'not-a-uuid',
    });
    expectError(malformed, 400, 'GENERAL_ERROR', /ticketBuyerId must be a UUID/);
  });

  it('while checked: a token created for one buyer does not hold or release for another', async () => {
    const call = await company(true);
    const [mine, theirs] = [randomUUID(), randomUUID()];
    await call('POST', '/ticket-buyers', { ids: [mine, theirs] });
    const holdToken = await tokenFor(call, mine);
    expect(
      (
        await call('POST', '/events/show/actions/hold', {
          objects: ['A-3'],
          holdToken,
          ticketBuyerId: mine,
        })
      ).status,
    ).toBe(204);
    for (const action of ['hold', 'release']) {
      const reply = await call('POST', `/events/show/actions/${action}`, {
        objects: [action === 'hold' ? 'A-4' : 'A-3'],
        holdToken,
        ticketBuyerId: theirs,
      });
      expectError(
        reply,
        400,
        'HOLD_TOKEN_OF_ANOTHER_TICKET_BUYER',
        `Hold token ${holdToken} was created for another ticket buyer than ${theirs}`,
      );
    }
    expect([await statusOf(call, 'A-3'), await statusOf(call, 'A-4')]).toEqual([
      'reservedByToken',
      'free',
    ]);
  });
});
