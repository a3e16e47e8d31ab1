// The one error the status engine throws. The HTTP layer turns it into the JSON error body
// (`errors:[{code, message}]`); nothing of the request has been applied by then.
import { DomainError, type RefusalKind } from '../errors';

/** Every refusal of the status, for-sale and channel rules. Listed in docs/error-codes.md. */
export type RuleCode =
  | 'EVENT_NOT_FOUND'
  | 'OBJECT_NOT_FOUND'
  | 'STATUS_REQUIRED'
  | 'CONFLICTING_OPTIONS'
  | 'QUANTITY_NOT_ALLOWED'
  | 'DUPLICATE_OBJECT'
  | 'HOLD_TOKEN_REQUIRED'
  | 'HOLD_TOKEN_INVALID'
  | 'WRONG_HOLD_TOKEN'
  | 'OBJECT_NOT_FREE'
  | 'OBJECT_ALREADY_IN_STATUS'
  | 'ILLEGAL_STATUS_CHANGE'
  | 'OBJECT_IN_CHANNEL'
  | 'CHANNEL_NOT_ALLOWED'
  | 'NOT_FOR_SALE'
  | 'GA_CAPACITY_EXCEEDED'
  | 'GA_NOT_ENOUGH_PLACES'
  | 'TABLE_BOOKED_AS_WHOLE'
  | 'TABLE_BOOKED_BY_SEAT'
  | 'NOT_A_GA_AREA'
  | 'CATEGORY_NOT_FOUND'
  | 'CHANNEL_NOT_FOUND'
  | 'CHANNEL_KEY_EXISTS'
  | 'CHANNEL_NAME_EXISTS'
  | 'CHANNEL_KEY_RESERVED'
  | 'OBJECT_IN_TWO_CHANNELS'
  | 'CHANNEL_AREA_PLACES_EXCEEDED';

export class RuleError extends DomainError<RuleCode> {
  constructor(code: RuleCode, message: string, kind: RefusalKind = 'invalid') {
    super(code, message, kind);
    this.name = 'RuleError';
  }
}

/** `[free, booked]`, the way messages show a list of statuses or keys. */
export function listText(values: readonly string[]): string {
  return `[${values.join(', ')}]`;
}
