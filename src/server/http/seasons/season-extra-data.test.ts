// Issue 27 B7: extra data given with a season booking was copied into the state of every event of
// the season (32 KB per object turned a 1 MB body into 1.9 GB on disk). Now it is stored once per
// distinct value and the states refer to it, while object infos and reports show it exactly as
// before. The stored bytes are read from the database itself. On a SQLite file, and on PostgreSQL
// with TEST_STORE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestService, type TestService } from '../../service-test-kit';
import { INLINE_EXTRA_DATA_CHARS } from '../../store/extra-data-blobs';
import { testStoreUrl } from '../../store/store-test-kit';
import { type Call, caller, upload } from '../http-test-kit';
import { book, info, ok, season } from './season-test-kit';

const EVENTS = 40;
const SEATS = ['A-1', 'A-2', 'A-3', 'A-4', 'B-1', 'B-2', 'B-3', 'B-4'];
/** 32 KB of extra data, different for each seat. */
const extraDataOf = (label: string) => ({ label, note: `${label}:`.padEnd(32_000, 'x') });

let svc: TestService;
let call: Call;
let scratch: string | undefined;

beforeAll(async () => {
  const postgres = /^postgres/.test(testStoreUrl());
  if (!postgres) scratch = mkdtempSync(join(tmpdir(), 'seatdesk-extra-'));
  svc = await startTestService(scratch ? { databaseUrl: `sqlite:${join(scratch, 'db')}` } : {});
  call = caller(svc);
  await upload(call, 'sampleChart');
});
afterAll(async () => {
  await svc?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** What the database holds: the characters of every state, and the extra data stored apart. */
async function stored(): Promise<{ stateChars: number; blobs: number }> {
  const sql =
    'SELECT (SELECT coalesce(sum(length(state)), 0) FROM object_states) AS "stateChars", (SELECT count(*) FROM extra_data) AS blobs';
  if (scratch) {
    const db = new Database(join(scratch, 'db'), { readonly: true });
    try {
      const row = db.prepare(sql).get() as { stateChars: number; blobs: number };
      return { stateChars: Number(row.stateChars), blobs: Number(row.blobs) };
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: svc.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(sql);
    return { stateChars: Number(rows[0].stateChars), blobs: Number(rows[0].blobs) };
  } finally {
    await client.end();
  }
}

test('32 KB of extra data per seat of a season booking is stored once, not once per event', async () => {
  const events = await season(call, 'big', EVENTS);
  const objects = SEATS.map((label) => ({ objectId: label, extraData: extraDataOf(label) }));
  const reply = await book(call, 'big', objects, { orderId: 'season-ticket' });
  expect(reply.status, reply.text).toBe(204);

  const { stateChars, blobs } = await stored();
  expect(blobs).toBe(SEATS.length);
  // A copy in every state would be 8 × 41 × 32 KB = 10.7 MB; a state is now a few hundred bytes.
  expect(stateChars).toBeLessThan(SEATS.length * (EVENTS + 1) * 300);

  // The wire is unchanged: object infos in the season and its events, and the events' reports.
  for (const unit of ['big', events[0], events[EVENTS - 1]]) {
    const seat = await info(call, unit, 'B-4');
    expect(seat).toMatchObject({ status: 'booked', orderId: 'season-ticket' });
    expect(seat.extraData).toEqual(extraDataOf('B-4'));
  }
  const report = await ok(call, 'GET', `/reports/events/${events[1]}/byLabel/A-2`);
  expect(report['A-2'][0].extraData).toEqual(extraDataOf('A-2'));
});

test('the same extra data given again is not stored twice; small extra data stays in the state', async () => {
  const before = await stored();
  const [e1, e2] = await season(call, 'again', 2);
  const same = [{ objectId: 'C-1', extraData: extraDataOf('A-1') }];
  expect((await book(call, e1, same)).status).toBe(204);
  expect((await book(call, e2, [{ objectId: 'C-2', extraData: { seat: 'C-2' } }])).status).toBe(
    204,
  );
  expect(JSON.stringify({ seat: 'C-2' }).length).toBeLessThan(INLINE_EXTRA_DATA_CHARS);
  expect((await stored()).blobs).toBe(before.blobs);
  expect((await info(call, e1, 'C-1')).extraData).toEqual(extraDataOf('A-1'));
  expect((await info(call, e2, 'C-2')).extraData).toEqual({ seat: 'C-2' });
  // Released, then booked again keeping nothing: the data is gone from the wire.
  await ok(call, 'POST', `/events/${e1}/actions/release`, { objects: ['C-1'] });
  expect((await info(call, e1, 'C-1')).extraData).toBeUndefined();
});

test('update-extra-data on many objects stores each distinct value once, and reads back', async () => {
  const [event] = await season(call, 'updates', 3);
  const before = await stored();
  const data = extraDataOf('shared');
  await ok(call, 'POST', `/events/${event}/actions/update-extra-data`, {
    extraData: Object.fromEntries(['D-1', 'D-2', 'D-3'].map((label) => [label, data])),
  });
  expect((await stored()).blobs).toBe(before.blobs + 1);
  for (const label of ['D-1', 'D-2', 'D-3']) {
    expect((await info(call, event, label)).extraData).toEqual(data);
  }
});
