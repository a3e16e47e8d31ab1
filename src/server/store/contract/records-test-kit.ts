// The store contract, part 1: what each method stores and returns, the same on every adapter.
import { expect, test } from 'vitest';
import type { ObjectState } from '../../../domain/model';
import {
  chartOf,
  eventOf,
  freshWorldPerTest,
  type OpenStore,
  workspaceOf,
} from './fixtures-test-kit';

export function recordContract(open: OpenStore) {
  const world = freshWorldPerTest(open);

  test('accounts: companies, workspaces and settings round-trip', async () => {
    const { store, company, workspace } = world();
    await store.transaction(async (tx) => {
      await tx.updateCompany({ ...company, name: 'Renamed', tablesCountAsOne: true });
      await tx.putSetting('demo', 'one');
      await tx.putSetting('demo', 'two');
    });
    await store.read(async (tx) => {
      expect(await tx.getCompany(company.id)).toEqual({
        ...company,
        name: 'Renamed',
        tablesCountAsOne: true,
      });
      expect(await tx.findCompanyByAdminKeyHash('admin-hash')).toMatchObject({ id: company.id });
      expect(await tx.findCompanyByAdminKeyHash('nope')).toBeUndefined();
      expect(await tx.countCompanies()).toBe(1);
      expect(await tx.findWorkspaceBySecretKeyHash('secret-ws')).toEqual(workspace);
      expect(await tx.getDefaultWorkspace(company.id)).toEqual(workspace);
      expect(await tx.getWorkspaceByKey(company.id, 'ws')).toEqual(workspace);
      expect(await tx.getWorkspaceByKey(company.id + 1, 'ws')).toBeUndefined();
      expect(await tx.getSetting('demo')).toBe('two');
      expect(await tx.getSetting('missing')).toBeUndefined();
    });
  });

  test('keys replaced: the old hashes find nothing, the new ones do (h-wirea)', async () => {
    const { store, company, workspace } = world();
    const renewed = { ...workspace, secretKeyHash: 'secret-new', name: 'Other', isActive: false };
    await store.transaction(async (tx) => {
      await tx.updateCompany({
        ...company,
        adminKeyHash: 'admin-new',
        designerKey: 'designer-new',
      });
      await tx.updateWorkspace(renewed);
    });
    await store.read(async (tx) => {
      expect(await tx.findCompanyByAdminKeyHash('admin-hash')).toBeUndefined();
      expect(await tx.findCompanyByAdminKeyHash('admin-new')).toMatchObject({
        designerKey: 'designer-new',
      });
      expect(await tx.findWorkspaceBySecretKeyHash('secret-ws')).toBeUndefined();
      expect(await tx.findWorkspaceBySecretKeyHash('secret-new')).toEqual(renewed);
    });
  });

  test('charts: every drawing change bumps the revision, meta changes do not', async () => {
    const { store, chart } = world();
    expect(chart).toMatchObject({ revision: 1, hasDraft: false, tags: ['a', 'b'] });
    const read = () => store.read((tx) => tx.getChartById(chart.id));
    await store.transaction((tx) =>
      tx.updateChartMeta({ ...chart, name: 'New', archived: true, tags: ['x'] }),
    );
    expect(await read()).toEqual({ ...chart, name: 'New', archived: true, tags: ['x'] });
    await store.transaction((tx) => tx.putDrawing(chart.id, 'draft', { name: 'draft' }));
    expect(await read()).toMatchObject({ revision: 2, hasDraft: true });
    await store.read(async (tx) => {
      expect(await tx.getDrawing(chart.id, 'draft')).toEqual({ name: 'draft' });
      expect(await tx.getDrawing(chart.id, 'published')).toEqual({ name: 'published' });
      expect(await tx.getChart(chart.workspaceId, 'chart')).toMatchObject({ id: chart.id });
    });
    await store.transaction((tx) => tx.publishDraft(chart.id));
    expect(await read()).toMatchObject({ revision: 3, hasDraft: false });
    expect(await store.read((tx) => tx.getDrawing(chart.id, 'published'))).toEqual({
      name: 'draft',
    });
    expect(await store.read((tx) => tx.getDrawing(chart.id, 'draft'))).toBeUndefined();
    await store.transaction((tx) => tx.putDrawing(chart.id, 'draft', { name: 'again' }));
    await store.transaction((tx) => tx.discardDraft(chart.id));
    expect(await read()).toMatchObject({ revision: 5, hasDraft: false });
    expect(await store.read((tx) => tx.getDrawing(chart.id + 99, 'published'))).toBeUndefined();
  });

  test('lists page newest first, forward and back, filtered by a case-insensitive search', async () => {
    const { store, workspace, chart } = world();
    const ids = await store.transaction(async (tx) => {
      const made: number[] = [];
      for (const key of ['k1', 'k2', 'Big-K3', 'k4', 'k5']) {
        made.push((await tx.insertChart(chartOf(workspace.id, key), {})).id);
      }
      await tx.insertChart({ ...chartOf(workspace.id, 'old'), archived: true }, {});
      return made;
    });
    const all = [...ids].reverse().concat(chart.id);
    await store.read(async (tx) => {
      const first = await tx.listCharts(workspace.id, false, { limit: 2 });
      expect(first.items.map((c) => c.id)).toEqual(all.slice(0, 2));
      expect(first.nextPageStartsAfter).toBe(all[1]);
      expect(first.previousPageEndsBefore).toBeUndefined();
      const second = await tx.listCharts(workspace.id, false, { limit: 2, startAfterId: all[1] });
      expect(second.items.map((c) => c.id)).toEqual(all.slice(2, 4));
      expect(second.previousPageEndsBefore).toBe(all[2]);
      const last = await tx.listCharts(workspace.id, false, { limit: 10, startAfterId: all[3] });
      expect(last.items.map((c) => c.id)).toEqual(all.slice(4));
      expect(last.nextPageStartsAfter).toBeUndefined();
      const back = await tx.listCharts(workspace.id, false, { limit: 2, endBeforeId: all[3] });
      expect(back.items.map((c) => c.id)).toEqual(all.slice(1, 3));
      expect(back.previousPageEndsBefore).toBe(all[1]);
      expect(back.nextPageStartsAfter).toBe(all[2]);
      const search = await tx.listCharts(workspace.id, false, { limit: 10, search: 'k3' });
      expect(search.items.map((c) => c.key)).toEqual(['Big-K3']);
      const byName = await tx.listCharts(workspace.id, false, { limit: 10, search: 'CHART K' });
      expect(byName.items.map((c) => c.key)).toEqual(['k5', 'k4', 'k2', 'k1']);
      const archived = await tx.listCharts(workspace.id, true, { limit: 10 });
      expect(archived.items.map((c) => c.key)).toEqual(['old']);
    });
  });

  test('events: round-trip, update, list, per chart, and lock-read in the order asked', async () => {
    const { store, workspace, chart, event } = world();
    const updated = {
      ...event,
      name: 'Renamed',
      date: '2025-05-01',
      tableBookingConfig: { mode: 'CUSTOM' as const, tables: { T1: 'BY_SEAT' as const } },
      forSaleConfig: { forSale: false, objects: ['A-1'] },
      channels: [
        { key: 'c', name: 'C', color: '#fff', index: 1, objects: ['A-1'], areaPlaces: { GA: 2 } },
      ],
      categories: [{ key: 1, label: 'one' }],
      objectCategories: { 'A-1': 1 },
      updatedOn: '2024-02-02T00:00:00.000Z',
      isInThePast: true,
      forSaleEdits: { day: '2024-02-02', count: 3 },
    };
    // A-1's channel and category changed: the live feed's revision moved (docs/live-feed.md).
    const stored = { ...updated, statesRevision: event.statesRevision + 1 };
    const other = await store.transaction(async (tx) => {
      await tx.updateEvent(updated);
      return tx.insertEvent(eventOf(chart, 'second'));
    });
    await store.read(async (tx) => {
      expect(await tx.getEvent(workspace.id, 'event')).toEqual(stored);
      expect(await tx.getEvent(workspace.id + 1, 'event')).toBeUndefined();
      expect((await tx.listEventsOfChart(chart.id)).map((e) => e.key)).toEqual(['event', 'second']);
      expect(await tx.countEventsOfChart(chart.id)).toBe(2);
      expect((await tx.listEvents(workspace.id, { limit: 10 })).items.map((e) => e.id)).toEqual([
        other.id,
        event.id,
      ]);
      const found = await tx.listEvents(workspace.id, { limit: 10, search: 'RENAMED' });
      expect(found.items.map((e) => e.key)).toEqual(['event']);
    });
    const locked = await store.transaction((tx) =>
      tx.getEventsForUpdate(workspace.id, ['second', 'missing', 'event', 'second']),
    );
    expect(locked.map((e) => e.key)).toEqual(['second', 'event']);
    expect(locked[1]).toEqual(stored);
  });

  test('object states are sparse; hold tokens are indexed for seats and GA areas', async () => {
    const { store, event } = world();
    const seat: ObjectState = {
      status: 'reservedByToken',
      holdToken: 'tok-1',
      extraData: { a: 1 },
    };
    const ga: ObjectState = {
      places: { byStatus: { booked: 2 }, holds: { 'tok-1': { NONE: 1 }, 'tok-2': { adult: 3 } } },
    };
    await store.transaction((tx) =>
      tx.putObjectStates(
        event.id,
        new Map([
          ['A-1', seat],
          ['GA', ga],
          ['A-2', { status: 'booked' }],
        ]),
      ),
    );
    await store.read(async (tx) => {
      expect(await tx.getObjectStates(event.id, ['A-1', 'GA', 'A-9', 'A-1'])).toEqual(
        new Map([
          ['A-1', seat],
          ['GA', ga],
        ]),
      );
      expect((await tx.getAllObjectStates(event.id)).size).toBe(3);
      const held = await tx.findStatesByHoldToken('tok-1');
      expect(held.map((h) => h.label).sort()).toEqual(['A-1', 'GA']);
      expect(await tx.findStatesByHoldToken('tok-2')).toEqual([{ eventId: event.id, label: 'GA' }]);
    });
    // Rewriting states keeps the holds they still have and forgets the others.
    const gaOfTok2: ObjectState = { places: { holds: { 'tok-2': { adult: 3 } } } };
    await store.transaction((tx) =>
      tx.putObjectStates(
        event.id,
        new Map([
          ['A-1', { ...seat, extraData: { a: 2 } }],
          ['GA', gaOfTok2],
        ]),
      ),
    );
    await store.read(async (tx) => {
      expect(await tx.findStatesByHoldToken('tok-1')).toEqual([
        { eventId: event.id, label: 'A-1' },
      ]);
      expect(await tx.findStatesByHoldToken('tok-2')).toEqual([{ eventId: event.id, label: 'GA' }]);
      expect((await tx.getObjectStates(event.id, ['GA'])).get('GA')).toEqual(gaOfTok2);
    });
    await store.transaction((tx) =>
      tx.putObjectStates(
        event.id,
        new Map([
          ['A-1', undefined],
          ['GA', { places: { notForSale: 1 } }],
        ]),
      ),
    );
    await store.read(async (tx) => {
      expect([...(await tx.getAllObjectStates(event.id)).keys()].sort()).toEqual(['A-2', 'GA']);
      expect(await tx.findStatesByHoldToken('tok-1')).toEqual([]);
      expect(await tx.findStatesByHoldToken('tok-2')).toEqual([]);
    });
  });

  test('states of several events read at once: each event its own, extra data put back', async () => {
    const { store, chart, event } = world();
    // Long enough to be stored once by digest (store/extra-data-blobs.ts), shared by both events.
    const extraData = { note: 'x'.repeat(200) };
    const other = await store.transaction(async (tx) => {
      const second = await tx.insertEvent(eventOf(chart, 'second'));
      await tx.putObjectStates(event.id, new Map([['A-1', { status: 'booked', extraData }]]));
      await tx.putObjectStates(
        second.id,
        new Map<string, ObjectState>([
          ['A-1', { status: 'reservedByToken', holdToken: 'tok', extraData }],
          ['A-2', { status: 'booked' }],
        ]),
      );
      return second;
    });
    const asked = new Map([
      [event.id, ['A-1', 'A-2', 'A-1']],
      [other.id, ['A-1', 'A-2', 'A-3']],
      [other.id + 1000, ['A-1']],
    ]);
    // Inside a write transaction too, where PostgreSQL takes the events' row locks first.
    for (const run of [store.read.bind(store), store.transaction.bind(store)]) {
      const read = await run((tx) => tx.getObjectStatesOfEvents(asked));
      expect(read).toEqual(
        new Map([
          [event.id, new Map([['A-1', { status: 'booked', extraData }]])],
          [
            other.id,
            new Map<string, ObjectState>([
              ['A-1', { status: 'reservedByToken', holdToken: 'tok', extraData }],
              ['A-2', { status: 'booked' }],
            ]),
          ],
          [other.id + 1000, new Map()],
        ]),
      );
    }
    expect(await store.read((tx) => tx.getObjectStatesOfEvents(new Map()))).toEqual(new Map());
  });

  test('a transaction that writes states bumps the event states revision, other changes do not', async () => {
    const { store, workspace, event } = world();
    expect(event.statesRevision).toBe(0);
    const revision = async () =>
      (await store.read((tx) => tx.getEvent(workspace.id, 'event')))?.statesRevision ?? 0;
    // Caches key on the revision, so it must change with every committed write: by one per
    // transaction that writes, however many writes it makes (port.ts).
    const written: Array<number | undefined> = [];
    await store.transaction(async (tx) => {
      written.push(await tx.putObjectStates(event.id, new Map([['A-1', { status: 'booked' }]])));
      // Each write answers the revision that reading the event now gives.
      expect(written[0]).toBe((await tx.getEvent(workspace.id, 'event'))?.statesRevision);
      written.push(await tx.putObjectStates(event.id, new Map([['A-1', undefined]])));
      // The locked row read again in the same transaction shows the writes before it.
      const [again] = await tx.getEventsForUpdate(workspace.id, ['event']);
      expect(again.statesRevision).toBeGreaterThan(0);
      expect(written[1]).toBe(again.statesRevision);
      expect(written).toEqual([1, 1]);
      await tx.updateEvent({ ...again, name: 'Renamed', statesRevision: 99 });
      expect((await tx.getEvent(workspace.id, 'event'))?.statesRevision).toBe(again.statesRevision);
    });
    const afterFirst = await revision();
    expect(afterFirst).toBe(written[1]);
    expect(afterFirst).toBeGreaterThan(0);
    expect(await store.transaction((tx) => tx.putObjectStates(event.id, new Map()))).toBe(
      undefined,
    );
    expect(await revision()).toBe(afterFirst);
    const next = await store.transaction((tx) =>
      tx.putObjectStates(event.id, new Map([['A-2', { status: 'booked' }]])),
    );
    expect(next).toBe(afterFirst + 1);
    expect(await revision()).toBe(next);
  });

  test('putObjectStates with the previous states clears holds and rows exactly as without', async () => {
    const { store, event } = world();
    const held = { status: 'reservedByToken', holdToken: 'tok-p' };
    await store.transaction((tx) => tx.putObjectStates(event.id, new Map([['A-1', held]])));
    await store.transaction(async (tx) => {
      const before = await tx.getObjectStates(event.id, ['A-1', 'A-2']);
      await tx.putObjectStates(
        event.id,
        new Map([
          ['A-1', { status: 'booked' }],
          ['A-2', undefined],
        ]),
        before,
      );
    });
    await store.read(async (tx) => {
      expect(await tx.findStatesByHoldToken('tok-p')).toEqual([]);
      expect(await tx.getObjectStates(event.id, ['A-1', 'A-2'])).toEqual(
        new Map([['A-1', { status: 'booked' }]]),
      );
    });
    await store.transaction(async (tx) => {
      const before = await tx.getObjectStates(event.id, ['A-1']);
      await tx.putObjectStates(event.id, new Map([['A-1', undefined]]), before);
    });
    expect(await store.read((tx) => tx.getObjectStates(event.id, ['A-1']))).toEqual(new Map());
  });

  test('deleting an event deletes its states and holds', async () => {
    const { store, workspace, event } = world();
    await store.transaction((tx) =>
      tx.putObjectStates(event.id, new Map([['A-1', { status: 'held', holdToken: 't' }]])),
    );
    await store.transaction((tx) => tx.deleteEvent(event.id));
    await store.read(async (tx) => {
      expect(await tx.getEvent(workspace.id, 'event')).toBeUndefined();
      expect((await tx.getAllObjectStates(event.id)).size).toBe(0);
      expect(await tx.findStatesByHoldToken('t')).toEqual([]);
    });
  });

  test('hold tokens: scoped by workspace, expiry listing in order, sweeping', async () => {
    const { store, company, workspace } = world();
    const token = (name: string, expiresAt: string) => ({
      token: name,
      workspaceId: workspace.id,
      createdAt: '2024-01-01T00:00:00.000Z',
      expiresAt,
    });
    const other = await store.transaction(async (tx) => {
      const ws = await tx.insertWorkspace({ ...workspaceOf(company.id, 'ws2'), isDefault: false });
      await tx.insertHoldToken(token('late', '2024-01-01T00:30:00.000Z'));
      await tx.insertHoldToken(token('early', '2024-01-01T00:10:00.000Z'));
      await tx.insertHoldToken(token('future', '2024-01-01T02:00:00.000Z'));
      return ws;
    });
    const now = '2024-01-01T01:00:00.000Z';
    await store.read(async (tx) => {
      expect(await tx.getHoldToken(workspace.id, 'late')).toEqual(
        token('late', '2024-01-01T00:30:00.000Z'),
      );
      expect(await tx.getHoldToken(other.id, 'late')).toBeUndefined();
      expect((await tx.getHoldTokens(['late', 'nope', 'late'])).map((t) => t.token)).toEqual([
        'late',
      ]);
      expect((await tx.listExpiredHoldTokens(now, 10)).map((t) => t.token)).toEqual([
        'early',
        'late',
      ]);
      expect((await tx.listExpiredHoldTokens(now, 1)).map((t) => t.token)).toEqual(['early']);
    });
    await store.transaction((tx) => tx.markHoldTokenSwept('early'));
    expect(
      (await store.read((tx) => tx.listExpiredHoldTokens(now, 10))).map((t) => t.token),
    ).toEqual(['late']);
    await store.transaction((tx) => tx.updateHoldTokenExpiry('early', '2024-01-01T00:20:00.000Z'));
    expect(
      (await store.read((tx) => tx.listExpiredHoldTokens(now, 10))).map((t) => t.token),
    ).toEqual(['early', 'late']);
  });
}
