// One row of the batch: an event, its objects, what to do with them, and the options the service
// knows (hold token, order id, extra data, channels, previous-status guard).
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { NO_CHANNEL } from '../../../../domain/model';
import { deskQueries } from '../../../batch/api';
import { parseObjectInput } from '../../../lib/object-input';
import { useClient } from '../../../lib/session-context';
import { useDebounced } from '../hooks';
import {
  ACTION_LABELS,
  type DraftRow,
  ROW_ACTIONS,
  type RowAction,
  type RowsAction,
} from './draft';
import { EventField } from './event-field';
import type { RowErrors } from './row-check';
import { RowOptions } from './row-options';
import { TextField } from './text-field';

/** `Hold · 5 objects`: what the row does, readable with the row collapsed in the mind. */
function summary(row: DraftRow): string {
  const count = parseObjectInput(row.objects).labels.length;
  const action =
    row.action === 'custom' ? `Status “${row.customStatus || '…'}”` : ACTION_LABELS[row.action];
  return count > 0 ? `${action} · ${count} ${count === 1 ? 'object' : 'objects'}` : action;
}

interface RowEditorProps {
  row: DraftRow;
  index: number;
  count: number;
  errors: RowErrors;
  /** Hold tokens made at the desk, offered in the token field. */
  tokens: string[];
  dispatch: (action: RowsAction) => void;
  /** This row is the one the desk's seat map shows. */
  onMap: boolean;
  showOnMap: () => void;
}

const TOKEN_HINT: Record<RowAction, string> = {
  hold: 'Required: the token the objects are held with.',
  book: 'Give the token the objects are held with to confirm that hold.',
  release: 'Needed to release objects that are held.',
  custom: 'Needed for objects that are held.',
};

export function RowEditor(props: RowEditorProps) {
  const { row, index, count, errors, tokens, dispatch } = props;
  const id = useId();
  const name = `Row ${index + 1}`;
  const set = (fields: Partial<DraftRow>) => dispatch({ type: 'update', id: row.id, fields });
  const client = useClient();
  const eventKey = useDebounced(row.eventKey.trim());
  const event = useQuery({ ...deskQueries.event(client, eventKey), enabled: eventKey !== '' });
  const channels = event.data?.channels ?? [];
  const channelKeys = [NO_CHANNEL, ...channels.map((channel) => channel.key)];
  const channelNames = new Map(channels.map((channel) => [channel.key, channel.name]));
  const field = (key: string) => `${id}-${key}`;

  return (
    // Working in a row's fields brings it onto the map (focus bubbles from them). Its own buttons
    // do not: the head's buttons would shift under the pointer between press and release, and
    // the click on Remove or Duplicate would be lost (issue 28).
    <fieldset
      className={`card bd-row${props.onMap ? ' bd-row-on-map' : ''}`}
      aria-label={name}
      onFocus={
        props.onMap
          ? undefined
          : (event) => {
              if (!(event.target as Element).closest('.bd-row-head')) props.showOnMap();
            }
      }
    >
      <div className="bd-row-head">
        <h3 className="bd-row-title">{name}</h3>
        <span className="muted bd-row-summary">{summary(row)}</span>
        <div className="bd-row-tools">
          <button
            type="button"
            className="button button-small button-quiet bd-map-toggle"
            aria-pressed={props.onMap}
            aria-label={`Show ${name.toLowerCase()} on the map`}
            onClick={props.showOnMap}
          >
            {props.onMap ? 'On the map' : 'Show on map'}
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Move ${name.toLowerCase()} up`}
            disabled={index === 0}
            onClick={() => dispatch({ type: 'move', id: row.id, by: -1 })}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Move ${name.toLowerCase()} down`}
            disabled={index === count - 1}
            onClick={() => dispatch({ type: 'move', id: row.id, by: 1 })}
          >
            ↓
          </button>
          <button
            type="button"
            className="button button-small button-quiet"
            aria-label={`Duplicate ${name.toLowerCase()}`}
            onClick={() => dispatch({ type: 'duplicate', id: row.id })}
          >
            Duplicate
          </button>
          <button
            type="button"
            className="button button-small button-quiet danger-text"
            aria-label={`Remove ${name.toLowerCase()}`}
            onClick={() => dispatch({ type: 'remove', id: row.id })}
          >
            Remove
          </button>
        </div>
      </div>

      <div className="bd-row-grid">
        <EventField
          label="Event"
          value={row.eventKey}
          error={errors.event}
          onChange={(eventKey) => set({ eventKey })}
        />
        <div className="field">
          <label htmlFor={field('action')}>Action</label>
          <select
            id={field('action')}
            value={row.action}
            onChange={(e) => set({ action: e.target.value as RowAction })}
          >
            {ROW_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </div>
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

      <div className="field">
        <label htmlFor={field('objects')}>Objects</label>
        <textarea
          id={field('objects')}
          rows={2}
          value={row.objects}
          spellCheck={false}
          aria-invalid={errors.objects ? true : undefined}
          aria-describedby={`${field('objects')}-note`}
          onChange={(e) => set({ objects: e.target.value })}
          placeholder="A-1..A-8, B-3, GA1 x 4"
        />
        <p
          id={`${field('objects')}-note`}
          className={errors.objects ? 'field-error' : 'field-hint'}
        >
          {errors.objects ??
            'Labels, ranges A-1..A-8, GA quantities GA1 x 4, ticket types A-1 (adult).'}
        </p>
        {eventKey && event.data && !props.onMap && (
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={props.showOnMap}
          >
            Pick this row's objects on the seat map
          </button>
        )}
      </div>

      <RowOptions
        row={row}
        errors={errors}
        channelKeys={channelKeys}
        channelNames={channelNames}
        set={set}
      />
    </fieldset>
  );
}
