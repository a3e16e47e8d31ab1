// Issue 32.6 through the unmodified seatsio SDK, which sends no `ticketBuyerId` on its holds (the
// renderer does): while the account checks ticket buyer IDs, the SDK's hold with a token created
// for a listed buyer goes through unchecked, and once the SDK removes the ID that token holds
// nothing more.
import { randomUUID } from 'node:crypto';
import { CreateEventParams, Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { caller, upload } from './http-test-kit';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

describe('the seatsio SDK and hold tokens of ticket buyers', () => {
  it('holds with a buyer’s token, and is refused once the ID is removed', async () => {
    const { admin } = await svc.newCompany();
    const call = caller(svc, admin.secretKey);
    const client = new SeatsioClient(new Region(await svc.listen()), admin.secretKey);
    await call('POST', '/seatdesk/accounts/me/ticket-buyer-ids-on-holds/actions/enable');
    await upload(call, 'venue');
    await client.events.create('venue', new CreateEventParams().withKey('show'));
    const id = randomUUID();
    expect((await client.ticketBuyers.add([id])).added).toEqual([id]);
    const token = await call('POST', '/hold-tokens', { ticketBuyerId: id });
    const holdToken: string = token.body.holdToken;

    await client.events.hold('show', ['A-1'], holdToken);
    expect((await client.events.retrieveObjectInfo('show', 'A-1')).status).toBe('reservedByToken');

    expect((await client.ticketBuyers.remove([id])).removed).toEqual([id]);
    await expect(client.events.hold('show', ['A-2'], holdToken)).rejects.toMatchObject({
      status: 400,
    });
    expect((await client.events.retrieveObjectInfo('show', 'A-2')).status).toBe('free');
  });
});
