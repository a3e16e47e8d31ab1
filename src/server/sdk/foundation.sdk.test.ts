// The official seats.io SDK (npm `seatsio`), unmodified, driving the foundation over a real
// socket: a client nobody here wrote proves the wire is compatible.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type AsyncIterator,
  Category,
  CategoryUpdateParams,
  type Chart,
  ChartListParams,
  CreateEventParams,
  type Event,
  LocalDate,
  Region,
  SeatsioClient,
  TableBookingConfig,
  UpdateEventParams,
} from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestCompanySchema } from '../../contract/accounts';
import { DEV_SYSTEM_SECRET, startTestService, type TestService } from '../service-test-kit';

const fixtures = resolve(import.meta.dirname, '../../../fixtures/charts');

let svc: TestService;
let baseUrl: string;
let secretKey: string;
let client: SeatsioClient;

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/** The SDK has no upload call: the designer's drawing goes in through the public system API. */
async function uploadFixture(key: string, file: string) {
  const response = await fetch(`${baseUrl}/system/public/charts/${encodeURIComponent(key)}`, {
    method: 'POST',
    headers: { authorization: basic(secretKey), 'content-type': 'application/json' },
    body: readFileSync(resolve(fixtures, `${file}.json`), 'utf8'),
  });
  expect(response.status).toBe(204);
}

/** Drains one of the SDK's async iterators (typed with `next(): Promise<any>`). */
async function all<T, J>(iterator: AsyncIterator<T, J>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterator as AsyncIterable<T>) items.push(item);
  return items;
}

/** The SDK rejects with the parsed error body. */
async function errorBodyOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeDefined();
  return error as { status: number; errors: Array<{ code: string; message: string }> };
}

beforeAll(async () => {
  svc = await startTestService();
  baseUrl = await svc.listen();
  // The SDK cannot create companies; the system API can, with the development system secret.
  const response = await fetch(`${baseUrl}/system/private/create-test-company`, {
    method: 'POST',
    headers: { authorization: basic(DEV_SYSTEM_SECRET) },
  });
  expect(response.status).toBe(200);
  const company = TestCompanySchema.parse(await response.json());
  secretKey = company.workspace.secretKey;
  client = new SeatsioClient(new Region(baseUrl), secretKey);
  await uploadFixture('sampleChart', 'sampleChart');
});
afterAll(() => svc.close());

describe('charts and events through the SDK', () => {
  it('creates events and retrieves them and their chart', async () => {
    const event: Event = await client.events.create(
      'sampleChart',
      new CreateEventParams()
        .withKey('sdk-event')
        .withName('SDK night')
        .withDate(new LocalDate(2031, 3, 14))
        .withTableBookingConfig(TableBookingConfig.inherit()),
    );
    expect(event.key).toBe('sdk-event');
    expect(event.chartKey).toBe('sampleChart');
    expect(event.name).toBe('SDK night');
    expect(event.date?.toString()).toBe('2031-03-14');
    expect(event.createdOn).toBeInstanceOf(Date);
    expect(event.supportsBestAvailable).toBe(true);
    expect(event.categories?.map((category) => category.key)).toEqual([9, 10, 'string11']);

    const read = await client.events.retrieve('sdk-event');
    expect(read.id).toBe(event.id);
    expect(read.channels).toEqual([]);
    const generated = await client.events.create('sampleChart');
    expect(generated.key).toMatch(/^[0-9a-f-]{36}$/);

    const chart = await client.charts.retrieve('sampleChart');
    expect(chart).toMatchObject({
      key: 'sampleChart',
      name: 'Sample chart',
      status: 'PUBLISHED',
      archived: false,
    });
    const withEvents = await client.charts.retrieveWithEvents('sampleChart');
    expect(withEvents.events.map((e) => e.key).sort()).toEqual(['sdk-event', generated.key].sort());
    await client.events.update('sdk-event', new UpdateEventParams().withName('Renamed'));
    expect((await client.events.retrieve('sdk-event')).name).toBe('Renamed');
  });

  it('reads the SDK-visible errors: unknown chart and event', async () => {
    const chart = await errorBodyOf(client.charts.retrieve('nope'));
    expect(chart.status).toBe(404);
    expect(chart.errors[0].code).toBe('CHART_NOT_FOUND');
    const event = await errorBodyOf(client.events.create('nope'));
    expect(event.errors[0].code).toBe('CHART_NOT_FOUND');
    expect((await errorBodyOf(client.events.retrieve('nope'))).errors[0].code).toBe(
      'EVENT_NOT_FOUND',
    );
  });

  it('updates a chart with events through a draft, then publishes it', async () => {
    await uploadFixture('drafted', 'sampleChart');
    await client.events.create('drafted');
    await client.charts.update('drafted', 'Draft title');
    expect((await client.charts.retrieve('drafted')).status).toBe('PUBLISHED_WITH_DRAFT');
    expect((await client.charts.retrieveDraftVersion('drafted')).name).toBe('Draft title');
    expect((await client.charts.retrievePublishedVersion('drafted')).name).toBe('Sample chart');
    await client.charts.publishDraftVersion('drafted');
    expect((await client.charts.retrieve('drafted')).name).toBe('Draft title');
  });
});

