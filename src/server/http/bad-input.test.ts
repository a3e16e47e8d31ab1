// Bad input (issue 2): malformed JSON, wrong types, missing fields, unknown keys, bodies over the
// limit, and awkward path segments. Each gets one clear JSON error naming the problem, never a
// 500, and leaves the store as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import {
  basic,
  type Call,
  caller,
  createEvent,
  expectChangesNothing,
  expectError,
  fixture,
  fixtureText,
  upload,
  workspaceSnapshot,
} from './http-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'chart');
  await createEvent(call, 'chart', 'event');
});
afterAll(() => svc.close());

const bodyEndpoints: Array<[string, string]> = [
  ['POST', '/system/public/charts/chart'],
  ['POST', '/charts'],
  ['POST', '/charts/chart'],
  ['POST', '/charts/chart/categories'],
  ['POST', '/charts/chart/categories/9'],
  ['POST', '/events'],
  ['POST', '/hold-tokens'],
];

describe('malformed JSON', () => {
  it('answers 400 INVALID_JSON on every endpoint that takes a body', async () => {
    await expectChangesNothing(call, async () => {
      for (const [method, path] of bodyEndpoints) {
        for (const text of ['{"name":', '{name: "x"}', "{'a':1}", '{"a":1}}', 'nul']) {
          expectError(
            await call(method, path, text),
            400,
            'INVALID_JSON',
            /^The request body is not valid JSON: /,
          );
        }
      }
    });
  });

  it('refuses nesting deeper than anything real, and the key __proto__', async () => {
    await expectChangesNothing(call, async () => {
      const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      expectError(await call('POST', '/charts', deep), 400, 'JSON_TOO_DEEP');
      expectError(
        await call('POST', '/charts', '{"__proto__":{"name":"x"}}'),
        400,
        'FORBIDDEN_JSON_KEY',
      );
    });
  });
});

describe('JSON whatever the Content-Type says', () => {
  it('reads JSON sent as form-urlencoded or text, and empty bodies as {}', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const reply = await call('POST', '/charts', '{"name":"Typed"}', {
        headers: { 'content-type': type },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.name).toBe('Typed');
    }
    const empty = await call('POST', '/charts', '', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(empty.body.name).toBe('Untitled chart');
  });
});

describe('wrong types, missing fields, unknown keys', () => {
  const cases: Array<[string, string, unknown, RegExp]> = [
    ['POST', '/charts', { name: 5 }, /^body\.name: .*expected string/],
    ['POST', '/charts', [], /^body: .*expected object/],
    ['POST', '/charts', { categories: {} }, /^body\.categories: .*expected array/],
    ['POST', '/charts', { categories: [{ key: 1 }] }, /^body\.categories\.0\.label: /],
    ['POST', '/charts', { tags: ['x'] }, /^body: Unrecognized key: "tags"/],
    ['POST', '/charts/chart', { name: null }, /^body\.name: /],
    ['POST', '/charts/chart', { venueType: 'x' }, /^body: Unrecognized key: "venueType"/],
    ['POST', '/charts/chart/categories', '{"key":1e400,"label":"Infinite"}', /^body\.key: /],
    ['POST', '/charts/chart/categories', { key: null, label: 'x' }, /^body\.key: /],
    ['POST', '/charts/chart/categories/9', { label: 42 }, /^body\.label: /],
    ['POST', '/charts/chart/categories/9', { key: 3 }, /^body: Unrecognized key: "key"/],
    ['POST', '/events', { chartKey: ['chart'] }, /^body\.chartKey: /],
    ['POST', '/events', { chartKey: 'chart', name: {} }, /^body\.name: /],
    ['POST', '/events', { chartKey: 'chart', date: '2030-02-30' }, /^body\.date: /],
    ['POST', '/events', 'true', /^body: .*expected object/],
    ['POST', '/hold-tokens', { expiresInMinutes: '15' }, /^body\.expiresInMinutes: /],
    ['GET', '/charts?limit=ten', undefined, /^query\.limit: /],
  ];

  it('answers 400 GENERAL_ERROR with a message that names the field', async () => {
    await expectChangesNothing(call, async () => {
      for (const [method, path, body, message] of cases) {
        expectError(await call(method, path, body), 400, 'GENERAL_ERROR', message);
      }
    });
  });
});

