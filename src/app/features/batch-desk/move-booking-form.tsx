// "Move a booking": the old objects (their hold tokens, order id and channels are read from the
// service) are released and the new ones booked or held, in one batch (flows.ts moveRows, built
// by lib/order-changes.ts like the holds view's Move).
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { readInfos } from '../../batch/api';
import { loadEvent } from '../../batch/world';
import { parseObjectInput } from '../../lib/object-input';
import { useClient } from '../../lib/session-context';
import { FlowForm, type FlowFormProps, TokenField, useFlow } from './flow-forms';
import { eventList, moveRows } from './flows';
import { TextField } from './text-field';

export function MoveBookingForm({
  defaultEvents,
  start,
  tokens,
}: FlowFormProps & { tokens: string[] }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const id = useId();
  const first = eventList(defaultEvents)[0] ?? '';
  const [fromEvent, setFromEvent] = useState(first);
  const [fromObjects, setFromObjects] = useState('');
  const [toEvent, setToEvent] = useState(first);
  const [toObjects, setToObjects] = useState('');
  const [action, setAction] = useState<'book' | 'hold'>('book');
  const [holdToken, setHoldToken] = useState('');
  const [orderId, setOrderId] = useState('');
  const flow = useFlow(
    async () => {
      const loaded = await loadEvent(queryClient, client, fromEvent.trim());
      const labels = parseObjectInput(fromObjects).labels.filter((label) =>
        loaded?.chart.byLabel.has(label),
      );
      const infos =
        loaded && labels.length > 0 ? await readInfos(client, fromEvent.trim(), labels) : {};
      return moveRows({
        fromEvent: fromEvent.trim(),
        fromObjects,
        fromInfos: Object.values(infos),
        toEvent: toEvent.trim(),
        toObjects,
        action,
        // Only while its field is shown: a token typed and then hidden by choosing Booked would
        // otherwise be sent unseen (and refused once it has expired).
        holdToken: action === 'hold' ? holdToken : '',
        orderId: orderId.trim(),
      });
    },
    '',
    start,
  );
  return (
    <FlowForm title="Move a booking" submitLabel="Make the rows" flow={flow}>
      <TextField
        id={`${id}-from-event`}
        label="From event"
        value={fromEvent}
        onChange={setFromEvent}
      />
      <TextField
        id={`${id}-from`}
        label="Objects now"
        value={fromObjects}
        placeholder="A-1, A-2"
        onChange={setFromObjects}
      />
      <TextField id={`${id}-to-event`} label="To event" value={toEvent} onChange={setToEvent} />
      <TextField
        id={`${id}-to`}
        label="New objects"
        value={toObjects}
        placeholder="C-5, C-6"
        onChange={setToObjects}
      />
      <div className="field">
        <label htmlFor={`${id}-as`}>New objects are</label>
        <select
          id={`${id}-as`}
          value={action}
          onChange={(e) => setAction(e.target.value as 'book' | 'hold')}
        >
          <option value="book">Booked</option>
          <option value="hold">Held</option>
        </select>
      </div>
      {action === 'hold' && (
        <TokenField id={`${id}-token`} value={holdToken} tokens={tokens} onChange={setHoldToken} />
      )}
      <TextField
        id={`${id}-order`}
        label="Order id"
        value={orderId}
        hint="Empty: keep the order id of the objects now."
        onChange={setOrderId}
      />
    </FlowForm>
  );
}
