// A hold token's time left and its one-click Extend, as the batch desk, the holds view and the
// expiry warning show them.
import { EXPIRY_WARNING_MS, EXTEND_BY_MINUTES, timeLeft, useExtendToken } from '../lib/hold-tokens';
import './hold-tokens.css';

interface CountdownProps {
  token: string;
  /** From `deadlineOf`: undefined while unknown, null once expired. */
  deadline: number | null | undefined;
  now: number;
}

export function TokenCountdown({ token, deadline, now }: CountdownProps) {
  const left = deadline ? timeLeft(deadline, now) : null;
  const expired = deadline === null || (deadline !== undefined && left === null);
  const soon = !expired && deadline !== undefined && deadline - now < EXPIRY_WARNING_MS;
  return (
    <span
      className={`token-countdown${expired ? ' token-expired' : soon ? ' token-soon' : ''}`}
      role="timer"
      aria-label={`Time left for token ${token}`}
    >
      {deadline === undefined ? '…' : expired ? 'expired' : `${left} left`}
    </span>
  );
}

export function ExtendTokenButton({
  token,
  deadline,
  primary,
}: {
  token: string;
  deadline: number | null | undefined;
  primary?: boolean;
}) {
  const extend = useExtendToken();
  const live = typeof deadline === 'number' && deadline > Date.now();
  return (
    <button
      type="button"
      className={`button button-small${primary ? ' button-primary' : ''}`}
      disabled={!live || extend.isPending}
      aria-label={`Extend token ${token} by ${EXTEND_BY_MINUTES} minutes`}
      title="A token lives at most two hours after it was created."
      onClick={() => live && extend.mutate({ token, deadline })}
    >
      {extend.isPending ? 'Extending…' : `Extend ${EXTEND_BY_MINUTES} min`}
    </button>
  );
}
