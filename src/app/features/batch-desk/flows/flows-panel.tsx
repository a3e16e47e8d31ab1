// The one-click starting points of the desk's daily work. Each fills the batch with rows to check
// and submit; nothing reaches the service before Submit (except a new hold token).
import { useState } from 'react';
import { useCreateHoldToken } from '../mutations';
import { ConfirmHeldForm, ReleaseOrderForm } from './flow-forms';
import { eventList, holdRows, type RowFields } from './flows';
import { MoveBookingForm } from './move-booking-form';

type FlowName = 'confirm' | 'release' | 'move';

interface FlowsPanelProps {
  /** Comma-separated events the rows (or the link that opened the desk) name. */
  defaultEvents: string;
  tokens: string[];
  addToken: (token: string) => void;
  start: (rows: RowFields[]) => void;
}

const HOLD_MINUTES = 15;

export function FlowsPanel({ defaultEvents, tokens, addToken, start }: FlowsPanelProps) {
  const [open, setOpen] = useState<FlowName | null>(null);
  const createToken = useCreateHoldToken((token) => {
    addToken(token);
    start(holdRows(eventList(defaultEvents), token));
  });
  const toggle = (name: FlowName) => setOpen((now) => (now === name ? null : name));
  const flowButton = (name: FlowName, label: string) => (
    <button
      type="button"
      className={`button${open === name ? ' bd-flow-open' : ''}`}
      aria-expanded={open === name}
      onClick={() => toggle(name)}
    >
      {label}
    </button>
  );
  const started = (rows: RowFields[]) => {
    setOpen(null);
    start(rows);
  };

  return (
    <section className="card bd-flows" aria-labelledby="bd-flows-title">
      <h2 id="bd-flows-title">Start from a common task</h2>
      <div className="bd-flow-buttons">
        <button
          type="button"
          className="button"
          disabled={createToken.isPending}
          onClick={() => createToken.mutate(HOLD_MINUTES)}
        >
          {createToken.isPending ? 'Creating a token…' : 'Hold for a customer'}
        </button>
        {flowButton('confirm', 'Confirm held seats')}
        {flowButton('release', 'Release an order')}
        {flowButton('move', 'Move a booking')}
      </div>
      {open === 'confirm' && <ConfirmHeldForm tokens={tokens} start={started} />}
      {open === 'release' && <ReleaseOrderForm defaultEvents={defaultEvents} start={started} />}
      {open === 'move' && (
        <MoveBookingForm defaultEvents={defaultEvents} tokens={tokens} start={started} />
      )}
    </section>
  );
}
