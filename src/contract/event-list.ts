// The event list's query and answer (docs/events-list.md). `filter`, the paging parameters and the
// envelope are seats.io's; `sort=date`, `today`, `dateFrom` and `dateTo` are Seatdesk's additions.
// An answer that applied them says so in `seatdesk`, which is how the back office tells a Seatdesk
// service from a seats.io region (which ignores what it does not know and lists newest first).
import { z } from 'zod';
import { pageSchema } from './common';
import { EventSchema } from './events';
import { LIMITS } from './limits';

const day = (name: string) => z.iso.date({ error: `${name} must be a date as YYYY-MM-DD` });

export const EventListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(10),
    start_after_id: z.coerce.number().int().optional(),
    end_before_id: z.coerce.number().int().optional(),
    filter: z.string().max(LIMITS.nameLength).optional(),
    sort: z.literal('date', { error: 'sort must be date (or left out: newest first)' }).optional(),
    today: day('today').optional(),
    dateFrom: day('dateFrom').optional(),
    dateTo: day('dateTo').optional(),
  })
  .refine((q) => !(q.dateFrom && q.dateTo && q.dateFrom > q.dateTo), {
    message: 'dateFrom must not be after dateTo',
  });
export type EventListQueryWire = z.infer<typeof EventListQuerySchema>;

/** What the service applied of Seatdesk's list parameters. */
export const EventListAppliedSchema = z.object({
  sort: z.enum(['date', 'newest']),
  today: z.string().optional(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  /** The date the `filter` text was read as (domain/event-dates.ts), when it names one. */
  filterDate: z
    .object({
      year: z.number().optional(),
      month: z.number().optional(),
      day: z.number().optional(),
    })
    .optional(),
});
export type EventListApplied = z.infer<typeof EventListAppliedSchema>;

export const EventListPageSchema = pageSchema(EventSchema).extend({
  seatdesk: EventListAppliedSchema.optional(),
});
export type EventListPage = z.infer<typeof EventListPageSchema>;