describe('listing through the SDK', () => {
  let own: SeatsioClient;
  const created: Chart[] = [];

  beforeAll(async () => {
    const company = await svc.newCompany();
    own = new SeatsioClient(new Region(baseUrl), company.workspace.secretKey);
    // More than one default page (10), so the iterator has to follow the cursor.
    for (let i = 1; i <= 13; i++) created.push(await own.charts.create(`Listed ${i}`));
  });

  it('iterates every chart with listAll, newest first, across pages', async () => {
    const listed = await all(own.charts.listAll());
    expect(listed.map((chart) => chart.key)).toEqual([...created].reverse().map((c) => c.key));
  });

  it('pages with listFirstPage, listPageAfter and listPageBefore', async () => {
    const first = await own.charts.listFirstPage(null, 5);
    expect(first.items.map((chart) => chart.name)).toEqual(
      ['13', '12', '11', '10', '9'].map((i) => `Listed ${i}`),
    );
    const after = await own.charts.listPageAfter(Number(first.nextPageStartsAfter), null, 5);
    expect(after.items[0].name).toBe('Listed 8');
    const before = await own.charts.listPageBefore(Number(after.previousPageEndsBefore), null, 5);
    expect(before.items.map((chart) => chart.key)).toEqual(first.items.map((chart) => chart.key));
    const filtered = await own.charts.listFirstPage(new ChartListParams().withFilter('listed 1'));
    expect(filtered.items.map((chart) => chart.name)).toEqual([
      'Listed 13',
      'Listed 12',
      'Listed 11',
      'Listed 10',
      'Listed 1',
    ]);
  });

  it('expands events and zones when the SDK repeats expand', async () => {
    await uploadFixture('zoned', 'sampleChartWithZones');
    await client.events.create('zoned', new CreateEventParams().withKey('zoned-event'));
    const params = new ChartListParams()
      .withFilter('zoned')
      .withExpandEvents(true)
      .withExpandZones(true);
    const [zoned] = await all(client.charts.listAll(params));
    expect(zoned.events.map((event) => event.key)).toEqual(['zoned-event']);
    expect(zoned.zones?.map((zone) => zone.getKey())).toEqual(['finishline', 'midtrack']);
  });

  it('lists events with listAll and listFirstPage', async () => {
    const events = await all(client.events.listAll());
    expect(events.map((event) => event.key)).toContain('sdk-event');
    const page = await client.events.listFirstPage(1);
    expect(page.items).toHaveLength(1);
    expect(page.nextPageStartsAfter).toEqual(expect.any(Number));
  });
});

