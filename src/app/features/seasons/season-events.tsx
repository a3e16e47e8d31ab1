// The season's events with their dates and figures, and a form to add events to the season.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { Event } from '../../../contract/events';
import { EventFigureCells, FigureHeaderCells } from '../../components/event-figures';
import { FormField } from '../../components/form-field';
import { describeError } from '../../lib/errors';
import { eventName, keyWorthShowing } from '../../lib/event-name';
import { formatDate, plural } from '../../lib/format';
import { useClient } from '../../lib/session-context';
import { keysOf, refreshEvents } from './api';

export function SeasonEventsSection({ season }: { season: Event }) {
  const events = season.events ?? [];
  return (
    <section className="card" aria-labelledby="season-events">
      <h2 id="season-events">Events of the season</h2>
      <div className="table-wrap">
        <table className="data">
          <caption className="visually-hidden">Events of the season</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Date</th>
              <FigureHeaderCells />
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <SeasonEventRow key={event.key} event={event} />
            ))}
          </tbody>
        </table>
        {events.length === 0 && <p className="empty">This season has no events yet.</p>}
      </div>
      <AddEventsForm seasonKey={season.key} />
    </section>
  );
}

function SeasonEventRow({ event }: { event: Event }) {
  return (
    <tr data-event={event.key}>
      <td>
        <Link to={`/events/${encodeURIComponent(event.key)}`}>{eventName(event)}</Link>
        {keyWorthShowing(event) && <span className="event-key mono"> {event.key}</span>}
      </td>
      <td>{formatDate(event.date)}</td>
      <EventFigureCells eventKey={event.key} />
    </tr>
  );
}

function AddEventsForm({ seasonKey }: { seasonKey: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: (keys: string[]) => client.seasons.createEvents(seasonKey, { eventKeys: keys }),
    onSuccess: async (answer) => {
      setText('');
      await refreshEvents(queryClient);
      return answer;
    },
  });
  const keys = keysOf(text);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (keys.length > 0) add.mutate(keys);
  };
  return (
    <form onSubmit={submit} className="form-row season-events-form" aria-label="Add events">
      <FormField label="New events (keys)" id="season-new-events" className="grow">
        {(control) => (
          <input
            {...control}
            value={text}
            placeholder="e.g. match-04, match-05"
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={keys.length === 0 || add.isPending}>
        Add {keys.length > 1 ? plural(keys.length, 'event') : 'event'}
      </button>
      {add.isError && (
        <p className="field-error" role="alert" title={describeError(add.error).code}>
          {keys.join(', ')} could not be added: {describeError(add.error).message}
        </p>
      )}
      {add.isSuccess && (
        <p className="field-hint" role="status">
          Added {add.data.events.map((e) => e.key).join(', ')}: they take the season's bookings.
        </p>
      )}
    </form>
  );
}
