// One hold token of this back office: how long it has left, what it holds in every event, and the
// one-click actions: extend, confirm all (book everything it holds, in every event, as one batch),
// release all.
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { useToasts } from '../../components/toasts';
import { ExtendTokenButton, TokenCountdown } from '../../components/token-countdown';
import { isExpired } from '../../lib/hold-tokens';
import { confirmTokenChanges, releaseTokenChanges } from '../../lib/order-changes';
import { refusalText } from '../../lib/refusal-text';
import { type EventObjects, useApplyChanges } from './api';
import {
  countText,
  customerNames,
  eventName,
  eventNamer,
  heldLabel,
  infosByEvent,
  seatsHeld,
} from './held-text';
import { NothingChanged } from './nothing-changed';

interface TokenCardProps {
  token: string;
  deadline: number | null | undefined;
  now: number;
  /** The staff name the service lists it with (null: none given; undefined: not listed). */
  madeBy?: string | null;
  /** What the token holds, per event; undefined while the events are read. */
  held: EventObjects[] | undefined;
  onForget: () => void;
}

export function TokenCard({ token, deadline, now, madeBy, held, onForget }: TokenCardProps) {
  const titleId = useId();
  const customerId = useId();
  const [asking, setAsking] = useState<'confirm' | 'release' | null>(null);
  // What Confirm all / Release all did, kept on the card: the held seats (and with them the
  // customer's name) are gone once it worked, and the clerk still needs to see it was done.
  const [done, setDone] = useState<{ text: string; customers: string[] } | null>(null);
  const apply = useApplyChanges();
  const toasts = useToasts();
  const expired = isExpired(deadline, now);
  const holdsSomething = !expired && held !== undefined && held.length > 0;
  const what = held ? countText(held, token) : '';
  // What a clerk looks for when the customer calls back: the name given with "For a customer".
  const named = expired ? [] : customerNames(held);
  const finished = done !== null && !holdsSomething;
  const customers = finished && named.length === 0 ? done.customers : named;

  const run = (kind: 'confirm' | 'release', orderId: string) => {
    if (!held) return;
    const byEvent = infosByEvent(held);
    const changes =
      kind === 'confirm'
        ? confirmTokenChanges(byEvent, token, orderId)
        : releaseTokenChanges(byEvent, token);
    apply.mutate(changes, {
      onSuccess: () => {
        setAsking(null);
        const verb = kind === 'confirm' ? 'Booked' : 'Released';
        const order = kind === 'confirm' && orderId ? ` under order ${orderId}` : '';
        const text = `${verb} ${what}${order}.`;
        setDone({ text, customers: named });
        toasts.push({ kind: 'success', title: text });
      },
      onError: () => setAsking(null),
    });
  };
  const refusal = apply.isError
    ? refusalText(apply.error, eventNamer(apply.variables, held ?? []))
    : undefined;

  return (
    <section
      className="card holds-token"
      aria-labelledby={customers.length > 0 ? `${customerId} ${titleId}` : titleId}
    >
      {customers.length > 0 && (
        <p id={customerId} className="holds-customer">
          For <strong>{customers.join(', ')}</strong>
        </p>
      )}
      <div className="holds-token-head">
        <h3 id={titleId}>
          Token <code title={token}>{token}</code>
        </h3>
        <TokenCountdown token={token} deadline={deadline} now={now} />
        {madeBy !== undefined && <span className="muted">{madeByText(madeBy)}</span>}
        {holdsSomething && <span className="muted">holds {what}</span>}
        <span className="holds-spacer" />
        {!expired && !finished && <ExtendTokenButton token={token} deadline={deadline} />}
        <button
          type="button"
          className="button button-small button-primary"
          disabled={!holdsSomething || apply.isPending}
          onClick={() => setAsking('confirm')}
          aria-label={`Confirm all held with token ${token}`}
        >
          Confirm all…
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={!holdsSomething || apply.isPending}
          onClick={() => setAsking('release')}
          aria-label={`Release all held with token ${token}`}
        >
          Release all…
        </button>
        <button
          type="button"
          className={`button button-small ${finished ? 'button-primary' : 'button-quiet'}`}
          title="Removes the token from the box office's list; what it holds stays held until it expires."
          aria-label={`Forget token ${token}`}
          onClick={onForget}
        >
          Forget
        </button>
      </div>
      <NothingChanged refusal={refusal} />
      {finished ? (
        <p className="holds-done" role="status">
          {done.text} Nothing is held with this token any more: forget it when you are done.
        </p>
      ) : (
        <HeldList token={token} held={held} expired={expired} />
      )}
      {asking === 'confirm' && held && (
        <ConfirmAllDialog
          what={what}
          list={<HeldSummary token={token} held={held} />}
          busy={apply.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(orderId) => run('confirm', orderId)}
        />
      )}
      {asking === 'release' && (
        <ConfirmDialog
          title={`Release ${what}?`}
          confirmLabel="Release all"
          danger
          busy={apply.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => run('release', '')}
        >
          <p>Everything held with this token becomes free again, in every event:</p>
          {held && <HeldSummary token={token} held={held} />}
        </ConfirmDialog>
      )}
    </section>
  );
}

function HeldList({
  token,
  held,
  expired,
}: {
  token: string;
  held: EventObjects[] | undefined;
  expired: boolean;
}) {
  if (expired) return <p className="muted">Expired: everything it held is free again.</p>;
  if (held === undefined) return <p className="muted">Looking in every event…</p>;
  if (held.length === 0) return <p className="muted">Holds nothing right now.</p>;
  return (
    <div className="table-wrap">
      <table className="data" aria-label={`Held with token ${token}`}>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Held</th>
            <th scope="col" className="num">
              Seats
            </th>
          </tr>
        </thead>
        <tbody>
          {held.map((one) => (
            <tr key={one.event.key}>
              <td>
                <Link to={`/events/${encodeURIComponent(one.event.key)}`}>{eventName(one)}</Link>
              </td>
              <td>{one.infos.map((info) => heldLabel(info, token)).join(', ')}</td>
              <td className="num">{seatsHeld([one], token)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the token holds, one line per event, for the confirmation questions. */
function HeldSummary({ token, held }: { token: string; held: EventObjects[] }) {
  return (
    <ul className="holds-summary">
      {held.map((one) => (
        <li key={one.event.key}>
          <strong>{eventName(one)}</strong>:{' '}
          {one.infos.map((info) => heldLabel(info, token)).join(', ')}
        </li>
      ))}
    </ul>
  );
}

function ConfirmAllDialog(props: {
  what: string;
  list: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (orderId: string) => void;
}) {
  const [orderId, setOrderId] = useState('');
  return (
    <ConfirmDialog
      title={`Book ${props.what}?`}
      confirmLabel="Book all"
      busy={props.busy}
      onCancel={props.onCancel}
      onConfirm={() => props.onConfirm(orderId.trim())}
    >
      <p>Everything held with this token is booked, in every event at once, or nothing is:</p>
      {props.list}
      <FormField
        label="Order id"
        hint="Optional. Left empty, each seat keeps the customer or order it was held for."
      >
        {(control) => (
          <input {...control} value={orderId} onChange={(e) => setOrderId(e.target.value)} />
        )}
      </FormField>
    </ConfirmDialog>
  );
}

const madeByText = (madeBy: string | null) => (madeBy ? `made by ${madeBy}` : 'maker not named');
