// The day a show is on, as `YYYY-MM-DD`. An event's `date` has no time zone: it is the venue's
// calendar day, so "today" must be the venue's day too, on both sides (docs/events-list.md).

/**
 * `now`'s calendar day plus `days` in `timeZone` (an IANA name; left out: this program's own zone,
 * which for the service is the venue's, docs/deployment.md).
 */
export function calendarDay(now: Date, days = 0, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const day = new Date(Date.UTC(part('year'), part('month') - 1, part('day') + days));
  return day.toISOString().slice(0, 10);
}
