// The small forms behind the flows that need to read the service first: confirm what a token
// holds (in every event), release an order (moving a booking is in move-booking-form.tsx). Each fills the batch
// with rows; nothing is sent yet.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { deskQueries } from '../../../batch/api';
import { describeError } from '../../../lib/errors';
import { heldByToken, heldObjectsQuery } from '../../../lib/held-objects';
import { useClient } from '../../../lib/session-context';
import { TextField } from '../rows/text-field';
import { confirmRows, eventList, type RowFields, releaseOrderRows } from './flows';

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
  submitLabel: string;
  flow: ReturnType<typeof useFlow>;
  children: ReactNode;
}) {
  const { busy, problem, submit } = props.flow;
  return (
    <form className="bd-flow-form" aria-label={props.title} onSubmit={submit}>
      <div className="bd-flow-fields">{props.children}</div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Reading…' : props.submitLabel}
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {problem.code && <code className="error-code">{problem.code}</code>} {problem.message}
        </p>
      )}
    </form>
  );
}

/** One read per event of a comma-separated list, in order, fresh from the service. */
async function perEvent<T>(events: string, read: (eventKey: string) => Promise<T>) {
  const byEvent = new Map<string, T>();
  for (const key of eventList(events)) byEvent.set(key, await read(key));
  return byEvent;
}

interface FieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

function EventsField(props: FieldProps) {
  return <TextField {...props} label="Events" hint="Comma-separated event keys." />;
}

/** A hold token, typed or picked from the tokens this desk made. */
export function TokenField({ tokens, ...props }: FieldProps & { tokens: string[] }) {
  return (
    <>
      <TextField {...props} label="Hold token" list={`${props.id}-list`} mono />
      <datalist id={`${props.id}-list`}>
        {tokens.map((one) => (
          <option key={one} value={one} />
        ))}
      </datalist>
    </>
  );
}

/**
 * What the token holds in every event, not only in the events the rows name: a hold made for one
 * customer across several performances is confirmed whole (the service cannot be asked for one
 * token's holds, so every event's held objects are read, as the holds view does).
 */
export function ConfirmHeldForm({
  start,
  tokens,
}: Omit<FlowFormProps, 'defaultEvents'> & { tokens: string[] }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [token, setToken] = useState(tokens[0] ?? '');
  const [orderId, setOrderId] = useState('');
  const flow = useFlow(
    async () => {
      const all = await queryClient.fetchQuery({ ...heldObjectsQuery(client), staleTime: 0 });
      const held = heldByToken(all, token.trim());
      // By event key: a run of dated performances comes in date order.
      const keys = held.map((one) => one.event.key).sort();
      const byEvent = new Map(
        keys.map((key) => [key, held.find((one) => one.event.key === key)?.infos ?? []]),
      );
      return confirmRows(byEvent, token.trim(), orderId.trim());
    },
    `Token ${token} holds nothing in any event.`,
    start,
  );
  return (
    <FlowForm title="Confirm held seats" submitLabel="Find held objects" flow={flow}>
      <TokenField id={`${id}-token`} value={token} tokens={tokens} onChange={setToken} />
      <TextField id={`${id}-order`} label="Order id" value={orderId} onChange={setOrderId} />
      <p className="field-hint bd-flow-note">Looks in every event for what the token holds.</p>
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
      const byEvent = await perEvent(events, (key) =>
        queryClient.fetchQuery({
          ...deskQueries.byOrderId(client, key, orderId.trim()),
          staleTime: 0,
        }),
      );
      return releaseOrderRows(byEvent);
    },
    `No object of ${events || 'these events'} carries order ${orderId}.`,
    start,
  );
  return (
    <FlowForm title="Release an order" submitLabel="Find the order's objects" flow={flow}>
      <EventsField id={`${id}-events`} value={events} onChange={setEvents} />
      <TextField id={`${id}-order`} label="Order id" value={orderId} onChange={setOrderId} />
    </FlowForm>
  );
}
