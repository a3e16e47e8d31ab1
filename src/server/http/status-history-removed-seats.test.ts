// The history's label filter finds seats a later publish removed from the chart (issue 31): the
// filter is matched against the event's chart in memory, and the labels only the history still
// holds are read from the history, then moved forward by the entries written since the last read.
// Each answer is compared with the whole history filtered. On SQLite, and on PostgreSQL with
// TEST_STORE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenDrawing, generateDrawing } from '../../domain/drawing';
import { labelsMatching } from '../application/history/label-filter';
import { sweepExpiredHolds } from '../application/jobs/hold-sweep';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, createEvent, fixture, upload } from './http-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
});
afterAll(() => svc.close());

interface Entry {
  id: number;
  objectLabel: string;
  status: string;
  isPresentOnChart: boolean;
}

async function entries(event: string, query = ''): Promise<Entry[]> {
  const reply = await call('GET', `/events/${event}/status-changes?limit=1000${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.items;
}

async function post(path: string, body: unknown) {
  const reply = await call('POST', path, body);
  expect(reply.status, reply.text).toBeLessThan(300);
  return reply;
}

describe('label filters and seats no longer on the chart', () => {
  it('a removed seat keeps its history under every filter, and entries written later are found', async () => {
    await upload(call, 'shrinking');
    const event = (await createEvent(call, 'shrinking')).key;
    await post(`/events/${event}/actions/book`, { objects: ['A-1', 'A-2', 'B-1'] });
    const token = (await post('/hold-tokens', { expiresInMinutes: 1 })).body.holdToken;
    await post(`/events/${event}/actions/hold`, { objects: ['A-3'], holdToken: token });
    // Read once before the publish: the filter's labels come from the chart as it was.
    expect((await entries(event, '&filter=A-')).map((e) => e.objectLabel)).toEqual([
      'A-3',
      'A-2',
      'A-1',
    ]);

    const drawing = fixture('sampleChart') as { subChart: { rows: Array<{ label: string }> } };
    drawing.subChart.rows = drawing.subChart.rows.filter((row) => row.label !== 'A');
    await post('/system/public/charts/shrinking', drawing);
    await post('/charts/shrinking/version/draft/actions/publish?dropBookedObjects=true', {});

    const filters: Array<[string, string, (label: string) => boolean]> = [
      ['CONTAINS', 'A-', (l) => l.includes('A-')],
      ['CONTAINS', '-1', (l) => l.includes('-1')],
      ['BEGINS_WITH', 'A', (l) => l.startsWith('A')],
      ['ENDS_WITH', '-3', (l) => l.endsWith('-3')],
      ['MATCHES', 'A-2', (l) => l === 'A-2'],
    ];
    const compare = async () => {
      const everything = await entries(event);
      for (const [type, text, keep] of filters) {
        const filtered = await entries(event, `&filter=${text}&filterType=${type}`);
        const expected = everything.filter((e) => keep(e.objectLabel)).map((e) => e.id);
        expect(
          filtered.map((e) => e.id),
          `${type} ${text}`,
        ).toEqual(expected);
      }
      return everything;
    };
    const before = await compare();
    const removed = before.filter((e) => e.objectLabel.startsWith('A-'));
    expect(removed).toHaveLength(3);
    expect(removed.every((e) => !e.isPresentOnChart)).toBe(true);

    // The hold on the removed A-3 expires after the filter was read for the new chart: the
    // sweep's entry is found by the filter too (through the entries' index, not the chart).
    svc.advanceClock(2 * 60_000);
    await sweepExpiredHolds(svc.deps);
    const after = await compare();
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({ objectLabel: 'A-3', status: 'free' });
    expect((await entries(event, '&filter=A-3'))[0].id).toBe(after[0].id);
  });

  it('a label off the chart whose first entry is written after a filtered read is found next time', async () => {
    const { id: eventId } = await createEvent(call, 'shrinking');
    const chart = flattenDrawing(generateDrawing({ seats: 4 }));
    const entry = (label: string) => ({
      eventId,
      label,
      status: 'booked',
      quantity: 1,
      date: new Date(svc.deps.now()).toISOString(),
      originType: 'API_CALL',
      actor: { kind: 'key' as const },
    });
    const write = (label: string) =>
      svc.deps.store.transaction((tx) => tx.appendStatusChanges([entry(label)]));
    const matching = () =>
      svc.deps.store.read((tx) => labelsMatching(tx, [eventId], chart, 'CONTAINS', '-1'));
    await write('Z-1');
    expect(await matching()).toEqual(['A-1', 'Z-1']);
    // Written as a booking read against an older chart could commit after a publish.
    await write('Y-1');
    expect(await matching()).toEqual(['A-1', 'Z-1', 'Y-1']);
    expect(
      await svc.deps.store.read((tx) => labelsMatching(tx, [eventId], chart, 'BEGINS_WITH', 'Y')),
    ).toEqual(['Y-1']);
  });
});
