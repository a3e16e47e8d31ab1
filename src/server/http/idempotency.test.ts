// Idempotency-Key on writes (docs/retries.md), on SQLite and, with TEST_STORE_URL, on PostgreSQL:
// a retry gets the first answer and the change is applied once (GA places by quantity are the
// sharp case: booked again without a key), another request on the key is refused, a retry while
// the first runs is asked to come back, a retry after the deadline's 503 gets the real outcome,
// keys are per workspace, and a second instance on the same PostgreSQL sees them.
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leaseMs } from '../application/idempotency/idempotency-keys';
import { sweepExpiredIdempotencyKeys } from '../application/jobs/idempotency-sweep';
import { startTestService, type TestService } from '../service-test-kit';
import { basic, type Call, caller, expectError, fixture } from './http-test-kit';
import {
  failTransactions,
  holdTransaction,
  type SecondInstance,
  secondInstance,
  serviceForTwoInstances,
} from './idempotency-test-kit';

let svc: TestService;
let call: Call;
let n = 0;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  expect((await call('POST', '/system/public/charts/c1', fixture('sampleChart'))).status).toBe(204);
});
afterAll(() => svc.close());

const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });
const newKey = () => `key-${++n}-${Math.random().toString(36).slice(2)}`;
const twoPlaces = { objects: [{ objectId: 'GA1', quantity: 2 }] };

async function newEvent(on: Call = call): Promise<string> {
  const key = `ev-${++n}`;
  expect((await on('POST', '/events', { chartKey: 'c1', eventKey: key })).status).toBe(200);
  return key;
}

async function placesBooked(event: string, on: Call = call): Promise<number> {
  const answer = await on('GET', `/events/${event}/objects?label=GA1`);
  return answer.body.GA1.numBooked ?? 0;
}

async function statusOf(event: string, label: string): Promise<string> {
  return (await call('GET', `/events/${event}/objects?label=${label}`)).body[label].status;
}

const bookPath = (event: string) => `/events/${event}/actions/book?expand=objects`;

