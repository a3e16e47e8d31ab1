// One row of the batch: an event, its objects, what to do with them, and the options the service
// knows (hold token, order id, extra data, channels, previous-status guard).
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { NO_CHANNEL } from '../../../../domain/model';
import { deskQueries } from '../../../batch/api';
import { FormField } from '../../../components/form-field';
import { parseObjectInput } from '../../../lib/object-input';
import { useClient } from '../../../lib/session-context';
import { useDebounced } from '../hooks';
import { ACTION_LABELS, type DraftRow, type RowsAction } from './draft';
import type { RowErrors } from './row-check';
import { RowMainFields } from './row-fields';
import { RowHead } from './row-head';
import { RowOptions } from './row-options';

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
      <RowHead
        name={name}
        summary={summary(row)}
        first={index === 0}
        last={index === count - 1}
        onMap={props.onMap}
        showOnMap={props.showOnMap}
        move={(by) => dispatch({ type: 'move', id: row.id, by })}
        duplicate={() => dispatch({ type: 'duplicate', id: row.id })}
        remove={() => dispatch({ type: 'remove', id: row.id })}
      />
      <RowMainFields id={id} row={row} errors={errors} tokens={tokens} set={set} />
      <FormField
        id={field('objects')}
        label="Objects"
        error={errors.objects}
        hint="Labels, ranges A-1..A-8, GA quantities GA1 x 4, ticket types A-1 (adult)."
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={row.objects}
            spellCheck={false}
            onChange={(e) => set({ objects: e.target.value })}
            placeholder="A-1..A-8, B-3, GA1 x 4"
          />
        )}
      </FormField>
      {eventKey && event.data && !props.onMap && (
        <button
          type="button"
          className="button button-small button-quiet bd-pick-on-map"
          onClick={props.showOnMap}
        >
          Pick this row's objects on the seat map
        </button>
      )}

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
