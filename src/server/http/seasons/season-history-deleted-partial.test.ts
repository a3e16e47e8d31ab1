// Deleting a partial season must not take its events' history with it: each event read the
// partial season's own entries through (docs/history.md, "Seasons"), where it once had copies of
// them. On SQLite, and on PostgreSQL with TEST_STORE_URL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../service-test-kit';
import { type Call, caller, upload } from '../http-test-kit';
import { ok, season } from './season-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
});
afterAll(() => svc.close());

const labelsOf = async (event: string) =>
  (
    (await ok(call, 'GET', `/events/${event}/status-changes?limit=100`)).items as {
      objectLabel: string;
      status: string;
    }[]
  )
    .map((item) => `${item.objectLabel} ${item.status}`)
    .sort();

it("keeps what a deleted partial season booked in its events' history", async () => {
  const [e1, e2, e3] = await season(call, 'dp', 3);
  await ok(call, 'POST', '/seasons/dp/partial-seasons', { key: 'dp-half', eventKeys: [e1, e2] });
  await ok(call, 'POST', '/events/dp-half/actions/book', { objects: ['A-1'], orderId: 'half' });
  await ok(call, 'POST', `/events/${e1}/actions/book`, { objects: ['A-2'] });
  const before = await labelsOf(e1);
  expect(before).toEqual(['A-1 booked', 'A-2 booked']);
  expect(await labelsOf(e2)).toEqual(['A-1 booked']);

  await ok(call, 'DELETE', '/events/dp-half');
  expect(await labelsOf(e1)).toEqual(before);
  expect(await labelsOf(e2)).toEqual(['A-1 booked']);
  expect(await labelsOf(e3)).toEqual([]);
  // What the season books after the partial season is gone is read as ever.
  await ok(call, 'POST', '/events/dp/actions/book', { objects: ['A-3'] });
  expect(await labelsOf(e2)).toEqual(['A-1 booked', 'A-3 booked']);
});
