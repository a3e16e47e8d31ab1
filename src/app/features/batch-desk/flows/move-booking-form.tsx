// "Move a booking": the old objects (their hold tokens, order id and channels are read from the
// service) are released and the new ones booked or held, in one batch (flows.ts moveRows, built
// by lib/order-changes.ts like the holds view's Move). The new objects are read too: a move that
// changes category makes no rows until staff accept the change (lib/category-change.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SeatdeskClient } from '../../../../client';
import { readInfos } from '../../../batch/api';
import { loadEvent } from '../../../batch/world';
import { CategoryConsent } from '../../../components/category-consent';
import { FormField } from '../../../components/form-field';
import {
  type CategoryMove,
  categoryChanges,
  moveMayGo,
  notAcceptedText,
  sameMoves,
} from '../../../lib/category-change';
import { parseObjectInput } from '../../../lib/object-input';
import { useClient } from '../../../lib/session-context';
import { TextField } from '../rows/text-field';
import { FlowForm, type FlowFormProps, TokenField, useFlow } from './flow-forms';
import { eventList, moveRows } from './flows';

type QueryClient = ReturnType<typeof useQueryClient>;

/** The infos of the objects `text` names that are on the event's chart (others: the preview's). */
async function infosOn(
  queryClient: QueryClient,
  client: SeatdeskClient,
  eventKey: string,
  text: string,
) {
  const loaded = await loadEvent(queryClient, client, eventKey);
  const labels = parseObjectInput(text).labels.filter((label) => loaded?.chart.byLabel.has(label));
  return labels.length > 0 ? Object.values(await readInfos(client, eventKey, labels)) : [];
}

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
  // The changes of category last shown, and those staff accepted (null: none).
  const [shown, setShown] = useState<CategoryMove[]>([]);
  const [accepted, setAccepted] = useState<CategoryMove[] | null>(null);
  const flow = useFlow(
    async () => {
      const fromInfos = await infosOn(queryClient, client, fromEvent.trim(), fromObjects);
      const toInfos = await infosOn(
        queryClient,
        client,
        toEvent.trim() || fromEvent.trim(),
        toObjects,
      );
      const moves = categoryChanges(fromInfos, toInfos);
      setShown(moves);
      if (!moveMayGo(moves, accepted)) {
        if (!sameMoves(moves, accepted)) setAccepted(null);
        throw new Error(notAcceptedText(moves, 'No rows were made'));
      }
      return moveRows({
        fromEvent: fromEvent.trim(),
        fromObjects,
        fromInfos,
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
      <FormField label="New objects are" id={`${id}-as`}>
        {(control) => (
          <select
            {...control}
            value={action}
            onChange={(e) => setAction(e.target.value as 'book' | 'hold')}
          >
            <option value="book">Booked</option>
            <option value="hold">Held</option>
          </select>
        )}
      </FormField>
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
      <CategoryConsent
        moves={shown}
        accepted={sameMoves(accepted, shown)}
        onAcceptedChange={(yes) => setAccepted(yes ? shown : null)}
      />
    </FlowForm>
  );
}
