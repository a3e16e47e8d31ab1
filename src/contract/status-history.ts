// The status-change history's query and items (seats.io's `GET /events/{key}/status-changes` and
// `…/objects/{label}/status-changes`; docs/history.md). `actor` and `staffName` are Seatdesk's
// additions: who made the change, and the staff member's name when one did.
import { z } from 'zod';
import { pageSchema } from './common';
import { LIMITS } from './limits';

export const STATUS_CHANGE_FILTER_TYPES = [
  'CONTAINS',
  'MATCHES',
  'BEGINS_WITH',
  'ENDS_WITH',
] as const;

/** Seatdesk's `action` filter: held, booked, released (free), or any other status. */
export const STATUS_CHANGE_ACTIONS = ['booked', 'held', 'released', 'other'] as const;

// Any ISO 8601 time with its offset, compared as the entries' own UTC form.
const isoTime = z.iso
  .datetime({ offset: true, error: 'from and to must be ISO 8601 times with an offset or Z' })
  .transform((time) => new Date(time).toISOString());

const SORT = /^(date|objectLabel|status)(:(asc|desc))?$/;

export const StatusChangesQuerySchema = z
  .object({
    // seats.io clamps a larger limit to its maximum; below 1 is a mistake.
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(LIMITS.statusChangesPerPage)
      .transform((n) => Math.min(n, LIMITS.statusChangesPerPage)),
    start_after_id: z.coerce.number().int().positive().optional(),
    end_before_id: z.coerce.number().int().positive().optional(),
    filter: z.string().max(LIMITS.statusChangeFilterLength).optional(),
    filterType: z.enum(STATUS_CHANGE_FILTER_TYPES).default('CONTAINS'),
    sort: z
      .string()
      .regex(SORT, { error: 'sort must be date, objectLabel or status, with :asc or :desc' })
      .default('date:desc'),
    // Seatdesk's additions (docs/history.md): seats.io ignores them, its own keep their meaning.
    action: z.enum(STATUS_CHANGE_ACTIONS).optional(),
    actor: z.string().min(1).max(LIMITS.statusChangeFilterLength).optional(),
    from: isoTime.optional(),
    to: isoTime.optional(),
  })
  .refine((q) => q.start_after_id === undefined || q.end_before_id === undefined, {
    error: 'start_after_id and end_before_id cannot be given together',
  });
export type StatusChangesQuery = z.infer<typeof StatusChangesQuerySchema>;

export const ActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), staffId: z.string(), name: z.string() }),
  z.object({ kind: z.literal('key') }),
  z.object({ kind: z.literal('service') }),
]);

export const StatusChangeItemSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  status: z.string(),
  quantity: z.number(),
  objectLabel: z.string(),
  displayedLabel: z.string().nullish(),
  date: z.string(),
  orderId: z.string().nullish(),
  extraData: z.record(z.string(), z.unknown()).nullish(),
  holdToken: z.string().nullish(),
  origin: z.object({ type: z.string(), ip: z.string().optional() }),
  isPresentOnChart: z.boolean(),
  notPresentOnChartReason: z
    .enum(['RENAMED_OR_DELETED', 'SWITCHED_TO_BOOK_WHOLE_TABLE', 'SWITCHED_TO_BOOK_BY_SEAT'])
    .optional(),
  actor: ActorSchema.optional(),
  staffName: z.string().optional(),
});
export type StatusChangeItem = z.infer<typeof StatusChangeItemSchema>;

export const StatusChangePageSchema = pageSchema(StatusChangeItemSchema);
