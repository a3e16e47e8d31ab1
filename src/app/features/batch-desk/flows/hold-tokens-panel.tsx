// Hold tokens made at the desk: create one, see how long each has left, extend it, use it in a
// row. The list is the back office's (lib/hold-tokens.ts): every tab and the holds view share it.
import { useId, useState } from 'react';
import { MAX_HOLD_MINUTES } from '../../../../contract/hold-tokens';
import { FormField } from '../../../components/form-field';
import { ExtendTokenButton, TokenCountdown } from '../../../components/token-countdown';
import { isExpired, useNow, useTokenDeadlines } from '../../../lib/hold-tokens';
import type { DeskToken } from '../desk-state';
import { useCreateHoldToken } from '../mutations';

const LIFETIMES = [5, 10, 15, 30, 60, 120];

interface HoldTokensPanelProps {
  tokens: DeskToken[];
  addToken: (token: string) => void;
  forgetToken: (token: string) => void;
  holdWith: (token: string) => void;
}

export function HoldTokensPanel({ tokens, addToken, forgetToken, holdWith }: HoldTokensPanelProps) {
  const id = useId();
  const [minutes, setMinutes] = useState(15);
  const create = useCreateHoldToken(addToken);
  const deadlines = useTokenDeadlines(tokens);
  return (
    <section className="card bd-tokens" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Hold tokens</h2>
      <div className="bd-token-create">
        <FormField label="Lifetime" id={`${id}-minutes`} inline>
          {(control) => (
            <select
              {...control}
              value={minutes}
              onChange={(e) => setMinutes(Number(e.target.value))}
            >
              {LIFETIMES.map((n) => (
                <option key={n} value={n}>
                  {n} min
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button
          type="button"
          className="button button-primary button-small"
          disabled={create.isPending}
          onClick={() => create.mutate(minutes)}
        >
          {create.isPending ? 'Creating…' : 'New hold token'}
        </button>
      </div>
      {tokens.length === 0 ? (
        <p className="muted">None yet. A hold needs a token; create one here.</p>
      ) : (
        <ul className="bd-token-list" aria-label="Hold tokens of this desk">
          {deadlines.map((one) => (
            <TokenItem
              key={one.token}
              token={one.token}
              deadline={one.deadline}
              onForget={() => forgetToken(one.token)}
              onUse={() => holdWith(one.token)}
            />
          ))}
        </ul>
      )}
      <p className="field-hint">
        A token lives at most {MAX_HOLD_MINUTES / 60} hours after it was created.
      </p>
    </section>
  );
}

function TokenItem({
  token,
  deadline,
  onForget,
  onUse,
}: {
  token: string;
  deadline: number | null | undefined;
  onForget: () => void;
  onUse: () => void;
}) {
  const now = useNow();
  const expired = isExpired(deadline, now);

  return (
    <li className="bd-token">
      <code className="bd-token-value" title={token}>
        {token}
      </code>
      <TokenCountdown token={token} deadline={deadline} now={now} />
      <span className="bd-token-actions">
        <ExtendTokenButton token={token} deadline={deadline} />
        <button
          type="button"
          className="button button-small"
          disabled={expired}
          aria-label={`Hold with token ${token} in a new row`}
          onClick={onUse}
        >
          Hold with it
        </button>
        <button
          type="button"
          className="button button-small button-quiet"
          aria-label={`Forget token ${token}`}
          onClick={onForget}
        >
          Forget
        </button>
      </span>
    </li>
  );
}
