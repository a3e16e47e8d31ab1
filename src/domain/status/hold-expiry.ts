// Expired holds never block: wherever a state is read (status changes, object info, reports), a
// hold whose token is no longer live counts as free, whether or not the sweep has run yet.
import { HELD, type ObjectState } from '../model';
import { compactPlaces, compactState } from './state';

export type TokenLiveness = (token: string) => boolean;

/** A hold token as far as its liveness goes: whose it is, and until when. */
export interface HoldTokenLifetime {
  workspaceId: number;
  /** ISO timestamp. */
  expiresAt: string;
}

/**
 * The one liveness rule: a token is live for a workspace when it is known there and has not
 * expired at `now`. A token of another workspace is as unknown as a made-up one.
 */
export function isHoldTokenLive(
  token: HoldTokenLifetime | undefined,
  workspaceId: number,
  now: Date,
): boolean {
  return (
    token !== undefined &&
    token.workspaceId === workspaceId &&
    Date.parse(token.expiresAt) > now.getTime()
  );
}

/**
 * Why a hold token is not live, in the service's message: one of the workspace's tokens that ran
 * out "has expired"; one it never issued "does not exist" (most often a typo), so staff are not
 * sent looking for a hold that never was. `known` undefined: the caller cannot tell the two apart.
 */
export function deadTokenMessage(token: string, known: boolean | undefined): string {
  if (known === undefined) return `Hold token ${token} is unknown or has expired`;
  return known ? `Hold token ${token} has expired` : `Hold token ${token} does not exist`;
}

/** Every hold token a state refers to: a seat's own, and each token holding places of a GA area. */
export function holdTokensOf(state: ObjectState): string[] {
  const tokens = state.holdToken ? [state.holdToken] : [];
  for (const token of Object.keys(state.places?.holds ?? {})) tokens.push(token);
  return tokens;
}

/**
 * The state as it is once dead holds are dropped: a held seat whose token is not live goes back to
 * free (its order id, ticket type and extra data stay, as the sweep leaves them), and a GA area
 * loses the places held with dead tokens. Returns the same object when nothing expired, and
 * `undefined` when what is left is bare. Never mutates its input.
 */
export function normalizeExpiredHolds(
  state: ObjectState | undefined,
  isTokenLive: TokenLiveness,
): ObjectState | undefined {
  if (!state) return undefined;
  let next = state;
  if (state.status === HELD && (state.holdToken === undefined || !isTokenLive(state.holdToken))) {
    next = { ...state, status: undefined, holdToken: undefined };
  }
  const holds = state.places?.holds;
  if (holds) {
    const dead = Object.keys(holds).filter((token) => !isTokenLive(token));
    if (dead.length > 0) {
      const liveHolds = { ...holds };
      for (const token of dead) delete liveHolds[token];
      next = { ...next, places: compactPlaces({ ...state.places, holds: liveHolds }) };
    }
  }
  if (next === state) return state;
  return compactState(next);
}
