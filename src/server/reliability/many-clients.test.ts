// Many clients on many events at once, over a real socket. Each client owns some seats of every
// event and changes them through every kind of call (one event, a group, a batch over two events),
// keeping its own model of what it did; all clients also fight over a few hot seats. Afterwards
// the reports' own totals and listings must equal the sum of what every client was told.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateDrawing } from '../../domain/drawing';
import { type SeededRandom, seededRandom } from '../random-test-kit';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, counts, seatLabel, socketClient } from './race-test-kit';

const EVENTS = Array.from({ length: 10 }, (_, i) => `many-${i + 1}`);
const CLIENTS = 20;
const OPERATIONS = 30;
const SEATS = 200;
const OWNED = 160; // seats 0…159 are owned, seat i by client i % CLIENTS; the rest are hot
const CUSTOM = 'sold-elsewhere';

type Status = 'free' | 'booked' | 'reservedByToken' | typeof CUSTOM;
interface Seat {
  status: Status;
  orderId?: string;
  holdToken?: string;
}

let svc: TestService;
let baseUrl: string;

beforeAll(async () => {
  svc = await startTestService();
  baseUrl = await svc.listen();
  const call = socketClient(baseUrl, svc.secretKey);
  const chart = await call('POST', '/system/public/charts/many', generateDrawing({ seats: SEATS }));
  expect(chart.status).toBe(204);
  for (const eventKey of EVENTS) {
    expect((await call('POST', '/events', { chartKey: 'many', eventKey })).status).toBe(200);
  }
});
afterAll(() => svc.close());

/** What a client may do next to seats in `status`, as a change body without `objects`. */
function nextChange(random: SeededRandom, status: Status, token: string, orderId: string) {
  const options: Record<Status, Array<Record<string, unknown>>> = {
    free: [
      { status: 'booked', orderId },
      { status: 'reservedByToken', holdToken: token },
      { status: CUSTOM },
    ],
    booked: [{ type: 'RELEASE' }],
    reservedByToken: [
      { status: 'booked', holdToken: token, orderId },
      { type: 'RELEASE', holdToken: token },
    ],
    [CUSTOM]: [{ type: 'RELEASE' }],
  };
  return random.pick(options[status]);
}

function after(change: Record<string, unknown>): Seat {
  if (change.type === 'RELEASE') return { status: 'free' };
  const status = change.status as Status;
  if (status === 'booked') return { status, orderId: change.orderId as string };
  if (status === 'reservedByToken') return { status, holdToken: change.holdToken as string };
  return { status };
}