describe('a retry with the same Idempotency-Key', () => {
  test('without a key, a retried GA booking books the places twice', async () => {
    const event = await newEvent();
    expect((await call('POST', bookPath(event), twoPlaces)).status).toBe(200);
    expect((await call('POST', bookPath(event), twoPlaces)).status).toBe(200);
    expect(await placesBooked(event)).toBe(4);
  });

  test('with a key, the retry gets the first answer (status, body, type) and books them once', async () => {
    const event = await newEvent();
    const key = newKey();
    const first = await call('POST', bookPath(event), twoPlaces, withKey(key));
    expect(first.status, first.text).toBe(200);
    expect(first.body.objects.GA1.numBooked).toBe(2);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await call('POST', bookPath(event), twoPlaces, withKey(key));
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await placesBooked(event)).toBe(2);
  });

  test('twenty keyed bookings at once, one refused: each retry gets its own first answer', async () => {
    const event = await newEvent();
    // Rows A to D hold seats 1 to 8; the last request asks for A-1 again.
    const seats = Array.from({ length: 20 }, (_, i) =>
      i === 19 ? 'A-1' : `${'ABCD'[Math.floor(i / 8)]}-${(i % 8) + 1}`,
    );
    const keys = seats.map(() => newKey());
    const send = () =>
      Promise.all(
        seats.map((seat, i) =>
          call('POST', bookPath(event), { objects: [seat] }, withKey(keys[i])),
        ),
      );
    const firsts = await send();
    expect(firsts.filter((answer) => answer.status === 200)).toHaveLength(19);
    expect(firsts.filter((answer) => answer.status === 400)).toHaveLength(1);
    const retries = await send();
    retries.forEach((retry, i) => {
      expect(retry.text).toBe(firsts[i].text);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
    });
  });

  test('a 204 answer and a batch are replayed too', async () => {
    const event = await newEvent();
    const key = newKey();
    const batch = { statusChanges: [{ event, objects: ['A-1', 'A-2'], status: 'booked' }] };
    const path = '/events/actions/change-object-status';
    expect((await call('POST', path, batch, withKey(key))).status).toBe(204);
    const retry = await call('POST', path, batch, withKey(key));
    expect(retry.status).toBe(204);
    expect(retry.text).toBe('');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  test('a refusal is the first answer too, whatever happened in between', async () => {
    const event = await newEvent();
    expect((await call('POST', `/events/${event}/actions/book`, { objects: ['A-1'] })).status).toBe(
      204,
    );
    const key = newKey();
    const first = await call('POST', bookPath(event), { objects: ['A-1'] }, withKey(key));
    expectError(first, 400, 'OBJECT_ALREADY_IN_STATUS');
    expect(
      (await call('POST', `/events/${event}/actions/release`, { objects: ['A-1'] })).status,
    ).toBe(204);
    const retry = await call('POST', bookPath(event), { objects: ['A-1'] }, withKey(key));
    expect(retry.status).toBe(400);
    expect(retry.text).toBe(first.text);
    expect(await statusOf(event, 'A-1')).toBe('free');
  });

  test('another body, path or method with the key is refused 422 and changes nothing', async () => {
    const event = await newEvent();
    const key = newKey();
    expect((await call('POST', bookPath(event), { objects: ['A-1'] }, withKey(key))).status).toBe(
      200,
    );
    const otherBody = await call('POST', bookPath(event), { objects: ['A-2'] }, withKey(key));
    expectError(otherBody, 422, 'IDEMPOTENCY_KEY_REUSED', new RegExp(`^Idempotency-Key ${key} `));
    const other = await newEvent();
    expectError(
      await call('POST', bookPath(other), { objects: ['A-1'] }, withKey(key)),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await statusOf(event, 'A-2')).toBe('free');
    expect(await statusOf(other, 'A-1')).toBe('free');
  });

  test('a key that is too long or not visible ASCII is refused 400; GET ignores the header', async () => {
    const event = await newEvent();
    for (const key of ['a b', 'x'.repeat(256), 'clé']) {
      const answer = await call('POST', bookPath(event), twoPlaces, withKey(key));
      expectError(answer, 400, 'INVALID_IDEMPOTENCY_KEY', /1 to 255 visible ASCII characters/);
    }
    expect((await call('POST', bookPath(event), twoPlaces, withKey('x'.repeat(255)))).status).toBe(
      200,
    );
    expect(await placesBooked(event)).toBe(2);
    const read = await call('GET', `/events/${event}`, undefined, withKey('a b'));
    expect(read.status).toBe(200);
  });

  test('a chunked body (no Content-Length) is digested, still read by the route, and held to the limit', async () => {
    const event = await newEvent();
    const key = newKey();
    const chunked = (text: string) =>
      svc.app.request(bookPath(event), {
        method: 'POST',
        headers: { authorization: basic(svc.secretKey), 'idempotency-key': key },
        body: new Blob([text]).stream(),
        duplex: 'half',
      } as RequestInit);
    const first = await chunked(JSON.stringify(twoPlaces));
    expect(first.status).toBe(200);
    const retry = await chunked(JSON.stringify(twoPlaces));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.text()).toBe(await first.text());
    expect(await placesBooked(event)).toBe(2);
    const tooLarge = await chunked(' '.repeat(svc.deps.config.bodyLimitBytes + 1));
    expect(tooLarge.status).toBe(413);
  });

  test('any write: a hold token and an event are created once', async () => {
    const key = newKey();
    const first = await call('POST', '/hold-tokens', {}, withKey(key));
    const retry = await call('POST', '/hold-tokens', {}, withKey(key));
    expect(retry.body.holdToken).toBe(first.body.holdToken);
    const other = await call('POST', '/hold-tokens', {});
    expect(other.body.holdToken).not.toBe(first.body.holdToken);

    const eventKey = `made-once-${++n}`;
    const create = { chartKey: 'c1', eventKey };
    const eventKeyed = newKey();
    const made = await call('POST', '/events', create, withKey(eventKeyed));
    expect(made.status).toBe(200);
    const again = await call('POST', '/events', create, withKey(eventKeyed));
    expect(again.status).toBe(200);
    expect(again.text).toBe(made.text);
    expectError(await call('POST', '/events', create), 400, 'EVENT_KEY_ALREADY_EXISTS');
  });

  test('keys are per workspace: another company with the same key and body is not answered from it', async () => {
    const company = await svc.newCompany();
    const other: Call = caller(svc, company.workspace.secretKey);
    expect((await other('POST', '/system/public/charts/c1', fixture('sampleChart'))).status).toBe(
      204,
    );
    const eventKey = `shared-${++n}`;
    for (const on of [call, other]) {
      expect((await on('POST', '/events', { chartKey: 'c1', eventKey })).status).toBe(200);
    }
    const key = newKey();
    expect((await call('POST', bookPath(eventKey), twoPlaces, withKey(key))).status).toBe(200);
    const theirs = await other('POST', bookPath(eventKey), twoPlaces, withKey(key));
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await placesBooked(eventKey, other)).toBe(2);
    expect(await placesBooked(eventKey)).toBe(2);
  });

  test('the seatsio SDK, which sends no key, books as before', async () => {
    const baseUrl = await svc.listen();
    const client = new SeatsioClient(new Region(baseUrl), svc.secretKey);
    const event = await newEvent();
    const booked = await client.events.book(event, ['A-1'], null, 'order-1');
    expect(booked.objects['A-1'].status).toBe('booked');
    const { holdToken } = await client.holdTokens.create();
    await client.events.hold(event, ['A-2'], holdToken);
    expect(await statusOf(event, 'A-2')).toBe('reservedByToken');
    // And over the same socket, a keyed write is replayed as in-process.
    const keyed = () =>
      fetch(`${baseUrl}/hold-tokens`, {
        method: 'POST',
        headers: { authorization: basic(svc.secretKey), 'idempotency-key': 'over-a-socket' },
      }).then(async (response) => ({ response, body: await response.json() }));
    const first = await keyed();
    const retry = await keyed();
    expect(retry.body).toEqual(first.body);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('a retry while the first request runs', () => {
  test('gets 409 IDEMPOTENCY_KEY_IN_USE with Retry-After; the places are booked once', async () => {
    const event = await newEvent();
    const key = newKey();
    const held = holdTransaction(svc, 2, 'before');
    const first = call('POST', bookPath(event), twoPlaces, withKey(key));
    await held.waiting;
    const retries = await Promise.all(
      [1, 2, 3].map(() => call('POST', bookPath(event), twoPlaces, withKey(key))),
    );
    for (const retry of retries) {
      expectError(retry, 409, 'IDEMPOTENCY_KEY_IN_USE', /still being processed/);
      expect(Number(retry.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expectError(
      await call('POST', bookPath(event), { objects: ['A-1'] }, withKey(key)),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    held.release();
    const answered = await first;
    expect(answered.status).toBe(200);
    const after = await call('POST', bookPath(event), twoPlaces, withKey(key));
    expect(after.text).toBe(answered.text);
    expect(await placesBooked(event)).toBe(2);
  });

  test('a 5xx is not kept as the answer: the retry runs the write', async () => {
    const event = await newEvent();
    const key = newKey();
    failTransactions(svc, 2, 2);
    expectError(
      await call('POST', bookPath(event), twoPlaces, withKey(key)),
      503,
      'STORE_UNAVAILABLE',
    );
    expect(await placesBooked(event)).toBe(0);
    const retry = await call('POST', bookPath(event), twoPlaces, withKey(key));
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await placesBooked(event)).toBe(2);
  });
});

describe('after the deadline answered 503', () => {
  let slow: TestService;
  let slowCall: Call;
  beforeAll(async () => {
    slow = await startTestService({ requestTimeoutMs: 300 });
    slowCall = caller(slow);
    const chart = await setUp('/system/public/charts/c1', fixture('sampleChart'));
    expect(chart.status).toBe(204);
  });
  // Set-up is not what is tested: on a loaded machine a write may pass the 300 ms deadline, and a
  // 503 REQUEST_TIMEOUT applied nothing, so it is sent again.
  const setUp = async (path: string, body: unknown) => {
    let answer = await slowCall('POST', path, body);
    for (let tries = 1; answer.status === 503 && tries < 20; tries++)
      answer = await slowCall('POST', path, body);
    return answer;
  };
  afterAll(() => slow.close());

  // A 503 REQUEST_TIMEOUT now means nothing was applied (the held work is dropped when it goes on):
  // the retry with the key runs the write, once.
  test('a booking answered 503 past its deadline was never applied; the keyed retry books it once', async () => {
    expect((await setUp('/events', { chartKey: 'c1', eventKey: 'e' })).status).toBe(200);
    const key = newKey();
    const held = holdTransaction(slow, 2, 'inside');
    const first = await slowCall('POST', bookPath('e'), twoPlaces, withKey(key));
    expect(first.status).toBe(503);
    expect(first.body.errors[0].code).toBe('REQUEST_TIMEOUT');
    held.release();
    await held.settled;
    expect(await placesBooked('e', slowCall)).toBe(0);
    let retry = await slowCall('POST', bookPath('e'), twoPlaces, withKey(key));
    while (retry.status === 409)
      retry = await slowCall('POST', bookPath('e'), twoPlaces, withKey(key));
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body.objects.GA1.numBooked).toBe(2);
    const again = await slowCall('POST', bookPath('e'), twoPlaces, withKey(key));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await placesBooked('e', slowCall)).toBe(2);
  });

  test('the same for any other write (a hold token): dropped at the deadline, made once by the retry', async () => {
    const key = newKey();
    const held = holdTransaction(slow, 2, 'inside');
    const first = await slowCall('POST', '/hold-tokens', {}, withKey(key));
    expect(first.status).toBe(503);
    held.release();
    await held.settled;
    let retry = await slowCall('POST', '/hold-tokens', {}, withKey(key));
    while (retry.status === 409) retry = await slowCall('POST', '/hold-tokens', {}, withKey(key));
    expect(retry.status, retry.text).toBe(200);
    const again = await slowCall('POST', '/hold-tokens', {}, withKey(key));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.holdToken).toBe(retry.body.holdToken);
    const token = await slowCall('GET', `/hold-tokens/${retry.body.holdToken}`);
    expect(token.status).toBe(200);
  });
});

describe('retention', () => {
  test('a key is kept for IDEMPOTENCY_KEY_HOURS, then free again and swept', async () => {
    const kept = await startTestService({ idempotencyKeyMs: 3_600_000 });
    try {
      const keptCall = caller(kept);
      const key = newKey();
      const first = await keptCall('POST', '/hold-tokens', {}, withKey(key));
      kept.advanceClock(3_600_000 - 1_000);
      expect((await keptCall('POST', '/hold-tokens', {}, withKey(key))).body.holdToken).toBe(
        first.body.holdToken,
      );
      const swept = newKey();
      expect((await keptCall('POST', '/hold-tokens', {}, withKey(swept))).status).toBe(200);
      kept.advanceClock(3_600_000);
      const later = await keptCall('POST', '/hold-tokens', {}, withKey(key));
      expect(later.body.holdToken).not.toBe(first.body.holdToken);
      expect(await sweepExpiredIdempotencyKeys(kept.deps)).toBe(1);
      const left = await kept.deps.store.read((tx) =>
        tx.getIdempotencyRecord(kept.company.workspace.id, swept),
      );
      expect(left).toBeUndefined();
    } finally {
      await kept.close();
    }
  });
});

describe('two instances on one store (PostgreSQL, or a SQLite file without TEST_STORE_URL)', () => {
  let a: TestService;
  let onA: Call;
  let b: SecondInstance;
  beforeAll(async () => {
    a = await serviceForTwoInstances();
    onA = caller(a);
    expect((await onA('POST', '/system/public/charts/c1', fixture('sampleChart'))).status).toBe(
      204,
    );
    b = await secondInstance(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  test('the second instance answers a retry from the first one’s key, and refuses while it runs', async () => {
    const event = await newEvent(onA);
    const key = newKey();
    const first = await onA('POST', bookPath(event), twoPlaces, withKey(key));
    expect(first.status).toBe(200);
    const retry = await b.call('POST', bookPath(event), twoPlaces, withKey(key));
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');

    const running = newKey();
    const held = holdTransaction(a, 2, 'before');
    const firstOfRunning = onA('POST', bookPath(event), twoPlaces, withKey(running));
    await held.waiting;
    expectError(
      await b.call('POST', bookPath(event), twoPlaces, withKey(running)),
      409,
      'IDEMPOTENCY_KEY_IN_USE',
    );
    held.release();
    expect((await firstOfRunning).status).toBe(200);
    const afterA = await b.call('POST', bookPath(event), twoPlaces, withKey(running));
    expect(afterA.headers.get('idempotent-replayed')).toBe('true');
    expect(await placesBooked(event, onA)).toBe(4);
  });

  test('a first attempt whose process seems dead (lease over) is taken over; it then applies nothing', async () => {
    const event = await newEvent(onA);
    const key = newKey();
    const held = holdTransaction(a, 2, 'before');
    const first = onA('POST', bookPath(event), twoPlaces, withKey(key));
    await held.waiting;
    a.advanceClock(leaseMs(a.deps) + 1_000);
    const retry = await b.call('POST', bookPath(event), twoPlaces, withKey(key));
    expect(retry.status).toBe(200);
    held.release();
    expectError(await first, 409, 'IDEMPOTENCY_KEY_IN_USE', /applied nothing/);
    expect(await placesBooked(event, onA)).toBe(2);
    const last = await onA('POST', bookPath(event), twoPlaces, withKey(key));
    expect(last.text).toBe(retry.text);
  });
});
