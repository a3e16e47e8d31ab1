// The watchers of `npm run bench:live`, in a process of their own: reading 50 streams in the
// process that drives the bookings would slow its clients in the phases with watchers, and the
// ratio measured would be the load generator's, not the service's. Kept cheap, since on a small
// machine their CPU is taken from the service's: node:http rather than fetch's web streams, and
// each stream notes only (revision, time); the first one alone parses which seats each revision
// holds. Driven over loopback HTTP:
//   POST /open   {url, headers, count}: opens `count` streams of the event and answers once each
//                has said `: live` (the service has registered it)
//   GET  /progress?seats=N            {delivered}: the first stream has N seats, the others all it has
//   POST /close  {bookings: [[seat, sentAt, answeredAt]]}: ends the streams and answers every
//                (seat, stream) receipt's delay from its booking sent and from its answer, in ms
//   GET  /__cpu                       this process's CPU time, as every bench server's
// Times are epoch ms with sub-ms precision (performance.timeOrigin + now), the driver's clock too.
import { type ClientRequest, createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announceReady } from './bench-service';
import { type Booking, epochNow } from './live-clients';

/**
 * Each stream's receipts as flat pairs (revision, epoch ms), its last revision, and the reads
 * with data (about one per write of the service's, loopback seldom merging them).
 */
let streams: Array<{ receipts: number[]; last: number; reads: number }> = [];
/** The seats of each revision, read from the first stream's data (one parse, not one each). */
let seatsOf = new Map<number, string[]>();
let seatsSeen = 0;
/** `event: reset` received: a watcher cut (too slow) or sent back to the snapshot. */
let resets = 0;
let opened: ClientRequest[] = [];

/** Follows one stream; calls `ready` at its first comment (the service has registered it). */
function follow(url: string, headers: Record<string, string>, ready: (error?: Error) => void) {
  const own = { receipts: [] as number[], last: 0, reads: 0 };
  const first = streams.length === 0;
  streams.push(own);
  const request = get(url, { headers, agent: false }, (response) => {
    if (response.statusCode !== 200) {
      ready(new Error(`stream: ${response.statusCode}`));
      return;
    }
    response.setEncoding('utf8');
    let buffered = '';
    response.on('data', (text: string) => {
      const at = epochNow();
      own.reads++;
      buffered += text;
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const message = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (message.startsWith(': live')) ready();
        else if (message.startsWith('id: ')) {
          const revision = Number(message.slice(4, message.indexOf('\n')));
          own.receipts.push(revision, at);
          own.last = revision;
          if (!first) continue;
          const seats = Object.keys(
            JSON.parse(message.slice(message.indexOf('\ndata: ') + 7)).objects,
          );
          seatsOf.set(revision, seats);
          seatsSeen += seats.length;
        } else if (message.startsWith('event: reset')) resets++;
      }
    });
  });
  request.on('error', (error) => ready(error));
  opened.push(request);
}

function open(url: string, headers: Record<string, string>, count: number): Promise<unknown> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) =>
          follow(url, headers, (error) => (error ? reject(error) : resolve())),
        ),
    ),
  );
}

/** Every stream has what the first one has, and that holds `seats` seats. */
function delivered(seats: number): boolean {
  const head = streams[0]?.last ?? 0;
  return seatsSeen >= seats && streams.every((stream) => stream.last >= head);
}

function close(bookings: Booking[]) {
  for (const request of opened) request.destroy();
  const booked = new Map(
    bookings.map(([seat, sentAt, answeredAt]) => [seat, { sentAt, answeredAt }]),
  );
  const fromSent: number[] = [];
  const fromAnswer: number[] = [];
  let receipts = 0;
  for (const { receipts: pairs } of streams) {
    for (let i = 0; i < pairs.length; i += 2) {
      for (const seat of seatsOf.get(pairs[i]) ?? []) {
        const booking = booked.get(seat);
        if (!booking) continue;
        receipts++;
        fromSent.push(pairs[i + 1] - booking.sentAt);
        fromAnswer.push(pairs[i + 1] - booking.answeredAt);
      }
    }
  }
  const changes = streams.reduce((sum, stream) => sum + stream.receipts.length / 2, 0);
  const reads = streams.reduce((sum, stream) => sum + stream.reads, 0);
  const figures = { fromSent, fromAnswer, receipts, changes, reads, resets };
  streams = [];
  opened = [];
  seatsOf = new Map();
  seatsSeen = resets = 0;
  return figures;
}

async function readJson<T>(req: IncomingMessage): Promise<T> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text);
}

const server = createServer(async (req, res) => {
  try {
    let answer: unknown;
    if (req.url === '/__cpu') {
      const { user, system } = process.cpuUsage();
      answer = { cpuMicros: user + system };
    } else if (req.url?.startsWith('/progress?seats=')) {
      answer = { delivered: delivered(Number(req.url.slice('/progress?seats='.length))) };
    } else if (req.url === '/open') {
      const { url, headers, count } = await readJson<{
        url: string;
        headers: Record<string, string>;
        count: number;
      }>(req);
      await open(url, headers, count);
      answer = { opened: count };
    } else if (req.url === '/close')
      answer = close((await readJson<{ bookings: Booking[] }>(req)).bookings);
    else throw new Error(`no route ${req.url}`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => {
  announceReady({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('SIGTERM', () => process.exit(0));
