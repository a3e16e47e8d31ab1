// The warning on every page: a hold token this back office created expires in under two minutes.
// Extend is right in it; "Let it expire" hides it for that token in this tab.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  EXPIRY_WARNING_MS,
  type StaffToken,
  useNow,
  useStaffTokens,
  useTokenDeadlines,
} from '../lib/hold-tokens';
import { ExtendTokenButton, TokenCountdown } from './token-countdown';
import './hold-tokens.css';

export function HoldExpiryWarning() {
  const { tokens } = useStaffTokens();
  // The ticking part only exists while there are tokens: pages without any never re-render.
  return tokens.length > 0 ? <ExpiringTokens tokens={tokens} /> : null;
}

function ExpiringTokens({ tokens }: { tokens: StaffToken[] }) {
  const now = useNow();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const expiring = useTokenDeadlines(tokens).filter(
    (one) =>
      typeof one.deadline === 'number' &&
      one.deadline > now &&
      one.deadline - now < EXPIRY_WARNING_MS &&
      !dismissed.has(one.token),
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
            onClick={() => setDismissed((set) => new Set([...set, one.token]))}
          >
            Let it expire
          </button>
        </div>
      ))}
    </section>
  );
}
