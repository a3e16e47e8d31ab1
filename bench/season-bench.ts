// What bench/season-pages.ts and bench/season-profile.ts share: the season booking at the bound
// they both measure (issue 27 B7, the season shape of bench/fairness-shapes.ts), the test service
// holding it, and another company's timer telling how long the event loop was held.
// SEASON_EVENTS events (default LIMITS.eventsPerSeason), SEASON_SEATS seats (default as many as
// LIMITS.statesPerRequest allows), 32 KB of extra data each, booked then released SEASON_ROUNDS
// times.
import { loadavg } from 'node:os';
import { LIMITS } from '../src/contract/limits';
import { flattenDrawing, generateDrawing } from '../src/domain/drawing';
import { caller } from '../src/server/http/http-test-kit';
import { startTestService, type TestService } from '../src/server/service-test-kit';

export const EVENTS = Number(process.env.SEASON_EVENTS ?? LIMITS.eventsPerSeason);
export const FITS = Number(
  process.env.SEASON_SEATS ?? Math.floor(LIMITS.statesPerRequest / (EVENTS + 1)),
);
// 32 KB per seat as in the fairness bench, less where that would not fit in one booking body
// (BOOKING_BODY_LIMIT_BYTES, 1 MiB by default).
const EXTRA_DATA_CHARS = Math.min(32_000, Math.floor((1024 * 1024) / FITS) - 200);

export function seasonRounds(byDefault: number): number {
  return Number(process.env.SEASON_ROUNDS ?? byDefault);
}

export interface SeasonBench {
  svc: TestService;
  /** What the bench books and releases, as the log's first line says. */
  shape: string;
  /** The round's requests, in order: `run` sends one. */
  steps(rounds: number): Array<{ round: number; action: 'book' | 'release'; run(): Promise<void> }>;
  /** The longest the loop was held since `restart`. */
  loop: { restart(): void; readonly longestMs: number };
  close(): Promise<void>;
}

/** The service on `databaseUrl`, with the chart and the season made; the loop's timer running. */
export async function openSeasonBench(databaseUrl: string): Promise<SeasonBench> {
  const svc = await startTestService({ databaseUrl, requestTimeoutMs: 600_000 });
  const call = caller(svc);
  const must = async (method: string, path: string, body?: unknown) => {
    const reply = await call(method, path, body);
    if (reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${reply.text}`);
  };
  // Another company's timer: the longest gap between its ticks is how long the loop was held.
  let lastTick = performance.now();
  let longestMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestMs = Math.max(longestMs, now - lastTick);
    lastTick = now;
  }, 1);
  try {
    const drawing = generateDrawing({ seats: 2_000, sections: 2 });
    const seats = flattenDrawing(drawing)
      .objects.filter((obj) => obj.objectType === 'seat')
      .map((obj) => obj.label)
      .slice(0, FITS);
    await must('POST', '/system/public/charts/big', drawing);
    await must('POST', '/seasons', { chartKey: 'big', key: 'season', numberOfEvents: EVENTS });
    const objects = seats.map((label) => ({
      objectId: label,
      extraData: { note: `${label}:`.padEnd(EXTRA_DATA_CHARS, 'x') },
    }));
    return {
      svc,
      shape: `season of ${EVENTS} events, ${FITS} seats × ${EVENTS + 1} events per request, load average ${loadavg()[0].toFixed(1)}`,
      steps: (rounds) =>
        Array.from({ length: rounds }, (_, i) => i + 1).flatMap((round) =>
          (
            [
              ['book', { objects, orderId: `round-${round}` }],
              ['release', { objects: seats }],
            ] as const
          ).map(([action, body]) => ({
            round,
            action,
            run: () => must('POST', `/events/season/actions/${action}`, body),
          })),
        ),
      loop: {
        restart() {
          lastTick = performance.now();
          longestMs = 0;
        },
        get longestMs() {
          return longestMs;
        },
      },
      close: async () => {
        clearInterval(ticker);
        await svc.close();
      },
    };
  } catch (error) {
    clearInterval(ticker);
    await svc.close();
    throw error;
  }
}
