// The figures each bench writes to BENCH_RESULT_FILE, and the side-by-side markdown table that
// `npm run bench:compare` prints from them (one column per store and instance count).

export interface BookingFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Service (or echo) CPU ms per request, all instances together. */
  cpu: number;
  /** PostgreSQL cluster CPU ms per request, when measured. */
  dbCpu?: number;
  requests: number;
}

export interface BookingResult {
  store: 'sqlite' | 'postgres';
  instances: number;
  database: string;
  booking: BookingFigures;
  echo: BookingFigures;
  ratio: number;
  cpuRatio: number;
  cpuRatioWithDb?: number;
  /** One more trial with a dashboard reading the event's summary while the clients book. */
  withDashboard?: DashboardFigures;
  /** Best available trials (4 best seats per request until sold out), alternated with booking. */
  bestAvailable?: BestAvailableFigures;
  loadAverage: number;
  cores: number;
}

export interface BestAvailableFigures extends BookingFigures {
  /** Requests/s ÷ booking's requests/s, pooled, and per alternated pair of trials. */
  ratio: number;
  /** Booking's server CPU per request ÷ best available's. */
  cpuRatio: number;
  pairRatios: number[];
  number: number;
}

export interface DashboardFigures {
  booking: BookingFigures;
  /** The dashboard's summary reads during that trial, ms. */
  summaryP50: number;
  summaryMax: number;
  reads: number;
  everyMs: number;
}

export interface Timing {
  p50: number;
  p99: number;
  /** Mean CPU ms per call of the processes doing the work. */
  cpu: number;
  /** Mean CPU ms per call of the PostgreSQL cluster, when measured. */
  dbCpu?: number;
}

export interface ReportsResult {
  store: 'sqlite' | 'postgres';
  instances: number;
  database: string;
  summary: Timing;
  /** The summary right after a status change: nothing kept for the event is valid. */
  summaryAfterChange?: Timing;
  deep: Timing;
  detailed: Timing;
  csv: Timing;
  floor: Timing;
  detailedOverFloor: { p50: number; cpu: number };
  /** Peak RSS of each service process, MB (undefined where it could not be read). */
  peakRssMb: (number | undefined)[];
  loadAverage: number;
  cores: number;
}

export interface Variant {
  title: string;
  booking?: BookingResult;
  reports?: ReportsResult;
}

const dash = '—';
const fixed = (digits: number) => (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? dash : value.toFixed(digits);
const f0 = fixed(0);
const f1 = fixed(1);
const f2 = fixed(2);
const f3 = fixed(3);
const pair = (a: string, b: string) => (a === dash && b === dash ? dash : `${a} / ${b}`);

type Row = [label: string, cell: (variant: Variant) => string];

const bookingRows: Row[] = [
  ['booking, requests/s', (v) => f0(v.booking?.booking.rps)],
  ['booking p50 / p99, ms', (v) => pair(f1(v.booking?.booking.p50), f1(v.booking?.booking.p99))],
  ['booking, service CPU ms/request', (v) => f3(v.booking?.booking.cpu)],
  ['booking, PostgreSQL CPU ms/request', (v) => f3(v.booking?.booking.dbCpu)],
  ['echo floor, requests/s (as many echo processes)', (v) => f0(v.booking?.echo.rps)],
  ['echo floor, CPU ms/request', (v) => f3(v.booking?.echo.cpu)],
  [
    'ratio booking ÷ echo: by req/s / by service CPU (target ≥ 0.35)',
    (v) => pair(f2(v.booking?.ratio), f2(v.booking?.cpuRatio)),
  ],
  ['ratio by CPU counting PostgreSQL', (v) => f2(v.booking?.cpuRatioWithDb)],
  [
    'booking with a dashboard reading the summary (every 250 ms), requests/s',
    (v) => f0(v.booking?.withDashboard?.booking.rps),
  ],
  [
    "that dashboard's summary p50 / slowest, ms",
    (v) => pair(f1(v.booking?.withDashboard?.summaryP50), f1(v.booking?.withDashboard?.summaryMax)),
  ],
];

const timingRow = (label: string, pick: (r: ReportsResult) => Timing | undefined): Row => [
  `${label} p50 / p99, ms`,
  (v) => {
    const timing = v.reports && pick(v.reports);
    return timing ? pair(f1(timing.p50), f1(timing.p99)) : dash;
  },
];

const reportsRows: Row[] = [
  timingRow('event summary byStatus (target p50 ≤ 30)', (r) => r.summary),
  timingRow('summary right after a booking', (r) => r.summaryAfterChange),
  timingRow('deep summary bySection', (r) => r.deep),
  timingRow('detailed report byStatus', (r) => r.detailed),
  timingRow('CSV', (r) => r.csv),
  ['JSON.stringify floor p50, ms', (v) => f1(v.reports?.floor.p50)],
  [
    'detailed ÷ floor: by p50 / by CPU (target ≤ 2.5)',
    (v) => pair(f2(v.reports?.detailedOverFloor.p50), f2(v.reports?.detailedOverFloor.cpu)),
  ],
  ['detailed report, PostgreSQL CPU ms/request', (v) => f1(v.reports?.detailed.dbCpu)],
  [
    'peak RSS of each service, MB (target ≤ 600)',
    (v) =>
      v.reports ? v.reports.peakRssMb.map((mb) => (mb === undefined ? '?' : mb)).join(' / ') : dash,
  ],
];

/** One markdown table: a row per figure, a column per variant; `—` where a figure is missing. */
export function comparisonTable(variants: Variant[]): string {
  const header = `| | ${variants.map((v) => v.title).join(' | ')} |`;
  const rule = `|---|${variants.map(() => '---:').join('|')}|`;
  const rows = [...bookingRows, ...reportsRows].map(
    ([label, cell]) => `| ${label} | ${variants.map(cell).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}
