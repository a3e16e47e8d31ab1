// The small forms behind the flows that need to read the service first: confirm what a token
// holds, release an order (moving a booking is in move-booking-form.tsx). Each fills the batch
// with rows; nothing is sent yet.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { ObjectInfoWire } from '../../../contract/status';
import { describeError } from '../../lib/errors';
import { useClient } from '../../lib/session-context';
import { deskQueries } from './api';
import { confirmRows, eventList, type RowFields, releaseOrderRows } from './flows';
import { TextField } from './text-field';

export interface FlowFormProps {
  defaultEvents: string;
  start: (rows: RowFields[]) => void;
}

/** Reads per event, turns the answers into rows; says so when nothing was found. */
export function useFlow(
  build: () => Promise<RowFields[]>,
  nothing: string,
  start: (rows: RowFields[]) => void,
) {
  const [empty, setEmpty] = useState(false);
  const run = useMutation({
    mutationFn: build,
    meta: { toast: false },
    onSuccess: (rows) => {
      setEmpty(rows.length === 0);
      if (rows.length > 0) start(rows);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run.mutate();
  };
  const problem = run.isError ? describeError(run.error) : empty ? { message: nothing } : undefined;
  return { submit, busy: run.isPending, problem };
}

export function FlowForm(props: {
  title: string;
  busy: boolean;
  submitLabel: string;
  problem?: { code?: string; message: string };
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form className="bd-flow-form" aria-label={props.title} onSubmit={props.onSubmit}>
      <div className="bd-flow-fields">{props.children}</div>
      <button type="submit" className="button button-primary" disabled={props.busy}>
        {props.busy ? 'Reading…' : props.submitLabel}
      </button>
      {props.problem && (
        <p className="field-error" role="alert">
          {props.problem.code && <code className="error-code">{props.problem.code}</code>}{' '}
          {props.problem.message}
        </p>
      )}
    </form>
  );
}

export function ConfirmHeldForm({
  defaultEvents,
  start,
  tokens,
}: FlowFormProps & { tokens: string[] }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [events, setEvents] = useState(defaultEvents);
  const [token, setToken] = useState(tokens[0] ?? '');
  const [orderId, setOrderId] = useState('');
  const flow = useFlow(
    async () => {
      const held = new Map<string, ObjectInfoWire[]>();
      for (const key of eventList(events)) {
        held.set(
          key,
          await queryClient.fetchQuery({ ...deskQueries.flatList(client, key), staleTime: 0 }),
        );
      }
      return confirmRows(held, token.trim(), orderId.trim());
    },
    `Nothing in ${events || 'these events'} is held with token ${token}.`,
    start,
  );
  return (
    <FlowForm
      title="Confirm held seats"
      busy={flow.busy}
      submitLabel="Find held objects"
      problem={flow.problem}
      onSubmit={flow.submit}
    >
      <TextField
        id={`${id}-events`}
        label="Events"
        value={events}
        hint="Comma-separated event keys."
        onChange={setEvents}
      />
      <TextField
        id={`${id}-token`}
        label="Hold token"
        value={token}
        list={`${id}-tokens`}
        mono
        onChange={setToken}
      />
      <datalist id={`${id}-tokens`}>
        {tokens.map((one) => (
          <option key={one} value={one} />
        ))}
      </datalist>
      <TextField id={`${id}-order`} label="Order id" value={orderId} onChange={setOrderId} />
    </FlowForm>
  );
}

export function ReleaseOrderForm({ defaultEvents, start }: FlowFormProps) {
  const client = useClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [events, setEvents] = useState(defaultEvents);
  const [orderId, setOrderId] = useState('');
  const flow = useFlow(
    async () => {
      const byEvent = new Map<string, ObjectInfoWire[]>();
      for (const key of eventList(events)) {
        const options = deskQueries.byOrderId(client, key, orderId.trim());
        byEvent.set(key, await queryClient.fetchQuery({ ...options, staleTime: 0 }));
      }
      return releaseOrderRows(byEvent);
    },
    `No object of ${events || 'these events'} carries order ${orderId}.`,
    start,
  );
  return (
    <FlowForm
      title="Release an order"
      busy={flow.busy}
      submitLabel="Find the order's objects"
      problem={flow.problem}
      onSubmit={flow.submit}
    >
      <TextField
        id={`${id}-events`}
        label="Events"
        value={events}
        hint="Comma-separated event keys."
        onChange={setEvents}
      />
      <TextField id={`${id}-order`} label="Order id" value={orderId} onChange={setOrderId} />
    </FlowForm>
  );
}
