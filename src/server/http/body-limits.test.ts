// Issue 27, B10: body limits per route. One limit for every route let a company send 9.9 MB bodies
// to the booking route, read and parsed before being refused; and a 100,000-seat designer drawing
// (about 24 MB) got 413 at the default settings. Now the booking routes take 1 MiB, the upload
// 64 MiB, plain or gzipped (bounded by its inflated size). Runs on both stores.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDrawing } from '../../domain/drawing';
import { MAX_DRAWING_OBJECTS } from '../application/charts/chart-cache';
import { readConfig } from '../config';
import { startTestService, type TestService } from '../service-test-kit';
import {
  basic,
  type Call,
  caller,
  createEvent,
  expectError,
  fixture,
  fixtureText,
  upload,
  workspaceSnapshot,
} from './http-test-kit';

const defaults = readConfig({});
let svc: TestService;
let call: Call;

beforeAll(async () => {
  // The defaults a deployment gets, not the test configuration's.
  svc = await startTestService({
    bodyLimitBytes: defaults.bodyLimitBytes,
    bookingBodyLimitBytes: defaults.bookingBodyLimitBytes,
    uploadBodyLimitBytes: defaults.uploadBodyLimitBytes,
    // Storing 24 MB on PostgreSQL on a busy test machine can pass the 10 s default deadline; the
    // deadline is not what this file tests.
    requestTimeoutMs: 60_000,
  });
  call = caller(svc);
  await upload(call, 'hall');
  await createEvent(call, 'hall', 'concert');
});
afterAll(() => svc.close());

/** A body of about `bytes` whose objects are all seats of the chart (valid up to its size). */
function bookingOf(bytes: number): string {
  const labels = Array.from({ length: Math.ceil(bytes / 6) }, () => '"A-1"');
  return `{"objects":[${labels.join(',')}]}`;
}

/** The designer's own seat fields (as in the zones fixture), added to every seat of a drawing. */
function asDesignerDrawing(drawing: Record<string, unknown>): Record<string, unknown> {
  let uuid = 0;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (Array.isArray(record.seats)) {
        for (const seat of record.seats as Array<Record<string, unknown>>) {
          Object.assign(seat, {
            categoryLabel: null,
            categoryAccessible: null,
            restrictedView: false,
            accessible: false,
            companionSeat: false,
            semiAmbulatorySeat: false,
            disabledBySocialDistancingRules: false,
            entrance: null,
            uuid: `uuid${++uuid}`,
            published: true,
          });
        }
      }
      for (const child of Object.values(record)) visit(child);
    }
  };
  visit(drawing);
  return drawing;
}

/** Bytes sent as they are (the test kit's caller sends strings and JSON). */
async function postBytes(
  service: TestService,
  path: string,
  bytes: Uint8Array | string,
  headers: Record<string, string>,
) {
  const response = await service.app.request(path, {
    method: 'POST',
    headers: { authorization: basic(service.secretKey), ...headers },
    body: bytes as BodyInit,
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text || 'null'),
    headers: response.headers,
  };
}

const GZIP = { 'content-encoding': 'gzip', 'content-type': 'application/json' };

