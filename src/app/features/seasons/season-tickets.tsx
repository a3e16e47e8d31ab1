// Season tickets from the map's selection: book them for the whole season (one call on the season
// key books every event of it), release them for one night so that night's seat can be sold, and
// give them back to the season holder.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Event } from '../../../contract/events';
import { FormField } from '../../components/form-field';
import { eventNameAndDate } from '../../lib/event-name';
import { plural } from '../../lib/format';
import { useClient } from '../../lib/session-context';
import { refreshEvents } from './api';
import { SeasonOutcome } from './season-outcome';
import {
  bookedWords,
  givenBackWords,
  NoSeasonTicket,
  refusalWords,
  releasedWords,
  type Said,
  type SeasonAction,
  seatList,
} from './season-words';

interface Props {
  season: Event;
  selection: ReadonlySet<string>;
  onClear: () => void;
}

/** What the last action was about, so its outcome stays next to the right buttons. */
interface Outcome {
  said: Said;
  /** After a release: the way back, for these seats on this night. */
  released?: { labels: string[]; eventKey: string };
}

export function SeasonTickets({ season, selection, onClear }: Props) {
  const client = useClient();
  const queryClient = useQueryClient();
  const events = season.events ?? [];
  const [orderId, setOrderId] = useState('');
  const [night, setNight] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const labels = [...selection].sort();
  const nightName = (key: string) => {
    const event = events.find((e) => e.key === key);
    return event ? eventNameAndDate(event) : key;
  };

  const act = useMutation({
    mutationFn: async (a: { action: SeasonAction; labels: string[]; eventKey?: string }) => {
      const objects = a.labels;
      if (a.action === 'book') {
        await client.status.book(season.key, { objects, orderId: orderId.trim() || undefined });
      } else if (a.action === 'release-night') {
        // The service lets a seat free in the season be overridden too (seats.io does): that
        // night would then stop following the season for it, a trap no clerk means to set.
        const infos = await client.status.objectInfos(season.key, objects);
        const free = objects.filter((label) => (infos[label]?.status ?? 'free') === 'free');
        if (free.length > 0) throw new NoSeasonTicket(free);
        // Overriding the season status frees the seat in that event only (docs/seasons.md): it is
        // then free and bookable there; no release is needed (nor possible: it is not the event's).
        await client.seasons.overrideSeasonStatus(a.eventKey ?? '', {
          objects,
          season: season.key,
        });
      } else {
        // biome-ignore lint/correctness/useHookAtTopLevel: the API's use-season-status, no React hook.
        await client.seasons.useSeasonStatus(a.eventKey ?? '', { objects, season: season.key });
      }
    },
    // The last outcome goes as the next action starts: what shows is always about the latest.
    onMutate: () => setOutcome(undefined),
    onSuccess: async (_, a) => {
      const name = nightName(a.eventKey ?? '');
      const said =
        a.action === 'book'
          ? bookedWords(a.labels, events.length, orderId.trim())
          : a.action === 'release-night'
            ? releasedWords(a.labels, name)
            : givenBackWords(a.labels, name);
      setOutcome({
        said,
        released:
          a.action === 'release-night'
            ? { labels: a.labels, eventKey: a.eventKey ?? '' }
            : undefined,
      });
      if (a.action === 'book') onClear();
      await refreshEvents(queryClient);
    },
    onError: (error, a) =>
      // The selection and the order id stay: nothing typed or chosen is lost on a refusal.
      setOutcome({ said: refusalWords(error, a.action, a.labels, nightName(a.eventKey ?? '')) }),
  });

  const none = labels.length === 0;
  const busy = act.isPending;
  return (
    <section className="season-tickets card" aria-labelledby="season-tickets">
      <h2 id="season-tickets">Season tickets</h2>
      <p className={none ? 'muted' : undefined} aria-live="polite">
        {none
          ? 'Click seats on the map (Shift-click or drag for more) to sell or release season seats.'
          : `${plural(labels.length, 'seat')} selected: ${seatList(labels)}`}
      </p>

      <FormField id="season-order" label="Order id">
        {(control) => (
          <input
            {...control}
            value={orderId}
            placeholder="e.g. ST-2026-0042"
            onChange={(e) => setOrderId(e.target.value)}
          />
        )}
      </FormField>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={none || busy}
          title="API: book on the season key (every event of the season)"
          onClick={() => act.mutate({ action: 'book', labels })}
        >
          Book season ticket
        </button>
      </div>

      <h3>One night</h3>
      <p className="field-hint">
        Release the selected season seats for one event, to sell them that night; the season holder
        keeps every other event.
      </p>
      <FormField id="season-night" label="Event">
        {(control) => (
          <select {...control} value={night} onChange={(e) => setNight(e.target.value)}>
            <option value="">Choose an event of the season…</option>
            {events.map((e) => (
              <option key={e.key} value={e.key}>
                {eventNameAndDate(e)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={none || night === '' || busy}
          title="API: override-season-status on the chosen event"
          onClick={() => act.mutate({ action: 'release-night', labels, eventKey: night })}
        >
          Release for one night
        </button>
        <button
          type="button"
          className="button"
          disabled={none || night === '' || busy}
          title="API: use-season-status on the chosen event"
          onClick={() => act.mutate({ action: 'give-back', labels, eventKey: night })}
        >
          Give back to the season holder
        </button>
      </div>

      {outcome && (
        <SeasonOutcome
          said={outcome.said}
          released={outcome.released?.labels}
          busy={busy}
          giveBack={() =>
            outcome.released &&
            act.mutate({
              action: 'give-back',
              labels: outcome.released.labels,
              eventKey: outcome.released.eventKey,
            })
          }
        />
      )}
    </section>
  );
}
