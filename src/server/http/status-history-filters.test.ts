// The history's label filters (matched against the event's chart, then read through the entries'
// label index, or newest first past LIMITS.historyFilterLabels), and Seatdesk's additions to the
// query (action, actor, from, to; docs/history.md): each answer compared with the same filter
// applied to the whole history read without one. On SQLite, and on PostgreSQL with TEST_STORE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { flattenDrawing, generateDrawing } from '../../domain/drawing';
import { rowLabel, SEATS_PER_ROW } from '../../domain/drawing/generate';
import { labelsMatching } from '../application/history/label-filter';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError } from './http-test-kit';
import { addTestStaff, SLOW_HASHES, staffCaller } from './staff-test-kit';

// More seats than LIMITS.historyFilterLabels, so that a one-character filter takes the
// newest-first path.
const SEATS = LIMITS.historyFilterLabels + 500;
let svc: TestService;
let call: Call;
let labels: string[];

interface Entry {
  id: number;
  objectLabel: string;
  status: string;
  date: string;
  actor: { kind: string; staffId?: string };
}

beforeAll(async () => {
  svc = await startTestService(SLOW_HASHES);
  call = caller(svc);
  const up = await call('POST', '/system/public/charts/many', generateDrawing({ seats: SEATS }));
  expect(up.status, up.text).toBeLessThan(300);
  expect((await call('POST', '/events', { chartKey: 'many', eventKey: 'many' })).status).toBe(200);
  labels = Array.from({ length: SEATS }, (_, seat) => {
    return `${rowLabel(Math.floor(seat / SEATS_PER_ROW))}-${(seat % SEATS_PER_ROW) + 1}`;
  });
  const booked = await call('POST', '/events/many/actions/book', { objects: labels });
  expect(booked.status, booked.text).toBe(204);
  const freed = await call('POST', '/events/many/actions/release', {
    objects: labels.slice(0, 30),
  });
  expect(freed.status, freed.text).toBe(204);
}, 120_000);
afterAll(() => svc.close());

/** Every entry of the event, newest first, paging with seats.io's cursors. */
async function whole(query = ''): Promise<Entry[]> {
  const all: Entry[] = [];
  let after = '';
  for (;;) {
    const reply = await call('GET', `/events/many/status-changes?limit=1000${after}${query}`);
    expect(reply.status, reply.text).toBe(200);
    all.push(...reply.body.items);
    if (!reply.body.next_page_starts_after) return all;
    after = `&start_after_id=${reply.body.next_page_starts_after}`;
  }
}

const ids = (list: Entry[]) => list.map((entry) => entry.id);

describe('label filters', () => {
  const cases: Array<[string, string, (label: string) => boolean]> = [
    ['CONTAINS', 'A-1', (l) => l.includes('A-1')],
    ['CONTAINS', '-1', (l) => l.includes('-1')],
    ['CONTAINS', '-', (l) => l.includes('-')],
    ['CONTAINS', 'Q', (l) => l.includes('Q')],
    ['CONTAINS', '0', (l) => l.includes('0')],
    ['CONTAINS', 'nothing', () => false],
    ['BEGINS_WITH', 'B', (l) => l.startsWith('B')],
    ['BEGINS_WITH', '1', (l) => l.startsWith('1')],
    ['ENDS_WITH', '-7', (l) => l.endsWith('-7')],
    ['ENDS_WITH', '7', (l) => l.endsWith('7')],
    ['MATCHES', 'C-3', (l) => l === 'C-3'],
  ];
  it.each(cases)(
    '%s %s answers what the whole history filtered answers',
    async (type, text, keep) => {
      const everything = await whole();
      expect(everything).toHaveLength(SEATS + 30);
      const expected = everything.filter((entry) => keep(entry.objectLabel));
      const filtered = await whole(`&filter=${encodeURIComponent(text)}&filterType=${type}`);
      expect(ids(filtered)).toEqual(ids(expected));
    },
  );

  it('reads through the matching labels up to LIMITS.historyFilterLabels, newest first past it', async () => {
    const bound = LIMITS.historyFilterLabels;
    const matched = (seats: number) => {
      const chart = flattenDrawing(generateDrawing({ seats }));
      // An event id no entry has: only the chart's labels count.
      return svc.deps.store.read((tx) => labelsMatching(tx, [0], chart, 'CONTAINS', '-'));
    };
    expect(await matched(bound)).toHaveLength(bound);
    expect(await matched(bound + 1)).toBeUndefined();
    // So of the cases above, CONTAINS '-' (every label) reads newest first, the rest through their
    // labels: each answers what the whole history filtered answers.
  });

  it('a filtered page sorted by label, and paged back, keeps the filtered list', async () => {
    const query = '&filter=A-1&sort=objectLabel:asc';
    const first = await call('GET', `/events/many/status-changes?limit=5${query}`);
    const second = await call(
      'GET',
      `/events/many/status-changes?limit=5${query}&start_after_id=${first.body.next_page_starts_after}`,
    );
    const back = await call(
      'GET',
      `/events/many/status-changes?limit=5${query}&end_before_id=${second.body.items[0].id}`,
    );
    const labelsRead = [...first.body.items, ...second.body.items].map((e: Entry) => e.objectLabel);
    expect(labelsRead.every((label) => label.includes('A-1'))).toBe(true);
    expect([...labelsRead].sort()).toEqual(labelsRead);
    expect(ids(back.body.items)).toEqual(ids(first.body.items));
  });
});

