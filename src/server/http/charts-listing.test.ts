// Listing charts over HTTP, in-process: paging both ways, filter, and the archive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChartPageSchema } from '../../contract/charts';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError } from './http-test-kit';

describe('paging of GET /charts and GET /charts/archive', () => {
  let own: TestService;
  let list: Call;
  const ids: number[] = [];

  beforeAll(async () => {
    own = await startTestService();
    list = caller(own);
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']) {
      ids.push((await list('POST', '/charts', { name })).body.id);
    }
  });
  afterAll(() => own.close());

  it('lists newest first, limit per page, with cursors both ways', async () => {
    const first = await list('GET', '/charts?limit=2');
    expect(first.status).toBe(200);
    ChartPageSchema.parse(first.body);
    const newestFirst = [...ids].reverse();
    expect(first.body.items.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.body.next_page_starts_after).toBe(newestFirst[1]);
    expect(first.body).not.toHaveProperty('previous_page_ends_before');

    const second = await list('GET', `/charts?limit=2&start_after_id=${newestFirst[1]}`);
    expect(second.body.items.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(2, 4));
    expect(second.body.previous_page_ends_before).toBe(newestFirst[2]);
    expect(second.body.next_page_starts_after).toBe(newestFirst[3]);

    const last = await list('GET', `/charts?limit=2&start_after_id=${newestFirst[3]}`);
    expect(last.body.items.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(4));
    expect(last.body).not.toHaveProperty('next_page_starts_after');

    const back = await list('GET', `/charts?limit=2&end_before_id=${newestFirst[2]}`);
    expect(back.body.items.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(0, 2));
    expect(back.body).not.toHaveProperty('previous_page_ends_before');
  });

  it('lists 10 by default and filters by a case-insensitive part of the name or key', async () => {
    expect((await list('GET', '/charts')).body.items).toHaveLength(5);
    const filtered = await list('GET', '/charts?filter=ELTA');
    expect(filtered.body.items.map((c: { name: string }) => c.name)).toEqual(['Delta']);
  });

  it('refuses a limit out of range or a cursor that is not a number, naming it', async () => {
    expectError(await list('GET', '/charts?limit=0'), 400, 'GENERAL_ERROR', /^query\.limit: /);
    expectError(await list('GET', '/charts?limit=101'), 400, 'GENERAL_ERROR', /^query\.limit: /);
    expectError(
      await list('GET', '/charts/archive?start_after_id=x'),
      400,
      'GENERAL_ERROR',
      /^query\.start_after_id: /,
    );
  });

  it('moves charts to the archive and out again, 400 when not archived', async () => {
    const chart = (await list('POST', '/charts', { name: 'Archived one' })).body;
    const archive = await list('POST', `/charts/${chart.key}/actions/move-to-archive`);
    expect(archive.status).toBe(204);
    expect(archive.text).toBe('');
    expect((await list('GET', `/charts/${chart.key}`)).body.archived).toBe(true);
    const active = (await list('GET', '/charts?limit=100')).body.items;
    expect(active.map((c: { key: string }) => c.key)).not.toContain(chart.key);
    const archived = (await list('GET', '/charts/archive')).body;
    expect(archived.items.map((c: { key: string }) => c.key)).toEqual([chart.key]);

    // Archived charts keep working.
    expect((await list('POST', '/events', { chartKey: chart.key })).status).toBe(200);

    expect((await list('POST', `/charts/${chart.key}/actions/move-out-of-archive`)).status).toBe(
      204,
    );
    expect((await list('GET', `/charts/${chart.key}`)).body.archived).toBe(false);
    expect((await list('GET', '/charts/archive')).body.items).toEqual([]);
    expectError(
      await list('POST', `/charts/${chart.key}/actions/move-out-of-archive`),
      400,
      'CHART_NOT_ARCHIVED',
      `Chart ${chart.key} is not in the archive`,
    );
  });

  it('pages the archive like the active list', async () => {
    const archived: number[] = [];
    for (const name of ['Old 1', 'Old 2', 'Old 3']) {
      const chart = (await list('POST', '/charts', { name })).body;
      await list('POST', `/charts/${chart.key}/actions/move-to-archive`);
      archived.push(chart.id);
    }
    const first = await list('GET', '/charts/archive?limit=2');
    expect(first.body.items.map((c: { id: number }) => c.id)).toEqual([archived[2], archived[1]]);
    expect(first.body.next_page_starts_after).toBe(archived[1]);
    const next = await list('GET', `/charts/archive?limit=2&start_after_id=${archived[1]}`);
    expect(next.body.items.map((c: { id: number }) => c.id)).toEqual([archived[0]]);
    expect(next.body).not.toHaveProperty('next_page_starts_after');
    const filtered = await list('GET', '/charts/archive?filter=old 2');
    expect(filtered.body.items.map((c: { id: number }) => c.id)).toEqual([archived[1]]);
  });

  it('answers 404 when archiving or restoring an unknown chart', async () => {
    for (const action of ['move-to-archive', 'move-out-of-archive']) {
      expectError(
        await list('POST', `/charts/nope/actions/${action}`),
        404,
        'CHART_NOT_FOUND',
        `Chart not found: nope was not found in workspace ${own.company.workspace.key}`,
      );
    }
  });
});