async function runClient(
  client: number,
  call: Call,
  model: Map<string, Seat>,
  hot: Map<string, string>,
  random: SeededRandom,
) {
  const { pick } = random;
  const token = (await call('POST', '/hold-tokens', { expiresInMinutes: 60 })).json.holdToken;
  const owned = Array.from({ length: OWNED }, (_, i) => i)
    .filter((i) => i % CLIENTS === client)
    .map(seatLabel);
  const seatOf = (event: string, label: string) =>
    model.get(`${event}|${label}`) ?? { status: 'free' };
  /** Up to three owned seats of `event` in one status, and a change they all allow. */
  const changeFor = (event: string, step: number) => {
    const status = seatOf(event, pick(owned)).status;
    const labels = owned.filter((l) => seatOf(event, l).status === status).slice(0, 3);
    return { event, objects: labels, ...nextChange(random, status, token, `c${client}-${step}`) };
  };
  const record = (change: { event: string; objects: string[] } & Record<string, unknown>) => {
    for (const label of change.objects) model.set(`${change.event}|${label}`, after(change));
  };

  for (let step = 0; step < OPERATIONS; step++) {
    const kind = pick(['one event', 'one event', 'batch', 'group', 'hot seat']);
    if (kind === 'hot seat') {
      const event = pick(EVENTS);
      const label = seatLabel(OWNED + Math.floor(random.next() * (SEATS - OWNED)));
      const answer = await call('POST', `/events/${event}/actions/book`, {
        objects: [label],
        orderId: `c${client}-hot`,
      });
      if (answer.status === 204) {
        expect(hot.has(`${event}|${label}`), `${event} ${label} booked twice`).toBe(false);
        hot.set(`${event}|${label}`, `c${client}-hot`);
      } else {
        expect(answer.json.errors[0].code).toBe('OBJECT_ALREADY_IN_STATUS');
      }
      continue;
    }
    const [first, second] = random.shuffled(EVENTS);
    let answer: Awaited<ReturnType<Call>>;
    let changes: Array<ReturnType<typeof changeFor>>;
    const free = owned.filter(
      (l) => seatOf(first, l).status === 'free' && seatOf(second, l).status === 'free',
    );
    if (kind === 'group' && free.length > 0) {
      const objects = free.slice(0, 2);
      const orderId = `c${client}-${step}`;
      answer = await call('POST', '/events/groups/actions/change-object-status', {
        events: [first, second],
        objects,
        status: 'booked',
        orderId,
      });
      changes = [first, second].map((event) => ({ event, objects, status: 'booked', orderId }));
    } else if (kind === 'batch') {
      changes = [changeFor(first, step), changeFor(second, step)];
      answer = await call('POST', '/events/actions/change-object-status', {
        statusChanges: changes,
      });
    } else {
      const { event, ...change } = changeFor(first, step);
      changes = [{ event, ...change }];
      answer = await call('POST', `/events/${event}/actions/change-object-status`, change);
    }
    expect(
      answer.status,
      `${kind} ${JSON.stringify(changes)}: ${JSON.stringify(answer.json)}`,
    ).toBe(204);
    for (const change of changes) record(change);
  }
}

test(`${CLIENTS} clients on ${EVENTS.length} events: the reports add up to what every client was told`, async () => {
  const model = new Map<string, Seat>();
  const hot = new Map<string, string>();
  const random = seededRandom();
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, client) =>
      runClient(client, socketClient(baseUrl, svc.secretKey), model, hot, random.fork(client)),
    ),
  );
  const seconds = (Date.now() - started) / 1000;

  const call = socketClient(baseUrl, svc.secretKey);
  for (const event of EVENTS) {
    const expected = new Map<string, Seat>();
    for (let i = 0; i < SEATS; i++) {
      const label = seatLabel(i);
      const won = hot.get(`${event}|${label}`);
      const seat =
        model.get(`${event}|${label}`) ?? (won ? { status: 'booked', orderId: won } : undefined);
      expected.set(label, seat ?? { status: 'free' });
    }
    const tally: Record<string, number> = {};
    for (const seat of expected.values()) tally[seat.status] = (tally[seat.status] ?? 0) + 1;
    const summary = await call('GET', `/reports/events/${event}/byStatus/summary`);
    expect({ event, counts: counts(summary.json) }).toEqual({ event, counts: tally });

    const detailed = await call('GET', `/reports/events/${event}/byStatus`);
    for (const [status, infos] of Object.entries(detailed.json) as Array<
      [string, Array<{ label: string; orderId?: string; holdToken?: string }>]
    >) {
      for (const info of infos) {
        const seat = expected.get(info.label);
        expect({ event, label: info.label, status }).toEqual({
          event,
          label: info.label,
          status: seat?.status,
        });
        if (status === 'booked') expect(info.orderId).toBe(seat?.orderId);
        if (status === 'reservedByToken') expect(info.holdToken).toBe(seat?.holdToken);
      }
    }
  }
  const requests = CLIENTS * (OPERATIONS + 1);
  console.log(
    `many clients: ${requests} requests from ${CLIENTS} clients on ${EVENTS.length} events in ${seconds.toFixed(1)} s, ` +
      `${hot.size} hot seats won once each; reports agree with every answer`,
  );
}, 120_000);
