// A company's account settings (issue 32.2, docs/wire-compat.md): the hold period, draft chart
// drawings on or off, the chart validation levels, the password, and whether ticket buyer IDs
// are checked on holds. Each is its own entry of the store's settings table, so two changes of
// different settings never overwrite each other; an entry never written reads as seats.io's default.
import {
  CHART_VALIDATION_LEVELS,
  CHART_VALIDATION_RULES,
  type ChartValidationLevel,
  type ChartValidationRule,
} from '../../../contract/charts';
import { LIMITS } from '../../../contract/limits';
import { invalid } from '../../../domain/errors';
import type { Tx } from '../../store/port';
import type { Auth, Deps } from '../context';
import { hashPassword } from './passwords';

export const VALIDATION_RULES = CHART_VALIDATION_RULES;
export type ValidationRule = ChartValidationRule;
export const VALIDATION_LEVELS = CHART_VALIDATION_LEVELS;
export type ValidationLevel = ChartValidationLevel;

/** New hold tokens' lifetime when created without `expiresInMinutes` (seats.io's default). */
export const DEFAULT_HOLD_PERIOD_MINUTES = 15;

const entry = (companyId: number, name: string) => `company:${companyId}:${name}`;
type ReadTx = Pick<Tx, 'getSetting'>;

async function flag(tx: ReadTx, companyId: number, name: string, byDefault: boolean) {
  const value = await tx.getSetting(entry(companyId, name));
  return value === undefined ? byDefault : value === 'true';
}

export async function holdPeriodMinutes(tx: ReadTx, companyId: number): Promise<number> {
  const value = await tx.getSetting(entry(companyId, 'holdPeriodInMinutes'));
  return value === undefined ? DEFAULT_HOLD_PERIOD_MINUTES : Number(value);
}

/** While off, a change of a chart that has events is published at once (no draft). */
export function draftsEnabled(tx: ReadTx, companyId: number): Promise<boolean> {
  return flag(tx, companyId, 'draftChartDrawingsEnabled', true);
}

/** While on, a `ticketBuyerId` on a hold must be one of the company's (docs/wire-compat.md). */
export function ticketBuyerIdsChecked(tx: ReadTx, companyId: number): Promise<boolean> {
  return flag(tx, companyId, 'ticketBuyerIdsOnHolds', false);
}

/** The company's chart validation levels (all OFF until set), read by every validation. */
export async function validationLevels(
  tx: ReadTx,
  companyId: number,
): Promise<Record<ValidationRule, ValidationLevel>> {
  const levels = {} as Record<ValidationRule, ValidationLevel>;
  for (const rule of VALIDATION_RULES) {
    const level = await tx.getSetting(entry(companyId, rule));
    levels[rule] = (VALIDATION_LEVELS as readonly string[]).includes(level ?? '')
      ? (level as ValidationLevel)
      : 'OFF';
  }
  return levels;
}

/** The settings as `GET /accounts/me` answers them. */
export async function readAccountSettings(tx: ReadTx, companyId: number) {
  const chartValidation: Record<string, string> = await validationLevels(tx, companyId);
  return {
    draftChartDrawingsEnabled: await draftsEnabled(tx, companyId),
    holdOnSelectForGAs: true,
    holdPeriodInMinutes: await holdPeriodMinutes(tx, companyId),
    chartValidation,
    defaultRendererSettings: {
      showFullScreenButton: false,
      multiSelectEnabled: false,
      companionSeatValidationEnabled: false,
    },
    ticketBuyerIdsOnHolds: await ticketBuyerIdsChecked(tx, companyId),
  };
}
export type AccountSettings = Awaited<ReturnType<typeof readAccountSettings>>;

function put(deps: Deps, auth: Auth, name: string, value: string): Promise<void> {
  return deps.store.transaction((tx) => tx.putSetting(entry(auth.company.id, name), value));
}

export function changeHoldPeriod(deps: Deps, auth: Auth, minutes: number): Promise<void> {
  const { holdPeriodMinMinutes: min, holdPeriodMaxMinutes: max } = LIMITS;
  if (!Number.isInteger(minutes) || minutes < min || minutes > max) {
    throw invalid(
      `holdPeriodInMinutes must be a whole number of minutes from ${min} to ${max}; got ${minutes}`,
      'INVALID_HOLD_PERIOD',
    );
  }
  return put(deps, auth, 'holdPeriodInMinutes', String(minutes));
}

export function setDraftChartDrawings(deps: Deps, auth: Auth, on: boolean): Promise<void> {
  return put(deps, auth, 'draftChartDrawingsEnabled', String(on));
}

export function setTicketBuyerIdsOnHolds(deps: Deps, auth: Auth, on: boolean): Promise<void> {
  return put(deps, auth, 'ticketBuyerIdsOnHolds', String(on));
}

export function setChartValidation(
  deps: Deps,
  auth: Auth,
  rule: string,
  level: string,
): Promise<void> {
  if (!(VALIDATION_RULES as readonly string[]).includes(rule)) {
    throw invalid(
      `Unknown setting ${JSON.stringify(rule)}: one of ${VALIDATION_RULES.join(', ')}`,
      'UNKNOWN_SETTING',
    );
  }
  if (!(VALIDATION_LEVELS as readonly string[]).includes(level)) {
    throw invalid(
      `${rule} must be one of ${VALIDATION_LEVELS.join(', ')}; got ${JSON.stringify(level)}`,
      'INVALID_SETTING_VALUE',
    );
  }
  return put(deps, auth, rule, level);
}

/** Kept as a scrypt hash; nothing of Seatdesk signs in with it yet (docs/wire-compat.md). */
export async function changePassword(deps: Deps, auth: Auth, password: string): Promise<void> {
  if (password.length === 0) throw invalid('password must not be empty', 'INVALID_PASSWORD');
  if (password.length > LIMITS.accountPasswordMaxLength) {
    throw invalid(
      `password may be at most ${LIMITS.accountPasswordMaxLength} characters`,
      'INVALID_PASSWORD',
    );
  }
  return put(deps, auth, 'passwordHash', await hashPassword(password));
}
