/** Dates as the box office reads them; the raw ISO value stays in the title attribute. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // A bare date (`2026-05-01`) has no time worth showing.
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  return dateOnly
    ? date.toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** `ROWS_WITH_SECTIONS` → `Rows with sections`: the wire's constants, readable. */
export function constantText(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A file's size as people read it: "840 kB", "24.1 MB". */
export function megabytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * A share as a percentage that never rounds to a lie: "100%" and "0%" only when exact, so three
 * seats taken of 100,000 read ">99.9%", not "100%"; otherwise whole percents, or one decimal where
 * whole ones would round to 0 or 100.
 */
export function sharePercent(part: number, whole: number): string {
  if (whole <= 0) return '—';
  if (part <= 0) return '0%';
  if (part >= whole) return '100%';
  const percent = (part / whole) * 100;
  const whole0 = Math.round(percent);
  if (whole0 > 0 && whole0 < 100) return `${whole0}%`;
  if (percent < 0.1) return '<0.1%';
  if (percent > 99.9) return '>99.9%';
  // From 0.1 to 0.5 or 99.5 to 99.9: one decimal says it without reaching 0 or 100.
  return `${percent.toFixed(1)}%`;
}
