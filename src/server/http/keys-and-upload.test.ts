// Issue 17, item 8 (part). Event keys `.` and `..` could be created but never read or deleted, as
// every URL parser drops or resolves such a segment: refused wherever a key that later appears in
// a path is taken. And the chart upload skipped the category-key, label and name checks of the
// other chart calls: the same rules (contract/charts.ts) now hold for it, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import {
  type Call,
  caller,
  createEvent,
  expectChangesNothing,
  expectError,
  fixture,
  upload,
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

const DOT_MESSAGE = /must not be "\." or "\.\." \(they cannot appear in a URL path\)$/;

describe.each(['.', '..'])('the key %j', (key) => {
  it('is refused as an event key at creation and at update', async () => {
    await expectChangesNothing(call, async () => {
      const created = await call('POST', '/events', { chartKey: 'chart', eventKey: key });
      expectError(created, 400, 'GENERAL_ERROR', /^body\.eventKey: /);
      expect(created.body.messages[0]).toMatch(DOT_MESSAGE);
      const renamed = await call('POST', '/events/event', { eventKey: key });
      expectError(renamed, 400, 'GENERAL_ERROR', /^body\.eventKey: /);
    });
  });

  it('is refused as a chart, channel or category key', async () => {
    await expectChangesNothing(call, async () => {
      const chart = await call(
        'POST',
        `/system/public/charts/${encodeURIComponent(key)}`,
        fixture('sampleChart'),
      );
      // The path never reaches the route as `.`: the URL parser resolves it first.
      expect(chart.status).toBeGreaterThanOrEqual(400);
      expect(chart.status).toBeLessThan(500);
      const channel = await call('POST', '/events/event/channels', { key, name: 'Dots' });
      expectError(channel, 400, 'GENERAL_ERROR', /^body\.key: /);
      const category = await call('POST', '/charts/chart/categories', { key, label: 'Dots' });
      expectError(category, 400, 'GENERAL_ERROR', /^body\.key: /);
      const created = await call('POST', '/charts', { categories: [{ key, label: 'Dots' }] });
      expectError(created, 400, 'GENERAL_ERROR', /^body\.categories\.0\.key: /);
    });
  });
});

it('keys that merely hold dots are fine', async () => {
  const created = await call('POST', '/events', { chartKey: 'chart', eventKey: '...' });
  expect(created.status, created.text).toBe(200);
  expect((await call('GET', '/events/...')).status).toBe(200);
  expect((await call('DELETE', '/events/...')).status).toBe(204);
});

describe('chart upload applies the name and category rules of the other chart calls', () => {
  const drawing = (change: (d: Record<string, unknown>) => void) => {
    const d = fixture('sampleChart');
    change(d);
    return d;
  };
  const list = (d: Record<string, unknown>) =>
    (d.categories as { list: Array<Record<string, unknown>> }).list;

  it.each<[string, (d: Record<string, unknown>) => void, string, RegExp]>([
    [
      'an empty label',
      (d) => {
        list(d)[1].label = '  ';
      },
      'GENERAL_ERROR',
      /^body\.categories\.list\.1\.label: must not be empty$/,
    ],
    [
      'a label of 201 characters',
      (d) => {
        list(d)[0].label = 'x'.repeat(201);
      },
      'GENERAL_ERROR',
      /^body\.categories\.list\.0\.label: /,
    ],
    [
      'an empty key',
      (d) => {
        list(d)[2].key = '';
      },
      'GENERAL_ERROR',
      /^body\.categories\.list\.2\.key: /,
    ],
    [
      'a key that is neither string nor number',
      (d) => {
        list(d)[0].key = true;
      },
      'GENERAL_ERROR',
      /^body\.categories\.list\.0\.key: /,
    ],
    [
      'the key ".."',
      (d) => {
        list(d)[2].key = '..';
      },
      'GENERAL_ERROR',
      DOT_MESSAGE,
    ],
    [
      'a key given twice (9 and "9")',
      (d) => {
        list(d)[1].key = '9';
      },
      'DUPLICATE_CATEGORY_KEY',
      /^categories\[1\]\.key: 9 is given twice$/,
    ],
    [
      'a name of 501 characters',
      (d) => {
        d.name = 'n'.repeat(501);
      },
      'GENERAL_ERROR',
      /^body\.name: /,
    ],
    [
      'a name that is not a string',
      (d) => {
        d.name = 42;
      },
      'GENERAL_ERROR',
      /^body\.name: /,
    ],
  ])('%s is refused, as a new chart and as a re-upload', async (_name, change, code, message) => {
    await expectChangesNothing(call, async () => {
      for (const key of ['new-chart', 'chart']) {
        const reply = await call('POST', `/system/public/charts/${key}`, drawing(change));
        expectError(reply, 400, code, message);
      }
    });
  });

  it('the fixture drawings still upload', async () => {
    await upload(call, 'tables', 'sampleChartWithTables');
    await upload(call, 'zones', 'sampleChartWithZones');
    await upload(call, 'floors', 'sampleChartWithFloors');
  });
});
