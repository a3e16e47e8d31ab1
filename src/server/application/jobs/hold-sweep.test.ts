import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from '../../http/booking-test-kit';
import { startHoldSweep, sweepExpiredHolds } from './hold-sweep';

let kit: BookingKit;
beforeAll(async () => {
  kit = await startBookingKit();
});
afterAll(() => kit.svc.close());

async function storedStates(eventKey: string, labels: string[]) {
  return kit.svc.deps.store.read(async (tx) => {
    const event = await tx.getEvent(kit.svc.company.workspace.id, eventKey);
    if (!event) throw new Error(eventKey);
    return Object.fromEntries(await tx.getObjectStates(event.id, labels));
  });
}

describe('hold sweep', () => {
  it('releases in storage what expired tokens held, seats and GA places, and leaves live holds', async () => {
    const event = await kit.event();
    const short = await kit.holdToken(1);
    const long = await kit.holdToken(30);
    await kit.call('POST', `/events/${event}/actions/hold`, {
      objects: ['A-1', { objectId: 'GA1', quantity: 2 }],
      holdToken: short,
      orderId: 'o-1',
    });
    await kit.call('POST', `/events/${event}/actions/hold`, {
      objects: ['A-2', 'GA1'],
      holdToken: long,
    });
    expect(await sweepExpiredHolds(kit.svc.deps)).toBe(0);

    kit.svc.advanceClock(2 * 60_000);
    expect(await sweepExpiredHolds(kit.svc.deps)).toBe(1);
    expect(await storedStates(event, ['A-1', 'A-2', 'GA1'])).toEqual({
      'A-1': { orderId: 'o-1' },
      'A-2': { status: 'reservedByToken', holdToken: long },
      GA1: { places: { holds: { [long]: { NO_TICKET_TYPE: 1 } } } },
    });
    expect(await sweepExpiredHolds(kit.svc.deps)).toBe(0);
  });

  it('runs on its own every holdSweepIntervalMs until stopped', async () => {
    const event = await kit.event();
    const token = await kit.holdToken(1);
    await kit.call('POST', `/events/${event}/actions/hold`, { objects: ['B-1'], holdToken: token });
    kit.svc.advanceClock(2 * 60_000);
    const deps = { ...kit.svc.deps, config: { ...kit.svc.deps.config, holdSweepIntervalMs: 10 } };
    const stop = startHoldSweep(deps);
    try {
      await expect
        .poll(async () => (await storedStates(event, ['B-1']))['B-1'], { timeout: 2_000 })
        .toBeUndefined();
    } finally {
      stop();
    }
  });
});
