// What staff read after a season action: outcomes and refusals naming the seats, in box-office
// words. The service's code and message go in the tooltip (title), never in the sentence.
import { ApiError } from '../../../client/transport';
import { describeError } from '../../lib/errors';

export interface Said {
  tone: 'success' | 'error';
  text: string;
  /** The API's words, for the tooltip. */
  title?: string;
}

/** "A-1", "A-1 and A-2", "A-1, A-2 and A-3". */
export function seatList(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** The service names the object its refusal is about first: "A-3 is already booked". */
function refusedLabel(message: string, labels: readonly string[]): string {
  const named = labels.find((l) => message.startsWith(`${l} `) || message.startsWith(`${l}'s`));
  return named ?? seatList(labels);
}

export type SeasonAction = 'book' | 'release-night' | 'give-back';

/** Seats a night cannot be released for: they hold no season ticket (the page checks first). */
export class NoSeasonTicket extends Error {
  constructor(readonly labels: readonly string[]) {
    super(`${labels.join(', ')}: no season ticket`);
  }
}

/** A refusal of `action` on `labels` (for the event named `night` when it is about one night). */
export function refusalWords(
  error: unknown,
  action: SeasonAction,
  labels: readonly string[],
  night = '',
): Said {
  const { code, message } = describeError(error);
  const title = code ? `${code}: ${message}` : message;
  if (error instanceof NoSeasonTicket) {
    const have = error.labels.length === 1 ? 'has' : 'have';
    const text = `${seatList(error.labels)} ${have} no season ticket for ${night}: there is nothing to release. Nothing was changed.`;
    return { tone: 'error', text, title };
  }
  if (!(error instanceof ApiError)) return { tone: 'error', text: message, title };
  const seat = refusedLabel(message, labels);
  const texts: Record<string, string> = {
    // Already in staff words ("A-3 is already booked").
    ILLEGAL_STATUS_CHANGE: `${message}. Nothing was booked.`,
    OBJECT_TAKEN_IN_SEASON_EVENT: `${seat} is already sold or held for one of the season's events, so it cannot be a season seat. Nothing was booked.`,
    SEASON_CONFLICT: `${seat} is taken in a partial season or in one of the season's events. Nothing was booked.`,
    SEASON_STATUS_NOT_TAKEN: `${seat} has no season ticket for ${night}: there is nothing to release. Nothing was changed.`,
    SEASON_STATUS_ALREADY_OVERRIDDEN: `${seat} is already released for ${night}. Nothing was changed.`,
    SEASON_STATUS_NOT_OVERRIDDEN: `${seat} already belongs to the season holder for ${night}. Nothing was changed.`,
    OBJECT_NOT_FREE: `${seat} has been sold or held for ${night} since it was released: release it there before giving it back to the season holder. Nothing was changed.`,
    OBJECT_NOT_FOUND: `${seat} is not on this chart. Nothing was changed.`,
  };
  const fallback = {
    book: 'The season ticket was not booked',
    'release-night': `The seats were not released for ${night}`,
    'give-back': `The seats were not given back for ${night}`,
  }[action];
  return { tone: 'error', text: texts[error.code] ?? `${fallback}: ${message}`, title };
}

export function bookedWords(labels: readonly string[], events: number, orderId: string): Said {
  const order = orderId ? ` (order ${orderId})` : '';
  return {
    tone: 'success',
    text: `Season ticket booked${order}: ${seatList(labels)} for all ${events} events of the season.`,
  };
}

export function releasedWords(labels: readonly string[], night: string): Said {
  return {
    tone: 'success',
    text: `${seatList(labels)} released for ${night}: free to sell that night. The season holder keeps every other event.`,
  };
}

export function givenBackWords(labels: readonly string[], night: string): Said {
  return {
    tone: 'success',
    text: `${seatList(labels)} given back to the season holder for ${night}.`,
  };
}