describe("Seatdesk's filters", () => {
  it('by action: booked, released, held and other statuses', async () => {
    const everything = await whole();
    const booked = await whole('&action=booked');
    expect(ids(booked)).toEqual(ids(everything.filter((e) => e.status === 'booked')));
    const released = await whole('&action=released');
    expect(released.map((e) => e.objectLabel)).toEqual(labels.slice(0, 30).reverse());
    expect(await whole('&action=held')).toEqual([]);
    const other = await call('POST', '/events/many/actions/change-object-status', {
      objects: ['A-1'],
      status: 'lost',
    });
    expect(other.status, other.text).toBe(204);
    const others = await whole('&action=other');
    expect(others.map((e) => `${e.objectLabel} ${e.status}`)).toEqual(['A-1 lost']);
  });

  it('by who: a staff member by id, the secret key, the service', async () => {
    const clerk = await addTestStaff(call, 'clerk');
    const asClerk = await staffCaller(svc.app, clerk);
    const sold = await asClerk('POST', '/events/many/actions/book', { objects: ['A-2'] });
    expect(sold.status, sold.text).toBe(204);
    const byClerk = await whole(`&actor=${clerk.id}`);
    expect(byClerk.map((e) => `${e.objectLabel} ${e.status}`)).toEqual(['A-2 booked']);
    const byKey = await whole('&actor=key');
    expect(byKey.every((e) => e.actor.kind === 'key')).toBe(true);
    expect(byKey).toHaveLength((await whole()).length - 1);
    expect(await whole('&actor=service')).toEqual([]);
  });

  it('by time: from (inclusive) and to (exclusive), with the label filter', async () => {
    const everything = await whole();
    const middle = everything[Math.floor(everything.length / 2)].date;
    const later = await whole(`&from=${encodeURIComponent(middle)}`);
    expect(ids(later)).toEqual(ids(everything.filter((e) => e.date >= middle)));
    const earlier = await whole(`&to=${encodeURIComponent(middle)}&filter=B-`);
    const expected = everything.filter((e) => e.date < middle && e.objectLabel.includes('B-'));
    expect(ids(earlier)).toEqual(ids(expected));
    // Another offset names the same instant.
    const shifted = new Date(middle).getTime() + 2 * 3600_000;
    const local = `${new Date(shifted).toISOString().slice(0, 23)}+02:00`;
    expect(ids(await whole(`&from=${encodeURIComponent(local)}`))).toEqual(ids(later));
  });

  it('refuses an unknown action or a time without its offset, with one clear error', async () => {
    const action = await call('GET', '/events/many/status-changes?action=sold');
    expectError(action, 400, 'GENERAL_ERROR', /action/);
    const time = await call('GET', '/events/many/status-changes?from=2026-01-01T10:00:00');
    expectError(time, 400, 'GENERAL_ERROR', /from and to must be ISO 8601 times/);
  });
});
