// The booking clients of `npm run bench:live`: a closed loop, each client booking one seat after
// the other as fast as it is answered, over the keep-alive raw connections of bench:booking (a
// node:http client's CPU and garbage would land in the figures). Each booking's seat, and when it
// was sent and answered, for the watchers' delivery delays.
import { encodePost, type RawConnections } from './raw-connections';

/** Epoch ms with sub-ms precision: one clock for the driver and the watchers' process. */
export const epochNow = () => performance.timeOrigin + performance.now();

/** One booking answered 2xx: its seat, when it was sent and when answered (epoch ms). */
export type Booking = [label: string, sentAt: number, answeredAt: number];

export interface ClosedLoopResult {
  booked: Booking[];
  failed: number;
  seconds: number;
  /** Every request's time from sent to answered, ms. */
  latencies: number[];
  /** The seats ran out before the time did. */
  exhausted: boolean;
}

export async function bookClosedLoop(options: {
  baseUrl: string;
  /** The event's booking route, `/events/{key}/actions/book`. */
  path: string;
  headers: Record<string, string>;
  seats: Iterator<string>;
  durationMs: number;
  clients: number;
  connections: RawConnections;
}): Promise<ClosedLoopResult> {
  const { baseUrl, path, headers, seats, clients, connections } = options;
  const url = new URL(baseUrl);
  const booked: Booking[] = [];
  const latencies: number[] = [];
  let failed = 0;
  let exhausted = false;
  const started = performance.now();
  const end = started + options.durationMs;
  const client = async (id: number) => {
    const connection = connections.connection(id, url);
    while (performance.now() < end) {
      const seat = seats.next();
      if (seat.done) {
        exhausted = true;
        return;
      }
      const request = encodePost(url, path, headers, JSON.stringify({ objects: [seat.value] }));
      const sentAt = epochNow();
      const status = await connection.send(request);
      const answeredAt = epochNow();
      latencies.push(answeredAt - sentAt);
      if (status >= 300) failed++;
      else booked.push([seat.value, sentAt, answeredAt]);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  return { booked, failed, seconds: (performance.now() - started) / 1000, latencies, exhausted };
}
