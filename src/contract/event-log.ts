// The event log (seats.io's `GET /event-log`, wire §17) and Seatdesk's audit of who changed what
// (`GET /seatdesk/activity`), docs/event-log.md. One record of changes; the wire route answers
// seats.io's types only, in seats.io's item shape.
import { z } from 'zod';
import { pageSchema } from './common';
import { LIMITS } from './limits';
import { ActorSchema } from './status-history';

/** seats.io's event-log types, the only ones `GET /event-log` answers. */
export const WIRE_EVENT_LOG_TYPES = [
  'chart.created',
  'chart.published',
  'event.for.sale.config.updated',
  'event.channels.updated',
  'event.categories.updated',
  'event.table.booking.config.updated',
] as const;

/** Seatdesk's own audit kinds (the activity route only). */
export const AUDIT_TYPES = [
  'event.created',
  'event.updated',
  'event.deleted',
  'chart.categories.updated',
  'staff.added',
  'staff.enabled',
  'staff.disabled',
  'staff.role.changed',
  'staff.renamed',
  'staff.password.reset',
] as const;

export const EVENT_LOG_TYPES = [...WIRE_EVENT_LOG_TYPES, ...AUDIT_TYPES] as const;
export type EventLogType = (typeof EVENT_LOG_TYPES)[number];

const pageLimit = (max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((n) => Math.min(n, max));

const cursors = {
  start_after_id: z.coerce.number().int().positive().optional(),
  end_before_id: z.coerce.number().int().positive().optional(),
};
const oneCursor = (q: { start_after_id?: number; end_before_id?: number }) =>
  q.start_after_id === undefined || q.end_before_id === undefined;
const oneCursorError = { error: 'start_after_id and end_before_id cannot be given together' };

/** `GET /event-log`: seats.io's paging (default and maximum 1,000; larger limits are clamped). */
export const EventLogQuerySchema = z
  .object({ limit: pageLimit(LIMITS.eventLogPerPage, LIMITS.eventLogPerPage), ...cursors })
  .refine(oneCursor, oneCursorError);

export const EventLogItemSchema = z.object({
  id: z.number(),
  type: z.enum(WIRE_EVENT_LOG_TYPES),
  timestamp: z.string(),
  data: z.object({ key: z.string(), workspaceKey: z.string() }),
});
export const EventLogPageSchema = pageSchema(EventLogItemSchema);

const isoTime = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });

/** `GET /seatdesk/activity`: the workspace's changes, newest first, filtered. */
export const ActivityQuerySchema = z
  .object({
    limit: pageLimit(LIMITS.activityPerPage, LIMITS.activityPerPage),
    ...cursors,
    /** Kinds, comma-separated. */
    type: z
      .string()
      .max(1_000)
      .transform((text) => text.split(',').filter(Boolean))
      .pipe(
        z
          .array(z.enum(EVENT_LOG_TYPES, { error: 'type must name kinds of the event log' }))
          .max(EVENT_LOG_TYPES.length),
      )
      .optional(),
    /** `staff:<id>`, `key` or `service`. */
    actor: z
      .string()
      .regex(/^(staff:\d{1,15}|key|service)$/, {
        error: 'actor must be staff:<id>, key or service',
      })
      .optional(),
    /** The event's, chart's or staff account's key. */
    key: z.string().min(1).max(LIMITS.keyLength).optional(),
    from: isoTime.optional(),
    until: isoTime.optional(),
  })
  .refine(oneCursor, oneCursorError);
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivityItemSchema = z.object({
  id: z.number(),
  type: z.enum(EVENT_LOG_TYPES),
  timestamp: z.string(),
  key: z.string(),
  /** The event's, chart's or staff member's name when the change was made. */
  name: z.string().nullish(),
  details: z.record(z.string(), z.unknown()).optional(),
  actor: ActorSchema,
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;
export const ActivityPageSchema = pageSchema(ActivityItemSchema);
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
