// Company A of `npm run bench:fairness`, in a process of its own so that reading its ten 75 MB
// answers does not slow the event loop that times company B. Started by the bench (as a bench
// server: one JSON line when ready); on SIGTERM it drops the answers in progress, writes what it
// measured to FAIRNESS_HEAVY_RESULT and exits. Also the HTTP client both sides use.
import { setMaxListeners } from 'node:events';
import { writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { testConfig } from '../src/server/config';

export const LANE = testConfig().regularLaneLimit;

interface Answer {
  status: number;
  bytes: number;
}

export const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/** One request on a keep-alive agent, its answer read in full (and thrown away). */
export function send(
  agent: Agent,
  base: string,
  method: string,
  path: string,
  authorization: string,
  body?: string,
  signal?: AbortSignal,
  onData?: (bytes: number) => void,
): Promise<Answer> {
  const url = new URL(base);
  const headers: Record<string, string | number> = { authorization };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(body);
  }
  return new Promise((done, fail) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method, agent, headers, signal },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          onData?.(chunk.length);
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, bytes }));
        res.on('error', (error) =>
          signal?.aborted
            ? done({ status: 0, bytes })
            : fail(new Error(`${method} ${path}: ${error.message} after ${bytes} bytes`)),
        );
      },
    );
    req.on('error', (error) =>
      signal?.aborted
        ? done({ status: 0, bytes: 0 })
        : fail(new Error(`${method} ${path}: ${error.message}`)),
    );
    req.end(body);
  });
}

export interface Heavy {
  reports: number[];
  megabytes: number;
  /** Everything A read, answers dropped at the end included, and over how long. */
  megabytesRead: number;
  seconds: number;
  /** Refusals of the lane's own clients, when the one over it got in first. */
  laneRefused: number;
  extra: { refused: number; answered: number };
}

/**
 * Company A until `stop` is aborted (its answers in progress are then dropped): LANE clients
 * reading the detailed report in a loop, and one more that the lane should refuse while they
 * stream. A refused client waits 50 ms and asks again, as the SDKs back off.
 */
async function heavyCompany(
  base: string,
  authorization: string,
  path: string,
  stop: AbortSignal,
): Promise<Heavy> {
  // A connection per report: a keep-alive socket left idle while this process reads the end of a
  // 75 MB answer can be closed by the server just as the next request goes out on it.
  const agent = new Agent({ keepAlive: false, maxSockets: LANE + 1 });
  const result: Heavy = {
    reports: [],
    megabytes: 0,
    megabytesRead: 0,
    seconds: 0,
    laneRefused: 0,
    extra: { refused: 0, answered: 0 },
  };
  const read = (bytes: number) => {
    result.megabytesRead += bytes / 1e6;
  };
  const began = performance.now();
  const client = async () => {
    while (!stop.aborted) {
      const started = performance.now();
      const answer = await send(agent, base, 'GET', path, authorization, undefined, stop, read);
      if (answer.status === 429) {
        result.laneRefused++;
        await pause(50);
      } else if (answer.status === 200) {
        result.reports.push(performance.now() - started);
        result.megabytes += answer.bytes / 1e6;
      } else if (!stop.aborted) throw new Error(`company A report: ${answer.status}`);
    }
  };
  const extra = async () => {
    await pause(200); // the lane's clients are in flight by then
    while (!stop.aborted) {
      const answer = await send(agent, base, 'GET', path, authorization, undefined, stop);
      if (answer.status === 429) result.extra.refused++;
      else if (answer.status === 200) result.extra.answered++;
      else if (!stop.aborted) throw new Error(`company A extra report: ${answer.status}`);
      await pause(50);
    }
  };
  await Promise.all([...Array.from({ length: LANE }, client), extra()]);
  result.seconds = (performance.now() - began) / 1000;
  agent.destroy();
  return result;
}

if (process.argv[2] === 'heavy') {
  const { FAIRNESS_BASE_URL, FAIRNESS_AUTHORIZATION, FAIRNESS_PATH, FAIRNESS_HEAVY_RESULT } =
    process.env;
  if (!FAIRNESS_BASE_URL || !FAIRNESS_AUTHORIZATION || !FAIRNESS_PATH || !FAIRNESS_HEAVY_RESULT) {
    throw new Error('fairness-heavy: start it through npm run bench:fairness');
  }
  const stop = new AbortController();
  setMaxListeners(LANE + 2, stop.signal); // one listener per request in flight
  const running = heavyCompany(
    FAIRNESS_BASE_URL,
    FAIRNESS_AUTHORIZATION,
    FAIRNESS_PATH,
    stop.signal,
  );
  process.once('SIGTERM', async () => {
    stop.abort();
    writeFileSync(FAIRNESS_HEAVY_RESULT, JSON.stringify(await running));
    process.exit(0);
  });
  console.log(JSON.stringify({ baseUrl: FAIRNESS_BASE_URL, pid: process.pid }));
}
