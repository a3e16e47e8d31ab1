// The box office's hold tokens (the service's list, or what this browser remembers against a
// seats.io region: lib/box-office-tokens.ts), each with who made it and what it holds. One
// read of every event's held objects serves all the tokens, and it is made only while one of them
// may still hold something: once every staff token has expired (its holds are free again), the
// view stops reading every event every half minute. The service has no way to ask for one
// token's holds, so the tokens narrow nothing further: the held objects are filtered here.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { FormField } from '../../components/form-field';
import { boxOfficeKey } from '../../lib/box-office-query';
import { useBoxOfficeTokens } from '../../lib/box-office-tokens';
import { describeError } from '../../lib/errors';
import { HELD_REFRESH_MS, heldByToken } from '../../lib/held-objects';
import { useLiveHeldObjects } from '../../lib/held-objects-live';
import {
  holdTokenQuery,
  isExpired,
  useNow,
  useStaffTokens,
  useTokenDeadlines,
} from '../../lib/hold-tokens';
import { useClient } from '../../lib/session-context';
import { LiveStatus } from '../../seat-map';
import { holdsQueries } from './api';
import { CustomerFilter, matchesCustomer, NoCustomerFound } from './customer-filter';
import { customerNames } from './held-text';
import { TokenCard } from './token-card';

export function TokensSection() {
  const client = useClient();
  const queryClient = useQueryClient();
  const { addToken, forgetToken } = useStaffTokens();
  // The service's list of the box office's tokens (docs/holds.md), and what this browser made.
  const { tokens, kept } = useBoxOfficeTokens();
  const deadlines = useTokenDeadlines(tokens);
  const now = useNow();
  // A token whose expiry is still being read counts as live: the first read does not wait for it.
  const anyLive = deadlines.some((one) => !isExpired(one.deadline, now));
  const held = useQuery({ ...holdsQueries.held(client), enabled: anyLive });
  const mode = useLiveHeldObjects(client, anyLive ? held.data : []);
  const [find, setFind] = useState('');
  const heldWith = (token: string) => (held.data ? heldByToken(held.data, token) : undefined);
  const shown = deadlines.filter((one) =>
    matchesCustomer(find, one.token, customerNames(heldWith(one.token))),
  );
  return (
    <section className="holds-section" aria-labelledby="holds-tokens-title">
      <div className="holds-section-head">
        <h2 id="holds-tokens-title">Hold tokens</h2>
        <div className="holds-head-actions">
          {anyLive && (
            <LiveStatus
              mode={mode}
              everyMs={HELD_REFRESH_MS}
              liveTitle={`A hold, release or booking of a seat listed here shows within a second; holds in other events show within ${HELD_REFRESH_MS / 1000} s.`}
            />
          )}
          <button
            type="button"
            className="button button-small"
            disabled={held.isFetching || !anyLive}
            onClick={() => {
              void held.refetch();
              void queryClient.invalidateQueries({ queryKey: boxOfficeKey() });
            }}
          >
            {held.isFetching ? 'Looking…' : 'Refresh'}
          </button>
        </div>
      </div>
      {kept === false && (
        <p className="notice notice-info" role="note">
          This service does not keep the box office's hold tokens (a seats.io region does not), so
          this list is what this browser remembers: it is gone after you sign out or close the
          browser, and other browsers do not see it.
        </p>
      )}
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
      {tokens.length > 0 && <CustomerFilter text={find} onChange={setFind} />}
      {deadlines.length > 0 && shown.length === 0 && <NoCustomerFound text={find} />}
      {shown.map((one) => (
        <TokenCard
          key={one.token}
          token={one.token}
          deadline={one.deadline}
          now={now}
          madeBy={one.madeBy}
          held={heldWith(one.token)}
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
      <FormField
        label="Add a hold token made elsewhere"
        describedBy={problem ? `${id}-problem` : undefined}
        invalid={!!problem}
      >
        {(control) => (
          <input
            {...control}
            className="mono"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FormField>
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
