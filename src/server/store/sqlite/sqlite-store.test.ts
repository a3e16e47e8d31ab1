// The SQLite adapter on a real file: WAL, data surviving close and reopen, rollback on a throw, and
// a database from a newer Seatdesk refused with a message that says what to do.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../open-store';
import type { Tx } from '../port';
import { SQLITE_MIGRATIONS } from './migrations';
import { openSqliteStore } from './sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshPath = () => join(dir, `store-${++n}`, 'seatdesk.db');

async function seedCompanyAndChart(tx: Tx) {
  const company = await tx.insertCompany({
    name: 'Durable',
    adminKeyHash: `admin-${n}`,
    designerKey: 'designer',
    tablesCountAsOne: false,
    createdAt: '2030-01-01T00:00:00.000Z',
  });
  const workspace = await tx.insertWorkspace({
    companyId: company.id,
    key: `ws-${n}`,
    secretKeyHash: `secret-${n}`,
    name: 'Main',
    isTest: true,
    isActive: true,
    isDefault: true,
  });
  const chart = await tx.insertChart(
    {
      workspaceId: workspace.id,
      key: 'été 50%',
      name: 'Kept',
      venueType: 'SIMPLE',
      archived: false,
      tags: [],
      createdAt: '2030-01-01T00:00:00.000Z',
    },
    { name: 'Kept', subChart: { rows: [] } },
  );
  return { workspace, chart };
}

describe('openSqliteStore on a file', () => {
  it('creates the directory, runs the migrations and uses WAL', async () => {
    const path = freshPath();
    const store = openSqliteStore({ path });
    expect(store.kind).toBe('sqlite');
    await store.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    db.close();
  });

  it('keeps committed data across close and reopen', async () => {
    const path = freshPath();
    const first = openSqliteStore({ path });
    const { workspace, chart } = await first.transaction(seedCompanyAndChart);
    await first.transaction((tx) => tx.putDrawing(chart.id, 'draft', { name: 'Draft' }));
    await first.close();

    const second = await openStore(`sqlite:${path}`);
    const found = await second.read((tx) => tx.getChart(workspace.id, 'été 50%'));
    expect(found).toMatchObject({ id: chart.id, name: 'Kept', hasDraft: true });
    expect(await second.read((tx) => tx.getDrawing(chart.id, 'draft'))).toEqual({ name: 'Draft' });
    expect(await second.read((tx) => tx.countCompanies())).toBe(1);
    await second.close();
  });

  it('moves the drawings of a version-1 database into chart_drawings, drafts included', async () => {
    const path = freshPath();
    const store = openSqliteStore({ path });
    await store.close();
    // Rebuild the file as the first schema left it, with a chart that has a draft.
    rmSync(dirname(path), { recursive: true });
    mkdirSync(dirname(path), { recursive: true });
    const v1 = new Database(path);
    v1.exec(SQLITE_MIGRATIONS[0]);
    v1.pragma('user_version = 1');
    v1.exec(`INSERT INTO companies VALUES (1, 'Old', 'h', 'd', 0, '2020-01-01');
      INSERT INTO workspaces VALUES (1, 1, 'ws', 's', 'Main', 0, 1, 1);
      INSERT INTO charts (id, workspace_id, key, name, venue_type, revision, published_drawing, has_draft, draft_drawing, created_at)
        VALUES (7, 1, 'c', 'Old chart', 'SIMPLE', 3, '{"v":"published"}', 1, '{"v":"draft"}', '2020-01-01');`);
    v1.close();

    const upgraded = openSqliteStore({ path });
    expect(await upgraded.read((tx) => tx.getChartById(7))).toMatchObject({
      key: 'c',
      revision: 3,
      hasDraft: true,
      createdAt: '2020-01-01',
    });
    expect(await upgraded.read((tx) => tx.getDrawing(7, 'published'))).toEqual({ v: 'published' });
    expect(await upgraded.read((tx) => tx.getDrawing(7, 'draft'))).toEqual({ v: 'draft' });
    await upgraded.transaction((tx) => tx.publishDraft(7));
    expect(await upgraded.read((tx) => tx.getDrawing(7, 'published'))).toEqual({ v: 'draft' });
    expect(await upgraded.read((tx) => tx.getDrawing(7, 'draft'))).toBeUndefined();
    await upgraded.close();
  });

  it('rolls back every write of a transaction that throws', async () => {
    const store = openSqliteStore({ path: freshPath() });
    await expect(
      store.transaction(async (tx) => {
        await seedCompanyAndChart(tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await store.read((tx) => tx.countCompanies())).toBe(0);
    await store.close();
  });

  it('runs a read queued during a transaction after its `committed`, seeing its writes', async () => {
    // The states cache moves forward in `committed`: a reader must not see a revision it lacks.
    const store = openSqliteStore({ path: freshPath() });
    const order: string[] = [];
    let read: Promise<unknown> | undefined;
    await store.transaction(
      async (tx) => {
        await tx.putSetting('seen', 'yes');
        read = store.read(async (r) => {
          order.push(`read ${await r.getSetting('seen')}`);
        });
      },
      { committed: () => order.push('committed') },
    );
    await read;
    expect(order).toEqual(['committed', 'read yes']);
    await store.close();
  });

  it('refuses a database written by a newer Seatdesk, leaving it untouched', async () => {
    const path = freshPath();
    await openSqliteStore({ path }).close();
    const newer = SQLITE_MIGRATIONS.length + 5;
    const db = new Database(path);
    db.pragma(`user_version = ${newer}`);
    db.close();
    expect(() => openSqliteStore({ path })).toThrow(
      `The database has schema version ${newer}, newer than this Seatdesk knows (${SQLITE_MIGRATIONS.length}). Upgrade Seatdesk or use another database.`,
    );
    const after = new Database(path, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(newer);
    after.close();
  });
});

describe('openStore', () => {
  it('explains a sqlite: URL without a path and a scheme it does not know', async () => {
    await expect(openStore('sqlite:')).rejects.toThrow(
      'DATABASE_URL sqlite: needs a path, e.g. sqlite:./data/seatdesk.db or sqlite::memory:',
    );
    await expect(openStore('mysql://user:hunter2@db/x')).rejects.toThrow(
      /^DATABASE_URL mysql:\/\/user:\*\*\*@db\/x is not supported: use sqlite:<path> or postgres:/,
    );
  });
});
