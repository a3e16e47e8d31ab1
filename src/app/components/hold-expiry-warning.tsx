// The warning on every page: a hold token this back office created expires in under two minutes
// and still holds something. A token that holds nothing (its seats were booked, released or
// undone) is not worth a warning: what it holds is read once a token comes that close, from the
// same cache entry as the holds view's. Extend is right in it; "Let it expire" hides it for that
// token in this tab.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type BoxOfficeEntry, useBoxOfficeTokens } from '../lib/box-office-tokens';
import { HELD_REFRESH_MS, heldByToken, heldObjectsQuery } from '../lib/held-objects';
import { EXPIRY_WARNING_MS, useNow, useTokenDeadlines } from '../lib/hold-tokens';
import { useClient } from '../lib/session-context';
import { ExtendTokenButton, TokenCountdown } from './token-countdown';
import './hold-tokens.css';

export function HoldExpiryWarning() {
  // The service's list of the box office's tokens (docs/holds.md): the warning still comes after a
  // sign-out or a browser restart, for the tokens of the signed-in name.
  const tokens = useBoxOfficeTokens().tokens.filter((one) => one.mine);
  // The ticking part only exists while there are tokens: pages without any never re-render.
  return tokens.length > 0 ? <ExpiringTokens tokens={tokens} /> : null;
}

function ExpiringTokens({ tokens }: { tokens: BoxOfficeEntry[] }) {
  const now = useNow();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const near = useTokenDeadlines(tokens).filter(
    (one) =>
      typeof one.deadline === 'number' &&
      one.deadline > now &&
      one.deadline - now < EXPIRY_WARNING_MS &&
      !dismissed.has(one.token),
  );
  // Only mounted while a token is that close: an idle reader of the held objects would keep the
  // holds view's read alive (not cancelled) after staff leave the view.
  return near.length > 0 ? (
    <HoldingTokens
      near={near}
      now={now}
      dismiss={(token) => setDismissed((set) => new Set([...set, token]))}
    />
  ) : null;
}

interface NearToken {
  token: string;
  deadline: number | null | undefined;
  /** What the service's list counted; undefined when the token is not in it. */
  objectCount?: number;
}

function HoldingTokens(props: {
  near: NearToken[];
  now: number;
  dismiss: (token: string) => void;
}) {
  const { near, now, dismiss } = props;
  const client = useClient();
  // Every event's held objects are read only for a token the service's list did not count.
  const uncounted = near.some((one) => one.objectCount === undefined);
  const held = useQuery({
    ...heldObjectsQuery(client),
    refetchInterval: HELD_REFRESH_MS,
    refetchIntervalInBackground: false,
    enabled: uncounted,
  });
  // Unknown while read; when it cannot be read, warning for nothing beats a silent expiry.
  const expiring = near.filter((one) =>
    one.objectCount !== undefined
      ? one.objectCount > 0
      : held.isError || (held.data && heldByToken(held.data, one.token).length > 0),
  );
  if (expiring.length === 0) return null;
  return (
    <section className="hold-warning" aria-label="Holds about to expire">
      {expiring.map((one) => (
        <div key={one.token} className="hold-warning-item">
          <p>
            <strong>A hold is about to expire.</strong> Everything held with token{' '}
            <code>{one.token}</code> becomes free again when it runs out.{' '}
            <Link to="/holds">See what it holds</Link>
          </p>
          <TokenCountdown token={one.token} deadline={one.deadline} now={now} />
          <ExtendTokenButton token={one.token} deadline={one.deadline} primary />
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => dismiss(one.token)}
          >
            Let it expire
          </button>
        </div>
      ))}
    </section>
  );
}
