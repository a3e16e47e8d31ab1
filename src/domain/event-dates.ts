// Event dates as people type them into a search box ("12-02", "2 Dec", "Dec 2, 2026",
// "2026-12-02", "2.12.2026"): the one reading of a typed date, shared by the service's event list
// (GET /events?filter=…, docs/events-list.md) and the back office.
// An event's date is `YYYY-MM-DD` on the wire; a pattern fixes some of its parts.

export interface DatePattern {
  year?: number;
  month?: number;
  day?: number;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "dec", "Dec.", "december", "sept" → 12, 12, 12, 9; undefined for anything else. */
function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const index = MONTHS.findIndex((name) => name.startsWith(w));
  return index < 0 ? undefined : index + 1;
}

const YEAR = '(\\d{4})';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const MONTH_WORD = '([a-z]{3,9}\\.?)';

/** The typed forms, each with how its groups read; tried in order, the whole text must match. */
const FORMS: Array<{ re: RegExp; read: (m: RegExpMatchArray) => DatePattern | undefined }> = [
  // 2026-12-02, 2026/12/02, 2026-12
  {
    re: new RegExp(`^${YEAR}[-/](\\d{1,2})(?:[-/](\\d{1,2}))?$`),
    read: (m) => ({ year: +m[1], month: +m[2], day: m[3] ? +m[3] : undefined }),
  },
  // 12-02: the tail of an ISO date (month, day), as the keys of dated events often carry it
  { re: /^(\d{1,2})-(\d{1,2})$/, read: (m) => ({ month: +m[1], day: +m[2] }) },
  // 2.12.2026, 2.12., 02.12 (day first, as dots are written)
  {
    re: new RegExp(`^(\\d{1,2})\\.(\\d{1,2})\\.?(?:${YEAR})?$`),
    read: (m) => ({ day: +m[1], month: +m[2], year: m[3] ? +m[3] : undefined }),
  },
  // 2 Dec, 2nd December 2026, 2 dec. 2026
  {
    re: new RegExp(`^${DAY}\\s+${MONTH_WORD}(?:,?\\s+${YEAR})?$`, 'i'),
    read: (m) => withMonth(m[2], { day: +m[1], year: m[3] ? +m[3] : undefined }),
  },
  // Dec 2, December 2nd, 2026, Dec 2 2026
  {
    re: new RegExp(`^${MONTH_WORD}\\s+${DAY}(?:,?\\s+${YEAR})?$`, 'i'),
    read: (m) => withMonth(m[1], { day: +m[2], year: m[3] ? +m[3] : undefined }),
  },
  // Dec 2026, December
  {
    re: new RegExp(`^${MONTH_WORD}(?:\\s+${YEAR})?$`, 'i'),
    read: (m) => withMonth(m[1], { year: m[2] ? +m[2] : undefined }),
  },
  // 2026
  { re: new RegExp(`^${YEAR}$`), read: (m) => ({ year: +m[1] }) },
];

function withMonth(word: string, rest: DatePattern): DatePattern | undefined {
  const month = monthOf(word);
  return month === undefined ? undefined : { ...rest, month };
}

function valid(p: DatePattern): boolean {
  if (p.month !== undefined && (p.month < 1 || p.month > 12)) return false;
  if (p.day !== undefined && (p.day < 1 || p.day > 31)) return false;
  if (p.year !== undefined && (p.year < 1900 || p.year > 2999)) return false;
  return true;
}

/** The date a search text names, in part or whole; undefined when it names none. */
export function datePatternOf(text: string): DatePattern | undefined {
  const typed = text.trim().replace(/\s+/g, ' ');
  for (const form of FORMS) {
    const m = typed.match(form.re);
    if (!m) continue;
    const pattern = form.read(m);
    if (pattern && valid(pattern)) return compact(pattern);
  }
  return undefined;
}

function compact(p: DatePattern): DatePattern {
  const out: DatePattern = {};
  if (p.year !== undefined) out.year = p.year;
  if (p.month !== undefined) out.month = p.month;
  if (p.day !== undefined) out.day = p.day;
  return out;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The pattern as an SQL LIKE pattern over `YYYY-MM-DD` (`_` for each unknown digit): both stores
 * match the date column with it.
 */
export function dateLikePattern(p: DatePattern): string {
  const year = p.year === undefined ? '____' : String(p.year);
  const month = p.month === undefined ? '__' : two(p.month);
  const day = p.day === undefined ? '__' : two(p.day);
  return `${year}-${month}-${day}`;
}

/** Whether an event's `YYYY-MM-DD` date fits the pattern. */
export function dateFits(date: string | null | undefined, p: DatePattern): boolean {
  if (!date) return false;
  const [year, month, day] = date.split('-').map(Number);
  return (
    (p.year === undefined || p.year === year) &&
    (p.month === undefined || p.month === month) &&
    (p.day === undefined || p.day === day)
  );
}
