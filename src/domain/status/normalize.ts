// Turns the wire's many ways of saying one status change into one normalized form, and refuses
// the combinations of options that contradict each other. Knows nothing of charts or states.
import { BOOKED, FREE, HELD, RESALE } from '../model';
import { RuleError } from './rule-error';

/** The fields of one change as the wire carries them (already schema-checked). */
export interface WireChange {
  objects: Array<
    | string
    | {
        objectId: string;
        quantity?: number;
        ticketType?: string;
        extraData?: Record<string, unknown>;
      }
  >;
  status?: string;
  type?: ChangeType;
  /** Season status types only: the (partial) season whose status is meant. */
  season?: string;
  holdToken?: string;
  orderId?: string;
  keepExtraData?: boolean;
  channelKeys?: string[];
  ignoreChannels?: boolean;
  allowedPreviousStatuses?: string[];
  rejectedPreviousStatuses?: string[];
  resaleListingId?: string;
}

export type ChangeType =
  | 'CHANGE_STATUS_TO'
  | 'RELEASE'
  | 'OVERRIDE_SEASON_STATUS'
  | 'USE_SEASON_STATUS';

export type SeasonStatusType = 'OVERRIDE_SEASON_STATUS' | 'USE_SEASON_STATUS';

export const isSeasonStatusType = (type: ChangeType): type is SeasonStatusType =>
  type === 'OVERRIDE_SEASON_STATUS' || type === 'USE_SEASON_STATUS';

/** Which route the change came through: the shorthands fix the status. */
export type ChangeAction = 'change' | 'book' | 'hold' | 'release';

export interface ObjectRequest {
  label: string;
  /** Places for a GA area; 1 for anything else. Repeated labels add up. */
  quantity: number;
  ticketType?: string;
  extraData?: Record<string, unknown>;
}

export interface NormalizedChange {
  eventKey: string;
  /**
   * The season status types never reach the engine (apply.ts): the booking path applies them
   * (domain/seasons/override.ts), with `status` free.
   */
  type: ChangeType;
  season?: string;
  /** The status the objects get; `free` for a release (a resale object stays resale). */
  status: string;
  objects: ObjectRequest[];
  holdToken?: string;
  orderId?: string;
  keepExtraData: boolean;
  channelKeys?: string[];
  ignoreChannels: boolean;
  allowedPreviousStatuses?: string[];
  rejectedPreviousStatuses?: string[];
  resaleListingId?: string;
}

export function normalizeChange(
  eventKey: string,
  wire: WireChange,
  action: ChangeAction = 'change',
): NormalizedChange {
  if (wire.type !== undefined && isSeasonStatusType(wire.type)) {
    return seasonStatusChange(eventKey, wire, wire.type);
  }
  if (wire.season !== undefined) {
    throw new RuleError(
      'CONFLICTING_OPTIONS',
      'season goes only with type OVERRIDE_SEASON_STATUS or USE_SEASON_STATUS',
    );
  }
  const status = targetStatus(wire, action);
  const type = status === FREE ? 'RELEASE' : 'CHANGE_STATUS_TO';
  if (status === HELD && wire.holdToken === undefined) {
    throw new RuleError('HOLD_TOKEN_REQUIRED', 'A hold needs a holdToken');
  }
  if (wire.channelKeys !== undefined && wire.ignoreChannels === true) {
    throw new RuleError(
      'CONFLICTING_OPTIONS',
      'channelKeys and ignoreChannels cannot be combined: give one of them',
    );
  }
  if (wire.allowedPreviousStatuses !== undefined && wire.rejectedPreviousStatuses !== undefined) {
    throw new RuleError(
      'CONFLICTING_OPTIONS',
      'allowedPreviousStatuses and rejectedPreviousStatuses cannot be combined: give one of them',
    );
  }
  if (wire.resaleListingId !== undefined && status !== RESALE) {
    throw new RuleError(
      'CONFLICTING_OPTIONS',
      `resaleListingId goes only with status resale, not with ${status}`,
    );
  }
  return {
    eventKey,
    type,
    status,
    objects: mergeObjects(wire.objects),
    holdToken: wire.holdToken,
    orderId: wire.orderId,
    keepExtraData: wire.keepExtraData === true,
    channelKeys: wire.channelKeys,
    ignoreChannels: wire.ignoreChannels === true,
    allowedPreviousStatuses: wire.allowedPreviousStatuses,
    rejectedPreviousStatuses: wire.rejectedPreviousStatuses,
    resaleListingId: wire.resaleListingId,
  };
}

/** An override or use of the season status: objects and the season, nothing else. */
function seasonStatusChange(
  eventKey: string,
  wire: WireChange,
  type: SeasonStatusType,
): NormalizedChange {
  if (wire.status !== undefined) {
    throw new RuleError('CONFLICTING_OPTIONS', `type ${type} sends no status`);
  }
  return {
    eventKey,
    type,
    status: FREE,
    objects: mergeObjects(wire.objects),
    ...(wire.season === undefined ? {} : { season: wire.season }),
    keepExtraData: false,
    ignoreChannels: false,
  };
}

function targetStatus(wire: WireChange, action: ChangeAction): string {
  if (action !== 'change') {
    return action === 'book' ? BOOKED : action === 'hold' ? HELD : FREE;
  }
  if (wire.type === 'RELEASE') {
    if (wire.status !== undefined && wire.status !== FREE) {
      throw new RuleError(
        'CONFLICTING_OPTIONS',
        `type RELEASE sends no status, but status ${wire.status} was given`,
      );
    }
    return FREE;
  }
  if (wire.status === undefined) {
    throw new RuleError('STATUS_REQUIRED', 'status is required unless type is RELEASE');
  }
  return wire.status;
}

/**
 * Labels may repeat (a GA label N times means N places) and come as strings or objects, mixed.
 * Entries with the same label and ticket type add up; the first occurrence keeps its position.
 */
function mergeObjects(objects: WireChange['objects']): ObjectRequest[] {
  const merged = new Map<string, ObjectRequest>();
  for (const entry of objects) {
    const ref = typeof entry === 'string' ? { objectId: entry } : entry;
    // The label itself when there is no ticket type: no new string to build and hash. Labels never
    // contain U+0000 (refused at the door), so the two kinds of key cannot collide.
    const key =
      ref.ticketType === undefined ? ref.objectId : `${ref.objectId}\u0000${ref.ticketType}`;
    const quantity = ref.quantity ?? 1;
    const seen = merged.get(key);
    if (seen) {
      seen.quantity += quantity;
      if (ref.extraData !== undefined) seen.extraData = ref.extraData;
      continue;
    }
    const request: ObjectRequest = { label: ref.objectId, quantity };
    if (ref.ticketType !== undefined) request.ticketType = ref.ticketType;
    if (ref.extraData !== undefined) request.extraData = ref.extraData;
    merged.set(key, request);
  }
  return [...merged.values()];
}
