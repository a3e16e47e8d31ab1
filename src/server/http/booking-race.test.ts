// 64 clients race for the same 100 seats over a real socket, one request per seat each, in their
// own random order: every seat is booked exactly once and every other attempt gets a 400.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateDrawing } from '../../domain/drawing';
import { seededRandom } from '../random-test-kit';
import { startTestService, type TestService } from '../service-test-kit';

const CLIENTS = 64;
const SEATS = 100;

let svc: TestService;
let baseUrl: string;
let headers: Record<string, string>;

beforeAll(async () => {
  svc = await startTestService();
  baseUrl = await svc.listen();
  headers = {
    authorization: `Basic ${btoa(`${svc.secretKey}:`)}`,
    'content-type': 'application/json',
  };
  const upload = await fetch(`${baseUrl}/system/public/charts/race`, {
    method: 'POST',
    headers,
    body: JSON.stringify(generateDrawing({ seats: SEATS })),
  });
  expect(upload.status).toBeLessThan(300);
  const event = await fetch(`${baseUrl}/events`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ chartKey: 'race', eventKey: 'race' }),
  });
  expect(event.status).toBe(200);
});
afterAll(() => svc.close());

it('64 clients, 100 seats: exactly 100 bookings, all others 400, and the state agrees', async () => {
  const labels = Array.from({ length: SEATS }, (_, i) =>
    `A-${(i % 40) + 1}`.replace('A', ['A', 'B', 'C'][Math.floor(i / 40)]),
  );
  const winners = new Map<string, string>();
  const statuses = new Map<number, number>();
  const codes = new Set<string>();
  const random = seededRandom();
  const client = async (id: number) => {
    for (const label of random.fork(id).shuffled(labels)) {
      const response = await fetch(`${baseUrl}/events/race/actions/book`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ objects: [label], orderId: `client-${id}` }),
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 204) {
        expect(winners.has(label)).toBe(false);
        winners.set(label, `client-${id}`);
      } else {
        codes.add(((await response.json()) as { errors: Array<{ code: string }> }).errors[0].code);
      }
      if (response.status === 204) await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));

  expect(Object.fromEntries(statuses)).toEqual({ 204: SEATS, 400: SEATS * (CLIENTS - 1) });
  expect([...codes]).toEqual(['OBJECT_ALREADY_IN_STATUS']);
  const query = labels.map((label) => `label=${label}`).join('&');
  const infos = (await (
    await fetch(`${baseUrl}/events/race/objects?${query}`, { headers })
  ).json()) as Record<string, { status: string; orderId?: string }>;
  for (const label of labels) {
    expect(infos[label]).toMatchObject({ status: 'booked', orderId: winners.get(label) });
  }
}, 120_000);