describe('bodies over the limit', () => {
  it('answer 413 BODY_TOO_LARGE with the JSON error body, with or without Content-Length', async () => {
    const small = await startTestService({ bodyLimitBytes: 4096, uploadBodyLimitBytes: 4096 });
    try {
      const smallCall = caller(small);
      const before = await workspaceSnapshot(smallCall);
      const drawing = fixtureText('sampleChart');
      expect(drawing.length).toBeGreaterThan(4096);
      const message = 'The request body is larger than 4096 bytes';
      // Content-Length announced: refused before the body is read.
      const announced = await smallCall('POST', '/system/public/charts/big', drawing, {
        headers: { 'content-length': String(Buffer.byteLength(drawing)) },
      });
      expectError(announced, 413, 'BODY_TOO_LARGE', message);
      // Streamed without a length: counted while read.
      const streamed = await small.app.request('/system/public/charts/big', {
        method: 'POST',
        headers: { authorization: basic(small.secretKey) },
        body: new Blob([drawing]).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect((await streamed.json()).errors[0]).toEqual({ code: 'BODY_TOO_LARGE', message });
      expectError(
        await smallCall('POST', '/charts', { name: 'x'.repeat(5000) }),
        413,
        'BODY_TOO_LARGE',
      );
      expect(await workspaceSnapshot(smallCall)).toEqual(before);
      // Under the limit, the same service works.
      expect((await smallCall('POST', '/charts', { name: 'small' })).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('accept a 6 MB drawing on the upload (64 MiB) and refuse 6 MB elsewhere (4 MiB) over a socket', async () => {
    const drawing = fixture('sampleChart');
    const big = JSON.stringify({ ...drawing, padding: 'x'.repeat(6 * 1024 * 1024) });
    const accepted = await call('POST', '/system/public/charts/six-megabytes', big);
    expect(accepted.status, accepted.text).toBe(204);
    const stored = (await call('GET', '/charts/six-megabytes/version/published')).body;
    expect(stored.padding).toHaveLength(6 * 1024 * 1024);

    const baseUrl = await svc.listen();
    const tooBig = JSON.stringify({ name: 'six megabytes', padding: 'x'.repeat(6 * 1024 * 1024) });
    await expectChangesNothing(call, async () => {
      const response = await fetch(`${baseUrl}/charts`, {
        method: 'POST',
        headers: { authorization: basic(svc.secretKey), 'content-type': 'application/json' },
        body: tooBig,
      });
      expect(response.status).toBe(413);
      expect((await response.json()).errors[0]).toEqual({
        code: 'BODY_TOO_LARGE',
        message: 'The request body is larger than 4194304 bytes',
      });
    });
  });
});

describe('URI-encoded path segments', () => {
  const awkwardKeys = ['with space', 'a/b', '50%', '%41', 'été 🎫', 'a+b', 'q?x=1#frag', "o'neil"];

  it('round-trip chart keys through upload, read, list and archive', async () => {
    for (const key of awkwardKeys) {
      const path = `/charts/${encodeURIComponent(key)}`;
      await upload(call, key);
      const chart = await call('GET', path);
      expect(chart.status, key).toBe(200);
      expect(chart.body.key).toBe(key);
      expect((await call('GET', `${path}/version/published`)).body.name).toBe('Sample chart');
      expect((await call('POST', `${path}/actions/move-to-archive`)).status).toBe(204);
      expect((await call('POST', `${path}/actions/move-out-of-archive`)).status).toBe(204);
    }
    const listed = (await call('GET', '/charts?limit=100')).body.items.map(
      (chart: { key: string }) => chart.key,
    );
    expect(listed).toEqual(expect.arrayContaining(awkwardKeys));
  });

  it('round-trip event keys and category keys', async () => {
    for (const key of awkwardKeys) {
      const created = await call('POST', '/events', { chartKey: 'chart', eventKey: key });
      expect(created.status, key).toBe(200);
      const read = await call('GET', `/events/${encodeURIComponent(key)}`);
      expect(read.body.key).toBe(key);

      const categories = `/charts/chart/categories`;
      expect((await call('POST', categories, { key, label: 'Odd' })).status, key).toBe(204);
      const one = `${categories}/${encodeURIComponent(key)}`;
      expect((await call('POST', one, { label: 'Renamed' })).status, key).toBe(204);
      const draft = (await call('GET', '/charts/chart/version/draft')).body.categories.list;
      expect(draft.find((c: { key: unknown }) => c.key === key)?.label).toBe('Renamed');
      expect((await call('DELETE', one)).status, key).toBe(204);
    }
  });

  it('refuse broken percent-encoding by name, changing nothing', async () => {
    await expectChangesNothing(call, async () => {
      for (const path of [
        '/system/public/charts/%E0%A4%A',
        '/system/public/charts/50%',
        '/system/public/charts/%zz',
        '/charts/%E0%A4%A/categories',
        '/events/%',
      ]) {
        const reply = path.startsWith('/events')
          ? await call('GET', path)
          : await call('POST', path, fixture('sampleChart'));
        expectError(
          reply,
          400,
          'INVALID_PATH',
          /^The path \/\S+ is not valid percent-encoding \(write a literal % as %25\)$/,
        );
      }
    });
  });

  it('refuse chart keys with control characters or over 250 characters', async () => {
    await expectChangesNothing(call, async () => {
      for (const [key, message] of [
        ['new%0Aline', 'path.chartKey: must not contain control characters'],
        ['k'.repeat(251), 'path.chartKey: must be at most 250 characters'],
      ]) {
        expectError(
          await call('POST', `/system/public/charts/${key}`, fixture('sampleChart')),
          400,
          'GENERAL_ERROR',
          message,
        );
      }
      // U+0000 is refused before any route, in every path and query (PostgreSQL cannot store it).
      expectError(
        await call('POST', '/system/public/charts/nul%00byte', fixture('sampleChart')),
        400,
        'NUL_CHARACTER',
        'The URL holds the character U+0000 (%00), which is not accepted in keys, labels or parameters',
      );
    });
  });

  it('answer 404 with the decoded key for unknown keys', async () => {
    expectError(
      await call('GET', `/charts/${encodeURIComponent('no such/chart')}`),
      404,
      'CHART_NOT_FOUND',
      `Chart not found: no such/chart was not found in workspace ${svc.company.workspace.key}`,
    );
    expectError(
      await call('GET', `/events/${encodeURIComponent('été?')}`),
      404,
      'EVENT_NOT_FOUND',
      /^Event not found: été\? was not found/,
    );
  });
});
