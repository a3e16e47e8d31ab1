// Issue 32.6, ticket buyer IDs' effect on holds, through HTTP (SQLite, and PostgreSQL with
// TEST_STORE_URL): while the account checks them, a hold token asked for an ID not in the list is
// refused, one ID has at most LIMITS.holdTokensPerTicketBuyer live tokens, and removing the ID
// ends its tokens and frees what they held, written to the history as an expiry.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, createEvent, expectError, upload } from './http-test-kit';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

async function checkingCompany(): Promise<Call> {
  const company = await svc.newCompany();
  const admin = caller(svc, company.admin.secretKey);
  const on = await admin('POST', '/seatdesk/accounts/me/ticket-buyer-ids-on-holds/actions/enable');
  expect(on.status, on.text).toBe(204);
  expect((await admin('GET', '/accounts/me')).body.settings.ticketBuyerIdsOnHolds).toBe(true);
  return admin;
}

describe('ticket buyer IDs on hold tokens', () => {
  it('are not checked while the account leaves them off', async () => {
    const company = await svc.newCompany();
    const admin = caller(svc, company.admin.secretKey);
    const reply = await admin('POST', '/hold-tokens', { ticketBuyerId: randomUUID() });
    expect(reply.status, reply.text).toBe(200);
  });

  it('while on, an ID not in the list is refused; a listed one gets its token', async () => {
    const admin = await checkingCompany();
    const id = randomUUID();
    expectError(
      await admin('POST', '/hold-tokens', { ticketBuyerId: id }),
      400,
      'TICKET_BUYER_ID_NOT_FOUND',
      `Ticket buyer ID ${id} is not one of the company's ticket buyer IDs`,
    );
    expectError(
      await admin('POST', '/hold-tokens', { ticketBuyerId: 'not-a-uuid' }),
      400,
      'GENERAL_ERROR',
    );
    await admin('POST', '/ticket-buyers', { ids: [id] });
    expect((await admin('POST', '/hold-tokens', { ticketBuyerId: id })).status).toBe(200);
    // Without an ID, as a server-side integration asks: not checked.
    expect((await admin('POST', '/hold-tokens', {})).status).toBe(200);
  });

  it('one ID has at most the cap of live tokens; another ID is not held back', async () => {
    const admin = await checkingCompany();
    const [id, other] = [randomUUID(), randomUUID()];
    await admin('POST', '/ticket-buyers', { ids: [id, other] });
    for (let i = 0; i < LIMITS.holdTokensPerTicketBuyer; i++) {
      expect((await admin('POST', '/hold-tokens', { ticketBuyerId: id })).status).toBe(200);
    }
    expectError(
      await admin('POST', '/hold-tokens', { ticketBuyerId: id }),
      400,
      'TOO_MANY_HOLD_TOKENS_FOR_TICKET_BUYER',
    );
    expect((await admin('POST', '/hold-tokens', { ticketBuyerId: other })).status).toBe(200);
  });

  it('removing the ID ends its tokens and frees their holds as an expiry; other tokens keep theirs', async () => {
    const admin = await checkingCompany();
    await upload(admin, 'venue');
    const event = (await createEvent(admin, 'venue')).key;
    const [id, other] = [randomUUID(), randomUUID()];
    await admin('POST', '/ticket-buyers', { ids: [id, other] });
    const mine = (await admin('POST', '/hold-tokens', { ticketBuyerId: id })).body.holdToken;
    const theirs = (await admin('POST', '/hold-tokens', { ticketBuyerId: other })).body.holdToken;
    for (const [label, holdToken] of [
      ['A-1', mine],
      ['A-2', theirs],
    ]) {
      const held = await admin('POST', `/events/${event}/actions/hold`, {
        objects: [label],
        holdToken,
      });
      expect(held.status, held.text).toBe(204);
    }
    const removed = await admin('DELETE', '/ticket-buyers', { ids: [id] });
    expect(removed.body).toEqual({ removed: [id], notPresent: [] });
    expectError(await admin('GET', `/hold-tokens/${mine}`), 404, 'HOLD_TOKEN_NOT_FOUND');
    expect((await admin('GET', `/hold-tokens/${theirs}`)).status).toBe(200);
    const report = (await admin('GET', `/reports/events/${event}/byStatus`)).body;
    expect((report.reservedByToken ?? []).map((o: { label: string }) => o.label)).toEqual(['A-2']);
    const history = await admin('GET', `/events/${event}/objects/A-1/status-changes`);
    expect(history.body.items[0]).toMatchObject({
      status: 'free',
      holdToken: mine,
      origin: { type: 'HOLD_EXPIRED' },
    });
  });
});
