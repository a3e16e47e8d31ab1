// Hold tokens this back office created, so a holds view can list them and warn before they
// expire. For now a list in memory with one way in: pages that create a token register it here.
// The holds view (and sharing across tabs) can read `staffHoldTokens` or replace this module's
// store while keeping `registerStaffHoldToken` as the way in.
import type { HoldToken } from '../../contract/hold-tokens';

export interface StaffHoldToken extends HoldToken {
  /** Which page made it, in staff words: "Phone sale". */
  createdBy: string;
}

const tokens = new Map<string, StaffHoldToken>();

export function registerStaffHoldToken(token: HoldToken, createdBy: string): void {
  tokens.set(token.holdToken, { ...token, createdBy });
}

export function staffHoldTokens(): StaffHoldToken[] {
  return [...tokens.values()];
}
