// The unmodified seats.io SDK over a real socket: chart tags, list filters and expansions,
// copies in and across workspaces, and moving an event to a new copy of its chart (issue 32.5,
// 32.8); on PostgreSQL too when TEST_STORE_URL is set.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type AsyncIterator, ChartListParams, Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../application/accounts/keys';
import { startTestService, type TestService } from '../service-test-kit';

const fixtures = resolve(import.meta.dirname, '../../../fixtures/charts');
let svc: TestService;
let baseUrl: string;
let client: SeatsioClient;
let adminClient: SeatsioClient;
let otherWorkspace: string;

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

async function uploadSample(key: string) {
  const response = await fetch(`${baseUrl}/system/public/charts/${encodeURIComponent(key)}`, {
    method: 'POST',
    headers: { authorization: basic(svc.secretKey), 'content-type': 'application/json' },
    body: readFileSync(resolve(fixtures, 'sampleChart.json'), 'utf8'),
  });
  expect(response.status).toBe(204);
}

async function all<T, J>(iterator: AsyncIterator<T, J>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterator as AsyncIterable<T>) items.push(item);
  return items;
}

beforeAll(async () => {
  svc = await startTestService();
  baseUrl = await svc.listen();
  client = new SeatsioClient(new Region(baseUrl), svc.secretKey);
  adminClient = new SeatsioClient(new Region(baseUrl), svc.company.admin.secretKey);
  const row = await svc.deps.store.transaction((tx) =>
    tx.insertWorkspace({
      companyId: svc.company.admin.id,
      key: randomUUID(),
      secretKeyHash: hashKey(randomUUID()),
      name: 'Second',
      isTest: true,
      isActive: true,
      isDefault: false,
    }),
  );
  otherWorkspace = row.key;
});
afterAll(() => svc.close());

describe('charts through the SDK', () => {
  it('tags charts, lists all tags and lists charts by tag, one tag with a slash', async () => {
    const chart = await client.charts.create('tagged');
    await client.charts.addTag(chart.key, 'tag1/:"-<>');
    await client.charts.addTag(chart.key, 'tag2');
    expect((await client.charts.retrieve(chart.key)).tags).toEqual(['tag1/:"-<>', 'tag2']);
    expect(await client.charts.listAllTags()).toEqual(
      expect.arrayContaining(['tag1/:"-<>', 'tag2']),
    );
    const byTag = await all(client.charts.listAll(new ChartListParams().withTag('tag1/:"-<>')));
    expect(byTag.map((c) => c.key)).toEqual([chart.key]);
    await client.charts.removeTag(chart.key, 'tag2');
    expect((await client.charts.retrieve(chart.key)).tags).toEqual(['tag1/:"-<>']);
  });

  it('lists with expanded events cut to eventsLimit and validation, filter on the name', async () => {
    const chart = await client.charts.create(`expand-${randomUUID()}`);
    const e1 = await client.events.create(chart.key);
    const e2 = await client.events.create(chart.key);
    const e3 = await client.events.create(chart.key);
    const params = new ChartListParams()
      .withFilter(chart.name)
      .withExpandEvents(true)
      .withEventsLimit(2)
      .withExpandValidation(true);
    const [listed] = await all(client.charts.listAll(params));
    expect(listed.events?.map((e) => e.key)).toEqual([e3.key, e2.key]);
    expect(listed.validation).toEqual(expect.objectContaining({ errors: [], warnings: [] }));
    expect(e1.key).toBeDefined();
  });

  it('copies a chart, its draft, and to another workspace', async () => {
    const key = `sdk-copy-${randomUUID()}`;
    await uploadSample(key);
    const copy = await client.charts.copy(key);
    expect(copy.name).toBe('Sample chart (copy)');
    expect(copy.key).not.toBe(key);
    await client.events.create(key);
    await client.charts.update(key, 'newName');
    expect((await client.charts.copyDraftVersion(key)).name).toBe('newName (copy)');

    const abroad = await adminClient.charts.copyToWorkspace(key, otherWorkspace);
    expect(abroad.name).toBe('Sample chart');
    const there = new SeatsioClient(
      new Region(baseUrl),
      svc.company.admin.secretKey,
      otherWorkspace,
    );
    expect((await there.charts.retrieve(abroad.key)).name).toBe('Sample chart');
    const fromTo = await adminClient.charts.copyFromWorkspaceTo(
      key,
      svc.company.workspace.key,
      otherWorkspace,
    );
    expect((await there.charts.retrieve(fromTo.key)).key).toBe(fromTo.key);
  });

  it('moves an event to a new copy of its chart, keeping its bookings', async () => {
    const key = `sdk-move-${randomUUID()}`;
    await uploadSample(key);
    const event = await client.events.create(key);
    const stays = await client.events.create(key);
    await client.events.book(event.key, ['A-1']);
    const moved = await client.events.moveEventToChartCopy(event.key);
    expect(moved.key).toBe(event.key);
    expect(moved.id).toBe(event.id);
    expect(moved.chartKey).not.toBe(key);
    const copy = await client.charts.retrieve(moved.chartKey);
    expect(copy).toMatchObject({ name: 'Sample chart (copy)', status: 'PUBLISHED' });
    expect((await client.events.retrieveObjectInfo(event.key, 'A-1')).status).toBe('booked');
    expect((await client.events.retrieve(stays.key)).chartKey).toBe(key);

    // An empty chart moves too (created without a drawing).
    const empty = await client.charts.create();
    const onEmpty = await client.events.create(empty.key);
    const movedEmpty = await client.events.moveEventToChartCopy(onEmpty.key);
    expect((await client.charts.retrieve(movedEmpty.chartKey)).name).toBe('Untitled chart (copy)');
    expect((await client.charts.retrieve(empty.key)).status).toBe('NOT_USED');
  });
});
