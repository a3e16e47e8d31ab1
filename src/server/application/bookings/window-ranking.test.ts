// Preparing a best-available request's windows reads the event's chart in a snapshot of its own.
// Requests asking for the same event while that read is in flight share it: one read each made a
// sell-out's clients queue for pooled connections ahead of the group commit's transaction (on two
// PostgreSQL instances, behind the event's lock holder). Runs on both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from '../../http/booking-test-kit';
import type { Store } from '../../store/port';
import { hashKey } from '../accounts/keys';
import type { Auth } from '../context';
import { prepareWindows } from './window-ranking';

let kit: BookingKit;
let auth: Auth;
let reads = 0;
beforeAll(async () => {
  kit = await startBookingKit();
  const store: Store = kit.svc.deps.store;
  auth = await authOf(kit.svc.secretKey);
  // Counts the snapshots opened on the real store; every read still goes to it.
  const read = store.read.bind(store);
  store.read = (fn) => {
    reads++;
    return read(fn);
  };
});
afterAll(() => kit.svc.close());

/** The workspace and company a secret key authenticates as. */
function authOf(secretKey: string): Promise<Auth> {
  return kit.svc.deps.store.read(async (tx) => {
    const workspace = await tx.findWorkspaceBySecretKeyHash(hashKey(secretKey));
    const company = workspace && (await tx.getCompany(workspace.companyId));
    if (!workspace || !company) throw new Error('the test workspace is missing');
    return { workspace, company };
  });
}

const spec = { number: 2 };

describe('prepareWindows', () => {
  it('requests for one event while its chart is being read share that read', async () => {
    const event = await kit.event();
    reads = 0;
    const prepared = await Promise.all(
      Array.from({ length: 8 }, () => prepareWindows(kit.svc.deps, auth, event, spec)),
    );
    expect(reads).toBe(1);
    const [first] = prepared;
    expect(first?.ranked.size).toBeGreaterThan(0);
    for (const each of prepared) expect(each?.chart).toBe(first?.chart);

    // Once it is done, the next request reads again: a chart published meanwhile is seen.
    await prepareWindows(kit.svc.deps, auth, event, spec);
    expect(reads).toBe(2);
  });

  it('another event, or the same key in another workspace, is read on its own', async () => {
    const [one, two] = [await kit.event(), await kit.event()];
    const otherAuth = await authOf((await kit.svc.newCompany()).workspace.secretKey);
    reads = 0;
    const prepared = await Promise.all([
      prepareWindows(kit.svc.deps, auth, one, spec),
      prepareWindows(kit.svc.deps, auth, two, spec),
      prepareWindows(kit.svc.deps, otherAuth, one, spec),
    ]);
    expect(reads).toBe(3);
    expect(prepared[0]).toBeDefined();
    expect(prepared[1]).toBeDefined();
    // The other workspace has no such event: nothing to prepare, never the first one's chart.
    expect(prepared[2]).toBeUndefined();
  });
});
