// A season booking races event bookings for the same seats over a real socket: for every seat
// exactly one of them wins, the others get a 400, and every event of the season agrees on the
// outcome. Also a batch that books a season and a single event is all or nothing under the race.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRandom } from '../../random-test-kit';
import { type Call, socketClient } from '../../reliability/race-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import { fixture } from '../http-test-kit';

let svc: TestService;
let call: Call;
const EVENTS = ['r-1', 'r-2', 'r-3'];
const ROWS = ['A', 'B', 'C', 'D'];
const LABELS = ROWS.flatMap((row) => Array.from({ length: 8 }, (_, i) => `${row}-${i + 1}`));

beforeAll(async () => {
  svc = await startTestService();
  call = socketClient(await svc.listen(), svc.secretKey);
  expect((await call('POST', '/system/public/charts/race', fixture('sampleChart'))).status).toBe(
    204,
  );
  const created = await call('POST', '/seasons', { chartKey: 'race', key: 'r', eventKeys: EVENTS });
  expect(created.status).toBe(200);
});
afterAll(() => svc.close());

async function statuses(label: string) {
  const out: Record<string, { status: string; isAvailable: boolean; orderId?: string }> = {};
  for (const event of ['r', ...EVENTS]) {
    const answer = await call('GET', `/events/${event}/objects?label=${label}`);
    out[event] = answer.json[label];
  }
  return out;
}

it('season booking against event bookings of the same seat: exactly one wins', async () => {
  const random = seededRandom();
  const seats = LABELS.slice(0, 24);
  const attempts = seats.flatMap((label) => [
    { event: 'r', label },
    { event: random.pick(EVENTS), label },
    { event: random.pick(EVENTS), label },
  ]);
  const answers = await Promise.all(
    random.shuffled(attempts).map(async (attempt) => ({
      ...attempt,
      answer: await call('POST', `/events/${attempt.event}/actions/book`, {
        objects: [attempt.label],
        orderId: attempt.event,
      }),
    })),
  );
  for (const label of seats) {
    const mine = answers.filter((a) => a.label === label);
    const won = mine.filter((a) => a.answer.status === 204);
    for (const lost of mine.filter((a) => a.answer.status !== 204)) {
      expect(lost.answer.status, JSON.stringify(lost.answer.json)).toBe(400);
    }
    const seasonWon = won.some((a) => a.event === 'r');
    // Two bookings of different events may both win; never the season and an event.
    expect(seasonWon ? won.length : 1, label).toBe(1);
    expect(won.length).toBeGreaterThan(0);
    const seen = await statuses(label);
    if (seasonWon) {
      for (const event of EVENTS)
        expect(seen[event]).toMatchObject({ status: 'booked', orderId: 'r' });
    } else {
      expect(seen.r.isAvailable).toBe(false);
      const winners = new Set(won.map((a) => a.event));
      for (const event of EVENTS) {
        expect(seen[event].status, `${label} in ${event}`).toBe(
          winners.has(event) ? 'booked' : 'free',
        );
      }
    }
  }
});

it('a batch booking the season and one event is all or nothing while racing', async () => {
  const [first, second] = ['D-7', 'D-8'];
  // The event booking of `second` races a batch that books `first` for the season and `second`
  // in r-2: if the event booking wins, the batch changes nothing at all.
  const [single, batch] = await Promise.all([
    call('POST', '/events/r-2/actions/book', { objects: [second] }),
    call('POST', '/events/actions/change-object-status', {
      statusChanges: [
        { event: 'r', type: 'CHANGE_STATUS_TO', status: 'booked', objects: [first] },
        { event: 'r-2', type: 'CHANGE_STATUS_TO', status: 'booked', objects: [second] },
      ],
    }),
  ]);
  expect([single.status, batch.status].sort()).toEqual([204, 400]);
  const seasonSeat = await statuses(first);
  if (batch.status === 400) {
    for (const event of ['r', ...EVENTS]) expect(seasonSeat[event].status).toBe('free');
  } else {
    for (const event of EVENTS) expect(seasonSeat[event].status).toBe('booked');
  }
  expect((await statuses(second))['r-2'].status).toBe('booked');
});
