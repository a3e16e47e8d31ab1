// /ticket-buyers over HTTP, in-process, and through the unmodified seats.io SDK over a socket; on
// PostgreSQL too when TEST_STORE_URL is set (issue 32.6).
import { randomUUID } from 'node:crypto';
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TicketBuyerPageSchema } from '../../contract/ticket-buyers';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError } from './http-test-kit';
import { expectWholeWalk, walkBothWays } from './paging-walk-test-kit';

let svc: TestService;
let admin: Call;

beforeAll(async () => {
  svc = await startTestService();
  admin = caller(svc, svc.company.admin.secretKey);
});
afterAll(() => svc.close());

async function listed(call: Call): Promise<string[]> {
  const reply = await call('GET', '/ticket-buyers');
  expect(reply.status, reply.text).toBe(200);
  TicketBuyerPageSchema.parse(reply.body);
  return reply.body.items;
}

describe('ticket buyer IDs over HTTP', () => {
  it('adds each once, says which were present, removes and says which were not', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const first = await admin('POST', '/ticket-buyers', { ids: [a, a, a, b, b] });
    expect(first.body).toEqual({ added: [a, b], alreadyPresent: [] });
    const second = await admin('POST', '/ticket-buyers', { ids: [a, c] });
    expect(second.body).toEqual({ added: [c], alreadyPresent: [a] });
    expect((await listed(admin)).sort()).toEqual([a, b, c].sort());
    const removed = await admin('DELETE', '/ticket-buyers', { ids: [a, b, randomUUID()] });
    expect(removed.body.removed).toEqual([a, b]);
    expect(removed.body.notPresent).toHaveLength(1);
    expect(await listed(admin)).toEqual([c]);
    await admin('DELETE', '/ticket-buyers', { ids: [c] });
  });

  it('keeps one list per company', async () => {
    const other = await svc.newCompany();
    const otherAdmin = caller(svc, other.admin.secretKey);
    const id = randomUUID();
    await otherAdmin('POST', '/ticket-buyers', { ids: [id] });
    expect(await listed(otherAdmin)).toEqual([id]);
    expect(await listed(admin)).toEqual([]);
  });

  it('refuses bad IDs, too many, a workspace key and both cursors, changing nothing', async () => {
    const kept = randomUUID();
    await admin('POST', '/ticket-buyers', { ids: [kept] });
    expectError(
      await admin('POST', '/ticket-buyers', { ids: [randomUUID(), 'not-a-uuid'] }),
      400,
      'GENERAL_ERROR',
      /^body\.ids\.1: must be a UUID/,
    );
    const many = Array.from({ length: 1001 }, () => randomUUID());
    expectError(await admin('POST', '/ticket-buyers', { ids: many }), 400, 'GENERAL_ERROR', /1000/);
    expectError(
      await admin('DELETE', '/ticket-buyers', { ids: [kept, 'x'] }),
      400,
      'GENERAL_ERROR',
    );
    expectError(
      await admin('GET', '/ticket-buyers?start_after_id=1&end_before_id=2'),
      400,
      'GENERAL_ERROR',
    );
    expectError(await admin('GET', '/ticket-buyers?limit=0'), 400, 'GENERAL_ERROR', /limit/);
    for (const method of ['GET', 'POST', 'DELETE']) {
      const byWorkspace = await caller(svc)(
        method,
        '/ticket-buyers',
        method === 'GET' ? undefined : { ids: [randomUUID()] },
      );
      expectError(byWorkspace, 403, 'ADMIN_KEY_REQUIRED');
    }
    expect((await admin('GET', '/ticket-buyers', undefined, { key: null })).status).toBe(401);
    expect(await listed(admin)).toEqual([kept]);
    await admin('DELETE', '/ticket-buyers', { ids: [kept] });
  });

  it('pages to the end both ways with IDs added meanwhile', async () => {
    const add = async () => {
      await admin('POST', '/ticket-buyers', { ids: [randomUUID()] });
    };
    for (let i = 0; i < 7; i++) await add();
    const before = await listed(admin);
    const walked = await walkBothWays({
      page: async (cursor) => (await admin('GET', `/ticket-buyers?limit=2&${cursor}`)).body,
      add,
      name: (id: string) => id,
    });
    expectWholeWalk(walked, before, await listed(admin));
    expect(walked.backward.length).toBeGreaterThan(before.length);
  });
});

describe('ticket buyer IDs through the SDK', () => {
  it('adds, lists through the iterator and removes', async () => {
    const baseUrl = await svc.listen();
    const client = new SeatsioClient(new Region(baseUrl), svc.company.admin.secretKey);
    const before = await listed(admin);
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const added = await client.ticketBuyers.add([a, a, b, null as unknown as string]);
    expect(added.added.sort()).toEqual([a, b].sort());
    expect(added.alreadyPresent).toEqual([]);
    expect((await client.ticketBuyers.add([a])).alreadyPresent).toEqual([a]);
    const all: string[] = [];
    for await (const id of client.ticketBuyers.listAll() as unknown as AsyncIterable<string>) {
      all.push(id);
    }
    expect(all.sort()).toEqual([...before, a, b].sort());
    const removed = await client.ticketBuyers.remove([a, b, c]);
    expect(removed.removed.sort()).toEqual([a, b].sort());
    expect(removed.notPresent).toEqual([c]);
  });
});
