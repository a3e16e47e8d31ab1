// The event picker: type a key (or part of a key or name) and pick from the workspace's events;
// the field says at once whether the event exists, so an unknown key is stopped in the form.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { deskQueries } from '../../../batch/api';
import { FormField } from '../../../components/form-field';
import { eventNameAndDate } from '../../../lib/event-name';
import { useClient } from '../../../lib/session-context';
import { useDebounced } from '../hooks';

interface EventFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An error found by the form's own checks (empty, or refused by the preview). */
  error?: string;
}

export function EventField({ label, value, onChange, error }: EventFieldProps) {
  const client = useClient();
  const id = useId();
  const key = useDebounced(value.trim());
  const suggestions = useQuery({ ...deskQueries.suggestions(client, key), enabled: true });
  const event = useQuery({ ...deskQueries.event(client, key), enabled: key !== '' });
  const unknown = key !== '' && key === value.trim() && event.data === null;
  const shown = error ?? (unknown ? `No event "${key}" in this workspace.` : undefined);

  return (
    <FormField
      id={id}
      label={label}
      className="bd-event-field"
      error={shown}
      // The line is kept even when empty, so the row does not jump when the event is found.
      hint={
        event.data ? `${eventNameAndDate(event.data)} · chart ${event.data.chartKey}` : '\u00a0'
      }
    >
      {(control) => (
        <>
          <input
            {...control}
            list={`${id}-events`}
            value={value}
            autoComplete="off"
            spellCheck={false}
            placeholder="Event key"
            onChange={(e) => onChange(e.target.value)}
          />
          <datalist id={`${id}-events`}>
            {suggestions.data?.items.map((item) => (
              <option key={item.key} value={item.key}>
                {eventNameAndDate(item)}
              </option>
            ))}
          </datalist>
        </>
      )}
    </FormField>
  );
}
