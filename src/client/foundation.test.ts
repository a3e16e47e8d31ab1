// The thin client's foundation calls (charts, categories, events, hold tokens, system) against the
// real service in-process, and its one typed ApiError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../server/http/http-test-kit';
import { DEV_SYSTEM_SECRET, startTestService, type TestService } from '../server/service-test-kit';
import { ApiError, SeatdeskClient } from './index';

let svc: TestService;
let client: SeatdeskClient;

const clientFor = (secretKey: string, workspaceKey?: string) =>
  new SeatdeskClient({ baseUrl: svc.baseUrl, secretKey, workspaceKey, fetch: svc.fetch });

beforeAll(async () => {
  svc = await startTestService();
  client = clientFor(svc.secretKey);
});
afterAll(() => svc.close());

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ChartsApi', () => {
  it('uploads, reads, updates through a draft, publishes and discards', async () => {
    await client.charts.upload('client chart/1', fixture('sampleChart'));
    const chart = await client.charts.retrieve('client chart/1');
    expect(chart).toMatchObject({
      key: 'client chart/1',
      name: 'Sample chart',
      status: 'NOT_USED',
    });
    expect((await client.charts.drawing('client chart/1')).name).toBe('Sample chart');

    await client.events.create({ chartKey: 'client chart/1', eventKey: 'client-event' });
    const withEvents = await client.charts.retrieve('client chart/1', { expandEvents: true });
    expect(withEvents.events?.map((event) => event.key)).toEqual(['client-event']);

    await client.charts.update('client chart/1', { name: 'Next season' });
    expect((await client.charts.drawing('client chart/1', 'draft')).name).toBe('Next season');
    await client.charts.discardDraft('client chart/1');
    expect((await client.charts.retrieve('client chart/1')).status).toBe('PUBLISHED');
    await client.charts.update('client chart/1', { name: 'Next season' });
    await client.charts.publishDraft('client chart/1');
    expect((await client.charts.retrieve('client chart/1')).name).toBe('Next season');
  });

  it('creates, lists with paging and filter, archives and restores', async () => {
    const created = [];
    for (const name of ['Paged A', 'Paged B', 'Paged C']) {
      created.push(await client.charts.create({ name }));
    }
    const page = await client.charts.list({ limit: 2, filter: 'paged' });
    expect(page.items.map((chart) => chart.name)).toEqual(['Paged C', 'Paged B']);
    const rest = await client.charts.list({
      limit: 2,
      filter: 'paged',
      startAfterId: Number(page.next_page_starts_after),
    });
    expect(rest.items.map((chart) => chart.name)).toEqual(['Paged A']);

    await client.charts.moveToArchive(created[0].key);
    expect((await client.charts.listArchive()).items.map((chart) => chart.key)).toEqual([
      created[0].key,
    ]);
    await client.charts.moveOutOfArchive(created[0].key);
    expect((await client.charts.listArchive()).items).toEqual([]);
    const error = await rejection(client.charts.moveOutOfArchive(created[0].key));
    expect(error).toMatchObject({ status: 400, code: 'CHART_NOT_ARCHIVED' });
  });

  it('adds, lists, updates and removes categories, keeping key types', async () => {
    const { key } = await client.charts.create({ name: 'Categories' });
    await client.charts.addCategory(key, { key: 1, label: 'One' });
    await client.charts.addCategory(key, { key: 'two', label: 'Two', color: '#222222' });
    await client.charts.updateCategory(key, 1, { label: 'Uno', accessible: true });
    expect(await client.charts.listCategories(key)).toEqual([
      { key: 1, label: 'Uno', color: expect.any(String), accessible: true },
      { key: 'two', label: 'Two', color: '#222222', accessible: false },
    ]);
    await client.charts.removeCategory(key, 'two');
    expect((await client.charts.listCategories(key)).map((c) => c.key)).toEqual([1]);
    const missing = await rejection(client.charts.removeCategory(key, 'two'));
    expect(missing).toMatchObject({ status: 404, code: 'CATEGORY_NOT_FOUND' });
  });

  it('raises ApiError with the status, code, wire message and request id', async () => {
    const error = await rejection(client.charts.retrieve('nope'));
    expect(error.status).toBe(404);
    expect(error.code).toBe('CHART_NOT_FOUND');
    expect(error.message).toBe(
      `Chart not found: nope was not found in workspace ${svc.company.workspace.key}`,
    );
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('EventsApi', () => {
  it('creates, reads, lists, updates and deletes events', async () => {
    await client.charts.upload('events-chart', fixture('sampleChart'));
    const event = await client.events.create({
      chartKey: 'events-chart',
      eventKey: 'e/1 é',
      name: 'First',
      date: '2031-01-02',
    });
    expect(await client.events.retrieve('e/1 é')).toEqual(event);
    await client.events.update('e/1 é', { name: 'Renamed' });
    expect((await client.events.retrieve('e/1 é')).name).toBe('Renamed');
    const listed = await client.events.list({ filter: 'renamed' });
    expect(listed.items.map((e) => e.key)).toEqual(['e/1 é']);
    await client.events.delete('e/1 é');
    const gone = await rejection(client.events.retrieve('e/1 é'));
    expect(gone).toMatchObject({ status: 404, code: 'EVENT_NOT_FOUND' });
  });
});

describe('HoldTokensApi', () => {
  it('creates, reads and changes the expiry of a token', async () => {
    const token = await client.holdTokens.create(10);
    expect(token.expiresInSeconds).toBeGreaterThan(590);
    expect((await client.holdTokens.retrieve(token.holdToken)).holdToken).toBe(token.holdToken);
    const longer = await client.holdTokens.expireInMinutes(token.holdToken, 60);
    expect(longer.expiresInSeconds).toBeGreaterThan(3590);
    await client.holdTokens.expireInMinutes(token.holdToken, 0);
    const expired = await rejection(client.holdTokens.retrieve(token.holdToken));
    expect(expired).toMatchObject({ status: 404, code: 'HOLD_TOKEN_NOT_FOUND' });
  });
});

describe('SystemApi and keys', () => {
  it('creates a test company with the system secret; its admin key picks a workspace', async () => {
    const company = await clientFor(DEV_SYSTEM_SECRET).system.createTestCompany();
    const admin = clientFor(company.admin.secretKey, company.workspace.key);
    const chart = await admin.charts.create({ name: 'Admin made' });
    const workspace = clientFor(company.workspace.secretKey);
    expect((await workspace.charts.list()).items.map((c) => c.key)).toEqual([chart.key]);
  });

  it('turns a 401 into ApiError UNAUTHORIZED, and reads health and the demo route', async () => {
    const error = await rejection(clientFor('wrong').charts.list());
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(JSON.parse(await clientFor('wrong').system.health())).toMatchObject({ status: 'ok' });
    const noDemo = await rejection(client.system.demoWorkspace());
    expect(noDemo).toMatchObject({ status: 404, code: 'NO_DEMO_WORKSPACE' });
  });
});
