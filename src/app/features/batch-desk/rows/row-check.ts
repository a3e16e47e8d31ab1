// A draft row → one entry of the batch's `statusChanges`, or the reasons it cannot be one, each
// attached to the field to fix. The wire shape is checked with the contract's own schema and the
// option rules with the service's own `normalizeChange`, so the form refuses what the service
// would refuse, in the same words.
import { type BatchStatusChange, BatchStatusChangeSchema } from '../../../../contract/status';
import { FREE, HELD } from '../../../../domain/model';
import { normalizeChange } from '../../../../domain/status/normalize';
import { RuleError } from '../../../../domain/status/rule-error';
import { parseObjectInput } from '../../../lib/object-input';
import { staffRefusal, statusWords } from '../../../lib/refusal-text';
import { type DraftRow, statusList } from './draft';

export type BatchChange = BatchStatusChange['statusChanges'][number];

export type RowField =
  | 'event'
  | 'objects'
  | 'status'
  | 'holdToken'
  | 'orderId'
  | 'channels'
  | 'guard';
export type RowErrors = Partial<Record<RowField, string>>;

export interface RowCheck {
  change?: BatchChange;
  errors: RowErrors;
}

const ChangeSchema = BatchStatusChangeSchema.shape.statusChanges.element;

const FIELD_OF: Record<string, RowField> = {
  event: 'event',
  objects: 'objects',
  status: 'status',
  type: 'status',
  holdToken: 'holdToken',
  orderId: 'orderId',
  channelKeys: 'channels',
  ignoreChannels: 'channels',
  allowedPreviousStatuses: 'guard',
  rejectedPreviousStatuses: 'guard',
};

/** The wire change a row stands for, without judging it. */
export function toWireChange(row: DraftRow): BatchChange {
  const { refs } = parseObjectInput(row.objects);
  const change: BatchChange = { event: row.eventKey.trim(), objects: refs };
  if (row.action === 'book') change.status = 'booked';
  else if (row.action === 'hold') change.status = HELD;
  else if (row.action === 'release') change.type = 'RELEASE';
  else change.status = row.customStatus.trim();
  const holdToken = row.holdToken.trim();
  if (holdToken) change.holdToken = holdToken;
  const orderId = row.orderId.trim();
  if (orderId) change.orderId = orderId;
  if (row.keepExtraData) change.keepExtraData = true;
  if (row.channelKeys.length > 0) change.channelKeys = [...row.channelKeys];
  if (row.ignoreChannels) change.ignoreChannels = true;
  const allowed = statusList(row.allowedPrevious);
  if (allowed.length > 0) change.allowedPreviousStatuses = allowed;
  const rejected = statusList(row.rejectedPrevious);
  if (rejected.length > 0) change.rejectedPreviousStatuses = rejected;
  return change;
}

export function checkRow(row: DraftRow): RowCheck {
  const errors: RowErrors = {};
  if (!row.eventKey.trim()) errors.event = 'Choose the event this row changes.';
  const parsed = parseObjectInput(row.objects);
  if (parsed.errors.length > 0) errors.objects = parsed.errors.join(' ');
  else if (parsed.refs.length === 0) {
    errors.objects = 'Name at least one object: A-1, a range A-1..A-8, or a GA quantity GA1 x 4.';
  }
  if (row.action === 'custom' && !row.customStatus.trim()) {
    errors.status = 'Name the custom status to give the objects.';
  }
  if (row.action === 'hold' && !row.holdToken.trim()) {
    errors.holdToken = 'A hold needs a hold token: create one under Hold tokens, or paste one.';
  }
  const guardError = contradictoryGuard(row);
  if (guardError) errors.guard = guardError;
  if (Object.keys(errors).length > 0) return { errors };

  const change = toWireChange(row);
  const parsedChange = ChangeSchema.safeParse(change);
  if (!parsedChange.success) {
    for (const issue of parsedChange.error.issues) {
      const field = FIELD_OF[String(issue.path[0])] ?? 'objects';
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  try {
    const { event, ...wire } = parsedChange.data;
    normalizeChange(event, wire);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    errors[fieldOfRule(error)] = staffRefusal(error).text;
    return { errors };
  }
  return { change: parsedChange.data, errors };
}

/** A guard that refuses every object whatever its state: a hold takes only free objects. */
function contradictoryGuard(row: DraftRow): string | undefined {
  const status = row.action === 'hold' ? HELD : row.action === 'custom' ? row.customStatus : '';
  if (status !== HELD) return undefined;
  const allowed = statusList(row.allowedPrevious);
  if (allowed.length > 0 && !allowed.includes(FREE)) {
    return `Only free objects can be held, and "Only if now" (${statusWords(allowed)}) leaves out free: every object would be refused.`;
  }
  if (statusList(row.rejectedPrevious).includes(FREE)) {
    return 'Only free objects can be held, and "Not if now" refuses free: every object would be refused.';
  }
  return undefined;
}

function fieldOfRule(error: RuleError): RowField {
  if (error.code === 'HOLD_TOKEN_REQUIRED') return 'holdToken';
  if (error.code === 'STATUS_REQUIRED') return 'status';
  if (/channel/i.test(error.message)) return 'channels';
  if (/PreviousStatuses/.test(error.message)) return 'guard';
  return 'status';
}

export interface BatchCheck {
  changes?: BatchChange[];
  errors: Map<string, RowErrors>;
}

/** Every row checked; `changes` only when all of them are fine. */
export function checkRows(rows: readonly DraftRow[]): BatchCheck {
  const errors = new Map<string, RowErrors>();
  const changes: BatchChange[] = [];
  for (const row of rows) {
    const check = checkRow(row);
    if (check.change) changes.push(check.change);
    else errors.set(row.id, check.errors);
  }
  return errors.size > 0 ? { errors } : { changes, errors };
}
