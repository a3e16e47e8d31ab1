// Moving an order's seats in one event: the seats it has there are released and the new ones
// booked under the same order id, in one batch (lib/order-changes.ts moveOrderChanges, the batch
// desk's "Move a booking" rules). Either both happen or neither does. The new seats are read
// first: a move that changes category says so and goes only once staff accept it
// (lib/category-change.ts).
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { ObjectRef } from '../../../contract/status';
import { CategoryConsent } from '../../components/category-consent';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { useToasts } from '../../components/toasts';
import {
  type CategoryMove,
  categoryChanges,
  moveMayGo,
  notAcceptedText,
} from '../../lib/category-change';
import { readInfos } from '../../lib/object-infos';
import { formatObjects, parseObjectInput } from '../../lib/object-input';
import { inOrder, moveOrderChanges } from '../../lib/order-changes';
import { refusalText } from '../../lib/refusal-text';
import { useClient } from '../../lib/session-context';
import { type EventObjects, useApplyChanges } from './api';
import { eventName, eventNamer } from './held-text';

/** What the form says when nothing was typed: the shapes staff can type (lib/object-input.ts). */
const NAME_THE_SEATS = 'Name the new seats, e.g. C-5, C-6, a range C-5..C-8 or Section A-A-1.';

/** The move staff are asked to confirm: the new seats, and the categories they change. */
interface Asking {
  to: ObjectRef[];
  moves: CategoryMove[];
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
  const [asking, setAsking] = useState<Asking | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [notAccepted, setNotAccepted] = useState(false);
  const client = useClient();
  const apply = useApplyChanges();
  const toasts = useToasts();
  const current = from.infos.filter(inOrder);
  const target = toEvent.trim() || from.event.key;
  const sameEvent = target === from.event.key;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The text stays as typed whatever is wrong with it: staff fix the entry the sentence names.
    const { refs, errors } = parseObjectInput(seats);
    if (errors.length > 0) return setProblem(errors.join(' '));
    if (refs.length === 0) return setProblem(NAME_THE_SEATS);
    setProblem(null);
    apply.reset();
    read.mutate({ refs, labels: parseObjectInput(seats).labels });
  };
  // The new seats as they are in the target event: their categories (and an unknown seat or
  // event is refused here, before anything is asked).
  const read = useMutation({
    mutationFn: async ({ refs, labels }: { refs: ObjectRef[]; labels: string[] }) => {
      const infos = await readInfos(client, target, labels);
      return { to: refs, moves: categoryChanges(current, Object.values(infos)) };
    },
    meta: { toast: false },
    onSuccess: (next) => {
      setAccepted(false);
      setNotAccepted(false);
      setAsking(next);
    },
  });
  const confirm = ({ to, moves }: Asking) => {
    if (!moveMayGo(moves, accepted ? moves : null)) return setNotAccepted(true);
    move(to);
  };
  const move = (to: ObjectRef[]) =>
    apply.mutate(
      moveOrderChanges({
        orderId,
        fromEvent: from.event.key,
        fromInfos: current,
        toEvent: target,
        to,
      }),
      {
        onSuccess: () => {
          toasts.push({
            kind: 'success',
            title: `Order ${orderId} moved to ${formatObjects(to)}.`,
          });
          onDone();
        },
        onSettled: () => setAsking(null),
      },
    );
  const refusal = apply.isError
    ? refusalText(apply.error, eventNamer(apply.variables, [from]))
    : read.isError
      ? refusalText(read.error)
      : undefined;

  return (
    <form
      className="holds-move"
      aria-label={`Move order ${orderId} in ${eventName(from)}`}
      onSubmit={submit}
    >
      <p className="field-hint">
        Releases {current.map((info) => info.label).join(', ')} and books the new seats under order{' '}
        {orderId}. Separate the new seats with commas: a label may hold spaces (Section A-A-1).
      </p>
      <div className="form-row">
        <FormField
          label="New seats"
          describedBy={problem ? `${id}-problem` : undefined}
          invalid={!!problem}
        >
          {(control) => (
            <input
              {...control}
              value={seats}
              placeholder="C-5, C-6"
              onChange={(e) => setSeats(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="In event">
          {(control) => (
            <input {...control} value={toEvent} onChange={(e) => setToEvent(e.target.value)} />
          )}
        </FormField>
        <button
          type="submit"
          className="button button-primary"
          disabled={apply.isPending || read.isPending}
        >
          {read.isPending ? 'Reading…' : 'Move…'}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
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
          onConfirm={() => confirm(asking)}
        >
          <p>
            Release {current.map((info) => info.label).join(', ')} in {eventName(from)} and book{' '}
            {formatObjects(asking.to)}
            {sameEvent ? '' : ` in ${target}`} under order {orderId}. Both happen, or neither.
          </p>
          <CategoryConsent
            moves={asking.moves}
            accepted={accepted}
            onAcceptedChange={(yes) => {
              setAccepted(yes);
              if (yes) setNotAccepted(false);
            }}
            refusal={notAccepted ? notAcceptedText(asking.moves) : undefined}
          />
        </ConfirmDialog>
      )}
    </form>
  );
}