describe('the booking routes', () => {
  it('refuse a 9.9 MB body by its Content-Length, before reading it, and book nothing', async () => {
    const before = await workspaceSnapshot(call);
    const body = bookingOf(9_900_000);
    expect(body.length).toBeGreaterThan(9_900_000);
    for (const path of [
      '/events/concert/actions/book',
      '/events/concert/actions/hold',
      '/events/concert/actions/change-object-status',
      '/events/actions/change-object-status',
      '/events/groups/actions/change-object-status',
    ]) {
      const reply = await call('POST', path, body);
      expectError(reply, 413, 'BODY_TOO_LARGE', 'The request body is larger than 1048576 bytes');
    }
    expect(await workspaceSnapshot(call)).toEqual(before);
  });

  it('refuse a chunked body as soon as it passes 1 MiB', async () => {
    const bytes = new TextEncoder().encode(bookingOf(2_000_000));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const response = await svc.app.request('/events/concert/actions/book', {
      method: 'POST',
      headers: { authorization: basic(svc.secretKey) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(bytes.length);
  });

  it('still take a booking of 10,000 objects, and other routes still take 2 MB', async () => {
    const booked = await call('POST', '/events/concert/actions/book', {
      objects: Array.from({ length: 10_000 }, () => 'A-1'),
    });
    // Read and judged (A-1 twice in one request is refused by the rules, not by the size).
    expect(booked.status).not.toBe(413);
    const forSale = await call('POST', '/events/concert/actions/mark-as-not-for-sale', {
      objects: Array.from({ length: 200_000 }, (_, i) => `label-${i}`).slice(0, 100_000),
    });
    expect(forSale.text.length).toBeGreaterThan(0);
    expect(forSale.status).not.toBe(413);
  });
});

describe('the chart upload', () => {
  it('takes every drawing within the object limit in the designer format, at the default limit', () => {
    const zones = fixtureText('sampleChartWithZones');
    const compact = JSON.stringify(JSON.parse(zones));
    const bytesPerObject = compact.length / 8_897;
    expect(defaults.uploadBodyLimitBytes).toBeGreaterThan(MAX_DRAWING_OBJECTS * bytesPerObject);
  });

  it('takes a 100,000-seat designer drawing (about 24 MB) at the default settings, plain and gzipped', async () => {
    const drawing = asDesignerDrawing(
      generateDrawing({ seats: 100_000 }) as unknown as Record<string, unknown>,
    );
    const text = JSON.stringify(drawing);
    expect(text.length).toBeGreaterThan(24_000_000);
    expect(text.length).toBeGreaterThan(defaults.bodyLimitBytes);
    const seatsOf = async (key: string) => {
      const summary = await call(
        'GET',
        `/reports/charts/${key}/byObjectType?bookWholeTables=false`,
      );
      expect(summary.status, summary.text).toBe(200);
      return Object.values(summary.body as Record<string, unknown[]>).flat().length;
    };
    const plain = await call('POST', '/system/public/charts/stadium', text);
    expect(plain.status, plain.text).toBe(204);
    expect(await seatsOf('stadium')).toBeGreaterThanOrEqual(100_000);
    // The same drawing as a box-office tool sends a large file: gzipped, under every route's limit.
    const zipped = gzipSync(text);
    expect(zipped.length).toBeLessThan(defaults.bodyLimitBytes);
    const gz = await postBytes(svc, '/system/public/charts/stadium-gz', zipped, GZIP);
    expect(gz.status, gz.text).toBe(204);
    expect(await seatsOf('stadium-gz')).toBe(await seatsOf('stadium'));
  }, 180_000);

  it('takes a gzipped drawing (Content-Encoding: gzip) and stores it as sent', async () => {
    const text = fixtureText('sampleChartWithTables');
    const reply = await postBytes(svc, '/system/public/charts/gz', gzipSync(text), GZIP);
    expect(reply.status, reply.text).toBe(204);
    const stored = await call('GET', '/charts/gz/version/published');
    expect(stored.body).toEqual(fixture('sampleChartWithTables'));
  });

  it('refuses a gzipped body inflating past the limit, a broken one and other encodings', async () => {
    // A service with a 1 MiB upload limit: the bound is the inflated size, whatever the limit.
    const small = await startTestService({ bodyLimitBytes: 65_536, uploadBodyLimitBytes: 1 << 20 });
    try {
      const smallCall = caller(small);
      const before = await workspaceSnapshot(smallCall);
      const bomb = gzipSync(Buffer.alloc((1 << 20) + 1, 0x20));
      expect(bomb.length).toBeLessThan(65_536);
      const inflated = await postBytes(small, '/system/public/charts/bomb', bomb, GZIP);
      expectError(inflated, 413, 'BODY_TOO_LARGE', 'The request body is larger than 1048576 bytes');
      const broken = await postBytes(small, '/system/public/charts/bomb', 'not gzip', GZIP);
      expectError(broken, 400, 'INVALID_GZIP', /^The request body is not valid gzip: /);
      const brotli = await postBytes(small, '/system/public/charts/bomb', '{}', {
        'content-encoding': 'br',
      });
      expectError(brotli, 415, 'UNSUPPORTED_CONTENT_ENCODING', /Content-Encoding br/);
      expect(await workspaceSnapshot(smallCall)).toEqual(before);
    } finally {
      await small.close();
    }
  });
});
