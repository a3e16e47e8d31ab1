// Moving an order's seats in one event: the seats it has there are released and the new ones
// booked under the same order id, in one batch (lib/order-changes.ts moveOrderChanges, the batch
// desk's "Move a booking" rules). Either both happen or neither does.
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToasts } from '../../components/toasts';
import { expandRange } from '../../lib/label-ranges';
import { inOrder, moveOrderChanges } from '../../lib/order-changes';
import { refusalText } from '../../lib/refusal-text';
import { type EventObjects, useApplyChanges } from './api';
import { eventName, eventNamer } from './held-text';

/** `C-5, C-6 C-7..C-9` → labels, or a sentence saying what is wrong. */
export function parseSeats(text: string): string[] | string {
  const labels: string[] = [];
  for (const part of text.split(/[,\s]+/).filter(Boolean)) {
    if (!part.includes('..')) labels.push(part);
    else {
      const range = expandRange(part);
      if (typeof range === 'string') return range;
      labels.push(...range);
    }
  }
  if (labels.length === 0) return 'Name the new seats, e.g. C-5, C-6 or C-5..C-8.';
  const twice = labels.find((label, i) => labels.indexOf(label) !== i);
  return twice ? `${twice} is named twice.` : labels;
}

interface MoveFormProps {
  orderId: string;
  from: EventObjects;
  onDone: () => void;
}

export function MoveForm({ orderId, from, onDone }: MoveFormProps) {
  const id = useId();
  const [seats, setSeats] = useState('');
  const [toEvent, setToEvent] = useState(from.event.key);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<string[] | null>(null);
  const apply = useApplyChanges();
  const toasts = useToasts();
  const current = from.infos.filter(inOrder);
  const target = toEvent.trim() || from.event.key;
  const sameEvent = target === from.event.key;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const labels = parseSeats(seats);
    if (typeof labels === 'string') return setProblem(labels);
    setProblem(null);
    setAsking(labels);
  };
  const move = (labels: string[]) =>
    apply.mutate(
      moveOrderChanges({
        orderId,
        fromEvent: from.event.key,
        fromInfos: current,
        toEvent: target,
        toLabels: labels,
      }),
      {
        onSuccess: () => {
          toasts.push({
            kind: 'success',
            title: `Order ${orderId} moved to ${labels.join(', ')}.`,
          });
          onDone();
        },
        onSettled: () => setAsking(null),
      },
    );
  const refusal = apply.isError
    ? refusalText(apply.error, eventNamer(apply.variables, [from]))
    : undefined;

  return (
    <form
      className="holds-move"
      aria-label={`Move order ${orderId} in ${eventName(from)}`}
      onSubmit={submit}
    >
      <p className="field-hint">
        Releases {current.map((info) => info.label).join(', ')} and books the new seats under order{' '}
        {orderId}.
      </p>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-seats`}>New seats</label>
          <input
            id={`${id}-seats`}
            value={seats}
            placeholder="C-5, C-6"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setSeats(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-event`}>In event</label>
          <input id={`${id}-event`} value={toEvent} onChange={(e) => setToEvent(e.target.value)} />
        </div>
        <button type="submit" className="button button-primary" disabled={apply.isPending}>
          Move…
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {refusal && (
        <p className="field-error" role="alert" title={refusal.apiText}>
          Nothing was moved. {refusal.text}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={`Move order ${orderId}?`}
          confirmLabel="Move"
          busy={apply.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => move(asking)}
        >
          <p>
            Release {current.map((info) => info.label).join(', ')} in {eventName(from)} and book{' '}
            {asking.join(', ')}
            {sameEvent ? '' : ` in ${target}`} under order {orderId}. Both happen, or neither.
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
