// A refusal of a status change, as box-office staff read it: one sentence naming the seat (and its
// event when the caller knows it), what stands in the way and the way out. The service's own code
// and message (API words like "reservedByToken" or "channelKeys") stay available for integrators,
// in a tooltip.
import { NO_CHANNEL } from '../../domain/model';
import { describeError } from './errors';
import { eventsOfLabelIn, type StatusChange } from './order-changes';
import { statusName } from './status-names';

export interface Refusal {
  /** The sentence for staff. */
  text: string;
  /** `CODE: the service's message`, for a title attribute. */
  apiText: string;
}

/** The batch desk's names for the service's options. */
const OPTION_NAMES: Record<string, string> = {
  channelKeys: 'Channels',
  ignoreChannels: '“Ignore channels”',
  allowedPreviousStatuses: '“Only if now”',
  rejectedPreviousStatuses: '“Not if now”',
};

type Rewrite = (match: RegExpExecArray, where: (label: string) => string) => string;

/** The service's words for a hold token that is not live (domain/status/hold-expiry.ts). */
const DEAD_TOKEN = /^Hold token (\S+) (does not exist|has expired|is unknown or has expired)/;

function deadTokenText(token: string, why: string | undefined): string {
  if (why === 'does not exist') {
    return `No such hold token ${token}: check it for a typo. Nothing was changed.`;
  }
  if (why === 'has expired') {
    return `Hold token ${token} has expired: what it held is free again. Nothing was changed.`;
  }
  return `Hold token ${token} is not known: it may be mistyped, or it has expired (what it held is free again). Nothing was changed.`;
}

// Each entry reads the service's message (domain/status/*.ts) and says it again in staff words.
const REWRITES: Record<string, [RegExp, Rewrite]> = {
  OBJECT_NOT_FREE: [
    /^(.+?) is (\S+); only free/,
    (m, where) =>
      `${m[1]}${where(m[1])} is already ${words(m[2])}, so it cannot be held. Release it first.`,
  ],
  OBJECT_ALREADY_IN_STATUS: [
    /^(.+?) is already (\S+)/,
    (m, where) => `${m[1]}${where(m[1])} is already ${words(m[2])}.`,
  ],
  HOLD_TOKEN_REQUIRED: [
    /^(.+?) is held:/,
    (m, where) =>
      `${m[1]}${where(m[1])} is held with another hold token; only that token can change it.`,
  ],
  WRONG_HOLD_TOKEN: [
    /^(.+?) is held with another hold token/,
    (m, where) =>
      `${m[1]}${where(m[1])} is held with another hold token; only that token can change it.`,
  ],
  NOT_FOR_SALE: [
    /^(.+?) is not for sale and cannot be (\S+)/,
    (m, where) =>
      `${m[1]}${where(m[1])} is not for sale, so it cannot be ${m[2]}. Put it back on sale first.`,
  ],
  OBJECT_IN_CHANNEL: [
    /^(.+?) is in channel (.+?):/,
    (m, where) =>
      `${m[1]}${where(m[1])} is kept for the channel ${m[2]}; it can only be sold there.`,
  ],
  CHANNEL_NOT_ALLOWED: [
    /^(.+?) is in (.+?), which is not/,
    (m, where) => `${m[1]}${where(m[1])} is in ${m[2]}, which this change may not touch.`,
  ],
  // Seatdesk says which: a token it never issued (a typo) or one that ran out. A service that does
  // not say (seats.io) gets both possibilities named.
  HOLD_TOKEN_INVALID: [DEAD_TOKEN, (m) => deadTokenText(m[1], m[2])],
  HOLD_TOKEN_NOT_FOUND: [DEAD_TOKEN, (m) => deadTokenText(m[1], m[2])],
  CONFLICTING_OPTIONS: [
    /^(\w+) and (\w+) cannot be combined/,
    (m) =>
      `${OPTION_NAMES[m[1]] ?? m[1]} and ${OPTION_NAMES[m[2]] ?? m[2]} cannot both be given: keep one.`,
  ],
  OBJECT_NOT_FOUND: [
    /^Object not found: (.+)$/,
    (m, where) => `There is no seat ${m[1]}${where(m[1])}. Check the label.`,
  ],
  EVENT_NOT_FOUND: [/^Event not found: (\S+)/, (m) => `There is no event ${m[1]}.`],
  CATEGORY_ALREADY_EXISTS: [
    /^Category key already exists on chart .+: (.+)$/,
    (m) => `The chart already has a category with key ${m[1]}; choose another key.`,
  ],
  ILLEGAL_STATUS_CHANGE: [
    /^(.+?) is (\S+);/,
    (m, where) => `${m[1]}${where(m[1])} is ${words(m[2])} now, so it was left alone.`,
  ],
};

