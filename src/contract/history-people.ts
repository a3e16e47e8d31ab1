// GET /seatdesk/events/{key}/history-people (Seatdesk only; docs/history.md): the staff members
// who appear in an event's recent history, for the activity page's "who" filter. Only what the
// history itself shows (an id to filter by, the name on the entries): never a sign-in name, a
// role or whether the account is enabled, which are the admins' staff list's.
import { z } from 'zod';

export const HistoryPersonSchema = z.object({
  /** The value of the history's `actor` filter for this person. */
  id: z.string(),
  /** The name on their newest entry. */
  name: z.string(),
});

export const HistoryPeopleSchema = z.object({
  /** Newest first; from the event's newest LIMITS.historyPeopleScanned entries only. */
  items: z.array(HistoryPersonSchema),
});

export type HistoryPeople = z.infer<typeof HistoryPeopleSchema>;
