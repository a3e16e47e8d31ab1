// A season's partial seasons (a subset of its events sold together, e.g. "Spring half"): each with
// its events, add / remove an event, and a form to create one from the season's events.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Event } from '../../../contract/events';
import { FormField } from '../../components/form-field';
import { describeError } from '../../lib/errors';
import { eventNameAndDate } from '../../lib/event-name';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { refreshEvents } from './api';

const nameOf = (events: readonly Event[], key: string) => {
  const event = events.find((e) => e.key === key);
  return event ? eventNameAndDate(event) : key;
};

export function PartialSeasonsSection({ season }: { season: Event }) {
  const partials = season.partialSeasonKeys ?? [];
  return (
    <section className="card" aria-labelledby="partial-seasons">
      <h2 id="partial-seasons">Partial seasons</h2>
      {partials.length === 0 && (
        <p className="muted">
          None yet: a partial season sells some of the season's events together.
        </p>
      )}
      {partials.map((key) => (
        <PartialSeason key={key} season={season} partialKey={key} />
      ))}
      <CreatePartialForm season={season} />
    </section>
  );
}

function PartialSeason({ season, partialKey }: { season: Event; partialKey: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const partial = useQuery(eventQuery(client, partialKey));
  const [adding, setAdding] = useState('');
  const change = useMutation({
    mutationFn: (c: { add?: string; remove?: string }) =>
      c.add
        ? client.seasons.addEventsToPartialSeason(season.key, partialKey, [c.add])
        : client.seasons.removeEventFromPartialSeason(season.key, partialKey, c.remove ?? ''),
    onSuccess: async () => {
      setAdding('');
      await refreshEvents(queryClient);
    },
  });
  const members = (partial.data?.events ?? []).map((e) => e.key);
  const others = (season.events ?? []).filter((e) => !members.includes(e.key));
  const title = partial.data?.name ?? partialKey;
  return (
    <div className="partial-season" data-partial={partialKey}>
      <h3>
        {title} {partial.data?.name && <span className="event-key mono">{partialKey}</span>}
      </h3>
      {partial.isPending ? (
        <p className="muted">Loading its events…</p>
      ) : (
        <ul aria-label={`Events of ${title}`}>
          {members.map((key) => (
            <li key={key}>
              {nameOf(season.events ?? [], key)}{' '}
              <button
                type="button"
                className="button button-small"
                disabled={change.isPending}
                onClick={() => change.mutate({ remove: key })}
                aria-label={`Remove ${nameOf(season.events ?? [], key)} from ${title}`}
              >
                Remove
              </button>
            </li>
          ))}
          {members.length === 0 && <li className="muted">No events</li>}
        </ul>
      )}
      {others.length > 0 && (
        <div className="form-row">
          <select
            aria-label={`Event to add to ${title}`}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
          >
            <option value="">Add an event…</option>
            {others.map((e) => (
              <option key={e.key} value={e.key}>
                {eventNameAndDate(e)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button"
            disabled={adding === '' || change.isPending}
            onClick={() => change.mutate({ add: adding })}
          >
            Add to {title}
          </button>
        </div>
      )}
      {change.isError && (
        <p className="field-error" role="alert" title={describeError(change.error).code}>
          {describeError(change.error).message}
        </p>
      )}
    </div>
  );
}

function CreatePartialForm({ season }: { season: Event }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const create = useMutation({
    mutationFn: () =>
      client.seasons.createPartialSeason(season.key, {
        key: key.trim() || undefined,
        name: name.trim() || undefined,
        eventKeys: [...chosen],
      }),
    onSuccess: async () => {
      setKey('');
      setName('');
      setChosen(new Set());
      await refreshEvents(queryClient);
    },
  });
  const toggle = (eventKey: string) => {
    const next = new Set(chosen);
    if (!next.delete(eventKey)) next.add(eventKey);
    setChosen(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} aria-label="Create a partial season" className="partial-season">
      <h3>New partial season</h3>
      <div className="form-row">
        <FormField label="Key" id="partial-key">
          {(control) => <input {...control} value={key} onChange={(e) => setKey(e.target.value)} />}
        </FormField>
        <FormField label="Name" id="partial-name" className="grow">
          {(control) => (
            <input {...control} value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </FormField>
      </div>
      <fieldset className="event-checks">
        <legend>Its events</legend>
        {(season.events ?? []).map((e) => (
          <label key={e.key} className="inline-check">
            <input type="checkbox" checked={chosen.has(e.key)} onChange={() => toggle(e.key)} />
            {eventNameAndDate(e)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={create.isPending}>
        Create partial season
      </button>
      {create.isError && (
        <p className="field-error" role="alert" title={describeError(create.error).code}>
          The partial season was not created: {describeError(create.error).message}
        </p>
      )}
    </form>
  );
}
