// Property: after any sequence of season, partial season and event operations (book, hold,
// release, override, use; seats and GA places), every event's report agrees with its own
// objects, a report counted afresh agrees with the live one, and the events of the season agree
// with each other (docs/seasons.md): a seat free for the season is free everywhere, a seat an
// event took without an override is not available for the season, GA places add up to the
// capacity and the season never offers more places than its busiest event.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { StatesCache } from '../../application/states/states-cache';
import { wireService } from '../../application/wiring';
import { startTestService, type TestService } from '../../service-test-kit';
import { createApp } from '../app';
import { appCaller, type Call, caller, upload } from '../http-test-kit';
import { ok } from './season-test-kit';

let svc: TestService;
let call: Call;
let fresh: Call;
let holdToken: string;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  // The same store, a states cache of its own that never sees a commit: reports count afresh.
  fresh = appCaller(
    createApp(wireService({ ...svc.deps, states: new StatesCache() })),
    svc.secretKey,
  );
  await upload(call, 'sampleChart');
  holdToken = (await ok(call, 'POST', '/hold-tokens', { expiresInMinutes: 60 })).holdToken;
});
afterAll(() => svc.close());

const SEATS = ['A-1', 'A-2', 'B-1'];
const UNITS = ['season', 'half', 'e1', 'e2', 'e3'] as const;
const EVENTS = ['e1', 'e2', 'e3'] as const;

const target = fc.oneof(
  fc.constantFrom(...SEATS).map((label) => ({ label, quantity: 1 })),
  fc.integer({ min: 1, max: 60 }).map((quantity) => ({ label: 'GA1', quantity })),
);
const operation = fc.oneof(
  fc.record({
    kind: fc.constantFrom('book', 'hold', 'release', 'release-held'),
    unit: fc.constantFrom(...UNITS),
    target,
  }),
  fc.record({
    kind: fc.constantFrom('override', 'use'),
    unit: fc.constantFrom(...EVENTS),
    target,
  }),
);
type Operation = { kind: string; unit: string; target: { label: string; quantity: number } };

let run = 0;

// biome-ignore lint/suspicious/noExplicitAny: object infos are inspected field by field
type ObjectInfoLike = any;
type InfoMap = Map<string, ObjectInfoLike>;

async function apply(keys: Record<string, string>, op: Operation) {
  const event = keys[op.unit];
  const objects = [{ objectId: op.target.label, quantity: op.target.quantity }];
  const seatObjects = op.target.label === 'GA1' ? objects : [op.target.label];
  const paths: Record<string, [string, object]> = {
    book: ['book', { objects: seatObjects }],
    hold: ['hold', { objects: seatObjects, holdToken }],
    release: ['release', { objects: seatObjects }],
    'release-held': ['release', { objects: seatObjects, holdToken }],
    override: ['override-season-status', { objects: seatObjects }],
    use: ['use-season-status', { objects: seatObjects }],
  };
  const [action, body] = paths[op.kind];
  const reply = await call('POST', `/events/${event}/actions/${action}`, body);
  expect([204, 400], `${op.kind} on ${op.unit}: ${reply.text}`).toContain(reply.status);
}

/** Places by status as the event's own objects say (the flat detailed report). */
function placesByStatus(objects: ObjectInfoLike[]): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (status: string, n: number) => {
    if (n > 0) out[status] = (out[status] ?? 0) + n;
  };
  for (const info of objects) {
    if (info.objectType !== 'generalAdmission') add(info.status, 1);
    else {
      add('booked', info.numBooked);
      add('reservedByToken', info.numHeld);
      add('free', info.numFree + info.numNotForSale);
    }
  }
  return out;
}