/**
 * The API's names as staff say them, for a message no rewrite reads (a validation error, a code
 * the app does not know): the sentence stays the service's, its field names do not. Longest
 * first, so `bestAvailable.number` is not read as `bestAvailable`.
 */
const API_WORDS: [RegExp, string][] = [
  [/\bbestAvailable\.number\b/g, 'the number of seats'],
  [/\bbestAvailable\.accessibleSeats\b/g, 'the number of accessible seats'],
  [/\bbestAvailable\.(\w+)/g, 'the best-seats $1'],
  [/\bbestAvailable\b/g, 'best seats'],
  [/\bnextToEachOther\b/g, 'seats together'],
  [/\breservedByToken\b/g, 'held'],
  [/\bchannelKeys\b/g, 'Channels'],
  [/\bNO_CHANNEL\b/g, 'no channel'],
  [/\bignoreChannels\b/g, OPTION_NAMES.ignoreChannels as string],
  [/\ballowedPreviousStatuses\b/g, OPTION_NAMES.allowedPreviousStatuses as string],
  [/\brejectedPreviousStatuses\b/g, OPTION_NAMES.rejectedPreviousStatuses as string],
  [/\bkeepExtraData\b/g, '“Keep extra data”'],
  [/\bholdToken\b/g, 'hold token'],
  [/\bcategoryKey\b/g, 'category'],
];

export function inStaffWords(message: string): string {
  let text = message;
  for (const [term, words] of API_WORDS) text = text.replace(term, words);
  return text;
}

function words(status: string): string {
  return statusName(status).toLowerCase();
}

/** Statuses as staff say them, `held or booked`. */
export function statusWords(statuses: readonly string[]): string {
  return statuses.map(words).join(' or ');
}

/** A channel key as staff read it: `NO_CHANNEL` is "no channel"; others by their name if known. */
export function channelName(key: string, names?: ReadonlyMap<string, string>): string {
  if (key === NO_CHANNEL) return 'no channel';
  return names?.get(key) ?? key;
}

/**
 * `error` as a sentence. `eventOf(label)` names the event a seat was changed in, when the caller
 * knows it (a batch across events); nothing was applied when the service refused.
 */
export function refusalText(
  error: unknown,
  eventOf?: (label: string) => string | undefined,
): Refusal {
  return staffRefusal(describeError(error), eventOf);
}

/** The same for a refusal already read (`code` and `message`, e.g. the desk's own prediction). */
export function staffRefusal(
  { code, message }: { code?: string; message: string },
  eventOf?: (label: string) => string | undefined,
): Refusal {
  const apiText = code ? `${code}: ${message}` : message;
  const rewrite = code ? REWRITES[code] : undefined;
  const match = rewrite?.[0].exec(message);
  if (!rewrite || !match) return { text: inStaffWords(message), apiText };
  const where = (label: string) => {
    const event = eventOf?.(label);
    return event ? ` in ${event}` : '';
  };
  return { text: rewrite[1](match, where), apiText };
}

/**
 * `eventOf` for a refused batch (`sent`: what was sent). The service names the object it refused,
 * not the change, so a label the batch changes in several events names each of them ("A-4 in
 * Friday or Saturday"): staff then know where to look, which one sentence without them would hide.
 * `nameOf` turns an event key into the name staff know (default: the key, as the desk's rows show).
 */
export function batchEventNamer(
  sent: readonly StatusChange[] | undefined,
  nameOf: (key: string) => string = (key) => key,
): (label: string) => string | undefined {
  return (label) => {
    const keys = eventsOfLabelIn(sent ?? [], label);
    return keys.length > 0 ? keys.map(nameOf).join(' or ') : undefined;
  };
}
