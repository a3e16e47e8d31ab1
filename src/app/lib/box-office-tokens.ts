// The box office's hold tokens as the holds view and the expiry warning see them: the service's
// list (a Seatdesk addition, docs/holds.md), which survives a sign-out and a browser restart, plus
// any token this browser remembers that the list does not have yet. Against a seats.io region
// (no such list) it is what this browser remembers, and `kept` says so.
import { useQuery } from '@tanstack/react-query';
import { boxOfficeTokensQuery } from './box-office-query';
import { type StaffToken, useStaffTokens } from './hold-tokens';
import { useClient, useSession } from './session-context';

export interface BoxOfficeEntry extends StaffToken {
  /** The staff name it was made by, as the service lists it (undefined: not listed). */
  madeBy?: string | null;
  /** Objects it holds, as the service counted them (undefined: not listed). */
  objectCount?: number;
  /** When it expires in this browser's clock, from the list (undefined: not listed). */
  knownDeadline?: number;
  /** Made by the signed-in name (or unnamed, like the sign-in), or remembered by this browser. */
  mine: boolean;
}

export interface BoxOfficeTokens {
  tokens: BoxOfficeEntry[];
  /** True: the service keeps the list; false: a seats.io region, only this browser remembers. */
  kept: boolean | undefined;
}

const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

export function useBoxOfficeTokens(): BoxOfficeTokens {
  const client = useClient();
  const { session } = useSession();
  const { tokens: remembered } = useStaffTokens();
  const list = useQuery(boxOfficeTokensQuery(client));
  const listed = list.data?.kept ? list.data.tokens : [];
  const inBrowser = new Set(remembered.map((one) => one.token));
  const fromService = new Set(listed.map((one) => one.holdToken));
  const tokens: BoxOfficeEntry[] = [
    ...listed.map((one) => ({
      token: one.holdToken,
      createdAt: one.createdAt,
      madeBy: one.madeBy,
      objectCount: one.objectCount,
      // Counted from when the answer arrived: a browser clock that is off does not matter.
      knownDeadline: list.dataUpdatedAt + one.expiresInSeconds * 1000,
      mine: inBrowser.has(one.holdToken) || sameName(one.madeBy, session?.staffName),
    })),
    ...remembered
      .filter((one) => !fromService.has(one.token))
      .map((one) => ({ ...one, mine: true })),
  ];
  return { tokens, kept: list.data?.kept };
}
