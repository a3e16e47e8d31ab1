// Book, Hold and Release for the seats selected on the event's map, as the Event Manager of
// seats.io offers them: a button opens a one-line form (order id; customer name or hold token),
// Enter sends it, Escape closes it. The batch goes through the batch engine (src/app/batch), so a
// refusal changes nothing and a sale is the tab's last batch, undone here or at the batch desk.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { ObjectInfoWire } from '../../../contract/status';
import { useSubmitBatch } from '../../batch/last-batch';
import type { SubmittedBatch } from '../../batch/world';
import { useStaffTokens } from '../../lib/hold-tokens';
import { type Refusal, refusalText } from '../../lib/refusal-text';
import { useClient } from '../../lib/session-context';
import {
  allBookedText,
  SALE_VERBS,
  type SaleAction,
  type SaleRequest,
  saleChanges,
  saleDone,
} from './map-sale';

interface MapSaleFormProps {
  eventKey: string;
  labels: string[];
  /** The map's states, once loaded: who is held (with which token) or booked. */
  infos: ReadonlyMap<string, ObjectInfoWire> | undefined;
  /** Whether the selection holds a GA area, which is sold by places at the batch desk. */
  hasArea: boolean;
  onSold: (batch: SubmittedBatch, text: string) => void;
}

type HoldFor = 'customer' | 'token';
const LABELS: Record<SaleAction, string> = { book: 'Book', hold: 'Hold', release: 'Release' };

export function MapSaleForm({ eventKey, labels, infos, hasArea, onSold }: MapSaleFormProps) {
  const client = useClient();
  const submit = useSubmitBatch();
  const { addToken } = useStaffTokens();
  const [open, setOpen] = useState<SaleAction | null>(null);
  const [orderId, setOrderId] = useState('');
  const [holdFor, setHoldFor] = useState<HoldFor>('customer');
  const [holdToken, setHoldToken] = useState('');
  const [creating, setCreating] = useState(false);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const id = useId();
  const busy = submit.isPending || creating;
  const formRef = useRef<HTMLFormElement>(null);

  // The form opens on the clerk's click or key press: its first field (or its button) takes the
  // focus, so the clerk types the order id and presses Enter.
  useEffect(() => {
    if (open)
      formRef.current
        ?.querySelector<HTMLElement>('input[type="text"], input:not([type]), button')
        ?.focus();
  }, [open]);
  // A refusal is what the clerk must read next: brought into view where the page is short.
  const refusedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refused) refusedRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refused]);

  const choose = (action: SaleAction) => {
    setRefused(null);
    setOpen((now) => (now === action ? null : action));
  };
  const close = () => {
    setOpen(null);
    setRefused(null);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!open || busy) return;
    setRefused(null);
    const byToken = open === 'hold' ? holdFor === 'token' : holdToken.trim() !== '';
    let token = byToken ? holdToken.trim() : undefined;
    if (open === 'hold' && !token) {
      // A new token for the customer: the holds view lists it and warns before it expires.
      setCreating(true);
      try {
        token = (await client.holdTokens.create()).holdToken;
      } catch (error) {
        setRefused(refusalText(error));
        return;
      } finally {
        setCreating(false);
      }
    }
    const request: SaleRequest = {
      action: open,
      eventKey,
      labels,
      holdToken: token,
      orderId: open === 'hold' && holdFor === 'token' ? undefined : orderId,
    };
    const changes = saleChanges(request, infos ?? new Map());
    submit.mutate(changes, {
      onSuccess: (batch) => {
        if (open === 'hold' && token && !byToken) addToken(token);
        setOpen(null);
        setOrderId('');
        onSold(batch, saleDone(request));
      },
      onError: (error) => setRefused(refusalText(error)),
    });
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  if (hasArea) {
    return (
      <span className="notice-inline">
        The selection holds a standing area: sell its places at the batch desk.
      </span>
    );
  }
  const count = labels.length;
  const what = count === 1 ? 'seat' : `${count} seats`;
  // Every seat booked: Book and Hold could only be refused, so they step back and say why, and
  // Release, the one thing left to do, is the main action.
  const allBooked = allBookedText(labels, infos);
  const main: SaleAction = allBooked ? 'release' : 'book';
  const unavailable = (action: SaleAction) => allBooked !== undefined && action !== 'release';
  const shown = open && !unavailable(open) ? open : null;
  return (
    <>
      <fieldset className="sale-buttons" aria-label="Sell the selection" disabled={busy}>
        {(['book', 'hold', 'release'] as const).map((action) => (
          <button
            key={action}
            type="button"
            className={`button${action === main ? ' button-primary' : ''}`}
            aria-expanded={shown === action}
            aria-controls={`${id}-form`}
            disabled={unavailable(action)}
            aria-describedby={unavailable(action) ? `${id}-unavailable` : undefined}
            onClick={() => choose(action)}
          >
            {LABELS[action]}…
          </button>
        ))}
      </fieldset>
      {allBooked && (
        <span id={`${id}-unavailable`} className="notice-inline sale-unavailable">
          {allBooked}
        </span>
      )}
      {shown && (
        <form
          id={`${id}-form`}
          ref={formRef}
          className="sale-form"
          aria-label={`${LABELS[shown]} the selected seats`}
          onSubmit={send}
          onKeyDown={closeOnEscape}
        >
          {shown === 'hold' && (
            <fieldset className="sale-hold-for">
              <legend className="visually-hidden">Hold for</legend>
              <label>
                <input
                  type="radio"
                  name={`${id}-for`}
                  checked={holdFor === 'customer'}
                  onChange={() => setHoldFor('customer')}
                />{' '}
                For a customer
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-for`}
                  checked={holdFor === 'token'}
                  onChange={() => setHoldFor('token')}
                />{' '}
                With a hold token
              </label>
            </fieldset>
          )}
          {(shown === 'book' || (shown === 'hold' && holdFor === 'customer')) && (
            <label className="sale-field">
              {shown === 'book' ? 'Order id' : 'Customer name'}{' '}
              <input
                value={orderId}
                onChange={(e) => setOrderId(e.target.value)}
                placeholder="optional"
                title={shown === 'hold' ? 'Kept as the hold’s order id' : undefined}
              />
            </label>
          )}
          {(shown === 'book' || (shown === 'hold' && holdFor === 'token')) && (
            <label className="sale-field">
              Hold token{' '}
              <input
                value={holdToken}
                onChange={(e) => setHoldToken(e.target.value)}
                required={shown === 'hold'}
                placeholder={shown === 'book' ? 'if the seats are held' : undefined}
              />
            </label>
          )}
          {shown === 'release' && (
            <span className="muted">
              Held seats leave their hold; booked seats lose their booking.
            </span>
          )}
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Sending…' : `${LABELS[shown]} ${what}`}
          </button>
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
          {refused && (
            <p
              ref={refusedRef}
              role="alert"
              className="sale-refused field-error"
              title={refused.apiText}
            >
              {refused.text} Nothing was {SALE_VERBS[shown]}.
            </p>
          )}
        </form>
      )}
    </>
  );
}
