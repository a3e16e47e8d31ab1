// Issue 31, item 2: failed sign-ins are slowed per sign-in name and per address, never locking a
// real clerk out for long, in bounded memory. Through the sign-in route (the service's clock moves
// instead of the test waiting); both stores (TEST_STORE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { AttemptThrottle } from '../application/staff/sign-in-throttle';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError } from './http-test-kit';
import { addTestStaff, SLOW_HASHES, signInReply } from './staff-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService(SLOW_HASHES);
  call = caller(svc);
});
afterAll(() => svc.close());

/** Forgets every attempt: the throttle drops entries a quarter of an hour after their last one. */
const forgetAttempts = () => svc.advanceClock(16 * 60_000);

describe('failed sign-ins', () => {
  it('are slowed per sign-in name, doubling up to the cap, and the right password gets in after the wait', {
    timeout: 180_000,
  }, async () => {
    forgetAttempts();
    const clerk = await addTestStaff(call, 'clerk');
    for (let i = 0; i <= LIMITS.signInFreeAttemptsPerAccount; i++) {
      expectError(
        await signInReply(svc.app, clerk.signInName, `wrong ${i}`),
        401,
        'SIGN_IN_FAILED',
      );
    }
    // One attempt beyond the free ones: the next waits 1 s, even with the right password.
    const slowed = await signInReply(svc.app, clerk.signInName, clerk.password);
    expectError(slowed, 429, 'SIGN_IN_THROTTLED', 'Too many sign-in attempts; try again in 1 s');
    expect(slowed.headers.get('retry-after')).toBe('1');
    svc.advanceClock(1000);
    expectError(await signInReply(svc.app, clerk.signInName, 'wrong again'), 401, 'SIGN_IN_FAILED');
    expect(
      (await signInReply(svc.app, clerk.signInName, clerk.password)).headers.get('retry-after'),
    ).toBe('2');
    // An attacker keeps failing: the wait never passes the cap.
    for (let i = 0; i < 8; i++) {
      svc.advanceClock(LIMITS.signInMaxWaitSeconds * 1000);
      await signInReply(svc.app, clerk.signInName, 'attacker guess');
    }
    const capped = await signInReply(svc.app, clerk.signInName, clerk.password);
    expect(capped.headers.get('retry-after')).toBe(String(LIMITS.signInMaxWaitSeconds));
    // The clerk waits that long at most, then is in; success clears the count.
    svc.advanceClock(LIMITS.signInMaxWaitSeconds * 1000);
    expect((await signInReply(svc.app, clerk.signInName, clerk.password)).status).toBe(200);
    expect((await signInReply(svc.app, clerk.signInName, 'typo')).status).toBe(401);
  });

  it('are slowed per address across names', { timeout: 180_000 }, async () => {
    forgetAttempts();
    for (let i = 0; i < LIMITS.signInFreeAttemptsPerAddress + 1; i++) {
      expectError(
        await signInReply(svc.app, `guess-${i}`, 'wrong password'),
        401,
        'SIGN_IN_FAILED',
      );
    }
    expectError(
      await signInReply(svc.app, 'yet-another', 'wrong password'),
      429,
      'SIGN_IN_THROTTLED',
    );
  });
});

describe('the throttle', () => {
  it('keeps at most its bound of entries, forgetting the least recently tried first', () => {
    const throttle = new AttemptThrottle(0, 100);
    for (let i = 0; i < 1000; i++) throttle.attempted(`name-${i}`, 0);
    expect(throttle.size).toBe(100);
    expect(throttle.waitMs('name-999', 0)).toBe(1000);
    expect(throttle.waitMs('name-0', 0)).toBe(0);
  });
});
