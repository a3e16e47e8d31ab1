// A test service with the sample chart uploaded under the key 'venue', started before a test
// file's tests and closed after them: the set-up the event and for-sale tests share.
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, upload } from './http-test-kit';

export interface VenueService {
  /** Calls the service as its workspace; usable from the first test on. */
  call: Call;
  /** The service itself (its clock, its store), once the tests run. */
  readonly svc: TestService;
}

export function venueService(overrides: Partial<Config> = {}): VenueService {
  let svc: TestService | undefined;
  let call: Call | undefined;
  beforeAll(async () => {
    svc = await startTestService(overrides);
    call = caller(svc);
    await upload(call, 'venue');
  });
  afterAll(() => svc?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('venueService: the service starts in beforeAll');
    return value;
  };
  return {
    call: (...args) => started(call)(...args),
    get svc() {
      return started(svc);
    },
  };
}
