// Body limits per route. Only the chart upload needs tens of megabytes (a designer drawing of
// 200,000 objects); a status change never needs one. A single limit for all routes let one company
// send 9.9 MB bodies to the booking route, whose reading and parsing held the one thread every
// company shares for seconds (issue 27, B10).
import type { Config } from '../config';

/** `POST /system/public/charts/{key}`: the one route that reads a designer drawing. */
const UPLOAD = /^\/system\/public\/charts\/[^/]+$/;

/** The status-change routes: single event, batch and group. */
const BOOKING =
  /^\/events\/(?:groups\/actions\/change-object-status|actions\/change-object-status|[^/]+\/actions\/(?:change-object-status|book|hold|release))$/;

export type BodyLimits = Pick<
  Config,
  'bodyLimitBytes' | 'bookingBodyLimitBytes' | 'uploadBodyLimitBytes'
>;

/**
 * The most bytes a body may have on this route. The upload is never held to less than every
 * other route, and a status change never allowed more (a deployment lowering BODY_LIMIT_BYTES
 * lowers it everywhere).
 */
export function bodyLimitOf(method: string, path: string, limits: BodyLimits): number {
  if (method !== 'POST') return limits.bodyLimitBytes;
  if (UPLOAD.test(path)) return Math.max(limits.uploadBodyLimitBytes, limits.bodyLimitBytes);
  if (BOOKING.test(path)) return Math.min(limits.bookingBodyLimitBytes, limits.bodyLimitBytes);
  return limits.bodyLimitBytes;
}
