// The live feed: Seatdesk's own additions beside the seats.io routes (docs/live-feed.md). An
// event's revision grows with every committed change of what its objects are; the snapshot gives
// every object at one revision, and the changes (polled or streamed) carry it forward.
import { z } from 'zod';

/** What a change says of one object; a field absent is not part of this change. */
export const FeedObjectSchema = z.object({
  /** Present whenever the object's state was written (`free` once released). */
  status: z.string().optional(),
  holdToken: z.string().optional(),
  orderId: z.string().optional(),
  ticketType: z.string().optional(),
  forSale: z.boolean().optional(),
  /** GA areas: the places that are not free (byStatus, holds, notForSale). */
  places: z.unknown().optional(),
  /** The channel the object is kept for; null: none. */
  channel: z.string().nullable().optional(),
  /** The event's own category key for the object; null: back to the chart's (read the snapshot). */
  category: z.string().nullable().optional(),
});
export type FeedObject = z.infer<typeof FeedObjectSchema>;

export const FeedChangeSchema = z.object({
  revision: z.number().int(),
  objects: z.record(z.string(), FeedObjectSchema),
});
export type FeedChange = z.infer<typeof FeedChangeSchema>;

/** `GET /seatdesk/events/{eventKey}/changes?since=`. */
export const FeedChangesPageSchema = z.object({
  revision: z.number().int(),
  changes: z.array(FeedChangeSchema),
  /** More changes follow: ask again with `since` = `revision`. */
  more: z.boolean().optional(),
});
export type FeedChangesPage = z.infer<typeof FeedChangesPageSchema>;

/**
 * A revision as the wire gives it (`since`, `Last-Event-ID`): decimal digits only. A coerced
 * number read `since=` as 0 (every change kept, replayed) and `0x10` or `1e3` as revisions nobody
 * wrote.
 */
export const FeedSinceSchema = z
  .string()
  .regex(/^\d{1,16}$/, 'must be a revision: decimal digits only')
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER));

export const FeedChangesQuerySchema = z.strictObject({ since: FeedSinceSchema });

/**
 * `GET /seatdesk/events/{eventKey}/statuses`: columns in the chart's order; each column holds an
 * index into its dictionary (-1: none).
 */
export const StatusSnapshotSchema = z.object({
  revision: z.number().int(),
  labels: z.array(z.string()),
  statuses: z.array(z.string()),
  status: z.array(z.number().int()),
  categories: z.array(z.string()),
  category: z.array(z.number().int()),
  channels: z.array(z.string()),
  channel: z.array(z.number().int()),
  /** 1: for sale, 0: not. */
  forSale: z.array(z.number().int()),
  holdTokens: z.array(z.string()),
  holdToken: z.array(z.number().int()),
  /** The order ids objects are booked (or held) under, each once; what the map's hover card shows. */
  orderIds: z.array(z.string()),
  orderId: z.array(z.number().int()),
  /** GA areas with places that are not free, by label. */
  places: z.record(z.string(), z.unknown()),
});
export type StatusSnapshot = z.infer<typeof StatusSnapshotSchema>;

/**
 * One column of the compact snapshot: a string of fixed-width digits, one per object (dense);
 * the objects that differ from a default index, as gaps and digits (exceptions); or runs of
 * equal indexes, as lengths and digits.
 */
export const PackedColumnSchema = z.union([
  z.string(),
  z.strictObject({ default: z.number().int(), gaps: z.string(), codes: z.string() }),
  z.strictObject({ runs: z.string(), codes: z.string() }),
]);

/**
 * `GET /seatdesk/events/{eventKey}/statuses?labels={digest}` when the digest is the one of the
 * event's chart (domain/status-snapshot/label-digest.ts): no labels, the asker lists the objects
 * in the same order. Each distinct state (status, for sale, hold token, channel) once in
 * `states`; `state` and `category` are columns indexing them, each in the shortest of three forms
 * (domain/status-snapshot/column-forms.ts). Order ids are left out: only the hover card shows them.
 */
export const CompactStatusSnapshotSchema = z.object({
  revision: z.number().int(),
  labelsDigest: z.string(),
  /**
   * Present when the asker's `channels` digest is the one of the event's channels: the states
   * carry no channel, the asker takes each object's from the channels it holds.
   */
  channelsDigest: z.string().optional(),
  objects: z.number().int().min(0),
  states: z.array(
    z.object({
      status: z.string(),
      forSale: z.boolean(),
      holdToken: z.string().optional(),
      channel: z.string().optional(),
    }),
  ),
  state: PackedColumnSchema,
  categories: z.array(z.string()),
  category: PackedColumnSchema,
  /** GA areas with places that are not free, by the object's position. */
  places: z.record(z.string(), z.unknown()),
});
export type CompactStatusSnapshot = z.infer<typeof CompactStatusSnapshotSchema>;

/** Either form, as the statuses route answers. */
export const StatusSnapshotAnswerSchema = z.union([
  StatusSnapshotSchema,
  CompactStatusSnapshotSchema,
]);
export type StatusSnapshotAnswer = z.infer<typeof StatusSnapshotAnswerSchema>;

export const StatusSnapshotQuerySchema = z
  .strictObject({
    /** The digest of the asker's label order; the compact form when it is the chart's. */
    labels: z
      .string()
      .regex(/^[0-9a-f]{16}$/, 'expected the 16 hex digits of a label order digest')
      .optional(),
    /** The digest of the event's channels as the asker holds them; with `labels`, channels left out. */
    channels: z
      .string()
      .regex(/^[0-9a-f]{16}$/, 'expected the 16 hex digits of a channels digest')
      .optional(),
  })
  .refine((query) => query.channels === undefined || query.labels !== undefined, {
    // Only the compact form leaves the channels out: alone, `channels` would be dropped unread,
    // and the asker would take channels in the answer for a match of its own.
    path: ['channels'],
    message: 'read only beside labels (the compact form): give labels too, or leave channels out',
  });

/**
 * On `GET /charts/{chartKey}/version/published` (and its 304): the digest of the drawing's label
 * order, which the snapshot's `labels` takes. Seatdesk's own; a seats.io region sends none.
 */
export const LABELS_DIGEST_HEADER = 'x-seatdesk-labels-digest';
