// A rate limit's 429 under an Idempotency-Key (docs/retries.md): it says "not now, retry after
// Retry-After", so it is not kept as the request's answer. Kept, the retry the client makes when
// told to (same key, same body) was answered the stored 429 for the key's whole retention, without
// its Retry-After, and the edit never ran. Both stores (TEST_STORE_URL).
import { describe, expect, it } from 'vitest';
import { expectError } from './http-test-kit';
import { venueService } from './venue-service-test-kit';

const venue = venueService({ forSaleEditsPerDay: 1 });

describe('a keyed write refused by a rate limit', () => {
  it('runs when retried with its key after Retry-After, instead of replaying the 429', async () => {
    const { call } = venue;
    expect((await call('POST', '/events', { chartKey: 'venue', eventKey: 'gala' })).status).toBe(
      200,
    );
    const edit = (body: unknown, key?: string) =>
      call('POST', '/events/gala/actions/edit-for-sale-config', body, {
        headers: key ? { 'idempotency-key': key } : {},
      });
    expect((await edit({ notForSale: [{ object: 'A-1' }] })).status).toBe(200);

    const body = { notForSale: [{ object: 'A-2' }] };
    const over = await edit(body, 'edit-a2');
    expectError(over, 429, 'RATE_LIMIT_EXCEEDED');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);

    venue.svc.advanceClock(retryAfter * 1000);
    const retried = await edit(body, 'edit-a2');
    expect(retried.status, retried.text).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.body.forSaleConfig.objects).toEqual(['A-1', 'A-2']);
    // Its answer is the one kept now: the next retry replays it and edits nothing more.
    const again = await edit(body, 'edit-a2');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(retried.body);
    expect(again.body.rateLimitInfo.rateLimitRemainingCalls).toBe(0);
  });
});