async function check(keys: Record<string, string>) {
  const infos: Record<string, InfoMap> = {};
  for (const unit of UNITS) {
    const event = keys[unit];
    const objects = await ok(call, 'GET', `/reports/events/${event}`);
    infos[unit] = new Map(objects.map((info: { label: string }) => [info.label, info]));
    const summary = await ok(call, 'GET', `/reports/events/${event}/byStatus/summary`);
    const counted = Object.fromEntries(
      Object.entries(summary).map(([status, group]) => [
        status,
        (group as { count: number }).count,
      ]),
    );
    expect(counted, `${unit}: summary vs objects`).toEqual(placesByStatus(objects));
    const afresh = await fresh('GET', `/reports/events/${event}/byStatus/summary`);
    expect(afresh.body, `${unit}: live vs afresh`).toEqual(summary);
  }
  for (const label of SEATS) {
    const seasonInfo = infos.season.get(label);
    if (seasonInfo.isAvailable) {
      for (const unit of UNITS)
        expect(infos[unit].get(label).status, `${label} in ${unit}`).toBe('free');
    }
    for (const unit of EVENTS) {
      const info = infos[unit].get(label);
      if (info.status !== 'free')
        expect(seasonInfo.isAvailable, `${label}: ${unit} took it`).toBe(false);
      expect([0, 1]).toContain(info.seasonStatusOverriddenQuantity);
    }
  }
  await checkOwnership(keys, infos);
  const areas = UNITS.map((unit) => infos[unit].get('GA1'));
  for (const area of areas) {
    expect(area.numBooked + area.numHeld + area.numFree + area.numNotForSale).toBe(area.capacity);
  }
  const seasonFree = infos.season.get('GA1').numFree;
  for (const unit of EVENTS) expect(seasonFree).toBeLessThanOrEqual(infos[unit].get('GA1').numFree);
}

/**
 * What each event took itself, from the store (the wire cannot tell a seat booked through the
 * season from one booked in the event): the season's and the partial season's own seats show in
 * their events unless overridden; an event's own seat makes the season not available.
 */
async function checkOwnership(keys: Record<string, string>, infos: Record<string, InfoMap>) {
  const own = await svc.deps.store.read(async (tx) => {
    const out: Record<
      string,
      Map<string, { status?: string; season?: { inherited?: boolean } }>
    > = {};
    for (const unit of UNITS) {
      const row = await tx.getEvent(svc.company.workspace.id, keys[unit]);
      out[unit] = (await tx.getObjectStates(row?.id ?? -1, SEATS)) as (typeof out)[string];
    }
    return out;
  });
  const ownStatus = (unit: string, label: string) => {
    const state = own[unit].get(label);
    return state?.season?.inherited ? undefined : state?.status;
  };
  for (const label of SEATS) {
    for (const [above, events] of [
      ['season', EVENTS],
      ['half', ['e1', 'e2']],
    ] as const) {
      const status = ownStatus(above, label);
      if (!status || status === 'reservedByToken') continue;
      for (const unit of events) {
        const info = infos[unit].get(label);
        if (info.seasonStatusOverriddenQuantity === 0) {
          expect(info.status, `${label}: ${above} took it, seen in ${unit}`).toBe(status);
        }
      }
    }
    for (const unit of EVENTS) {
      const status = ownStatus(unit, label);
      if (!status || infos[unit].get(label).seasonStatusOverriddenQuantity > 0) continue;
      expect(infos.season.get(label).isAvailable, `${label}: ${unit} took it`).toBe(false);
      if (unit !== 'e3') expect(infos.half.get(label).isAvailable).toBe(false);
    }
  }
}

test('after random season and event operations, every report agrees with its objects', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (ops) => {
      run++;
      const keys: Record<string, string> = {
        season: `prop-${run}`,
        half: `prop-${run}-half`,
        e1: `prop-${run}-e1`,
        e2: `prop-${run}-e2`,
        e3: `prop-${run}-e3`,
      };
      await ok(call, 'POST', '/seasons', {
        chartKey: 'sampleChart',
        key: keys.season,
        eventKeys: [keys.e1, keys.e2, keys.e3],
      });
      await ok(call, 'POST', `/seasons/${keys.season}/partial-seasons`, {
        key: keys.half,
        eventKeys: [keys.e1, keys.e2],
      });
      for (const op of ops) await apply(keys, op);
      await check(keys);
    }),
    { numRuns: 40 },
  );
});
