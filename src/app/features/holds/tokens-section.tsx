// The staff's hold tokens (shared by every tab, lib/hold-tokens.ts), each with what it holds. One
// read of every event's held objects serves all the tokens, and it is made only while one of them
// may still hold something: once every staff token has expired (its holds are free again), the
// view stops reading every event every half minute. The service has no way to ask for one
// token's holds, so the tokens narrow nothing further: the held objects are filtered here.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { describeError } from '../../lib/errors';
import { heldByToken } from '../../lib/held-objects';
import {
  holdTokenQuery,
  isExpired,
  useNow,
  useStaffTokens,
  useTokenDeadlines,
} from '../../lib/hold-tokens';
import { useClient } from '../../lib/session-context';
import { holdsQueries } from './api';
import { TokenCard } from './token-card';

export function TokensSection() {
  const client = useClient();
  const { tokens, addToken, forgetToken } = useStaffTokens();
  const deadlines = useTokenDeadlines(tokens);
  const now = useNow();
  // A token whose expiry is still being read counts as live: the first read does not wait for it.
  const anyLive = deadlines.some((one) => !isExpired(one.deadline, now));
  const held = useQuery({ ...holdsQueries.held(client), enabled: anyLive });
  return (
    <section className="holds-section" aria-labelledby="holds-tokens-title">
      <div className="holds-section-head">
        <h2 id="holds-tokens-title">Hold tokens</h2>
        <button
          type="button"
          className="button button-small"
          disabled={held.isFetching || !anyLive}
          onClick={() => held.refetch()}
        >
          {held.isFetching ? 'Looking…' : 'Refresh'}
        </button>
      </div>
      {tokens.length === 0 && (
        <p className="muted">
          This back office holds nothing yet. Create a hold token at the{' '}
          <Link to="/batch">batch desk</Link>, or add one made elsewhere below.
        </p>
      )}
      {held.isError && (
        <ErrorPanel
          title="What the tokens hold could not be read"
          error={held.error}
          onRetry={() => held.refetch()}
          retrying={held.isFetching}
        />
      )}
      {deadlines.map((one) => (
        <TokenCard
          key={one.token}
          token={one.token}
          deadline={one.deadline}
          now={now}
          held={held.data ? heldByToken(held.data, one.token) : undefined}
          onForget={() => forgetToken(one.token)}
        />
      ))}
      <AddTokenForm known={tokens.map((one) => one.token)} addToken={addToken} />
    </section>
  );
}

/** A token made elsewhere (the web shop, another desk): checked with the service, then listed. */
function AddTokenForm({ known, addToken }: { known: string[]; addToken: (t: string) => void }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const token = text.trim();
    if (!token) return setProblem('Type or paste a hold token first.');
    if (known.includes(token)) return setProblem(`Token ${token} is in the list already.`);
    setBusy(true);
    try {
      const found = await queryClient.fetchQuery({
        ...holdTokenQuery(client, token),
        staleTime: 0,
      });
      if (!found) setProblem(`There is no live hold token ${token} in this workspace.`);
      else {
        addToken(token);
        setText('');
        setProblem(null);
      }
    } catch (error) {
      setProblem(describeError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="holds-add" aria-label="Add a hold token" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-token`}>Add a hold token made elsewhere</label>
        <input
          id={`${id}-token`}
          className="mono"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Checking…' : 'Add'}
      </button>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
