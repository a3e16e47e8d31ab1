// The event picker: type a key (or part of a key or name) and pick from the workspace's events;
// the field says at once whether the event exists, so an unknown key is stopped in the form.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { deskQueries } from '../../../batch/api';
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
    <div className="field bd-event-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        list={`${id}-events`}
        value={value}
        autoComplete="off"
        spellCheck={false}
        placeholder="Event key"
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={`${id}-events`}>
        {suggestions.data?.items.map((item) => (
          <option key={item.key} value={item.key}>
            {eventNameAndDate(item)}
          </option>
        ))}
      </datalist>
      <p id={`${id}-note`} className={shown ? 'field-error' : 'field-hint'}>
        {shown ??
          (event.data
            ? `${eventNameAndDate(event.data)} · chart ${event.data.chartKey}`
            : '\u00a0')}
      </p>
    </div>
  );
}
