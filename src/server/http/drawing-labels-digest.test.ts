// The published drawing names its label order's digest in a header (docs/live-feed.md), so that
// a seat map on a first visit asks for the snapshot without labels before it has parsed the
// drawing. The digest is the one the map computes from those bytes, the snapshot asked with it
// comes without labels, a 304 names it too, a republish that reorders changes it, and a draft
// names none. The service names it only while it holds the flattened chart (a read of the event's
// states keeps it): a drawing's answer never waits for a 13 MB parse. Runs on PostgreSQL with
// TEST_STORE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABELS_DIGEST_HEADER, StatusSnapshotAnswerSchema } from '../../contract/live-feed';
import { layoutSeatMap } from '../../domain/seat-map/layout';
import { labelOrderDigest, snapshotLabels } from '../../domain/status-snapshot/label-digest';
import { isCompact } from '../../domain/status-snapshot/snapshot-rows';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, fixture } from './http-test-kit';

let svc: TestService;
let call: Call;

async function ok(method: string, path: string, body?: unknown) {
  const reply = await call(method, path, body);
  expect(reply.status, `${method} ${path}: ${reply.text}`).toBeLessThan(300);
  return reply;
}

/** The digest as the seat map computes it from the bytes it was sent. */
const mapDigest = (text: string) =>
  labelOrderDigest(snapshotLabels(layoutSeatMap(JSON.parse(text)).objects));

/** The map's snapshot, labelled: it reads the event's states, which keeps the flattened chart. */
const readStates = () => ok('GET', '/seatdesk/events/show/statuses');

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await ok('POST', '/system/public/charts/venue', fixture('sampleChart'));
  await ok('POST', '/events', { chartKey: 'venue', eventKey: 'show' });
  await readStates();
});
afterAll(() => svc.close());

describe('the drawing’s label digest header', () => {
  it('names the digest of the bytes sent, which the snapshot takes without labels', async () => {
    const drawing = await ok('GET', '/charts/venue/version/published');
    const digest = drawing.headers.get(LABELS_DIGEST_HEADER);
    expect(digest).toBe(mapDigest(drawing.text));
    const snapshot = await ok('GET', `/seatdesk/events/show/statuses?labels=${digest}`);
    expect(isCompact(StatusSnapshotAnswerSchema.parse(snapshot.body))).toBe(true);
  });

  it('comes with a 304 too, and changes with a republish that reorders', async () => {
    const first = await ok('GET', '/charts/venue/version/published');
    const etag = first.headers.get('etag') as string;
    const again = await call('GET', '/charts/venue/version/published', undefined, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get(LABELS_DIGEST_HEADER)).toBe(first.headers.get(LABELS_DIGEST_HEADER));

    const reordered = fixture('sampleChart') as {
      subChart: { rows: Array<{ seats: Array<{ label: string }> }> };
    };
    reordered.subChart.rows[0].seats.reverse();
    await ok('POST', '/system/public/charts/venue', reordered);
    const draft = await ok('GET', '/charts/venue/version/draft');
    expect(draft.headers.get(LABELS_DIGEST_HEADER)).toBeNull();
    await ok('POST', '/charts/venue/version/draft/actions/publish');
    // The republished chart is not flattened yet: named once the states have been read again.
    const before = await ok('GET', '/charts/venue/version/published');
    expect(before.headers.get(LABELS_DIGEST_HEADER)).toBeNull();
    await readStates();
    const republished = await ok('GET', '/charts/venue/version/published');
    const digest = republished.headers.get(LABELS_DIGEST_HEADER);
    expect(digest).not.toBe(first.headers.get(LABELS_DIGEST_HEADER));
    expect(digest).toBe(mapDigest(republished.text));
  });
});