describe('categories through the SDK', () => {
  it('adds, lists, updates and removes categories, keeping key types', async () => {
    const chart = await client.charts.create('SDK categories', 'SIMPLE', [
      new Category(1, 'Stalls', '#aa0000', false),
    ]);
    await client.charts.addCategory(chart.key, new Category('balcony', 'Balcony', '#00aa00', true));
    await client.charts.addCategory(chart.key, { key: 3, label: 'Gallery', color: '#0000aa' });
    const listed = await client.charts.listCategories(chart.key);
    expect(listed).toEqual([
      { key: 1, label: 'Stalls', color: '#aa0000', accessible: false },
      { key: 'balcony', label: 'Balcony', color: '#00aa00', accessible: true },
      { key: 3, label: 'Gallery', color: '#0000aa', accessible: false },
    ]);
    await client.charts.updateCategory(
      chart.key,
      1,
      new CategoryUpdateParams().withLabel('Orchestra').withAccessible(true),
    );
    await client.charts.removeCategory(chart.key, 'balcony');
    expect(await client.charts.listCategories(chart.key)).toEqual([
      { key: 1, label: 'Orchestra', color: '#aa0000', accessible: true },
      { key: 3, label: 'Gallery', color: '#0000aa', accessible: false },
    ]);
    const missing = await errorBodyOf(client.charts.removeCategory(chart.key, 'balcony'));
    expect(missing.status).toBe(404);
    expect(missing.errors[0].code).toBe('CATEGORY_NOT_FOUND');
  });
});

describe('the archive through the SDK', () => {
  it('archives and restores a chart; restoring an active chart is refused', async () => {
    const chart = await client.charts.create('To archive');
    await client.charts.moveToArchive(chart.key);
    expect((await client.charts.retrieve(chart.key)).archived).toBe(true);
    expect((await all(client.charts.archive.all())).map((c) => c.key)).toEqual([chart.key]);
    expect((await all(client.charts.listAll())).map((c) => c.key)).not.toContain(chart.key);
    await client.charts.moveOutOfArchive(chart.key);
    expect(await all(client.charts.archive.all())).toEqual([]);
    const refused = await errorBodyOf(client.charts.moveOutOfArchive(chart.key));
    expect(refused.status).toBe(400);
    expect(refused.errors[0].code).toBe('CHART_NOT_ARCHIVED');
  });
});

describe('hold tokens through the SDK', () => {
  it('creates, retrieves and changes the expiry of a token', async () => {
    const token = await client.holdTokens.create();
    expect(token.expiresInSeconds).toBeGreaterThanOrEqual(899);
    expect(token.expiresAt).toBeInstanceOf(Date);
    const read = await client.holdTokens.retrieve(token.holdToken);
    expect(read.holdToken).toBe(token.holdToken);
    expect(read.workspaceKey).toBe(token.workspaceKey);
    const longer = await client.holdTokens.expiresInMinutes(token.holdToken, 45);
    expect(longer.expiresInSeconds).toBeGreaterThan(44 * 60);
    const short = await client.holdTokens.create(2);
    expect(short.expiresInSeconds).toBeLessThanOrEqual(120);
    await client.holdTokens.expiresInMinutes(short.holdToken, 0);
    const expired = await errorBodyOf(client.holdTokens.retrieve(short.holdToken));
    expect(expired.status).toBe(404);
  });
});

describe('a company admin key with a workspace key', () => {
  it('acts in that workspace through the SDK', async () => {
    const company = await svc.newCompany();
    const admin = new SeatsioClient(
      new Region(baseUrl),
      company.admin.secretKey,
      company.workspace.key,
    );
    const chart = await admin.charts.create('Admin chart');
    const workspace = new SeatsioClient(new Region(baseUrl), company.workspace.secretKey);
    expect((await all(workspace.charts.listAll())).map((c) => c.key)).toEqual([chart.key]);
  });
});
