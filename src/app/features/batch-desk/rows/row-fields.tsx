// A batch row's main fields: the event, the action, a custom status, the hold token (typed or one
// the desk made) and the order id.
import { FormField } from '../../../components/form-field';
import { ACTION_LABELS, type DraftRow, ROW_ACTIONS, type RowAction } from './draft';
import { EventField } from './event-field';
import type { RowErrors } from './row-check';
import { TextField } from './text-field';

const TOKEN_HINT: Record<RowAction, string> = {
  hold: 'Required: the token the objects are held with.',
  book: 'Give the token the objects are held with to confirm that hold.',
  release: 'Needed to release objects that are held.',
  custom: 'Needed for objects that are held.',
};

interface RowMainFieldsProps {
  /** The row's id, its fields' ids start with. */
  id: string;
  row: DraftRow;
  errors: RowErrors;
  /** Hold tokens made at the desk, offered in the token field. */
  tokens: string[];
  set: (fields: Partial<DraftRow>) => void;
}

export function RowMainFields({ id, row, errors, tokens, set }: RowMainFieldsProps) {
  const field = (key: string) => `${id}-${key}`;
  return (
    <div className="bd-row-grid">
      <EventField
        label="Event"
        value={row.eventKey}
        error={errors.event}
        onChange={(eventKey) => set({ eventKey })}
      />
      <FormField id={field('action')} label="Action">
        {(control) => (
          <select
            {...control}
            value={row.action}
            onChange={(e) => set({ action: e.target.value as RowAction })}
          >
            {ROW_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {row.action === 'custom' && (
        <TextField
          id={field('status')}
          label="Custom status"
          value={row.customStatus}
          error={errors.status}
          onChange={(customStatus) => set({ customStatus })}
        />
      )}
      <TextField
        id={field('token')}
        label="Hold token"
        value={row.holdToken}
        error={errors.holdToken}
        hint={TOKEN_HINT[row.action]}
        list={`${id}-tokens`}
        mono
        onChange={(holdToken) => set({ holdToken })}
      />
      <datalist id={`${id}-tokens`}>
        {tokens.map((token) => (
          <option key={token} value={token} />
        ))}
      </datalist>
      <TextField
        id={field('order')}
        label="Order id"
        value={row.orderId}
        error={errors.orderId}
        onChange={(orderId) => set({ orderId })}
      />
    </div>
  );
}
