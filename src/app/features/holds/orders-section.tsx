// Orders: every object of an order id, found in every event (each event's byOrderId report), with
// "Release the order" (all of it, every event, one batch) and "Move…" per event (release these
// seats, book others under the same order id). The order id searched lives in the URL (?order=).
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ObjectInfoWire } from '../../../contract/status';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { PageData } from '../../components/page-data';
import { useToasts } from '../../components/toasts';
import { inOrder, releaseOrderChanges } from '../../lib/order-changes';
import { refusalText } from '../../lib/refusal-text';
import { useClient } from '../../lib/session-context';
import { statusName } from '../../lib/status-names';
import { type EventObjects, holdsQueries, useApplyChanges } from './api';
import { eventName, eventNamer, infosByEvent } from './held-text';
import { MoveForm } from './move-form';
import { NothingChanged } from './nothing-changed';

export function OrdersSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order')?.trim() ?? '';
  const [text, setText] = useState(orderId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams(params);
    if (text.trim()) next.set('order', text.trim());
    else next.delete('order');
    setParams(next);
  };
  return (
    <section className="holds-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Orders</h2>
      <form className="search-form" aria-label="Find an order" onSubmit={submit}>
        <FormField label="Order id" inline>
          {(control) => (
            <input {...control} value={text} onChange={(e) => setText(e.target.value)} />
          )}
        </FormField>
        <button type="submit" className="button button-primary">
          Find in every event
        </button>
      </form>
      {orderId && <OrderResult key={orderId} orderId={orderId} />}
    </section>
  );
}

function OrderResult({ orderId }: { orderId: string }) {
  const client = useClient();
  const query = useQuery(holdsQueries.order(client, orderId));
  return (
    <PageData
      query={query}
      what="the order in every event"
      failed={`Order ${orderId} could not be read`}
    >
      {(found) =>
        found.length === 0 ? (
          <p className="empty">No seat in any event carries order {orderId}.</p>
        ) : (
          <OrderObjects orderId={orderId} found={found} />
        )
      }
    </PageData>
  );
}

function OrderObjects({ orderId, found }: { orderId: string; found: EventObjects[] }) {
  const [releasing, setReleasing] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);
  const apply = useApplyChanges();
  const toasts = useToasts();
  const active = found.filter((one) => one.infos.some(inOrder));
  const refusal = apply.isError
    ? refusalText(apply.error, eventNamer(apply.variables, found))
    : undefined;
  const release = () =>
    apply.mutate(releaseOrderChanges(infosByEvent(active)), {
      onSuccess: () => toasts.push({ kind: 'success', title: `Order ${orderId} released.` }),
      onSettled: () => setReleasing(false),
    });

  return (
    <div className="holds-order">
      <div className="holds-section-head">
        <p>
          Order <strong>{orderId}</strong> in {found.length}{' '}
          {found.length === 1 ? 'event' : 'events'}.
        </p>
        <button
          type="button"
          className="button button-small"
          disabled={active.length === 0 || apply.isPending}
          onClick={() => setReleasing(true)}
        >
          Release the order…
        </button>
      </div>
      <NothingChanged refusal={refusal} />
      {found.map((one) => (
        <div key={one.event.key} className="card holds-order-event">
          <div className="holds-section-head">
            <h3>
              <Link to={`/events/${encodeURIComponent(one.event.key)}`}>{eventName(one)}</Link>
            </h3>
            <button
              type="button"
              className="button button-small"
              disabled={!one.infos.some(inOrder)}
              aria-expanded={moving === one.event.key}
              onClick={() => setMoving(moving === one.event.key ? null : one.event.key)}
            >
              Move…
            </button>
          </div>
          <OrderTable infos={one.infos} event={eventName(one)} />
          {moving === one.event.key && (
            <MoveForm orderId={orderId} from={one} onDone={() => setMoving(null)} />
          )}
        </div>
      ))}
      {releasing && (
        <ConfirmDialog
          title={`Release order ${orderId}?`}
          confirmLabel="Release the order"
          danger
          busy={apply.isPending}
          onCancel={() => setReleasing(false)}
          onConfirm={release}
        >
          <p>
            Every seat of the order becomes free again, in{' '}
            {active.map((one) => eventName(one)).join(', ')}.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Staff words for where an object stands; the API's status in the tooltip. */
function standing(info: ObjectInfoWire): string {
  if (info.objectType === 'generalAdmission') {
    const booked = info.numBooked ?? 0;
    return booked > 0 ? `${booked} ${booked === 1 ? 'place' : 'places'} booked` : 'Free';
  }
  if (info.status === 'free' && info.forSale === false) return 'Not for sale';
  return statusName(info.status);
}

function OrderTable({ infos, event }: { infos: ObjectInfoWire[]; event: string }) {
  return (
    <div className="table-wrap">
      <table className="data" aria-label={`Order in ${event}`}>
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Status</th>
            <th scope="col">Category</th>
          </tr>
        </thead>
        <tbody>
          {infos.map((info) => (
            <tr key={info.label}>
              <td>{info.label}</td>
              <td title={`status: ${info.status}`}>{standing(info)}</td>
              <td>{info.categoryLabel ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
