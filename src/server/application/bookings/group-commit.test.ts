import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestAvailableAsk } from '../../../domain/judge/judge';
import {
  type NormalizedChange,
  normalizeChange,
  type WireChange,
} from '../../../domain/status/normalize';
import { type BookingKit, startBookingKit } from '../../http/booking-test-kit';
import { holdEvent } from '../../http/deadline-test-kit';
import { runWithDeadline, WorkDeadline } from '../../store/work-deadline';
import { hashKey } from '../accounts/keys';
import type { Auth } from '../context';
import { StatusChangeQueue } from './group-commit';

let kit: BookingKit;
let auth: Auth;
beforeAll(async () => {
  kit = await startBookingKit();
  auth = await kit.svc.deps.store.read(async (tx) => {
    const workspace = await tx.findWorkspaceBySecretKeyHash(hashKey(kit.svc.secretKey));
    const company = workspace && (await tx.getCompany(workspace.companyId));
    if (!workspace || !company) throw new Error('the test workspace is missing');
    return { workspace, company };
  });
});
afterAll(() => kit.svc.close());

const book = (event: string, ...objects: string[]) => normalizeChange(event, { objects }, 'book');

async function status(event: string, label: string): Promise<string> {
  const answer = await kit.call('GET', `/events/${event}/objects?label=${label}`);
  return answer.body[label].status;
}

describe('StatusChangeQueue', () => {
  it('concurrent requests share a transaction; each is judged after the ones before it', async () => {
    const event = await kit.event();
    const queue = new StatusChangeQueue(kit.svc.deps);
    const outcomes = await Promise.allSettled([
      queue.submit(auth, [book(event, 'A-1')]),
      queue.submit(auth, [book(event, 'A-1', 'A-2')]),
      queue.submit(auth, [book(event, 'A-2')]),
      queue.submit(auth, [book('missing', 'A-3')]),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
      code: 'OBJECT_ALREADY_IN_STATUS',
    });
    expect((outcomes[3] as PromiseRejectedResult).reason).toMatchObject({
      kind: 'not-found',
      code: 'EVENT_NOT_FOUND',
    });
    expect([await status(event, 'A-1'), await status(event, 'A-2')]).toEqual(['booked', 'booked']);
  });

  it('holds, books with the token and releases in one group, leaving no stale hold rows', async () => {
    const event = await kit.event();
    const token = await kit.holdToken();
    const queue = new StatusChangeQueue(kit.svc.deps);
    const change = (action: string, body: WireChange) =>
      normalizeChange(event, body, action as 'book');
    const outcomes = await Promise.allSettled([
      queue.submit(auth, [change('hold', { objects: ['C-1', 'C-2'], holdToken: token })]),
      queue.submit(auth, [change('book', { objects: ['C-1'], holdToken: token })]),
      queue.submit(auth, [book(event, 'C-2')]),
      queue.submit(auth, [change('release', { objects: ['C-2'], holdToken: token })]),
      queue.submit(auth, [change('hold', { objects: ['C-3'], holdToken: 'made-up' })]),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect((outcomes[4] as PromiseRejectedResult).reason).toMatchObject({
      code: 'HOLD_TOKEN_INVALID',
    });
    expect([await status(event, 'C-1'), await status(event, 'C-2')]).toEqual(['booked', 'free']);
    const holds = await kit.svc.deps.store.read((tx) => tx.findStatesByHoldToken(token));
    expect(holds).toEqual([]);
  });

  it('an unexpected failure fails only its own request: the others are retried alone', async () => {
    const event = await kit.event();
    const queue = new StatusChangeQueue(kit.svc.deps);
    const broken = { ...book(event, 'B-1'), objects: null } as unknown as NormalizedChange;
    const outcomes = await Promise.allSettled([
      queue.submit(auth, [book(event, 'B-2')]),
      queue.submit(auth, [broken]),
      queue.submit(auth, [book(event, 'B-3')]),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(TypeError);
    expect([
      await status(event, 'B-1'),
      await status(event, 'B-2'),
      await status(event, 'B-3'),
    ]).toEqual(['free', 'booked', 'booked']);
  });

  it('best available in a group chooses against what the requests before it wrote', async () => {
    const event = await kit.event();
    const queue = new StatusChangeQueue(kit.svc.deps);
    const best = (number: number, categories?: string[]) =>
      queue.submitBestAvailable(auth, bestAvailableAsk(event, { number, categories }, {}, 'book'));
    const outcomes = await Promise.allSettled([
      queue.submit(auth, [book(event, 'A-5')]),
      best(2),
      best(1, ['nope']),
      best(2),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const chosen = (i: number) =>
      (outcomes[i] as PromiseFulfilledResult<{ choice: { objects: string[] } }>).value.choice
        .objects;
    // A-5 booked: leave two free seats to their left; then every pair of row A strands
    // a seat or is farther than B-4,B-5.
    expect([chosen(1), chosen(3)]).toEqual([
      ['A-3', 'A-4'],
      ['B-4', 'B-5'],
    ]);
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({
      code: 'BEST_AVAILABLE_OBJECTS_NOT_FOUND',
    });
    expect(await status(event, 'B-5')).toBe('booked');
  });

  it('a group member whose deadline passed while the group waited is dropped; the others commit', async () => {
    const event = await kit.event();
    const queue = new StatusChangeQueue(kit.svc.deps);
    const hold = holdEvent(kit.svc.deps, auth.workspace.id, event);
    await hold.taken;
    const within = (ms: number, label: string) =>
      runWithDeadline(WorkDeadline.after(ms), () => queue.submit(auth, [book(event, label)]));
    const outcomes = Promise.allSettled([
      within(60_000, 'D-1'),
      within(50, 'D-2'),
      within(60_000, 'D-3'),
    ]);
    // The group is taken at once and waits behind the hold until D-2's deadline is gone.
    await new Promise((resolve) => setTimeout(resolve, 120));
    hold.release();
    const settled = await outcomes;
    expect(settled.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({
      status: 503,
      code: 'REQUEST_TIMEOUT',
    });
    expect([
      await status(event, 'D-1'),
      await status(event, 'D-2'),
      await status(event, 'D-3'),
    ]).toEqual(['booked', 'free', 'booked']);
  });

  it('a request whose deadline passed before its group was taken is answered without a transaction', async () => {
    const event = await kit.event();
    const queue = new StatusChangeQueue(kit.svc.deps);
    const deadline = WorkDeadline.after(0);
    await expect(
      runWithDeadline(deadline, () => queue.submit(auth, [book(event, 'D-4')])),
    ).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
    expect(deadline.expire()).toBe('nothing-applied');
    expect(await status(event, 'D-4')).toBe('free');
  });
});
