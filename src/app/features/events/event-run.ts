// What "Create events" will create, worked out before anything is sent: one event, or a run of
// dated events from one chart (every day or every week from a first date, named "Concert, 12 May").
// Each event is checked with the contract's own CreateEventSchema, so the form refuses what the
// service would refuse, with the same rule.
import { CreateEventSchema } from '../../../contract/events';
import { LIMITS } from '../../../contract/limits';

/** A run creates one event per request; more than this is a job for the API, not a form. */
export const MAX_EVENTS_PER_RUN = 100;

export type Repeat = 'day' | 'week';

export interface EventFormValues {
  chartKey: string;
  kind: 'single' | 'run';
  name: string;
  /** `YYYY-MM-DD`, or empty (a single event may have no date). */
  date: string;
  /** A single event's key, or a run's key prefix; empty lets the service choose. */
  key: string;
  repeat: Repeat;
  /** As typed, so "0" and "" can be told apart and explained. */
  count: string;
}

export interface PlannedEvent {
  eventKey?: string;
  name?: string;
  date?: string;
}

export type FieldErrors = Partial<Record<'chartKey' | 'name' | 'date' | 'key' | 'count', string>>;

export type Plan = { ok: true; events: PlannedEvent[] } | { ok: false; errors: FieldErrors };

const DAY_MS = 86_400_000;

/** `2026-05-12` + 7 days → `2026-05-19`, in UTC so no clock change shifts a day. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "Concert, 12 May" (with the year when the run spans more than one). */
export function runEventName(name: string, isoDate: string, withYear: boolean): string {
  const day = new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  });
  return `${name}, ${day}`;
}

function parseCount(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return 'Say how many events the run has.';
  const n = Number(trimmed);
  if (!Number.isInteger(n) || n < 1) {
    return `A run has at least 1 event; "${trimmed}" is not a number of events.`;
  }
  if (n > MAX_EVENTS_PER_RUN) {
    return `A run has at most ${MAX_EVENTS_PER_RUN} events; ${n} is too many. Create it in parts.`;
  }
  return n;
}

export function planEvents(values: EventFormValues): Plan {
  const errors: FieldErrors = {};
  if (!values.chartKey) errors.chartKey = 'Choose the chart the events use.';
  const name = values.name.trim();
  const key = values.key.trim();
  const date = values.date.trim();
  let events: PlannedEvent[] = [];

  if (values.kind === 'single') {
    events = [{ eventKey: key || undefined, name: name || undefined, date: date || undefined }];
  } else {
    if (!name) errors.name = 'A run needs a name; each event is called "<name>, <date>".';
    if (!date) errors.date = 'A run needs the date of its first event.';
    const count = parseCount(values.count);
    if (typeof count === 'string') errors.count = count;
    else if (name && date && !Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
      const step = values.repeat === 'week' ? 7 : 1;
      const dates = Array.from({ length: count }, (_, i) => addDays(date, i * step));
      const withYear = dates[0].slice(0, 4) !== dates[dates.length - 1].slice(0, 4);
      events = dates.map((day) => ({
        eventKey: key ? `${key}-${day}` : undefined,
        name: runEventName(name, day, withYear),
        date: day,
      }));
    }
  }

  // The contract's rules, per event: the first refusal of each field is enough to fix the form.
  for (const event of events) {
    const parsed = CreateEventSchema.safeParse({ chartKey: values.chartKey || 'x', ...event });
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'eventKey' ? 'key' : issue.path[0];
      if ((field === 'key' || field === 'name' || field === 'date') && !errors[field]) {
        errors[field] = fieldMessage(field, issue);
      }
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, events };
}

function fieldMessage(field: 'key' | 'name' | 'date', issue: { code: string; message: string }) {
  if (field === 'date') return 'Give the date as a day of the calendar (YYYY-MM-DD).';
  const what = field === 'key' ? 'key' : 'name';
  if (issue.code === 'too_big') {
    const most = field === 'key' ? LIMITS.keyLength : LIMITS.nameLength;
    return `The ${what} is too long: at most ${most} characters${field === 'key' ? ', the date included' : ''}.`;
  }
  return `The ${what} ${issue.message}.`;
}
