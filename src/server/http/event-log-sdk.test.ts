// Issue 32.7: seats.io's event log (wire §17) through the unmodified seatsio SDK over a real
// socket, with the company admin key as its tests use it. Each test starts from a company of its
// own and pins the exact list, as seats.io's tests do.
import {
  CreateEventParams,
  ForSaleConfig,
  Region,
  SeatsioClient,
  TableBookingConfig,
  UpdateEventParams,
} from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCompany } from '../../contract/accounts';
import { DEV_SYSTEM_SECRET, startTestService, type TestService } from '../service-test-kit';
import { fixture } from './http-test-kit';

let svc: TestService;
let baseUrl: string;

beforeAll(async () => {
  svc = await startTestService();
  baseUrl = await svc.listen();
});
afterAll(() => svc.close());

/** A company made as seats.io's SDK tests make theirs: the system route. */
async function testCompany(): Promise<TestCompany> {
  const reply = await fetch(`${baseUrl}/system/private/create-test-company`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${DEV_SYSTEM_SECRET}:`)}` },
  });
  expect(reply.status).toBe(200);
  return (await reply.json()) as TestCompany;
}

async function clients() {
  const company = await testCompany();
  const admin = new SeatsioClient(new Region(baseUrl), company.admin.secretKey);
  const workspace = new SeatsioClient(new Region(baseUrl), company.workspace.secretKey);
  return { company, admin, workspace };
}

async function uploadSample(company: TestCompany, key: string) {
  const reply = await fetch(`${baseUrl}/system/public/charts/${key}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${company.workspace.secretKey}:`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(fixture('sampleChart')),
  });
  expect(reply.status).toBe(204);
}

/** Every item, walking the SDK's iterator as an integration would. */
async function logOf(client: SeatsioClient) {
  const items = [];
  for await (const item of client.eventLog.listAll()) items.push(item);
  return items;
}

const types = async (client: SeatsioClient) => (await logOf(client)).map((item) => item.type);

describe('the event log through the seatsio SDK', () => {
  it('a new test company has an empty log', async () => {
    const { admin } = await clients();
    expect(await logOf(admin)).toEqual([]);
  });

  it('chart created then saved: exactly chart.created, chart.published, with their data', async () => {
    const { company, admin } = await clients();
    const chart = await admin.charts.create();
    await admin.charts.update(chart.key, 'a chart');
    const items = await logOf(admin);
    expect(items.map((item) => item.type)).toEqual(['chart.created', 'chart.published']);
    for (const item of items) {
      expect(item.id).toBeGreaterThan(0);
      expect(item.data).toEqual({ key: chart.key, workspaceKey: company.workspace.key });
      expect(Math.abs(item.timestamp.getTime() - Date.now())).toBeLessThan(60_000);
    }
    expect(items[0].id).toBeLessThan(items[1].id);
  });

  it('an event created with a forSaleConfig adds exactly one event.for.sale.config.updated', async () => {
    const { company, admin, workspace } = await clients();
    await uploadSample(company, 'venue');
    const before = await types(admin);
    const event = await workspace.events.create(
      'venue',
      new CreateEventParams().withForSaleConfig(new ForSaleConfig(false, ['A-1'], {}, [])),
    );
    const items = await logOf(admin);
    expect(items.map((item) => item.type)).toEqual([...before, 'event.for.sale.config.updated']);
    expect(items.at(-1)?.data).toEqual({ key: event.key, workspaceKey: company.workspace.key });
    // A plain event, status changes and holds write nothing.
    await workspace.events.create('venue', new CreateEventParams().withKey('plain'));
    await workspace.events.book(event.key, ['A-2']);
    await workspace.events.hold(
      event.key,
      ['A-3'],
      (await workspace.holdTokens.create()).holdToken,
    );
    expect(await types(admin)).toEqual([...before, 'event.for.sale.config.updated']);
  });

  it('channels, categories, table booking config and for-sale changes each write their type', async () => {
    const { company, admin, workspace } = await clients();
    await uploadSample(company, 'venue');
    await workspace.events.create('venue', new CreateEventParams().withKey('show'));
    const start = (await types(admin)).length;
    await workspace.events.channels.add('show', 'ch1', 'channel 1', '#FF0000', 1, ['A-1']);
    await workspace.events.update(
      'show',
      new UpdateEventParams().withObjectCategories({ 'A-2': 9 }),
    );
    await workspace.events.update(
      'show',
      new UpdateEventParams().withTableBookingConfig(TableBookingConfig.allByTable()),
    );
    await workspace.events.markAsNotForSale('show', ['A-3']);
    await workspace.events.update('show', new UpdateEventParams().withName('renamed'));
    expect((await types(admin)).slice(start)).toEqual([
      'event.channels.updated',
      'event.categories.updated',
      'event.table.booking.config.updated',
      'event.for.sale.config.updated',
    ]);
  });

  it('pages oldest first, forward and back, with entries added meanwhile', async () => {
    const { admin } = await clients();
    for (let i = 0; i < 5; i++) await admin.charts.create(`chart ${i}`);
    const first = await admin.eventLog.listFirstPage(2);
    expect(first.items.map((item) => item.type)).toEqual(['chart.created', 'chart.created']);
    expect(first.previousPageEndsBefore).toBeFalsy();
    const ids = first.items.map((item) => item.id);
    await admin.charts.create('added while paging');
    let after = first.nextPageStartsAfter;
    while (after) {
      const page = await admin.eventLog.listPageAfter(Number(after), 2);
      ids.push(...page.items.map((item) => item.id));
      after = page.nextPageStartsAfter;
    }
    expect(ids).toHaveLength(6);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const back = await admin.eventLog.listPageBefore(ids[4], 2);
    expect(back.items.map((item) => item.id)).toEqual([ids[2], ids[3]]);
    expect(String(back.previousPageEndsBefore)).toBe(String(ids[2]));
  });

  it('the workspace secret key may not read it, and other companies see nothing of it', async () => {
    const { admin, workspace } = await clients();
    await admin.charts.create();
    // seats.io answers an empty 403; ours carries its code (docs/error-codes.md).
    await expect(logOf(workspace)).rejects.toMatchObject({
      status: 403,
      errors: [{ code: 'ADMIN_KEY_REQUIRED' }],
    });
    const other = await clients();
    expect(await logOf(other.admin)).toEqual([]);
  });
});
